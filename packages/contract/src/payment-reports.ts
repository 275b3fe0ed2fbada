import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { pageEnvelope } from './page.ts';
import {
  MAX_ID,
  ZIdPathParams,
  ZLocalDate,
  ZTimestamp,
  isRealDate,
  zBodyId,
  zIdQuery,
} from './primitives.ts';

// Collaboration, "Informar pagamento": the customer reports that they paid a numerário or an invoice
// instalment, with a proof (a document of the process sent first through the documents call). It
// reads "Pagamento informado" until the broker confirms it (back-office, or the ERP marks it paid).

/** What was paid: the process's numerário, or one instalment (invoice id and parcel) of an invoice. */
export const PAYMENT_TARGETS = ['NUMERARIO', 'PARCELA_INVOICE'] as const;
export const ZPaymentTarget = z.enum(PAYMENT_TARGETS, {
  error: 'Informe target como NUMERARIO ou PARCELA_INVOICE.',
});
export type TPaymentTarget = z.infer<typeof ZPaymentTarget>;

/** A report's life: INFORMADO until the broker CONFIRMADO (paid) or RECUSADO (with a reason). */
export const PAYMENT_REPORT_STATUSES = ['INFORMADO', 'CONFIRMADO', 'RECUSADO'] as const;
export const ZPaymentReportStatus = z.enum(PAYMENT_REPORT_STATUSES, {
  error: 'Informe status como INFORMADO, CONFIRMADO ou RECUSADO.',
});
export type TPaymentReportStatus = z.infer<typeof ZPaymentReportStatus>;

/** The three states a numerário or an instalment shows (calendar cards, legend, exports, Financeiro tab). */
export const PAYMENT_STATES = ['A_PAGAR', 'INFORMADO', 'PAGO'] as const;
export const ZPaymentState = z.enum(PAYMENT_STATES);
export type TPaymentState = z.infer<typeof ZPaymentState>;
export const PAYMENT_STATE_LABELS: Readonly<Record<TPaymentState, string>> = {
  A_PAGAR: 'À Pagar',
  INFORMADO: 'Pagamento informado',
  PAGO: 'Pago',
};

export const PAYMENT_REPORT_MESSAGES = {
  missingDate: 'Informe a data do pagamento.',
  futureDate: 'A data do pagamento não pode ser futura.',
  missingAmount: 'Informe o valor pago.',
  badAmount: 'Informe um valor pago maior que zero.',
  missingProof: 'Anexe o comprovante do pagamento.',
  missingInstallment: 'Informe a parcela (invoiceId e parcel) do pagamento da invoice.',
  alreadyPaid: 'Este pagamento já consta como pago.',
  alreadyReported: 'Este pagamento já foi informado e aguarda a confirmação do despachante.',
  notPending: 'Este pagamento informado já foi confirmado ou recusado.',
  reported: 'Pagamento informado ao despachante.',
  missingReason: 'Informe o motivo da recusa.',
} as const;

const ZAmount = z
  .number({ error: PAYMENT_REPORT_MESSAGES.missingAmount })
  .positive(PAYMENT_REPORT_MESSAGES.badAmount)
  .max(1e13, PAYMENT_REPORT_MESSAGES.badAmount);

export const ZPostPaymentReportRequest = z
  .object({
    target: ZPaymentTarget,
    /** For PARCELA_INVOICE: the invoice and its instalment number. */
    invoiceId: zBodyId('invoiceId').optional(),
    parcel: z.number().int().positive().max(999).optional(),
    paidOn: z
      .string({ error: PAYMENT_REPORT_MESSAGES.missingDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_REPORT_MESSAGES.missingDate)
      .refine((value) => {
        const [year, month, day] = value.split('-').map(Number) as [number, number, number];
        return isRealDate(year, month, day);
      }, PAYMENT_REPORT_MESSAGES.missingDate)
      .meta({ format: 'date' }),
    /** Amount paid, in reais. */
    amount: ZAmount,
    /** The proof: a document of the same process (sent first through the documents call). */
    documentId: zBodyId('documentId'),
  })
  .superRefine((report, ctx) => {
    if (
      report.target === 'PARCELA_INVOICE' &&
      (report.invoiceId === undefined || report.parcel === undefined)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['invoiceId'],
        message: PAYMENT_REPORT_MESSAGES.missingInstallment,
      });
  })
  .meta({
    examples: [{ target: 'NUMERARIO', paidOn: '2026-11-20', amount: 12500.5, documentId: 1 }],
  });
export type TPostPaymentReportRequest = z.input<typeof ZPostPaymentReportRequest>;

export const ZPaymentReport = z.object({
  id: z.number().int().positive(),
  processId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  /** Type prefix plus identification, e.g. 'PRI00812'. */
  reference: z.string(),
  target: ZPaymentTarget,
  invoiceId: z.number().int().positive().nullable(),
  invoiceNumber: z.string().nullable(),
  parcel: z.number().int().positive().nullable(),
  paidOn: ZLocalDate,
  amount: z.number(),
  /** What the numerário or instalment asked for, in reais, when known. */
  expectedAmount: z.number().nullable(),
  proof: z.object({ documentId: z.number().int().positive(), originalFilename: z.string() }),
  status: ZPaymentReportStatus,
  reportedBy: z.string(),
  reportedAt: ZTimestamp,
  /** Who confirmed or refused it, and when; null while INFORMADO. */
  decidedBy: z.string().nullable(),
  decidedAt: ZTimestamp.nullable(),
  /** Why the broker refused it. */
  rejectionReason: z.string().nullable(),
});
export type TPaymentReport = z.infer<typeof ZPaymentReport>;

