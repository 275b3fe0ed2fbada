import type { TCashRequestDocument } from '@pc/contract/document';
import type { TDatabase } from '../../src/db/client.ts';
import { documentLogs, documents, storedFiles } from '../../src/db/schema/documents.ts';
import { installments, invoices } from '../../src/db/schema/invoices.ts';
import { partners } from '../../src/db/schema/partners.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { users } from '../../src/db/schema/users.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { advanceIdentitySequences, insertCompanies, storedFileRow } from './fixtures.ts';

/**
 * A hand-made calendar dataset with known placement (period: November 2026).
 * Ana (user 1) has companies 3, 102 and 2397; Bruno (user 3) has company 7.
 */
export const CAL_COMPANY = { main: 3, txtA: 102, txtB: 2397, foreign: 7 } as const;
export const CAL_ANA = { id: 1, name: 'Ana Souza' };
export const CAL_BRUNO = { id: 3, name: 'Bruno Lima' };
export const CAL_EXPORTER = { id: 1, name: 'Exportadora Xangai Ltd.' };
export const CAL_MANUFACTURER = { id: 2, name: 'Fábrica Ningbo Co.' };

/** Process ids; the comment says where each one's items must land in November 2026. */
export const CP = {
  /** ETA 10/11 with a positive real value → NUMERARIO 10/11 (5.000,00, paid); its estimate (05/11) is skipped. */
  etaPaid: 1001,
  /** ETA 12/11 with real value 0 → NUMERARIO_PREVISTO on the estimate 08/11 (3.000,00). */
  etaZero: 1002,
  /** ETA 15/11 with a negative value, estimate 28/10 → nothing in November (its forecast is in October). */
  etaNegative: 1003,
  /** No ETA, real value 9.000 → NUMERARIO_PREVISTO on the estimate 20/11 (2.500,00). */
  noEta: 1004,
  /** ETA 03/12 positive, estimate 25/11 → nothing in November; NUMERARIO 03/12 in December. */
  etaNextMonth: 1005,
  /** ETA 18/11 with no real value yet → NUMERARIO_PREVISTO on the estimate 16/11 (1.000,00). */
  etaNullValue: 1006,
  /** Cancelled (step 6), ETA 10/11 positive → never shown. */
  cancelled: 1007,
  /** Instalments 10/11 and 25/11 (USD invoice) and 10/12; a second invoice is settled → paid. */
  installments: 1008,
  /** One instalment 10/11 without BRL value (100 USD × 5,0) → 500,00, unpaid. */
  unpaidInstallment: 1009,
  /** Company 102: ETA 10/11, 800,00 unpaid → NUMERARIO. */
  company102: 1010,
  /** Company 2397: instalment 10/11 in EUR, unpaid. */
  company2397: 1011,
  /** Company 3: only an arrival 14/11 (ETA 30/10) → operational calendar only. */
  arrivalOnly: 1012,
  /** Company 7 (Bruno's): ETA 10/11 positive → never in Ana's answers. */
  foreign: 2001,
} as const;

/** Documents of CP.etaPaid: two numerário documents (the older already downloaded) and a plain one. */
export const CAL_DOC = { oldCash: 31, newCash: 32, plain: 33, foreignCash: 41 } as const;
export const CASH_DOC_BYTES = Buffer.from('%PDF-1.4\n% numerário de teste\n%%EOF\n', 'utf8');
export const EARLIER_DOWNLOAD = new Date('2026-11-05T13:30:00Z');

/** CP.etaPaid's numerário documents as every calendar answers them (before any download in a test). */
export const ETA_PAID_CASH_DOCUMENTS: TCashRequestDocument[] = [
  {
    document: { id: CAL_DOC.oldCash, originalFilename: 'numerario-pri00501.pdf' },
    logs: [
      {
        entityName: 'Documento',
        createdBy: CAL_ANA.name,
        type: 'DOWNLOAD',
        created: EARLIER_DOWNLOAD.toISOString(),
      },
    ],
  },
  { document: { id: CAL_DOC.newCash, originalFilename: 'numerario-pri00501-revisado.pdf' }, logs: [] },
];

type TProcessInsert = typeof processes.$inferInsert;

const processRow = (
  values: Partial<TProcessInsert> & { id: number; identification: number },
): TProcessInsert => ({
  companyId: CAL_COMPANY.main,
  typeOfProcess: 'CONTA_E_ORDEM',
  status: 'Em andamento',
  stepId: 2,
  created: new Date('2026-08-01T12:00:00Z'),
  ...values,
});

