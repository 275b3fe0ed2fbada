import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { TMessageKind } from '@pc/contract/messages';
import { documentSentLineText } from '../core/messages/document-line.ts';
import { recordMessage, type TMessageAuthor } from '../core/messages/record-message.ts';
import { paymentLineText } from '../core/payments/payment-lines.ts';
import type { TDbExecutor } from '../db/client.ts';
import { installmentInvoiceJoin } from '../db/repositories/installments.ts';
import { storeFile } from '../db/repositories/stored-files.ts';
import { messageReads, paymentReports, processMessages } from '../db/schema/collaboration.ts';
import { documents } from '../db/schema/documents.ts';
import { installments, invoices } from '../db/schema/invoices.ts';
import { processes } from '../db/schema/processes.ts';
import { users } from '../db/schema/users.ts';
import { brtInstant, toIsoDate } from './dates.ts';
import { buildPdf } from './files.ts';

/** Ana's first company: where the demo's conversations, sent documents and informed payments live. */
const DEMO_COMPANY_ID = 3;
const CUSTOMER_EMAIL = 'ana.souza@aurora.example';

type TLine = { side: 'CUSTOMER' | 'BROKER'; daysAgo: number; hour: number; text: string };

/** The conversations, as a customer and the broker's team would write them. */
const THREADS: readonly (readonly TLine[])[] = [
  [
    { side: 'CUSTOMER', daysAgo: 3, hour: 9, text: 'Bom dia! Há previsão de atracação para este processo?' },
    {
      side: 'BROKER',
      daysAgo: 3,
      hour: 11,
      text: 'Bom dia, Ana. O armador confirmou a atracação para sexta-feira; acompanhe em https://www.portosdobrasil.example/atracacoes.',
    },
    {
      side: 'CUSTOMER',
      daysAgo: 2,
      hour: 15,
      text: 'Perfeito, obrigada! Assim que atracar, podemos registrar a DI no mesmo dia?',
    },
  ],
  [
    {
      side: 'CUSTOMER',
      daysAgo: 5,
      hour: 10,
      text: 'O fornecedor enviou a invoice revisada. Precisam de algo mais para o registro?',
    },
    {
      side: 'BROKER',
      daysAgo: 4,
      hour: 14,
      text: 'Recebemos a invoice revisada. Falta apenas o certificado de origem para aplicar a preferência tarifária.',
    },
  ],
  [
    {
      side: 'CUSTOMER',
      daysAgo: 1,
      hour: 16,
      text: 'Podem confirmar o valor do numerário deste processo? Precisamos programar o pagamento.',
    },
  ],
  [
    {
      side: 'BROKER',
      daysAgo: 6,
      hour: 9,
      text: 'A carga foi parametrizada em canal amarelo; a conferência documental está agendada para amanhã.',
    },
    { side: 'CUSTOMER', daysAgo: 6, hour: 10, text: 'Obrigada pelo aviso. Alguma pendência do nosso lado?' },
    {
      side: 'BROKER',
      daysAgo: 5,
      hour: 17,
      text: 'Nenhuma pendência: a mercadoria foi desembaraçada hoje à tarde.',
    },
  ],
];

const idsOf = async (tx: TDbExecutor) => {
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(sql`${users.email} = ${CUSTOMER_EMAIL} or ${users.role} = 'ADMIN'`)
    .orderBy(asc(users.id));
  const customer = rows.find((row) => row.email === CUSTOMER_EMAIL);
  const staff = rows.find((row) => row.role === 'ADMIN');
  return customer && staff ? { customer, staff } : null;
};

type TSeedCollaborationOptions = { tx: TDbExecutor; today: number };