export const ZPaymentReportResponse = dataEnvelope(ZPaymentReport);
export type TPaymentReportResponse = z.infer<typeof ZPaymentReportResponse>;

/** The numerário's state as the server reads it (the calendar's rule), and what it asks for, in reais. */
export const ZProcessNumerarioPayment = z.object({
  state: ZPaymentState,
  /** The real value when positive, else the estimate; null when neither is known. */
  expectedAmount: z.number().nullable(),
});
export type TProcessNumerarioPayment = z.infer<typeof ZProcessNumerarioPayment>;

/** One instalment of the process's invoices with its state (the calendar's rule). */
export const ZProcessInstallmentPayment = z.object({
  invoiceId: z.number().int().positive(),
  parcel: z.number().int().positive(),
  state: ZPaymentState,
});
export type TProcessInstallmentPayment = z.infer<typeof ZProcessInstallmentPayment>;

/**
 * The Financeiro tab's answer: the reports, and the states the server computes for the numerário
 * (null when the process has none) and each instalment, so the tab never offers "Informar
 * pagamento" on what the ERP or the broker already settled.
 */
export const ZProcessPaymentReportsResponse = dataEnvelope(
  z.object({
    /** Newest first. */
    reports: z.array(ZPaymentReport),
    numerario: ZProcessNumerarioPayment.nullable(),
    /** Invoice id, then parcel order. */
    installments: z.array(ZProcessInstallmentPayment),
  }),
);
export type TProcessPaymentReportsResponse = z.infer<typeof ZProcessPaymentReportsResponse>;
export type TProcessPayments = TProcessPaymentReportsResponse['data'];

export const postPaymentReportCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/{id}/payment-reports',
  summary: 'Reports the payment of the process’s numerário or of one invoice instalment, with its proof.',
  isAuthenticated: true,
  params: ZIdPathParams,
  body: ZPostPaymentReportRequest,
  description:
    'PARCELA_INVOICE needs invoiceId and parcel of this process (404 otherwise). A payment already paid or already informed answers 409. paidOn may not be after today in São Paulo (400).',
  responses: { 201: ZPaymentReportResponse },
});

export const getProcessPaymentReportsCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/payment-reports',
  summary:
    'Payments reported on the process, newest first, with the state of its numerário and of each instalment (the Financeiro tab).',
  isAuthenticated: true,
  params: ZIdPathParams,
  description:
    'numerario and installments[].state read as the cash calendar reads them: Pago when the ERP or a confirmed report settled it, Pagamento informado while a report awaits the broker, else À Pagar. numerario is null when the process has no numerário.',
  responses: { 200: ZProcessPaymentReportsResponse },
});

// --- Back-office "Pagamentos informados" -------------------------------------------------------

export const PAYMENT_REPORTS_PAGE_SIZE_DEFAULT = 25;
export const PAYMENT_REPORTS_PAGE_SIZE_MAX = 100;

export const ZAdminPaymentReportsQuery = z.object({
  status: ZPaymentReportStatus.default('INFORMADO'),
  companyId: zIdQuery('companyId').optional(),
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', 1, PAYMENT_REPORTS_PAGE_SIZE_MAX).default(PAYMENT_REPORTS_PAGE_SIZE_DEFAULT),
});
export type TAdminPaymentReportsQuery = z.input<typeof ZAdminPaymentReportsQuery>;

export const ZAdminPaymentReportsResponse = pageEnvelope(ZPaymentReport);
export type TAdminPaymentReportsResponse = z.infer<typeof ZAdminPaymentReportsResponse>;

export const getAdminPaymentReportsCall = defineCall({
  method: 'GET',
  path: '/api/admin/payment-reports',
  summary: 'Pagamentos informados: every company’s reports by status (oldest INFORMADO first), by company.',
  isAuthenticated: true,
  role: 'STAFF',
  query: ZAdminPaymentReportsQuery,
  responses: { 200: ZAdminPaymentReportsResponse },
});

export const postPaymentReportConfirmCall = defineCall({
  method: 'POST',
  path: '/api/admin/payment-reports/{id}/confirm',
  summary: 'Confirms a reported payment: the numerário or instalment reads Pago from then on.',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZIdPathParams,
  description: 'A report that is not INFORMADO answers 409.',
  responses: { 200: ZPaymentReportResponse },
});

export const ZRejectPaymentReportRequest = z.object({
  reason: z
    .string({ error: PAYMENT_REPORT_MESSAGES.missingReason })
    .trim()
    .min(1, PAYMENT_REPORT_MESSAGES.missingReason)
    .max(500, 'O motivo deve ter no máximo 500 caracteres.'),
});
export type TRejectPaymentReportRequest = z.input<typeof ZRejectPaymentReportRequest>;

export const postPaymentReportRejectCall = defineCall({
  method: 'POST',
  path: '/api/admin/payment-reports/{id}/reject',
  summary:
    'Refuses a reported payment with a reason (the payment reads À Pagar again; the customer is told).',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZIdPathParams,
  body: ZRejectPaymentReportRequest,
  description: 'A report that is not INFORMADO answers 409.',
  responses: { 200: ZPaymentReportResponse },
});

export const PAYMENT_REPORT_ACTION = 'payment.report';
export const PAYMENT_CONFIRM_ACTION = 'payment.confirm';
export const PAYMENT_REJECT_ACTION = 'payment.reject';
export const PAYMENT_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [PAYMENT_REPORT_ACTION]: 'Pagamento informado pelo cliente',
  [PAYMENT_CONFIRM_ACTION]: 'Pagamento informado confirmado',
  [PAYMENT_REJECT_ACTION]: 'Pagamento informado recusado',
};
