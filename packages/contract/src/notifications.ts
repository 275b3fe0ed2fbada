import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope, ZBinaryFile } from './envelope.ts';
import { zIntRangeQuery } from './int-range-query.ts';
import { pageEnvelope } from './page.ts';
import { MAX_ID, ZTimestamp, zBooleanQuery, zIdListQuery, zOptionalTextQuery } from './primitives.ts';

// The notification centre: what changed on the caller's companies' processes, told to the caller
// instead of waiting for them to look. Not in the spec: the texts are ours, in pt-BR
// (docs/decisions/0115-notifications.md). Each notification is the caller's own: another user's id
// answers as absent.

/**
 * The catalogue of events, each built from what the portal already records: the change trail
 * (step, dates, channel, clearance), the events' outbox (messages, documents, quotations, payment
 * reports, the DUIMP's requirements) and, each morning, what the calendar says is near (storage periods, payments falling
 * due). Order: as the settings list them.
 */
export const NOTIFICATION_EVENTS = [
  'PROCESS_STEP',
  'PROCESS_DATE_MOVED',
  'PROCESS_CHANNEL',
  'PROCESS_CLEARED',
  'LPCO_REQUIREMENT',
  'PROCESS_STORAGE',
  'MESSAGE_RECEIVED',
  'DOCUMENT_RECEIVED',
  'QUOTATION_RECEIVED',
  'PAYMENT_REPORT_DECIDED',
  'PAYMENT_DUE',
  'PAYMENT_OVERDUE',
] as const;
export const ZNotificationEvent = z.enum(NOTIFICATION_EVENTS, {
  error: `Informe o evento como um destes: ${NOTIFICATION_EVENTS.join(', ')}.`,
});
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;

/** The process modal's tab a notification opens (its slug in the address). */
export const NOTIFICATION_TABS = [
  'geral',
  'financeiro',
  'documentos',
  'historico',
  'cotacoes',
  'mensagens',
  'duimp',
] as const;
export const ZNotificationTab = z.enum(NOTIFICATION_TABS);
export type TNotificationTab = z.infer<typeof ZNotificationTab>;

type TEventCatalogueEntry = { label: string; tab: TNotificationTab };

/** What each event is called in the centre and in Meus Dados, and where its link opens. */
export const NOTIFICATION_EVENT_CATALOGUE = {
  PROCESS_STEP: { label: 'Mudança de etapa', tab: 'historico' },
  PROCESS_DATE_MOVED: { label: 'ETA ou ETD alterado', tab: 'geral' },
  PROCESS_CHANNEL: { label: 'Canal amarelo ou vermelho', tab: 'geral' },
  PROCESS_CLEARED: { label: 'Desembaraço da DI/DUIMP', tab: 'geral' },
  LPCO_REQUIREMENT: { label: 'Exigência na DUIMP ou em LPCO', tab: 'duimp' },
  PROCESS_STORAGE: { label: 'Armazenagem muda de período', tab: 'geral' },
  MESSAGE_RECEIVED: { label: 'Mensagem do despachante', tab: 'mensagens' },
  DOCUMENT_RECEIVED: { label: 'Documento recebido', tab: 'documentos' },
  QUOTATION_RECEIVED: { label: 'Cotação de frete recebida', tab: 'cotacoes' },
  PAYMENT_REPORT_DECIDED: { label: 'Pagamento informado confirmado ou recusado', tab: 'mensagens' },
  PAYMENT_DUE: { label: 'Numerário ou parcela a vencer', tab: 'financeiro' },
  PAYMENT_OVERDUE: { label: 'Numerário ou parcela vencido', tab: 'financeiro' },
} as const satisfies Record<TNotificationEvent, TEventCatalogueEntry>;

/** How long the centre keeps a notification. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** A date move smaller than this many days is not news, unless the user chose otherwise. */
export const DATE_SHIFT_DAYS_DEFAULT = 2;
export const DATE_SHIFT_DAYS_MAX = 60;

/** A numerário or an instalment is news this many days before it falls due, unless the user chose otherwise. */
export const DUE_SOON_DAYS_DEFAULT = 3;
export const DUE_SOON_DAYS_MAX = 30;