/** A document Ana sent, stored as the portal stores uploads (content-addressed per company). */
const insertSentDocument = async (
  tx: TDbExecutor,
  options: {
    processId: number;
    type: string;
    fileName: string;
    note: string | null;
    userId: number;
    name: string;
    at: Date;
  },
): Promise<number> => {
  const content = buildPdf([
    options.type,
    options.fileName,
    `Enviado em ${options.at.toISOString().slice(0, 10)}`,
  ]);
  const fileId = await storeFile(tx, {
    companyId: DEMO_COMPANY_ID,
    sha256: createHash('sha256').update(content).digest('hex'),
    mimeType: 'application/pdf',
    content,
  });
  const [document] = await tx
    .insert(documents)
    .values({
      companyId: DEMO_COMPANY_ID,
      processId: options.processId,
      fileId,
      documentTypeName: options.type,
      originalFilename: options.fileName,
      created: options.at,
      createdBy: options.name,
      isSentByCustomer: true,
      note: options.note,
      uploadedByUserId: options.userId,
    })
    .returning({ id: documents.id });
  return document?.id ?? 0;
};

/**
 * The collaboration demo: a few conversations on Ana's processes (one the broker has not answered yet,
 * one answer Ana has not read), two documents she sent and two payments she informed. Written
 * through recordMessage like the real calls, and marked as already e-mailed: starting the demo
 * must not mail old news.
 */
export const seedCollaboration = async ({ tx, today }: TSeedCollaborationOptions): Promise<number> => {
  const people = await idsOf(tx);
  if (!people) return 0;
  const open = await tx
    .select({ id: processes.id })
    .from(processes)
    .where(and(eq(processes.companyId, DEMO_COMPANY_ID), not(processes.isConcluded)))
    .orderBy(asc(processes.id))
    .limit(THREADS.length + 1);
  if (open.length < THREADS.length + 1) return 0;
  const authorOf = (side: 'CUSTOMER' | 'BROKER'): TMessageAuthor =>
    side === 'CUSTOMER'
      ? { side, userId: people.customer.id, name: people.customer.name }
      : { side, userId: people.staff.id, name: people.staff.name };
  let rows = 0;
  const write = async (processId: number, kind: TMessageKind, line: TLine, documentIds: number[] = []) => {
    rows += 1;
    return recordMessage(tx, {
      companyId: DEMO_COMPANY_ID,
      processId,
      kind,
      text: line.text,
      author: authorOf(line.side),
      documentIds,
      at: brtInstant(today - line.daysAgo, line.hour),
    });
  };

  for (const [index, thread] of THREADS.entries()) {
    const processId = open[index]?.id ?? 0;
    let lastId = 0;
    for (const line of thread) lastId = (await write(processId, 'TEXT', line)).id;
    // Ana has read everything but the broker's last answer of the last thread.
    const lastCustomerLine = [...thread].reverse().find((line) => line.side === 'CUSTOMER');
    const readUpTo = index === THREADS.length - 1 ? lastId - 1 : lastId;
    if (lastCustomerLine) {
      await tx.insert(messageReads).values({
        userId: people.customer.id,
        companyId: DEMO_COMPANY_ID,
        processId,
        lastReadMessageId: readUpTo,
        readAt: brtInstant(today - lastCustomerLine.daysAgo, lastCustomerLine.hour),
      });
      rows += 1;
    }
  }

  // The certificate the broker asked for in the second conversation, and a packing list.
  const second = open[1]?.id ?? 0;
  const sentAt = brtInstant(today - 1, 11);
  const certificateNote = 'Certificado de origem emitido pela câmara de comércio.';
  const certificate = await insertSentDocument(tx, {
    processId: second,
    type: 'Certificado de origem',
    fileName: 'certificado-origem.pdf',
    note: certificateNote,
    userId: people.customer.id,
    name: people.customer.name,
    at: sentAt,
  });
  await write(
    second,
    'DOCUMENT_SENT',
    {
      side: 'CUSTOMER',
      daysAgo: 1,
      hour: 11,
      // The product's own line, note included.
      text: documentSentLineText({
        documentTypeName: 'Certificado de origem',
        fileName: 'certificado-origem.pdf',
        note: certificateNote,
      }),
    },
    [certificate],
  );
  const fifth = open[THREADS.length]?.id ?? 0;
  const packing = await insertSentDocument(tx, {
    processId: fifth,
    type: 'Packing list',
    fileName: 'packing-list.pdf',
    note: null,
    userId: people.customer.id,
    name: people.customer.name,
    at: brtInstant(today - 2, 9),
  });
  await write(
    fifth,
    'DOCUMENT_SENT',
    {
      side: 'CUSTOMER',
      daysAgo: 2,
      hour: 9,
      text: documentSentLineText({
        documentTypeName: 'Packing list',
        fileName: 'packing-list.pdf',
        note: null,
      }),
    },
    [packing],
  );
  rows += 4;

  rows += await seedInformedPayments({ tx, today, people });
  // Already e-mailed: the demo starts with nothing to mail.
  await tx.update(processMessages).set({ notifiedAt: sql`${processMessages.created}` });
  return rows;
};

