import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope, ZBinaryFile, XLSX_MEDIA_TYPE } from './envelope.ts';
import { ZIdPathParams, ZLocalDate, ZNullableTimestamp, ZTimestamp, isRealDate } from './primitives.ts';
import { CONTROL_CHARACTER_CLASS, anyCharacterOf } from './text-characters.ts';
import { ZNotificationSettings } from './notifications.ts';

// LGPD (Lei 13.709/2018): the rights of the people whose data the portal keeps (art. 18) in Meus
// Dados › Privacidade, the requests an admin answers, the privacy notice before sign-in with the
// controller and the DPO, and the record of security incidents (ANPD Resolution 15/2024).

/** The name every anonymised person reads as, in messages, Auditoria and the back-office. */
export const ANONYMISED_USER_NAME = 'Usuário removido';

/**
 * The e-mail an anonymised person gets: unique (users.email is unique) and never deliverable
 * (RFC 2606 reserves `.invalid`).
 */
export const anonymisedEmailOf = (userId: number): string => `removido-${userId}@anonimo.invalid`;

/** LGPD art. 19 II: a complete answer within 15 days of the request. */
export const PRIVACY_REQUEST_DEADLINE_DAYS = 15;

/** ANPD Resolution 15/2024 art. 6: the ANPD and the people told within 3 business days of knowing. */
export const INCIDENT_NOTICE_BUSINESS_DAYS = 3;

/** ANPD Resolution 15/2024 art. 10: the incident record kept at least 5 years. */
export const INCIDENT_RECORD_YEARS = 5;

/** Marco Civil da Internet (Lei 12.965/2014) art. 15: access logs kept at least 6 months. */
export const ACCESS_LOG_MIN_RETENTION_MONTHS = 6;

/** The audit actions (audit_events.action). */
export const PRIVACY_REQUEST_CREATE_ACTION = 'privacy.request.create';
export const PRIVACY_REQUEST_APPROVE_ACTION = 'privacy.request.approve';
export const PRIVACY_REQUEST_DENY_ACTION = 'privacy.request.deny';
export const PRIVACY_USER_ANONYMISE_ACTION = 'privacy.user.anonymise';
export const PRIVACY_DATA_EXPORT_ACTION = 'privacy.data.export';
export const PRIVACY_CONTACTS_UPDATE_ACTION = 'privacy.contacts.update';
export const PRIVACY_INCIDENT_CREATE_ACTION = 'privacy.incident.create';
export const PRIVACY_INCIDENT_UPDATE_ACTION = 'privacy.incident.update';
export const RETENTION_PURGE_ACTION = 'retention.purge';

// --- Texts ------------------------------------------------------------------------------------

export const PRIVACY_REQUEST_KINDS = ['CORRECTION', 'DELETION'] as const;
export const ZPrivacyRequestKind = z.enum(PRIVACY_REQUEST_KINDS, {
  error: 'Informe kind como CORRECTION ou DELETION.',
});
export type TPrivacyRequestKind = z.infer<typeof ZPrivacyRequestKind>;
export const PRIVACY_REQUEST_KIND_LABELS: Readonly<Record<TPrivacyRequestKind, string>> = {
  CORRECTION: 'Correção de dados',
  DELETION: 'Exclusão de dados',
};

export const PRIVACY_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export const ZPrivacyRequestStatus = z.enum(PRIVACY_REQUEST_STATUSES);
export type TPrivacyRequestStatus = z.infer<typeof ZPrivacyRequestStatus>;
export const PRIVACY_REQUEST_STATUS_LABELS: Readonly<Record<TPrivacyRequestStatus, string>> = {
  PENDING: 'Em análise',
  APPROVED: 'Atendida',
  DENIED: 'Recusada',
};

export const PRIVACY_NOTE_MAX = 1000;
export const PRIVACY_REASON_MAX = 1000;
export const PRIVACY_CONTACT_MAX = 200;
export const INCIDENT_TEXT_MAX = 4000;

export const PRIVACY_NOTE_TOO_LONG_MESSAGE = `A observação pode ter até ${PRIVACY_NOTE_MAX} caracteres.`;
export const PRIVACY_REASON_MESSAGE = `Informe o motivo da decisão (até ${PRIVACY_REASON_MAX} caracteres).`;
export const PRIVACY_REQUEST_PENDING_MESSAGE =
  'Você já tem uma solicitação deste tipo em análise. Aguarde a resposta antes de enviar outra.';