export const ZNotification = z.object({
  id: z.number().int().positive(),
  event: ZNotificationEvent,
  /** The sentence, in pt-BR, with the process's reference and no company name (the row shows it). */
  text: z.string(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  processId: z.number().int().positive(),
  /** The process's reference as the portal shows it (e.g. 'PRI00042'). */
  reference: z.string(),
  tab: ZNotificationTab,
  created: ZTimestamp,
  isRead: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATIONS_PAGE_SIZE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 100;

export const ZNotificationsQuery = z.object({
  /** false: only the unread ones; absent: all. */
  lidas: zBooleanQuery('lidas').optional(),
  eventos: z
    .string({ error: 'Informe eventos como uma lista separada por vírgula.' })
    .transform((value) => value.split(','))
    .pipe(z.array(ZNotificationEvent).max(NOTIFICATION_EVENTS.length))
    .optional(),
  customersId: zIdListQuery('customersId').optional(),
  /** Words of the sentence or the process's reference. */
  q: zOptionalTextQuery('q', 100),
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', 1, NOTIFICATIONS_PAGE_SIZE_MAX).default(NOTIFICATIONS_PAGE_SIZE_DEFAULT),
});
export type TNotificationsQuery = z.input<typeof ZNotificationsQuery>;

export const ZNotificationsResponse = pageEnvelope(ZNotification).extend({
  /** The caller's unread notifications over every filter, for the bell. */
  unread: z.number().int().nonnegative(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

export const getNotificationsCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/notifications',
  summary:
    'The caller’s notifications, newest first, kept 90 days: filtered by read state, event, company and words; with the unread count.',
  isAuthenticated: true,
  query: ZNotificationsQuery,
  responses: { 200: ZNotificationsResponse },
});

export const ZUnreadNotifications = z.object({ total: z.number().int().nonnegative() });
export const ZUnreadNotificationsResponse = dataEnvelope(ZUnreadNotifications);
export type TUnreadNotificationsResponse = z.infer<typeof ZUnreadNotificationsResponse>;

export const getUnreadNotificationsCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/notifications/unread',
  summary: 'How many of the caller’s notifications are unread (the bell’s count).',
  isAuthenticated: true,
  responses: { 200: ZUnreadNotificationsResponse },
});

export const NOTIFICATIONS_READ_EMPTY_MESSAGE = 'Informe as notificações a marcar como lidas, ou todas.';

/** Some notifications by id, or every one (`all`), marked read; marking one read twice changes nothing. */
export const ZMarkNotificationsReadRequest = z
  .object({
    ids: z
      .array(z.number().int().positive().max(MAX_ID), { error: 'Informe ids como uma lista de números.' })
      .max(NOTIFICATIONS_PAGE_SIZE_MAX, `Informe no máximo ${NOTIFICATIONS_PAGE_SIZE_MAX} ids.`)
      .optional(),
    all: z.boolean({ error: 'Informe all como true ou false.' }).optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, NOTIFICATIONS_READ_EMPTY_MESSAGE);
export type TMarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;

export const postNotificationsReadCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/notifications/read',
  summary: 'Marks some of the caller’s notifications read (ids), or all of them; answers the unread count.',
  isAuthenticated: true,
  body: ZMarkNotificationsReadRequest,
  description: 'Ids that are not the caller’s are left alone, as if absent.',
  responses: { 200: ZUnreadNotificationsResponse },
});

// --- The caller's rules (Meus Dados › Notificações) -------------------------------------------

export const ZNotificationEventRule = z.object({
  /** Shown in the portal's centre and bell. */
  isInPortal: z.boolean({ error: 'Informe isInPortal como true ou false.' }),
  /** Pushed to the devices the user subscribed (none subscribed: nothing is sent). */
  isPush: z.boolean({ error: 'Informe isPush como true ou false.' }).default(true),
  /** Sent by e-mail, while the user keeps the portal's e-mails on (followUP). */
  isEmail: z.boolean({ error: 'Informe isEmail como true ou false.' }).default(false),
});
export type TNotificationEventRule = z.infer<typeof ZNotificationEventRule>;

export const DATE_SHIFT_DAYS_MESSAGE = `Informe um número de dias entre 1 e ${DATE_SHIFT_DAYS_MAX}.`;

export const DUE_SOON_DAYS_MESSAGE = `Informe um número de dias entre 0 e ${DUE_SOON_DAYS_MAX}.`;

export const QUIET_HOURS_TIME_MESSAGE = 'Informe o horário como HH:MM (00:00 a 23:59).';
export const QUIET_HOURS_SAME_MESSAGE = 'O início e o fim do horário de silêncio devem ser diferentes.';
const zClockTime = z
  .string({ error: QUIET_HOURS_TIME_MESSAGE })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, QUIET_HOURS_TIME_MESSAGE);