type TPeople = NonNullable<Awaited<ReturnType<typeof idsOf>>>;

/** A numerário and an invoice instalment Ana informed, waiting for the broker's confirmation. */
const seedInformedPayments = async ({
  tx,
  today,
  people,
}: TSeedCollaborationOptions & { people: TPeople }) => {
  const [numerario] = await tx
    .select({ id: processes.id, value: processes.stepCashRequestEstimatedValue })
    .from(processes)
    .where(
      and(
        eq(processes.companyId, DEMO_COMPANY_ID),
        not(processes.cashRequestDone),
        isNotNull(processes.stepCashRequest),
        isNotNull(processes.stepCashRequestEstimatedValue),
      ),
    )
    .orderBy(asc(processes.id))
    .limit(1);
  const [instalment] = await tx
    .select({
      processId: invoices.processId,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      parcel: installments.parcel,
      valueInBrl: installments.valueInBrl,
    })
    .from(installments)
    .innerJoin(invoices, installmentInvoiceJoin)
    .where(
      and(
        eq(installments.companyId, DEMO_COMPANY_ID),
        isNull(invoices.invoiceDue),
        isNotNull(installments.valueInBrl),
      ),
    )
    .orderBy(asc(installments.id))
    .limit(1);
  let rows = 0;
  const report = async (options: {
    processId: number;
    target: 'NUMERARIO' | 'PARCELA_INVOICE';
    invoiceId: number | null;
    parcel: number | null;
    invoiceNumber: string | null;
    amount: number;
  }) => {
    const at = brtInstant(today - 1, 14);
    const paidOn = toIsoDate(today - 1);
    const proof = await insertSentDocument(tx, {
      processId: options.processId,
      type: 'Comprovante de pagamento',
      fileName: `comprovante-${options.target === 'NUMERARIO' ? 'numerario' : 'parcela'}.pdf`,
      note: null,
      userId: people.customer.id,
      name: people.customer.name,
      at,
    });
    await tx.insert(paymentReports).values({
      companyId: DEMO_COMPANY_ID,
      processId: options.processId,
      target: options.target,
      invoiceId: options.invoiceId,
      parcel: options.parcel,
      paidOn,
      amount: options.amount.toFixed(2),
      proofDocumentId: proof,
      reportedByUserId: people.customer.id,
      reportedBy: people.customer.name,
      reportedAt: at,
    });
    await recordMessage(tx, {
      companyId: DEMO_COMPANY_ID,
      processId: options.processId,
      kind: 'PAYMENT_REPORTED',
      // Worded as Informar pagamento words it, so the demo reads as the product writes.
      text: paymentLineText.reported({ ...options, paidOn }),
      author: { side: 'CUSTOMER', userId: people.customer.id, name: people.customer.name },
      documentIds: [proof],
      at,
    });
    rows += 4;
  };
  if (numerario) {
    await report({
      processId: numerario.id,
      target: 'NUMERARIO',
      invoiceId: null,
      parcel: null,
      invoiceNumber: null,
      amount: Number(numerario.value),
    });
  }
  if (instalment) {
    await report({
      processId: instalment.processId,
      target: 'PARCELA_INVOICE',
      invoiceId: instalment.invoiceId,
      parcel: instalment.parcel,
      invoiceNumber: instalment.invoiceNumber,
      amount: Number(instalment.valueInBrl),
    });
  }
  return rows;
};
