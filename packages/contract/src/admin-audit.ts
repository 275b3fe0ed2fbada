import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { COMPANY_ENTITLEMENTS_UPDATE_ACTION } from './admin-companies.ts';
import { ADMIN_USER_ACTION_LABELS } from './admin-users.ts';
import { SERVICE_CLIENT_AUDIT_LABELS } from './admin-clients.ts';
import { QUOTATION_INVITATION_AUDIT_LABELS } from './admin-quotations.ts';
import { SPREADSHEET_AUDIT_LABELS } from './admin-spreadsheet.ts';
import { defineCall } from './call.ts';
import { WEBHOOK_AUDIT_LABELS } from './webhooks.ts';
import { CUSTOMER_DOCUMENT_AUDIT_LABELS } from './customer-documents.ts';
import { MESSAGE_AUDIT_LABELS } from './messages.ts';
import { PAYMENT_AUDIT_LABELS } from './payment-reports.ts';
import { PRIVACY_AUDIT_LABELS } from './privacy.ts';
import {
  BRANDING_LOGO_DELETE_ACTION,
  BRANDING_LOGO_UPDATE_ACTION,
  BRANDING_UPDATE_ACTION,
} from './branding.ts';
import { XLSX_MEDIA_TYPE, ZBinaryFile } from './envelope.ts';
import { ENTRIES_PERIOD_MAX_DAYS, checkPeriod } from './period-range.ts';
import { MAX_ID, ZTimestamp, zIdQuery, zLocalDateQuery, zOptionalTextQuery } from './primitives.ts';

// Back-office screen 6 "Auditoria": who changed what in the back-office or through the ERP's
// ingestion API. Not in the spec: the texts are ours, in pt-BR. Staff read every company's records.

export const AUDIT_EVENTS_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_EVENTS_PAGE_SIZE_MIN = 10;
export const AUDIT_EVENTS_PAGE_SIZE_MAX = 100;

/** Longest "Quem" text (a user's e-mail or an integration client's name, a part of either). */
export const AUDIT_ACTOR_SEARCH_MAX = 100;

/** Rows of the spreadsheet at most; a larger result is refused (400) with the message below. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;
export const AUDIT_EXPORT_TOO_LARGE_MESSAGE = `A exportação pode ter no máximo ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('pt-BR')} registros. Filtre por empresa, pessoa ou um período menor.`;

/** A period needs both of its bounds (none: every record). */
export const AUDIT_PERIOD_BOTH_BOUNDS_MESSAGE = 'Informe as duas datas do período (start e end) ou nenhuma.';

/** The ERP's writes through the ingestion API (audit_events.action). */
export const COMPANY_UPSERT_ACTION = 'company.upsert';
export const USER_UPSERT_ACTION = 'user.upsert';

/**
 * Each action in short (the record's actionLabel; an unknown one as it is stored). The screen and the
 * spreadsheet say a record in a sentence instead (admin-audit-sentence), which has words for each of them.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  [COMPANY_ENTITLEMENTS_UPDATE_ACTION]: 'Permissões da empresa alteradas',
  [COMPANY_UPSERT_ACTION]: 'Empresa cadastrada ou alterada pela integração',
  [USER_UPSERT_ACTION]: 'Usuário cadastrado ou alterado pela integração',
  ...ADMIN_USER_ACTION_LABELS,
  ...SPREADSHEET_AUDIT_LABELS,
  ...SERVICE_CLIENT_AUDIT_LABELS,
  ...QUOTATION_INVITATION_AUDIT_LABELS,
  ...WEBHOOK_AUDIT_LABELS,
  ...MESSAGE_AUDIT_LABELS,
  ...CUSTOMER_DOCUMENT_AUDIT_LABELS,
  ...PAYMENT_AUDIT_LABELS,
  ...PRIVACY_AUDIT_LABELS,
  [BRANDING_UPDATE_ACTION]: 'Identidade visual alterada',
  [BRANDING_LOGO_UPDATE_ACTION]: 'Logotipo enviado',
  [BRANDING_LOGO_DELETE_ACTION]: 'Logotipo removido',
};

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/** The name of a record whose actor no longer exists (or was never a person nor a client). */
export const AUDIT_SYSTEM_ACTOR_NAME = 'Sistema';

/**
 * Which records a page shows: the changes (the default), only the read receipts ("Mensagens lidas",
 * one per conversation read, which would bury the changes), or both.
 */
export const AUDIT_RECORD_KINDS = ['CHANGES', 'READS', 'ALL'] as const;
export const ZAuditRecordKind = z.enum(AUDIT_RECORD_KINDS, {
  error: `Informe kind como um destes valores: ${AUDIT_RECORD_KINDS.join(', ')}.`,
});
export type TAuditRecordKind = z.infer<typeof ZAuditRecordKind>;
export const AUDIT_RECORD_KIND_DEFAULT: TAuditRecordKind = 'CHANGES';

/** The kind filter's options on the screen. */
export const AUDIT_RECORD_KIND_LABELS: Readonly<Record<TAuditRecordKind, string>> = {
  CHANGES: 'Alterações',
  READS: 'Mensagens lidas',
  ALL: 'Alterações e mensagens lidas',
};

