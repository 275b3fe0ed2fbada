import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { COMPANY_ENTITLEMENTS_UPDATE_ACTION, ENTITLEMENT_LABELS } from './admin-companies.ts';
import { ADMIN_USER_ACTION_LABELS, ADMIN_USER_FIELD_LABELS } from './admin-users.ts';
import { SERVICE_CLIENT_AUDIT_LABELS } from './admin-clients.ts';
import {
  QUOTATION_INVITATION_AUDIT_FIELD_LABELS,
  QUOTATION_INVITATION_AUDIT_LABELS,
} from './admin-quotations.ts';
import { SPREADSHEET_AUDIT_FIELD_LABELS, SPREADSHEET_AUDIT_LABELS } from './admin-spreadsheet.ts';
import { defineCall } from './call.ts';
import { formatSaoPauloMinute } from './sao-paulo-time.ts';
import { WEBHOOK_AUDIT_LABELS } from './webhooks.ts';
import { CUSTOMER_DOCUMENT_AUDIT_LABELS } from './customer-documents.ts';
import { MESSAGE_AUDIT_LABELS } from './messages.ts';
import { PAYMENT_AUDIT_LABELS } from './payment-reports.ts';
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

/** What the screen and the spreadsheet say of each action; an unknown one shows as it is stored. */
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
};

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/** The name of a record whose actor no longer exists (or was never a person nor a client). */
export const AUDIT_SYSTEM_ACTOR_NAME = 'Sistema';

/** The names of the fields a record's before/after may hold (the entitlements as the Empresas screen names them). */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nome',
  federalID: 'CNPJ',
  email: 'E-mail',
  isActive: 'Ativo',
  role: 'Papel',
  companyIds: 'Empresas',
  ...ENTITLEMENT_LABELS,
  ...ADMIN_USER_FIELD_LABELS,
  ...SPREADSHEET_AUDIT_FIELD_LABELS,
  ...QUOTATION_INVITATION_AUDIT_FIELD_LABELS,
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant as the back-office shows times: 'DD/MM/AAAA HH:mm' in São Paulo (a link's expiry). */
const instantText = (value: string): string => formatSaoPauloMinute(new Date(value));

const auditValueText = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return instantText(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(auditValueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * A record's change in one line per field, as the screen and the spreadsheet show it:
 * 'Analytics: não → sim'. A creation (nothing before) lists only the new values: 'Nome: ACME'.
 */
export const describeAuditChange = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] => {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    // A record may hold a whole set of values (the four entitlements): only those that changed show.
    (key) => before === null || JSON.stringify(before[key]) !== JSON.stringify(after?.[key]),
  );
  return keys.map((key) => {
    const label = AUDIT_FIELD_LABELS[key] ?? key;
    const next = auditValueText(after?.[key]);
    return before === null ? `${label}: ${next}` : `${label}: ${auditValueText(before[key])} → ${next}`;
  });
};

const auditFilters = {
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
    /** The company's or user's name today (the id when it no longer exists). */
    label: z.string(),
  }),
  company: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
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
    'Back-office (staff): one page of the audit records, newest first (admins’ changes and the ERP’s writes), filtered by company, actor (e-mail or integration client) and São Paulo period (at most a year).',
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