/**
 * Quiet hours, in São Paulo time: push and e-mail wait until they end, and what waited is then
 * sent as one summary. An end before the start spans midnight (22:00–07:00).
 */
export const ZQuietHours = z
  .object({
    isOn: z.boolean({ error: 'Informe isOn como true ou false.' }),
    start: zClockTime,
    end: zClockTime,
  })
  .refine((hours) => hours.start !== hours.end, { message: QUIET_HOURS_SAME_MESSAGE, path: ['end'] });
export type TQuietHours = z.infer<typeof ZQuietHours>;

export const DEFAULT_QUIET_HOURS: TQuietHours = { isOn: false, start: '22:00', end: '07:00' };

/**
 * The events the profile's analytical follow-up (followUPAnalytical) stands for: what the change
 * trail tells of a process. The profile's switch reads and writes their e-mail channel.
 */
export const FOLLOW_UP_ANALYTICAL_EVENTS = [
  'PROCESS_STEP',
  'PROCESS_DATE_MOVED',
  'PROCESS_CHANNEL',
  'PROCESS_CLEARED',
] as const satisfies readonly TNotificationEvent[];

/** E-mail as each piece of news comes (a burst sent together), or once a day as a summary. */
export const NOTIFICATION_EMAIL_FREQUENCIES = ['EACH_EVENT', 'DAILY'] as const;
export const ZNotificationEmailFrequency = z.enum(NOTIFICATION_EMAIL_FREQUENCIES, {
  error: 'Informe emailFrequency como EACH_EVENT ou DAILY.',
});
export type TNotificationEmailFrequency = z.infer<typeof ZNotificationEmailFrequency>;

/** When the daily summary leaves, in São Paulo time (after quiet hours that cover it). */
export const NOTIFICATION_EMAIL_DAILY_TIME = '07:00';

export const NOTIFICATION_EMAIL_FREQUENCY_LABELS = {
  EACH_EVENT: 'A cada novidade',
  DAILY: `Um resumo por dia, às ${NOTIFICATION_EMAIL_DAILY_TIME}`,
} as const satisfies Record<TNotificationEmailFrequency, string>;

/** A user who never chose an event's channels: all but e-mail, which only the broker's messages use. */
const defaultRuleOf = (event: TNotificationEvent): TNotificationEventRule => ({
  isInPortal: true,
  isPush: true,
  isEmail: event === 'MESSAGE_RECEIVED',
});

export const ZNotificationSettings = z.object({
  // An event missing from a saved document (one added to the catalogue since) reads as its default,
  // rather than the whole document failing to read and every choice in it being lost.
  events: z.object(
    Object.fromEntries(
      NOTIFICATION_EVENTS.map((event) => [event, ZNotificationEventRule.default(defaultRuleOf(event))]),
    ) as Record<TNotificationEvent, z.ZodDefault<typeof ZNotificationEventRule>>,
  ),
  /** An ETA or ETD moved by fewer days than this is not notified. */
  dateShiftDays: z
    .number({ error: DATE_SHIFT_DAYS_MESSAGE })
    .int(DATE_SHIFT_DAYS_MESSAGE)
    .min(1, DATE_SHIFT_DAYS_MESSAGE)
    .max(DATE_SHIFT_DAYS_MAX, DATE_SHIFT_DAYS_MESSAGE),
  /** A numerário or an instalment is notified when it falls due in this many days or fewer. */
  dueSoonDays: z
    .number({ error: DUE_SOON_DAYS_MESSAGE })
    .int(DUE_SOON_DAYS_MESSAGE)
    .min(0, DUE_SOON_DAYS_MESSAGE)
    .max(DUE_SOON_DAYS_MAX, DUE_SOON_DAYS_MESSAGE)
    .default(DUE_SOON_DAYS_DEFAULT),
  /** The caller's companies they want nothing about. */
  mutedCompanyIds: z
    .array(z.number().int().positive().max(MAX_ID))
    .max(1_000, 'Informe no máximo 1.000 empresas.'),
  quietHours: ZQuietHours.default(DEFAULT_QUIET_HOURS),
  emailFrequency: ZNotificationEmailFrequency.default('EACH_EVENT'),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/**
 * A user who never chose: every event in the portal and by push (to the devices they subscribe),
 * by e-mail only the broker's messages (as the portal always mailed them), moves of 2 days or more,
 * payments 3 days before they fall due, every company, no quiet hours, e-mail at each piece of news.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  events: Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, defaultRuleOf(event)])) as Record<
    TNotificationEvent,
    TNotificationEventRule
  >,
  dateShiftDays: DATE_SHIFT_DAYS_DEFAULT,
  dueSoonDays: DUE_SOON_DAYS_DEFAULT,
  mutedCompanyIds: [],
  quietHours: DEFAULT_QUIET_HOURS,
  emailFrequency: 'EACH_EVENT',
};

/**
 * The rules as Meus Dados shows them, with the portal's e-mail switch (the profile's followUP):
 * while it is off no e-mail leaves, whatever the events say.
 */
export const ZNotificationSettingsView = ZNotificationSettings.extend({
  isEmailOn: z.boolean({ error: 'Informe isEmailOn como true ou false.' }),
});
export type TNotificationSettingsView = z.infer<typeof ZNotificationSettingsView>;

/** What Meus Dados saves: the rules whole, and the e-mail switch when it changes it. */
export const ZNotificationSettingsUpdate = ZNotificationSettings.extend({
  isEmailOn: z.boolean({ error: 'Informe isEmailOn como true ou false.' }).optional(),
});
export type TNotificationSettingsUpdate = z.infer<typeof ZNotificationSettingsUpdate>;

export const ZNotificationSettingsResponse = dataEnvelope(ZNotificationSettingsView);
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>;

export const getNotificationSettingsCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/notifications/settings',
  summary: 'The caller’s notification rules (the defaults until they save some).',
  isAuthenticated: true,
  responses: { 200: ZNotificationSettingsResponse },
});