export const PRIVACY_REQUEST_NOT_FOUND_MESSAGE = 'Solicitação não encontrada.';
export const PRIVACY_REQUEST_DECIDED_MESSAGE = 'Esta solicitação já foi respondida.';
export const PRIVACY_LAST_ADMIN_MESSAGE =
  'Não é possível excluir os dados do único administrador ativo do portal. Promova outro administrador antes.';
export const PRIVACY_INCIDENT_NOT_FOUND_MESSAGE = 'Incidente não encontrado.';
export const PRIVACY_REQUEST_CREATED_MESSAGE =
  'Solicitação enviada. O despachante responde em até 15 dias, e o andamento aparece aqui.';

/** Multi-line text as people type it: trimmed, no control characters but tab and line breaks. */
const MULTI_LINE_CONTROL = anyCharacterOf(CONTROL_CHARACTER_CLASS);
const ZPlainText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => !MULTI_LINE_CONTROL.test(value.replace(/[\t\r\n]/g, '')), message);

const ZRequiredText = (max: number, message: string) =>
  ZPlainText(max, message).pipe(z.string().min(1, message));

/** A real day, yyyy-MM-dd. */
const ZRealDay = (message: string) =>
  ZLocalDate.refine((day) => {
    const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
    return isRealDate(year, month, date);
  }, message);

// --- Business days ----------------------------------------------------------------------------

/**
 * The day `count` business days after `day` (yyyy-MM-dd): Saturdays and Sundays are skipped.
 * National holidays are not (docs/decisions/0111-lgpd.md): the deadline shown errs early.
 */
export const addBusinessDays = (day: string, count: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
};

/** The day an incident must be told to the ANPD and the people, from the day it became known. */
export const incidentNoticeDeadline = (knownOn: string): string =>
  addBusinessDays(knownOn, INCIDENT_NOTICE_BUSINESS_DAYS);

// --- The user's own data (art. 18 II, V) ---------------------------------------------------------

export const ZMyDataExport = z.object({
  /** When the file was made (ISO instant). */
  generatedAt: ZTimestamp,
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    hasPhoto: z.boolean(),
    hiringDate: z.string().nullable(),
    createdAt: ZTimestamp,
    passwordChangedAt: ZNullableTimestamp,
  }),
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), federalId: z.string() })),
  accessLog: z.array(
    z.object({
      at: ZTimestamp,
      ipAddress: z.string().nullable(),
      origin: z.string().nullable(),
      provider: z.string().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      at: ZTimestamp,
      companyId: z.number().int(),
      processId: z.number().int(),
      text: z.string(),
    }),
  ),
  followUp: z.object({
    followUp: z.boolean(),
    analytical: z.boolean(),
    synthetic: z.boolean(),
    syntheticWeekday: z.string().nullable(),
  }),
  consents: z.object({
    /** Follow-up e-mails: the consent given in Meus Dados. */
    followUpEmails: z.boolean(),
    /** The cookie consent lives in the browser only (pdc_cookie_consent); the server never stores it. */
    cookieConsentStoredOnServer: z.literal(false),
  }),
  /** Second factors, listed without any secret. */
  secondFactors: z.object({
    totp: z.object({ createdAt: ZTimestamp, confirmedAt: ZNullableTimestamp }).nullable(),
    unusedRecoveryCodes: z.number().int(),
    passkeys: z.array(z.object({ name: z.string(), createdAt: ZTimestamp, lastUsedAt: ZNullableTimestamp })),
  }),
  calendarFeed: z.object({ createdAt: ZTimestamp, lastReadAt: ZNullableTimestamp }).nullable(),
  /** The notification centre: the rules the person saved (null: never), and what it keeps for them. */
  notifications: z.object({
    settings: ZNotificationSettings.nullable(),
    kept: z.number().int(),
    unread: z.number().int(),
    /** The devices subscribed to push (their push address is not shown: it is the push service's). */
    pushDevices: z.array(
      z.object({ label: z.string(), createdAt: ZTimestamp, lastSentAt: ZNullableTimestamp }),
    ),
  }),
  privacyRequests: z.array(
    z.object({ kind: ZPrivacyRequestKind, status: ZPrivacyRequestStatus, createdAt: ZTimestamp }),
  ),
});
export type TMyDataExport = z.infer<typeof ZMyDataExport>;

export const MY_DATA_EXPORT_FILE_NAME = 'meus-dados.json';

