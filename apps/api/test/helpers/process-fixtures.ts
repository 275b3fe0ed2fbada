import type { TDatabase } from '../../src/db/client.ts';
import { documentLogs, documents, storedFiles } from '../../src/db/schema/documents.ts';
import { exchangeRates } from '../../src/db/schema/exchange-rates.ts';
import { historyItems } from '../../src/db/schema/history.ts';
import { installments, invoices } from '../../src/db/schema/invoices.ts';
import { partners, places } from '../../src/db/schema/partners.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import {
  freightQuotationContainers,
  freightQuotationDocuments,
  freightQuotations,
} from '../../src/db/schema/quotations.ts';
import { users } from '../../src/db/schema/users.ts';
import { buildProcessSearchText } from '../../src/db/search-text.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { advanceIdentitySequences, insertCompanies, storedFileRow } from './fixtures.ts';

/** Ana (user 1) sees company 3; Bruno (user 3) sees company 7. */
export const COMPANY_A = 3;
export const COMPANY_B = 7;
export const ANA = { id: 1, name: 'Ana Souza' };
export const BRUNO = { id: 3, name: 'Bruno Lima' };

export const EXPORTER_SP = { id: 1, name: 'Exportadora São Paulo Ltda' };
export const MANUFACTURER = { id: 2, name: 'Fábrica Zhejiang Co.' };
export const FORWARDER_A = { id: 3, name: 'Rápido Cargo' };
export const FORWARDER_B = { id: 4, name: 'Oceano Logística' };
export const FORWARDER_C = { id: 5, name: 'Atlântico Fretes' };
export const PORT = { id: 1, alias: 'SANTOS' };

/** Process ids of the dataset (company A: 101–103, company B: 201). */
export const P = { di: 101, duimp: 102, concluded: 103, foreign: 201 } as const;

export const DOCUMENT_NAME = 'Declaração de Importação nº 42 – São Paulo.pdf';
export const DOCUMENT_BYTES = Buffer.from(
  '%PDF-1.4\n% documento de teste com acentuação: ção\n%%EOF\n',
  'utf8',
);
export const DOC = { main: 11, foreign: 21 } as const;

type TProcessInsert = typeof processes.$inferInsert;

const processRow = (
  values: Omit<TProcessInsert, 'searchText'> & { exporterName?: string; manufacturerName?: string },
) => {
  const { exporterName, manufacturerName, ...row } = values;
  return {
    ...row,
    searchText: buildProcessSearchText({
      identification: row.identification,
      invoice: row.invoice ?? null,
      customerRef: row.customerRef ?? null,
      anotherRef: row.anotherRef ?? null,
      billOfLading: row.billOfLading ?? null,
      containerNumbers: row.containerNumbers ?? [],
      exporterName: exporterName ?? null,
      manufacturerName: manufacturerName ?? null,
      diNumber: row.diNumber ?? null,
      duimpIdentification: row.duimpIdentification ?? null,
    }),
  };
};