export const insertCalendarFixtures = async (db: TDatabase): Promise<void> => {
  await insertCompanies(db, [
    { id: CAL_COMPANY.main, name: 'Hércules Máquinas Ltda' },
    { id: CAL_COMPANY.txtA, name: 'Comercial Cento e Dois S.A.' },
    { id: CAL_COMPANY.txtB, name: 'Importadora Dois Mil Ltda' },
    { id: CAL_COMPANY.foreign, name: 'Aurora Têxtil Ltda' },
  ]);
  await db.insert(users).values([
    { id: CAL_ANA.id, name: CAL_ANA.name, email: 'ana@cliente.example', passwordHash: 'x' },
    { id: CAL_BRUNO.id, name: CAL_BRUNO.name, email: 'bruno@cliente.example', passwordHash: 'x' },
  ]);
  await db.insert(processSteps).values([...PROCESS_STEPS]);
  await db.insert(partners).values([
    { ...CAL_EXPORTER, kind: 'EXPORTER' },
    { ...CAL_MANUFACTURER, kind: 'MANUFACTURER' },
  ]);

  await db.insert(processes).values([
    processRow({
      id: CP.etaPaid,
      identification: 501,
      customerRef: 'PO-Ação-501',
      invoice: 'INV-501',
      exporterId: CAL_EXPORTER.id,
      manufacturerId: CAL_MANUFACTURER.id,
      datesEtd: '2026-10-01',
      datesDepartureDate: '2026-10-03',
      datesEta: '2026-11-10',
      stepCashRequestEstimatedValue: '5000.00',
      estimatedStepCashRequest: '2026-11-05',
      estimatedStepCashRequestEstimatedValue: '4000.00',
      cashRequestDone: true,
    }),
    processRow({
      id: CP.etaZero,
      identification: 502,
      typeOfProcess: 'ENCOMENDA',
      customerRef: 'PO-502',
      invoice: 'INV-502',
      datesEtd: '2026-11-02',
      datesEta: '2026-11-12',
      stepCashRequestEstimatedValue: '0.00',
      estimatedStepCashRequest: '2026-11-08',
      estimatedStepCashRequestEstimatedValue: '3000.00',
    }),
    processRow({
      id: CP.etaNegative,
      identification: 503,
      typeOfProcess: 'ACESSORIA',
      datesEta: '2026-11-15',
      stepCashRequestEstimatedValue: '-200.00',
      estimatedStepCashRequest: '2026-10-28',
      estimatedStepCashRequestEstimatedValue: '1500.00',
    }),
    processRow({
      id: CP.noEta,
      identification: 504,
      customerRef: 'PO-504',
      stepCashRequestEstimatedValue: '9000.00',
      estimatedStepCashRequest: '2026-11-20',
      estimatedStepCashRequestEstimatedValue: '2500.00',
    }),
    processRow({
      id: CP.etaNextMonth,
      identification: 505,
      datesEta: '2026-12-03',
      stepCashRequestEstimatedValue: '7000.00',
      estimatedStepCashRequest: '2026-11-25',
      estimatedStepCashRequestEstimatedValue: '6000.00',
    }),
    processRow({
      id: CP.etaNullValue,
      identification: 506,
      datesEta: '2026-11-18',
      datesArrivalDate: '2026-11-19',
      estimatedStepCashRequest: '2026-11-16',
      estimatedStepCashRequestEstimatedValue: '1000.00',
    }),
    processRow({
      id: CP.cancelled,
      identification: 507,
      stepId: 6,
      datesEta: '2026-11-10',
      stepCashRequestEstimatedValue: '100.00',
    }),
    processRow({
      id: CP.installments,
      identification: 508,
      customerRef: 'PO-508',
      invoice: 'INV-508-A',
      datesDepartureDate: '2026-11-05',
    }),
    processRow({ id: CP.unpaidInstallment, identification: 509, invoice: 'INV-509' }),
    processRow({
      id: CP.company102,
      companyId: CAL_COMPANY.txtA,
      identification: 510,
      customerRef: 'Pedido São João',
      invoice: 'INV-510',
      datesEta: '2026-11-10',
      stepCashRequestEstimatedValue: '800.00',
    }),
    processRow({
      id: CP.company2397,
      companyId: CAL_COMPANY.txtB,
      identification: 511,
      typeOfProcess: 'ENCOMENDA',
      customerRef: null,
      invoice: 'INV-511',
    }),
    processRow({
      id: CP.arrivalOnly,
      identification: 512,
      datesEta: '2026-10-30',
      datesArrivalDate: '2026-11-14',
    }),
    processRow({
      id: CP.foreign,
      companyId: CAL_COMPANY.foreign,
      identification: 601,
      datesEta: '2026-11-10',
      stepCashRequestEstimatedValue: '999.00',
    }),
  ]);

  await db.insert(invoices).values([
    {
      id: 81,
      companyId: CAL_COMPANY.main,
      processId: CP.installments,
      invoiceNumber: 'INV-508-A',
      currency: 'USD',
    },
    {
      id: 82,
      companyId: CAL_COMPANY.main,
      processId: CP.installments,
      invoiceNumber: 'INV-508-B',
      currency: 'EUR',
      invoiceDue: '2026-10-01',
    },
    {
      id: 91,
      companyId: CAL_COMPANY.main,
      processId: CP.unpaidInstallment,
      invoiceNumber: 'INV-509',
      currency: 'USD',
    },
    {
      id: 92,
      companyId: CAL_COMPANY.txtB,
      processId: CP.company2397,
      invoiceNumber: 'INV-511',
      currency: 'EUR',
    },
    {
      id: 93,
      companyId: CAL_COMPANY.main,
      processId: CP.cancelled,
      invoiceNumber: 'INV-507',
      currency: 'USD',
    },
  ]);
  const rateUpdate = new Date('2026-11-03T16:10:00Z');
  await db.insert(installments).values([
    {
      id: 811,
      companyId: CAL_COMPANY.main,
      invoiceId: 81,
      parcel: 1,
      condition: 'Pagamento à Vista',
      dueDate: '2026-11-10',
      value: '1000.00',
      valueInBrl: '5300.00',
      lastExchangeRate: '5.300000',
      lastExchangeUpdate: rateUpdate,
    },
    {
      id: 812,
      companyId: CAL_COMPANY.main,
      invoiceId: 81,
      parcel: 2,
      condition: 'Pagamento à Prazo',
      term: 30,
      dueDate: '2026-11-25',
      value: '2000.00',
      valueInBrl: '10600.00',
      lastExchangeRate: '5.300000',
      lastExchangeUpdate: rateUpdate,
    },
    {
      id: 813,
      companyId: CAL_COMPANY.main,
      invoiceId: 81,
      parcel: 3,
      condition: 'Pagamento à Prazo',
      term: 60,
      dueDate: '2026-12-10',
      value: '500.00',
      valueInBrl: '2650.00',
      lastExchangeRate: '5.300000',
      lastExchangeUpdate: rateUpdate,
    },
    {
      id: 911,
      companyId: CAL_COMPANY.main,
      invoiceId: 91,
      parcel: 1,
      condition: 'Pagamento à Vista',
      dueDate: '2026-11-10',
      value: '100.00',
      lastExchangeRate: '5.000000',
    },
    {
      id: 921,
      companyId: CAL_COMPANY.txtB,
      invoiceId: 92,
      parcel: 1,
      condition: 'Pagamento Antecipado',
      dueDate: '2026-11-10',
      value: '1234.56',
      valueInBrl: '7654.27',
      lastExchangeRate: '6.200000',
      lastExchangeUpdate: rateUpdate,
    },
    {
      id: 931,
      companyId: CAL_COMPANY.main,
      invoiceId: 93,
      parcel: 1,
      condition: 'Pagamento à Vista',
      dueDate: '2026-11-10',
      value: '1.00',
      valueInBrl: '5.00',
    },
  ]);

  await db.insert(storedFiles).values([
    storedFileRow({
      id: 1,
      companyId: CAL_COMPANY.main,
      mimeType: 'application/pdf',
      content: CASH_DOC_BYTES,
    }),
    storedFileRow({
      id: 2,
      companyId: CAL_COMPANY.foreign,
      mimeType: 'application/pdf',
      content: CASH_DOC_BYTES,
    }),
  ]);
  await db.insert(documents).values([
    {
      id: CAL_DOC.oldCash,
      companyId: CAL_COMPANY.main,
      processId: CP.etaPaid,
      fileId: 1,
      documentTypeName: 'Numerário',
      originalFilename: 'numerario-pri00501.pdf',
      isCashRequest: true,
      created: new Date('2026-11-01T12:00:00Z'),
      createdBy: 'Analista Um',
    },
    {
      id: CAL_DOC.newCash,
      companyId: CAL_COMPANY.main,
      processId: CP.etaPaid,
      fileId: 1,
      documentTypeName: 'Numerário',
      originalFilename: 'numerario-pri00501-revisado.pdf',
      isCashRequest: true,
      created: new Date('2026-11-04T12:00:00Z'),
      createdBy: 'Analista Um',
    },
    {
      id: CAL_DOC.plain,
      companyId: CAL_COMPANY.main,
      processId: CP.etaPaid,
      fileId: 1,
      documentTypeName: 'Invoice Comercial',
      originalFilename: 'invoice-pri00501.pdf',
      created: new Date('2026-10-20T12:00:00Z'),
      createdBy: 'Analista Dois',
    },
    {
      id: CAL_DOC.foreignCash,
      companyId: CAL_COMPANY.foreign,
      processId: CP.foreign,
      fileId: 2,
      documentTypeName: 'Numerário',
      originalFilename: 'numerario-pri00601.pdf',
      isCashRequest: true,
      created: new Date('2026-11-01T12:00:00Z'),
      createdBy: 'Analista Um',
    },
  ]);
  await db.insert(documentLogs).values([
    {
      id: 1,
      companyId: CAL_COMPANY.main,
      documentId: CAL_DOC.oldCash,
      userId: CAL_ANA.id,
      entityName: 'Documento',
      createdBy: CAL_ANA.name,
      type: 'DOWNLOAD',
      created: EARLIER_DOWNLOAD,
    },
  ]);
  // Explicit ids above: the download's log must not collide with them.
  await advanceIdentitySequences(db, ['document_logs']);
};