export const getMyDataExportCall = defineCall({
  method: 'GET',
  path: '/api/privacy/my-data',
  summary:
    'LGPD art. 18 II and V: every personal datum the portal keeps about the caller (profile, companies, access log, messages they wrote, follow-up choices, consents, second factors without secrets), as JSON saved as meus-dados.json. Audited.',
  isAuthenticated: true,
  responses: { 200: dataEnvelope(ZMyDataExport) },
});

// --- Requests (art. 18 III, VI) --------------------------------------------------------------------

export const ZPrivacyRequest = z.object({
  id: z.number().int(),
  kind: ZPrivacyRequestKind,
  note: z.string().nullable(),
  status: ZPrivacyRequestStatus,
  createdAt: ZTimestamp,
  /** The answer's deadline (yyyy-MM-dd, São Paulo): PRIVACY_REQUEST_DEADLINE_DAYS after the request. */
  dueOn: ZLocalDate,
  decidedAt: ZNullableTimestamp,
  decisionReason: z.string().nullable(),
});
export type TPrivacyRequest = z.infer<typeof ZPrivacyRequest>;

export const ZPrivacyRequestsResponse = dataEnvelope(z.array(ZPrivacyRequest));
export type TPrivacyRequestsResponse = z.infer<typeof ZPrivacyRequestsResponse>;

export const ZPostPrivacyRequestBody = z
  .strictObject({
    kind: ZPrivacyRequestKind,
    note: ZPlainText(PRIVACY_NOTE_MAX, PRIVACY_NOTE_TOO_LONG_MESSAGE).optional(),
  })
  .meta({ examples: [{ kind: 'DELETION', note: 'Não trabalho mais na empresa.' }] });
export type TPostPrivacyRequestBody = z.input<typeof ZPostPrivacyRequestBody>;

export const getMyPrivacyRequestsCall = defineCall({
  method: 'GET',
  path: '/api/privacy/requests',
  summary:
    'The caller’s own correction and deletion requests (LGPD art. 18), newest first, with their status.',
  isAuthenticated: true,
  responses: { 200: ZPrivacyRequestsResponse },
});

export const postPrivacyRequestCall = defineCall({
  method: 'POST',
  path: '/api/privacy/requests',
  summary:
    'Asks the broker to correct or delete the caller’s data, with an optional note; one pending request of each kind at a time (409). Audited.',
  isAuthenticated: true,
  body: ZPostPrivacyRequestBody,
  responses: { 201: dataEnvelope(ZPrivacyRequest) },
});

export const ZAdminPrivacyRequest = ZPrivacyRequest.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), isActive: z.boolean() }),
  isOverdue: z.boolean(),
  decidedBy: z.string().nullable(),
});
export type TAdminPrivacyRequest = z.infer<typeof ZAdminPrivacyRequest>;

export const ZAdminPrivacyRequestsResponse = dataEnvelope(z.array(ZAdminPrivacyRequest));
export type TAdminPrivacyRequestsResponse = z.infer<typeof ZAdminPrivacyRequestsResponse>;

export const getAdminPrivacyRequestsCall = defineCall({
  method: 'GET',
  path: '/api/admin/privacy/requests',
  summary:
    'Back-office (admins only): every privacy request, the pending ones first (oldest deadline first), each with its 15-day deadline and whether it is overdue.',
  isAuthenticated: true,
  role: 'ADMIN',
  responses: { 200: ZAdminPrivacyRequestsResponse },
});

export const PRIVACY_DECISIONS = ['APPROVE', 'DENY'] as const;
export const ZPrivacyDecisionBody = z.strictObject({
  decision: z.enum(PRIVACY_DECISIONS, { error: 'Informe decision como APPROVE ou DENY.' }),
  reason: ZRequiredText(PRIVACY_REASON_MAX, PRIVACY_REASON_MESSAGE),
});
export type TPrivacyDecisionBody = z.input<typeof ZPrivacyDecisionBody>;

export const postAdminPrivacyDecisionCall = defineCall({
  method: 'POST',
  path: '/api/admin/privacy/requests/{id}/decision',
  summary:
    'Back-office (admins only): approves or denies a request with a reason. Approving a deletion anonymises the person (name “Usuário removido”, an undeliverable e-mail, sessions, second factors and passkeys removed, access logs without IP, account inactive; messages and processes kept); the last active admin cannot be anonymised (409). Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  body: ZPrivacyDecisionBody,
  responses: { 200: dataEnvelope(ZAdminPrivacyRequest) },
});

// --- Controller and DPO (art. 41), the privacy notice ------------------------------------------------