/** A small hand-made dataset covering every field the process, document and invoice routes show. */
export const insertProcessFixtures = async (db: TDatabase): Promise<void> => {
  await insertCompanies(db, [
    { id: COMPANY_A, name: 'Hércules Máquinas Ltda' },
    { id: COMPANY_B, name: 'Aurora Têxtil Ltda' },
  ]);
  await db.insert(users).values([
    { id: ANA.id, name: ANA.name, email: 'ana@cliente.example', passwordHash: 'x' },
    { id: BRUNO.id, name: BRUNO.name, email: 'bruno@cliente.example', passwordHash: 'x' },
  ]);
  await db.insert(processSteps).values([...PROCESS_STEPS]);
  await db.insert(partners).values([
    { ...EXPORTER_SP, kind: 'EXPORTER' },
    { ...MANUFACTURER, kind: 'MANUFACTURER' },
    { ...FORWARDER_A, kind: 'FREIGHT_FORWARDER' },
    { ...FORWARDER_B, kind: 'FREIGHT_FORWARDER' },
    { ...FORWARDER_C, kind: 'FREIGHT_FORWARDER' },
  ]);
  await db.insert(places).values([{ ...PORT, kind: 'SEAPORT', name: 'Porto de Santos' }]);

  await db.insert(processes).values([
    processRow({
      id: P.di,
      companyId: COMPANY_A,
      identification: 42,
      typeOfProcess: 'CONTA_E_ORDEM',
      status: 'Em trânsito',
      stepId: 2,
      exporterId: EXPORTER_SP.id,
      exporterName: EXPORTER_SP.name,
      manufacturerId: MANUFACTURER.id,
      manufacturerName: MANUFACTURER.name,
      freightForwarderId: FORWARDER_A.id,
      destinationPortId: PORT.id,
      customerRef: '=HYPERLINK("http://x.example","clique")',
      anotherRef: 'PO-778',
      invoice: 'INV-2026-0042',
      cifValue: '12345.67',
      cifValueCurrency: 'USD',
      urgent: false,
      wayOfTransport: 'MARITIMA',
      typeOfBoarding: 'FCL',
      billOfLading: 'MSCU1234567',
      incoterm: 'FOB',
      created: new Date('2026-01-05T12:00:00Z'),
      datesEtd: '2026-02-10',
      datesEta: '2026-03-10',
      diNumber: '26/1234567-8',
      diProtocol: 'PROT-1',
      diRegistryDate: '2026-03-12',
      diChannel: 'VERDE',
      duimpRegistryDate: '2020-01-01',
    }),
    processRow({
      id: P.duimp,
      companyId: COMPANY_A,
      identification: 43,
      typeOfProcess: 'ENCOMENDA',
      status: 'Em produção',
      stepId: 7,
      customerRef: 'PED-Ação',
      anotherRef: '+55 11',
      invoice: 'INV-2026-0043',
      // Holds "42" too: a search for 42 must still list process 42 first.
      containerNumbers: ['MSKU4242420'],
      // 02:00 UTC is still January 31 in São Paulo.
      created: new Date('2026-02-01T02:00:00Z'),
      datesEta: '2026-04-01',
      duimp: true,
      diNumber: '99/9999999-9',
      diProtocol: 'PROT-IGNORADO',
      duimpIdentification: '26BR00000012345',
      duimpRegistryDate: '2026-04-03',
      duimpChannel: 'AMARELO',
    }),
    processRow({
      id: P.concluded,
      companyId: COMPANY_A,
      identification: 44,
      typeOfProcess: 'ACESSORIA',
      status: 'Encerrado',
      stepId: 5,
      exporterId: EXPORTER_SP.id,
      exporterName: EXPORTER_SP.name,
      invoice: 'INV-2025-0900',
      created: new Date('2025-11-20T12:00:00Z'),
      datesEta: '2026-03-15',
      isConcluded: true,
    }),
    processRow({
      id: P.foreign,
      companyId: COMPANY_B,
      identification: 77,
      typeOfProcess: 'CONTA_E_ORDEM',
      status: 'Booking',
      stepId: 1,
      exporterId: EXPORTER_SP.id,
      exporterName: EXPORTER_SP.name,
      invoice: 'INV-2026-0042-B',
      created: new Date('2026-01-06T12:00:00Z'),
      datesEta: '2026-03-11',
    }),
  ]);

  await db.insert(historyItems).values([
    {
      id: 1,
      companyId: COMPANY_A,
      processId: P.di,
      createdBy: 'Analista Um',
      created: new Date('2026-01-06T10:00:00Z'),
      description: 'Processo aberto.',
      isVisibleToClient: true,
    },
    {
      id: 2,
      companyId: COMPANY_A,
      processId: P.di,
      createdBy: 'Analista Um',
      created: new Date('2026-01-07T10:00:00Z'),
      description: 'NOTA INTERNA: negociar armazenagem.',
      isVisibleToClient: false,
    },
    {
      id: 3,
      companyId: COMPANY_A,
      processId: P.di,
      createdBy: 'Analista Dois',
      created: new Date('2026-02-10T10:00:00Z'),
      description: 'Carga embarcada.',
      isVisibleToClient: true,
    },
  ]);

  await db
    .insert(storedFiles)
    .values([
      storedFileRow({ id: 1, companyId: COMPANY_A, mimeType: 'application/pdf', content: DOCUMENT_BYTES }),
      storedFileRow({ id: 2, companyId: COMPANY_B, mimeType: 'application/pdf', content: DOCUMENT_BYTES }),
    ]);
  await db.insert(documents).values([
    {
      id: DOC.main,
      companyId: COMPANY_A,
      processId: P.di,
      fileId: 1,
      documentTypeName: 'Extrato da DI',
      originalFilename: DOCUMENT_NAME,
      created: new Date('2026-03-12T15:00:00Z'),
      createdBy: 'Analista Um',
    },
    {
      id: 12,
      companyId: COMPANY_A,
      processId: P.di,
      fileId: 1,
      documentTypeName: 'Invoice Comercial',
      originalFilename: 'invoice.pdf',
      created: new Date('2026-01-10T15:00:00Z'),
      createdBy: 'Analista Dois',
      legacyCreated: new Date('2025-12-30T12:00:00Z'),
      legacyCreatedBy: 'Sistema Antigo',
    },
    {
      id: DOC.foreign,
      companyId: COMPANY_B,
      processId: P.foreign,
      fileId: 2,
      documentTypeName: 'Invoice Comercial',
      originalFilename: 'b.pdf',
      created: new Date('2026-01-10T15:00:00Z'),
      createdBy: 'Analista',
    },
  ]);
  await db.insert(documentLogs).values([
    {
      id: 1,
      companyId: COMPANY_A,
      documentId: 12,
      userId: ANA.id,
      entityName: 'Documento',
      createdBy: ANA.name,
      type: 'DOWNLOAD',
      created: new Date('2026-01-11T09:00:00Z'),
    },
  ]);

  await db.insert(invoices).values([
    {
      id: 1,
      companyId: COMPANY_A,
      processId: P.di,
      invoiceNumber: 'INV-2026-0042',
      invoiceDate: '2026-01-08',
      estimatedInvoiceDate: '2026-01-07',
      paymentTerms: '30% antecipado, 70% a prazo',
      currency: 'USD',
      invoiceAmount: '10000.00',
      exchangeRate: '5.123400',
      vendorId: EXPORTER_SP.id,
    },
    { id: 2, companyId: COMPANY_B, processId: P.foreign, invoiceNumber: 'B-1', currency: 'EUR' },
  ]);
  await db.insert(installments).values([
    {
      id: 2,
      companyId: COMPANY_A,
      invoiceId: 1,
      parcel: 2,
      condition: 'Pagamento à Prazo',
      term: 60,
      dueDate: '2026-04-10',
      value: '7000.00',
      valueInBrl: '35863.80',
      lastExchangeRate: '5.123400',
      lastExchangeUpdate: new Date('2026-03-01T12:00:00Z'),
    },
    {
      id: 1,
      companyId: COMPANY_A,
      invoiceId: 1,
      parcel: 1,
      condition: 'Pagamento Antecipado',
      dueDate: '2026-01-09',
      value: '3000.00',
      valueInBrl: '15370.20',
    },
  ]);

  await db.insert(exchangeRates).values([
    {
      currency: 'USD',
      date: '2026-02-27',
      buy: '5.1000',
      sell: '5.1100',
      modified: new Date('2026-02-27T19:00:00Z'),
    },
    {
      currency: 'USD',
      date: '2026-03-02',
      buy: '5.2000',
      sell: '5.2100',
      modified: new Date('2026-03-02T19:00:00Z'),
    },
    {
      currency: 'EUR',
      date: '2026-03-02',
      buy: '6.0000',
      sell: '6.0500',
      modified: new Date('2026-03-02T19:05:00Z'),
    },
  ]);

  await db.insert(freightQuotations).values([
    {
      id: 1,
      companyId: COMPANY_A,
      processId: P.di,
      freightForwarderId: FORWARDER_A.id,
      person: 'Carla',
      status: 'ENVIADO',
      created: new Date('2026-01-03T12:00:00Z'),
      approved: false,
      rejectReason: 'Prazo longo',
      transitTime: 40,
      freetime: 14,
      totalUsd: '2000.00',
      totalUsdReais: '10200.00',
      totalReais: '800.00',
      total: '11000.00',
      observation: '@obs perigosa',
    },
    {
      id: 2,
      companyId: COMPANY_A,
      processId: P.di,
      freightForwarderId: FORWARDER_B.id,
      person: 'Diego',
      status: 'VISUALIZADO',
      created: new Date('2026-01-04T12:00:00Z'),
      approved: true,
      transitTime: 30,
      freetime: 7,
      totalUsd: '1900.00',
      totalUsdReais: '9690.00',
      totalEur: '100.00',
      totalEurReais: '600.00',
      totalReais: '500.00',
      total: '10790.00',
    },
    {
      id: 3,
      companyId: COMPANY_A,
      processId: P.di,
      freightForwarderId: FORWARDER_C.id,
      status: 'COTADO',
      created: new Date('2026-01-04T13:00:00Z'),
      transitTime: 35,
      freetime: 21,
      currency: 'CNY',
      totalOthers: '9000.00',
      totalOthersReais: '6500.00',
      totalReais: '6000.00',
      total: '12500.00',
    },
    {
      id: 4,
      companyId: COMPANY_B,
      processId: P.foreign,
      freightForwarderId: FORWARDER_A.id,
      status: 'COTADO',
      created: new Date('2026-01-04T13:00:00Z'),
      total: '1.00',
    },
  ]);
  await db.insert(freightQuotationContainers).values([
    { id: 1, companyId: COMPANY_A, freightQuotationId: 1, quantity: 2, type: 'DRY 40' },
    { id: 2, companyId: COMPANY_A, freightQuotationId: 2, quantity: 1, type: 'HIGH CUBE 40' },
    { id: 3, companyId: COMPANY_A, freightQuotationId: 2, quantity: 1, type: 'DRY 20' },
  ]);
  await db.insert(freightQuotationDocuments).values([
    {
      id: 1,
      companyId: COMPANY_A,
      freightQuotationId: 2,
      fileId: 1,
      originalFilename: 'cotacao-oceano.pdf',
      created: new Date('2026-01-04T12:30:00Z'),
    },
  ]);
  // Every table given explicit ids above: a runtime insert (a new forwarder, a new place) must not collide.
  await advanceIdentitySequences(db, [
    'history_items',
    'document_logs',
    'urgency_changes',
    'partners',
    'places',
    'processes',
    'process_steps',
    'documents',
    'invoices',
    'installments',
    'exchange_rates',
    'freight_quotations',
    'freight_quotation_containers',
    'freight_quotation_documents',
    'users',
  ]);
};