export const NOTIFICATION_SETTINGS_SAVED_MESSAGE = 'Preferências de notificação salvas.';
export const MUTED_COMPANY_NOT_YOURS_MESSAGE = 'Escolha apenas empresas às quais você tem acesso.';

export const putNotificationSettingsCall = defineCall({
  method: 'PUT',
  path: '/api/public/customer/notifications/settings',
  summary: 'Saves the caller’s notification rules whole; a company must be one of theirs.',
  isAuthenticated: true,
  body: ZNotificationSettingsUpdate,
  responses: { 200: ZNotificationSettingsResponse },
});

// --- The live stream (server-sent events) -------------------------------------------------------

/**
 * EventSource cannot send the bearer header, so the stream is opened with a ticket: a signed token
 * of one purpose, for one user's session, valid for an hour. A tab asks for a new one when the
 * stream is refused (401) and resumes from its last event's id.
 */
export const NOTIFICATION_STREAM_PATH = '/api/public/customer/notifications/stream';
export const NOTIFICATION_STREAM_TICKET_SECONDS = 3600;

export const ZNotificationStreamTicket = z.object({
  ticket: z.string(),
  expiresAt: ZTimestamp,
});
export const ZNotificationStreamTicketResponse = dataEnvelope(ZNotificationStreamTicket);
export type TNotificationStreamTicketResponse = z.infer<typeof ZNotificationStreamTicketResponse>;

export const postNotificationStreamTicketCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/notifications/stream-ticket',
  summary: 'A ticket (one hour, this session only) that opens the caller’s notification stream.',
  isAuthenticated: true,
  responses: { 200: ZNotificationStreamTicketResponse },
});

export const NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE =
  'O acesso às notificações expirou. Recarregue a página para continuar recebendo.';

export const ZNotificationStreamQuery = z.object({
  ticket: z
    .string({ error: NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE })
    .min(1, NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE)
    .max(2048, NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE),
  /**
   * The last event the tab received, when it opens a new EventSource (a reconnect of the same one
   * sends it in the Last-Event-ID header instead).
   */
  ultimoEvento: zIntRangeQuery('ultimoEvento', 0, MAX_ID).optional(),
});

/** The stream's events: `notification` (data: a TNotification, id: its id) and `unread` (data: {total}). */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unread: 'unread' } as const;

export const getNotificationStreamCall = defineCall({
  method: 'GET',
  path: NOTIFICATION_STREAM_PATH,
  summary:
    'Server-sent events: the caller’s new notifications (event "notification", id = the notification’s id) and the unread count (event "unread"), resumed after Last-Event-ID.',
  isAuthenticated: false,
  auth: 'none',
  query: ZNotificationStreamQuery,
  isBinary: true,
  fileMediaTypes: ['text/event-stream'],
  description:
    'The ticket (POST …/stream-ticket) is the credential: an invalid, expired or ended session’s ticket answers 401. A comment line every 25 s keeps proxies from closing an idle stream.',
  responses: { 200: ZBinaryFile },
});