const CONTACT_MESSAGE = `Informe até ${PRIVACY_CONTACT_MAX} caracteres, sem quebras de linha, ou null.`;
const ZContactText = z
  .string({ error: CONTACT_MESSAGE })
  .trim()
  .min(1, CONTACT_MESSAGE)
  .max(PRIVACY_CONTACT_MAX, CONTACT_MESSAGE)
  .refine((value) => !MULTI_LINE_CONTROL.test(value), CONTACT_MESSAGE)
  .nullable();

export const ZPrivacyContacts = z.strictObject({
  controllerName: ZContactText,
  controllerContact: ZContactText,
  dpoName: ZContactText,
  dpoContact: ZContactText,
});
export type TPrivacyContacts = z.infer<typeof ZPrivacyContacts>;
export type TPrivacyContactsBody = z.input<typeof ZPrivacyContacts>;

const ZPrivacyContactsAnswer = z.object({
  controllerName: z.string().nullable(),
  controllerContact: z.string().nullable(),
  dpoName: z.string().nullable(),
  dpoContact: z.string().nullable(),
});

export const ZPrivacyContactsResponse = dataEnvelope(ZPrivacyContactsAnswer);
export type TPrivacyContactsResponse = z.infer<typeof ZPrivacyContactsResponse>;

export const getAdminPrivacyContactsCall = defineCall({
  method: 'GET',
  path: '/api/admin/branding/privacy',
  summary:
    'Back-office (staff): the controller (controlador) and DPO (encarregado) the privacy notice names.',
  isAuthenticated: true,
  role: 'STAFF',
  responses: { 200: ZPrivacyContactsResponse },
});

export const putAdminPrivacyContactsCall = defineCall({
  method: 'PUT',
  path: '/api/admin/branding/privacy',
  summary:
    'Back-office (admins only): sets the controller and DPO name and contact shown on the public privacy notice; null clears one. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  body: ZPrivacyContacts,
  responses: { 200: ZPrivacyContactsResponse },
});

export const ZPrivacyNotice = z.object({
  portalName: z.string(),
  controller: z.object({ name: z.string().nullable(), contact: z.string().nullable() }),
  dpo: z.object({ name: z.string().nullable(), contact: z.string().nullable() }),
  retention: z.object({
    accessLogMonths: z.number().int(),
    sentEmailDays: z.number().int(),
  }),
});
export type TPrivacyNotice = z.infer<typeof ZPrivacyNotice>;

export const ZPrivacyNoticeResponse = dataEnvelope(ZPrivacyNotice);
export type TPrivacyNoticeResponse = z.infer<typeof ZPrivacyNoticeResponse>;

export const getPrivacyNoticeCall = defineCall({
  method: 'GET',
  path: '/api/public/privacy-notice',
  summary:
    'Public (before sign-in): what the privacy notice names — the portal, its controller and DPO, and how long access logs and sent e-mails are kept.',
  isAuthenticated: false,
  responses: { 200: ZPrivacyNoticeResponse },
});

// --- Incidents (ANPD Resolution 15/2024) --------------------------------------------------------------

const INCIDENT_DATE_MESSAGE = 'Informe a data no formato yyyy-MM-dd.';
const INCIDENT_TEXT_MESSAGE = `Preencha este campo com até ${INCIDENT_TEXT_MAX} caracteres.`;
export const INCIDENT_KNOWN_BEFORE_OCCURRED_MESSAGE =
  'A data de conhecimento não pode ser anterior à data do incidente.';

export const ZPrivacyIncidentBody = z
  .strictObject({
    occurredOn: ZRealDay(INCIDENT_DATE_MESSAGE),
    knownOn: ZRealDay(INCIDENT_DATE_MESSAGE),
    nature: ZRequiredText(INCIDENT_TEXT_MAX, INCIDENT_TEXT_MESSAGE),
    dataAffected: ZRequiredText(INCIDENT_TEXT_MAX, INCIDENT_TEXT_MESSAGE),
    peopleAffected: ZRequiredText(INCIDENT_TEXT_MAX, INCIDENT_TEXT_MESSAGE),
    peopleAffectedCount: z
      .number({ error: 'Informe quantas pessoas foram afetadas (um número inteiro), ou null.' })
      .int()
      .min(0)
      .max(1_000_000_000)
      .nullable(),
    measures: ZRequiredText(INCIDENT_TEXT_MAX, INCIDENT_TEXT_MESSAGE),
    anpdNotifiedOn: ZRealDay(INCIDENT_DATE_MESSAGE).nullable(),
    peopleNotifiedOn: ZRealDay(INCIDENT_DATE_MESSAGE).nullable(),
  })
  .refine((body) => body.knownOn >= body.occurredOn, {
    message: INCIDENT_KNOWN_BEFORE_OCCURRED_MESSAGE,
    path: ['knownOn'],
  })
  .meta({
    examples: [
      {
        occurredOn: '2026-03-02',
        knownOn: '2026-03-03',
        nature: 'Envio de relatório ao cliente errado',
        dataAffected: 'Nome e e-mail',
        peopleAffected: 'Usuários da empresa Aurora',
        peopleAffectedCount: 3,
        measures: 'Pedido de exclusão ao destinatário; revisão do envio',
        anpdNotifiedOn: null,
        peopleNotifiedOn: null,
      },
    ],
  });