const auditFilters = {
  kind: ZAuditRecordKind.default(AUDIT_RECORD_KIND_DEFAULT),
  companyId: zIdQuery('companyId').optional(),
  /** A part of the acting user's e-mail or of the integration client's name (case ignored). */
  actor: zOptionalTextQuery('actor', AUDIT_ACTOR_SEARCH_MAX),
  /** São Paulo calendar days, both included. */
  start: zLocalDateQuery('start').optional(),
  end: zLocalDateQuery('end').optional(),
};

const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

// The contract's period rule (checkPeriod: end not before start, at most a year) on optional bounds.
const withOptionalPeriod = <T extends z.ZodType<{ start?: string | undefined; end?: string | undefined }>>(
  schema: T,
): T =>
  schema.superRefine((query, context) => {
    if (query.start === undefined && query.end === undefined) return;
    if (query.start === undefined || query.end === undefined) {
      context.addIssue({ code: 'custom', path: ['end'], message: AUDIT_PERIOD_BOTH_BOUNDS_MESSAGE });
      return;
    }
    // A malformed bound already has its own message.
    if (!isDay(query.start) || !isDay(query.end)) return;
    const message = checkPeriod({ start: query.start, end: query.end }, ENTRIES_PERIOD_MAX_DAYS);
    if (message) context.addIssue({ code: 'custom', path: ['end'], message });
  });

export const ZAuditEventsQuery = withOptionalPeriod(
  z.object({
    ...auditFilters,
    /** From 1. */
    page: zIntRangeQuery('page', 1, MAX_ID).default(1),
    size: zIntRangeQuery('size', AUDIT_EVENTS_PAGE_SIZE_MIN, AUDIT_EVENTS_PAGE_SIZE_MAX).default(
      AUDIT_EVENTS_PAGE_SIZE_DEFAULT,
    ),
  }),
);
export type TAuditEventsQuery = z.input<typeof ZAuditEventsQuery>;

export const ZAuditEventsExportQuery = withOptionalPeriod(z.object(auditFilters));
export type TAuditEventsExportQuery = z.input<typeof ZAuditEventsExportQuery>;

export const ZAuditActorKind = z.enum(['user', 'client', 'system']);
export type TAuditActorKind = z.infer<typeof ZAuditActorKind>;

/** Before/after values: only the fields the action touched (null: nothing before, e.g. a creation). */
const ZAuditValues = z.record(z.string(), z.unknown()).nullable();

export const ZAuditEvent = z.object({
  id: z.number().int().positive(),
  at: ZTimestamp,
  actor: z.object({
    kind: ZAuditActorKind,
    /** The user's name, the integration client's name, or 'Sistema'. */
    name: z.string(),
    /** The user's e-mail; null for a client or the system. */
    email: z.string().nullable(),
  }),
  action: z.string(),
  actionLabel: z.string(),
  subject: z.object({
    type: z.string(),
    id: z.string(),
    /** The subject's name today, else its id (the spreadsheet's "Alvo"). */
    label: z.string(),
    /**
     * What people call the subject: a company's or user's name, a process's reference, an
     * integration client's name, a webhook's URL, a forwarder's name, a file's name. Null when it
     * has none or no longer exists (the sentence then names it in words, never by its id).
     */
    name: z.string().nullable(),
  }),
  company: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  /** The process the record concerns (a message, a document, a payment, a freight link), by reference. */
  process: z.object({ id: z.number().int().positive(), reference: z.string() }).nullable(),
  /**
   * The names of the people and companies the before/after values name by id (a thread's owner,
   * a user's companies), keyed by the id as text; an id that no longer exists is left out.
   */
  names: z.object({
    users: z.record(z.string(), z.string()),
    companies: z.record(z.string(), z.string()),
  }),
  before: ZAuditValues,
  after: ZAuditValues,
  ip: z.string().nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditEventsResponse = z.object({
  data: z.array(ZAuditEvent),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** Records that match the filters, across every page. */
  total: z.number().int().nonnegative(),
});
export type TAuditEventsResponse = z.infer<typeof ZAuditEventsResponse>;

export const getAuditEventsCall = defineCall({
  method: 'GET',
  path: '/api/admin/audit-events',
  summary:
    'Back-office (staff): one page of the audit records, newest first (admins’ changes and the ERP’s writes), filtered by kind (the changes by default; the read receipts on demand), company, actor (e-mail or integration client) and São Paulo period (at most a year).',
  isAuthenticated: true,
  role: 'STAFF',
  query: ZAuditEventsQuery,
  responses: { 200: ZAuditEventsResponse },
});

export const getAuditEventsExportCall = defineCall({
  method: 'GET',
  path: '/api/admin/audit-events/export',
  summary: `Back-office (staff): the audit records of the same filters as a spreadsheet (auditoria.xlsx), newest first; at most ${AUDIT_EXPORT_MAX_ROWS} rows (400 beyond).`,
  isAuthenticated: true,
  role: 'STAFF',
  query: ZAuditEventsExportQuery,
  isBinary: true,
  fileName: 'auditoria.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});