export type TPrivacyIncidentBody = z.input<typeof ZPrivacyIncidentBody>;

export const ZPrivacyIncident = z.object({
  id: z.number().int(),
  occurredOn: ZLocalDate,
  knownOn: ZLocalDate,
  nature: z.string(),
  dataAffected: z.string(),
  peopleAffected: z.string(),
  peopleAffectedCount: z.number().int().nullable(),
  measures: z.string(),
  anpdNotifiedOn: ZLocalDate.nullable(),
  peopleNotifiedOn: ZLocalDate.nullable(),
  /** INCIDENT_NOTICE_BUSINESS_DAYS business days after knownOn. */
  noticeDueOn: ZLocalDate,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TPrivacyIncident = z.infer<typeof ZPrivacyIncident>;

export const ZPrivacyIncidentResponse = dataEnvelope(ZPrivacyIncident);
export type TPrivacyIncidentResponse = z.infer<typeof ZPrivacyIncidentResponse>;
export const ZPrivacyIncidentsResponse = dataEnvelope(z.array(ZPrivacyIncident));
export type TPrivacyIncidentsResponse = z.infer<typeof ZPrivacyIncidentsResponse>;

export const getAdminPrivacyIncidentsCall = defineCall({
  method: 'GET',
  path: '/api/admin/privacy/incidents',
  summary: 'Back-office (admins only): the record of personal-data security incidents, newest first.',
  isAuthenticated: true,
  role: 'ADMIN',
  responses: { 200: ZPrivacyIncidentsResponse },
});

export const postAdminPrivacyIncidentCall = defineCall({
  method: 'POST',
  path: '/api/admin/privacy/incidents',
  summary:
    'Back-office (admins only): records an incident (dates, nature, data and people affected, measures, when the ANPD and the people were told). Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  body: ZPrivacyIncidentBody,
  responses: { 201: ZPrivacyIncidentResponse },
});

export const putAdminPrivacyIncidentCall = defineCall({
  method: 'PUT',
  path: '/api/admin/privacy/incidents/{id}',
  summary:
    'Back-office (admins only): updates an incident’s record (the record is kept 5 years and never deleted). Audited before/after.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  body: ZPrivacyIncidentBody,
  responses: { 200: ZPrivacyIncidentResponse },
});

export const getAdminPrivacyIncidentsExportCall = defineCall({
  method: 'GET',
  path: '/api/admin/privacy/incidents/export',
  summary: 'Back-office (admins only): the incident record as a spreadsheet (incidentes.xlsx), for the ANPD.',
  isAuthenticated: true,
  role: 'ADMIN',
  isBinary: true,
  fileName: 'incidentes.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});

/** Each action in short (Auditoria's actionLabel). */
export const PRIVACY_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [PRIVACY_REQUEST_CREATE_ACTION]: 'Solicitação LGPD enviada',
  [PRIVACY_REQUEST_APPROVE_ACTION]: 'Solicitação LGPD atendida',
  [PRIVACY_REQUEST_DENY_ACTION]: 'Solicitação LGPD recusada',
  [PRIVACY_USER_ANONYMISE_ACTION]: 'Dados pessoais anonimizados',
  [PRIVACY_DATA_EXPORT_ACTION]: 'Dados pessoais baixados',
  [PRIVACY_CONTACTS_UPDATE_ACTION]: 'Controlador e encarregado alterados',
  [PRIVACY_INCIDENT_CREATE_ACTION]: 'Incidente registrado',
  [PRIVACY_INCIDENT_UPDATE_ACTION]: 'Incidente alterado',
  [RETENTION_PURGE_ACTION]: 'Registros antigos removidos (retenção)',
};
