import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { MAX_ID, MAX_IDS_PER_LIST, ZNullableTimestamp, ZTimestamp, zIdQuery } from './primitives.ts';
import { anyCharacterOf, CONTROL_CHARACTER_CLASS } from './text-characters.ts';
import {
  WEBHOOK_SUBSCRIBABLE_EVENT_TYPES,
  ZWebhookEventType,
  ZWebhookSubscribableEventType,
} from './webhooks-events.ts';

// Outbound webhooks: the subscriptions and their delivery log. Two doors, one shape:
// - the back-office (`/api/admin/webhooks…`): staff read, admins manage; a subscription made there
//   is broker-wide (every customer company, or the chosen ones); every change is audited;
// - a customer's admin user (`/api/webhooks…`): only a user an admin allowed (users.can_manage_webhooks,
//   switched by `putAdminUserWebhooksPermissionCall`), for the companies they have; they see only
//   the subscriptions they made (another's id answers 404).
// The events and their bodies are in webhooks-events.ts.

/** Longest URL of a subscription. */
export const WEBHOOK_URL_MAX = 2_000;
/** Longest description. */
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Subscriptions a list answers at most (newest first). */
export const WEBHOOKS_LIST_MAX = 100;
/**
 * Subscriptions one customer user may keep: an integration needs a handful, and each one is a
 * stream of outbound requests the portal makes on that user's word.
 */
export const WEBHOOKS_PER_USER_MAX = 10;
/** "Enviar teste" per subscription and address per minute: each one is a request to the receiver. */
export const WEBHOOK_TESTS_PER_MINUTE = 5;

/** A delivery's request gives up after this long (connection, TLS, answer). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The receiver's answer is read up to this size, then dropped; the log keeps its first 500 characters. */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;
/** A subscription whose deliveries have failed for this long, without a success, is disabled. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 24;

/** Rows per page of a delivery log. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE_DEFAULT = 25;
export const WEBHOOK_DELIVERIES_PAGE_SIZE_MIN = 10;
export const WEBHOOK_DELIVERIES_PAGE_SIZE_MAX = 100;
/** Days the delivery log keeps a delivery. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

// --- pt-BR refusals ------------------------------------------------------------------------------

/** 404 of a subscription id that does not exist or is not the caller's. */
export const WEBHOOK_NOT_FOUND_MESSAGE = 'Webhook não encontrado.';
/** 404 of a delivery id that is not of the subscription. */
export const WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE = 'Entrega de webhook não encontrada.';
/** 403 of a customer's call by a user without the permission. */
export const WEBHOOK_PERMISSION_REQUIRED_MESSAGE =
  'Você não tem permissão para gerenciar webhooks. Peça ao despachante que libere esse acesso.';
/** 400 of a URL that is not http(s), has credentials, or is too long. */
export const WEBHOOK_URL_MESSAGE = `Informe uma URL http:// ou https:// válida, sem usuário e senha, de até ${WEBHOOK_URL_MAX.toLocaleString('pt-BR')} caracteres.`;
/** 400 of a URL whose host is, or resolves to, a loopback, private, link-local or reserved address. */
export const WEBHOOK_URL_NOT_PUBLIC_MESSAGE =
  'A URL do webhook deve apontar para um endereço público da internet: endereços locais, privados ou reservados não são aceitos.';
/** 400 of a URL whose host does not resolve. */
export const WEBHOOK_URL_UNRESOLVED_MESSAGE =
  'Não foi possível encontrar o endereço da URL do webhook (DNS).';
/** 400 of the events. */
export const WEBHOOK_EVENTS_MESSAGE = `Informe events como uma lista de 1 a ${WEBHOOK_SUBSCRIBABLE_EVENT_TYPES.length} eventos: ${WEBHOOK_SUBSCRIBABLE_EVENT_TYPES.join(', ')}.`;
/** 400 of the description. */
export const WEBHOOK_DESCRIPTION_MESSAGE = `Informe description com até ${WEBHOOK_DESCRIPTION_MAX} caracteres, sem caracteres de controle.`;
/** 400 of the companies (the back-office: null or a list; a customer: a list). */
export const WEBHOOK_COMPANY_IDS_MESSAGE = `Informe companyIds como uma lista de 1 a ${MAX_IDS_PER_LIST.toLocaleString('pt-BR')} ids de empresas (no back-office, null: todas as empresas).`;
/** 400 of a customer's subscription for every company (null). */
export const WEBHOOK_CUSTOMER_COMPANIES_REQUIRED_MESSAGE = 'Informe as empresas do webhook (companyIds).';
/** 400 of companies that do not exist (back-office) or that the customer does not have. */
export const webhookUnknownCompaniesMessage = (ids: readonly number[]): string =>
  `Empresa não encontrada: ${ids.join(', ')}.`;
/** 409 of a customer user's subscription beyond WEBHOOKS_PER_USER_MAX. */
export const WEBHOOKS_LIMIT_MESSAGE = `Limite de ${WEBHOOKS_PER_USER_MAX} webhooks atingido: exclua algum antes de criar outro.`;

/** A try that got no answer within `timeoutMs`. */
export const webhookTimeoutMessage = (timeoutMs: number): string =>
  `Tempo esgotado: sem resposta em ${Math.round(timeoutMs / 1000)} s.`;

/**
 * Why a try got no answer, as the delivery log shows it: a category in pt-BR, never the system's
 * own message (which names addresses and ports, and so would let a user probe the network).
 */
export const WEBHOOK_DELIVERY_ERRORS = {
  INVALID_URL: 'URL inválida.',
  NOT_ALLOWED: 'Endereço não permitido: local, privado ou reservado.',
  NOT_FOUND: 'Endereço não encontrado: o nome não resolve.',
  REFUSED: 'Conexão recusada pelo destino.',
  UNREACHABLE: 'Destino inalcançável pela rede.',
  TIMEOUT: webhookTimeoutMessage(WEBHOOK_TIMEOUT_MS),
  INTERRUPTED: 'Conexão interrompida pelo destino.',
  TLS: 'Certificado TLS inválido ou não confiável.',
  OTHER: 'Falha de conexão com o destino.',
} as const;
/** 409 of a redelivery of a delivery still waiting for its next try. */
export const WEBHOOK_DELIVERY_PENDING_MESSAGE =
  'Esta entrega ainda está em andamento; aguarde o resultado antes de reenviá-la.';
/** 404 of the permission call on a user who does not exist. */
export const WEBHOOK_USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
/** 400 of the permission call on a staff member (staff manage webhooks in the back-office). */
export const WEBHOOK_PERMISSION_CUSTOMER_ONLY_MESSAGE =
  'Apenas usuários de clientes recebem esta permissão; a equipe gerencia webhooks no back-office.';

/** Subject of the letter to the owner of a subscription that was disabled. */
export const WEBHOOK_DISABLED_EMAIL_SUBJECT = 'Webhook desativado após falhas de entrega';

// --- Audit (back-office) -----------------------------------------------------------------------

export const WEBHOOK_CREATE_ACTION = 'webhook.create';
export const WEBHOOK_UPDATE_ACTION = 'webhook.update';
export const WEBHOOK_DELETE_ACTION = 'webhook.delete';
export const WEBHOOK_ROTATE_SECRET_ACTION = 'webhook.rotate-secret';
export const WEBHOOK_PERMISSION_ACTION = 'user.webhooks-permission.update';

export const WEBHOOK_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [WEBHOOK_CREATE_ACTION]: 'Webhook criado',
  [WEBHOOK_UPDATE_ACTION]: 'Webhook alterado',
  [WEBHOOK_DELETE_ACTION]: 'Webhook excluído',
  [WEBHOOK_ROTATE_SECRET_ACTION]: 'Segredo de webhook trocado',
  [WEBHOOK_PERMISSION_ACTION]: 'Permissão de gerenciar webhooks alterada',
};

// --- Shapes --------------------------------------------------------------------------------------

/** Who made a subscription: the back-office (broker-wide) or a customer's user (their companies). */
export const WEBHOOK_SCOPES = ['BROKER', 'CUSTOMER'] as const;
export const ZWebhookScope = z.enum(WEBHOOK_SCOPES);
export type TWebhookScope = z.infer<typeof ZWebhookScope>;

export const ZWebhookSubscription = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookSubscribableEventType),
  /** The companies whose events it receives; null: every customer company (broker-wide only). */
  companies: z.array(z.object({ id: z.number().int().positive(), name: z.string() })).nullable(),
  isActive: z.boolean(),
  scope: ZWebhookScope,
  /** The user who made it (null when that user was deleted). */
  createdBy: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  createdAt: ZTimestamp,
  /** When it was last changed (a switch, a new secret, …). */
  updatedAt: ZTimestamp,
  /** Set when the portal turned it off after WEBHOOK_DISABLE_AFTER_HOURS of failures. */
  disabledAt: ZNullableTimestamp,
  /** Since when its deliveries fail without a success in between; null: the last one worked (or none yet). */
  failingSince: ZNullableTimestamp,
  /** The secret's last 4 characters, so an integrator can tell which one is in use. */
  secretHint: z.string(),
});
export type TWebhookSubscription = z.infer<typeof ZWebhookSubscription>;

export const ZWebhookSubscriptionsResponse = dataEnvelope(z.array(ZWebhookSubscription));
export type TWebhookSubscriptionsResponse = z.infer<typeof ZWebhookSubscriptionsResponse>;

export const ZWebhookSubscriptionResponse = dataEnvelope(ZWebhookSubscription);
export type TWebhookSubscriptionResponse = z.infer<typeof ZWebhookSubscriptionResponse>;

/** Answer of a creation and of a new secret: the secret (`whsec_…`) is shown this once. */
export const ZWebhookSecretResponse = z.object({
  data: ZWebhookSubscription,
  /** The Standard Webhooks secret (`whsec_` + base64 of 32 random bytes); only shown now. */
  secret: z.string(),
});
export type TWebhookSecretResponse = z.infer<typeof ZWebhookSecretResponse>;

/** PENDING: queued or waiting for a retry; SUCCEEDED: a 2xx answer; FAILED: tries exhausted or the subscription was turned off. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const ZWebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type TWebhookDeliveryStatus = z.infer<typeof ZWebhookDeliveryStatus>;

export const WEBHOOK_DELIVERY_STATUS_LABELS: Readonly<Record<TWebhookDeliveryStatus, string>> = {
  PENDING: 'Em andamento',
  SUCCEEDED: 'Entregue',
  FAILED: 'Falhou',
};

export const ZWebhookDelivery = z.object({
  id: z.number().int().positive(),
  /** The `webhook-id` header: the same on every try and redelivery, for the receiver's de-duplication. */
  webhookId: z.string(),
  eventType: ZWebhookEventType,
  status: ZWebhookDeliveryStatus,
  /** Tries so far (a redelivery adds to them). */
  attempts: z.number().int().nonnegative(),
  /** The receiver's last HTTP status; null: no answer (timeout, refused connection, …) or not tried yet. */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last try failed (pt-BR, or the receiver's answer's start); null after a success. */
  lastError: z.string().nullable(),
  createdAt: ZTimestamp,
  lastAttemptAt: ZNullableTimestamp,
  succeededAt: ZNullableTimestamp,
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryResponse = dataEnvelope(ZWebhookDelivery);
export type TWebhookDeliveryResponse = z.infer<typeof ZWebhookDeliveryResponse>;

export const ZWebhookDeliveriesResponse = z.object({
  data: z.array(ZWebhookDelivery),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** Deliveries across every page. */
  total: z.number().int().nonnegative(),
});
export type TWebhookDeliveriesResponse = z.infer<typeof ZWebhookDeliveriesResponse>;

// --- Bodies, params, queries -------------------------------------------------------------------

// Control characters (C0, DEL, C1) make no sense in a URL or a description and break logs and screens.
const CONTROL_CHARACTERS = anyCharacterOf(CONTROL_CHARACTER_CLASS);

/** A URL a webhook may go to: http(s), without user and password, without control characters. */
export const isWebhookUrl = (value: string): boolean => {
  if (CONTROL_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

const ZUrlField = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .min(1, WEBHOOK_URL_MESSAGE)
  .max(WEBHOOK_URL_MAX, WEBHOOK_URL_MESSAGE)
  .refine(isWebhookUrl, WEBHOOK_URL_MESSAGE);

const ZDescriptionField = z
  .string({ error: WEBHOOK_DESCRIPTION_MESSAGE })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_DESCRIPTION_MESSAGE)
  .refine((value) => !CONTROL_CHARACTERS.test(value), WEBHOOK_DESCRIPTION_MESSAGE);

const ZEventsField = z
  .array(z.enum(WEBHOOK_SUBSCRIBABLE_EVENT_TYPES, { error: WEBHOOK_EVENTS_MESSAGE }), {
    error: WEBHOOK_EVENTS_MESSAGE,
  })
  .min(1, WEBHOOK_EVENTS_MESSAGE)
  .max(WEBHOOK_SUBSCRIBABLE_EVENT_TYPES.length, WEBHOOK_EVENTS_MESSAGE)
  .refine((events) => new Set(events).size === events.length, WEBHOOK_EVENTS_MESSAGE);

const ZCompanyIdsField = z
  .array(
    z
      .number({ error: WEBHOOK_COMPANY_IDS_MESSAGE })
      .int(WEBHOOK_COMPANY_IDS_MESSAGE)
      .positive(WEBHOOK_COMPANY_IDS_MESSAGE)
      .max(MAX_ID, WEBHOOK_COMPANY_IDS_MESSAGE),
    { error: WEBHOOK_COMPANY_IDS_MESSAGE },
  )
  .min(1, WEBHOOK_COMPANY_IDS_MESSAGE)
  .max(MAX_IDS_PER_LIST, WEBHOOK_COMPANY_IDS_MESSAGE)
  .nullable();

const unknownKeys = (fallback: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Campo desconhecido: ${(issue.keys ?? []).join(', ')}.` : fallback;

/**
 * A new subscription. `companyIds` null means every customer company and is the back-office's
 * only (a customer's answers 400 WEBHOOK_CUSTOMER_COMPANIES_REQUIRED_MESSAGE).
 */
export const ZCreateWebhookBody = z.strictObject(
  {
    url: ZUrlField,
    description: ZDescriptionField.default(''),
    events: ZEventsField,
    companyIds: ZCompanyIdsField,
    isActive: z.boolean({ error: 'Informe isActive como true ou false.' }).default(true),
  },
  { error: unknownKeys('Informe url, events e companyIds.') },
);
export type TCreateWebhookBody = z.input<typeof ZCreateWebhookBody>;

/** A change: only the fields sent. Turning an inactive (or disabled) subscription on clears its failures. */
export const ZUpdateWebhookBody = z
  .strictObject(
    {
      url: ZUrlField.optional(),
      description: ZDescriptionField.optional(),
      events: ZEventsField.optional(),
      companyIds: ZCompanyIdsField.optional(),
      isActive: z.boolean({ error: 'Informe isActive como true ou false.' }).optional(),
    },
    { error: unknownKeys('Informe url, description, events, companyIds ou isActive.') },
  )
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Informe ao menos um campo: url, description, events, companyIds ou isActive.',
  });
export type TUpdateWebhookBody = z.input<typeof ZUpdateWebhookBody>;

export const ZWebhookParams = z.object({ id: zIdQuery('id') });
export const ZWebhookDeliveryParams = z.object({ id: zIdQuery('id'), deliveryId: zIdQuery('deliveryId') });

export const ZWebhookDeliveriesQuery = z.object({
  /** From 1. */
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', WEBHOOK_DELIVERIES_PAGE_SIZE_MIN, WEBHOOK_DELIVERIES_PAGE_SIZE_MAX).default(
    WEBHOOK_DELIVERIES_PAGE_SIZE_DEFAULT,
  ),
});
export type TWebhookDeliveriesQuery = z.input<typeof ZWebhookDeliveriesQuery>;

export const ZWebhooksPermissionBody = z.strictObject(
  { canManageWebhooks: z.boolean({ error: 'Informe canManageWebhooks como true ou false.' }) },
  { error: unknownKeys('Informe canManageWebhooks.') },
);
export type TWebhooksPermissionBody = z.input<typeof ZWebhooksPermissionBody>;

export const ZWebhooksPermissionResponse = dataEnvelope(
  z.object({ userId: z.number().int().positive(), canManageWebhooks: z.boolean() }),
);
export type TWebhooksPermissionResponse = z.infer<typeof ZWebhooksPermissionResponse>;

// --- Calls: the back-office ----------------------------------------------------------------------

const ADMIN_PATH = '/api/admin/webhooks';

export const getAdminWebhooksCall = defineCall({
  method: 'GET',
  path: ADMIN_PATH,
  summary: `Back-office (staff): every webhook subscription, the broker's and the customers', newest first (at most ${WEBHOOKS_LIST_MAX}); never a secret.`,
  isAuthenticated: true,
  role: 'STAFF',
  responses: { 200: ZWebhookSubscriptionsResponse },
});

export const postAdminWebhookCall = defineCall({
  method: 'POST',
  path: ADMIN_PATH,
  summary:
    'Back-office (admins only): creates a broker-wide subscription (every customer company, or the chosen ones); the URL must resolve to a public address; answers its `whsec_…` secret this once. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  body: ZCreateWebhookBody,
  responses: { 201: ZWebhookSecretResponse },
});

export const patchAdminWebhookCall = defineCall({
  method: 'PATCH',
  path: `${ADMIN_PATH}/{id}`,
  summary:
    'Back-office (admins only): changes a subscription (any); turning it on again clears its failures. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZWebhookParams,
  body: ZUpdateWebhookBody,
  responses: { 200: ZWebhookSubscriptionResponse },
});

export const deleteAdminWebhookCall = defineCall({
  method: 'DELETE',
  path: `${ADMIN_PATH}/{id}`,
  summary: 'Back-office (admins only): deletes a subscription and its delivery log. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZWebhookParams,
  responses: { 200: ZWebhookSubscriptionResponse },
});

export const postAdminWebhookSecretCall = defineCall({
  method: 'POST',
  path: `${ADMIN_PATH}/{id}/secret`,
  summary:
    'Back-office (admins only): replaces the secret at once (the old one stops signing); answers the new one this once. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZWebhookParams,
  responses: { 200: ZWebhookSecretResponse },
});

export const postAdminWebhookTestCall = defineCall({
  method: 'POST',
  path: `${ADMIN_PATH}/{id}/test`,
  summary:
    'Back-office (admins only): queues a `webhook.test` delivery to the subscription (even inactive); answers the delivery, whose result the log shows.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZWebhookParams,
  responses: { 201: ZWebhookDeliveryResponse },
});

export const getAdminWebhookDeliveriesCall = defineCall({
  method: 'GET',
  path: `${ADMIN_PATH}/{id}/deliveries`,
  summary: `Back-office (staff): one page of a subscription's deliveries, newest first (kept ${WEBHOOK_DELIVERY_RETENTION_DAYS} days): status, tries, the receiver's last HTTP status and error.`,
  isAuthenticated: true,
  role: 'STAFF',
  params: ZWebhookParams,
  query: ZWebhookDeliveriesQuery,
  responses: { 200: ZWebhookDeliveriesResponse },
});

export const postAdminWebhookRedeliveryCall = defineCall({
  method: 'POST',
  path: `${ADMIN_PATH}/{id}/deliveries/{deliveryId}/redeliver`,
  summary:
    'Back-office (admins only): sends a finished delivery again, with the same `webhook-id` (409 while it is still pending).',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZWebhookDeliveryParams,
  responses: { 200: ZWebhookDeliveryResponse },
});

export const putAdminUserWebhooksPermissionCall = defineCall({
  method: 'PUT',
  path: '/api/admin/users/{id}/webhooks-permission',
  summary:
    "Back-office (admins only): lets a customer's user manage webhooks for their companies (`/api/webhooks`), or takes it away (their subscriptions stop at once). Audited.",
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZWebhookParams,
  body: ZWebhooksPermissionBody,
  responses: { 200: ZWebhooksPermissionResponse },
});

// --- Calls: a customer's admin user ---------------------------------------------------------------

const CUSTOMER_PATH = '/api/webhooks';
const CUSTOMER_ONLY = `Only a user with the webhooks permission (403 otherwise); another user's subscription answers 404.`;

export const getWebhooksCall = defineCall({
  method: 'GET',
  path: CUSTOMER_PATH,
  summary: `The caller's webhook subscriptions, newest first; never a secret. ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  responses: { 200: ZWebhookSubscriptionsResponse },
});

export const postWebhookCall = defineCall({
  method: 'POST',
  path: CUSTOMER_PATH,
  summary: `Creates a subscription for some of the caller's companies (companyIds required); the URL must resolve to a public address; answers its \`whsec_…\` secret this once. ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  body: ZCreateWebhookBody,
  responses: { 201: ZWebhookSecretResponse },
});

export const patchWebhookCall = defineCall({
  method: 'PATCH',
  path: `${CUSTOMER_PATH}/{id}`,
  summary: `Changes one of the caller's subscriptions; turning it on again clears its failures. ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  params: ZWebhookParams,
  body: ZUpdateWebhookBody,
  responses: { 200: ZWebhookSubscriptionResponse },
});

export const deleteWebhookCall = defineCall({
  method: 'DELETE',
  path: `${CUSTOMER_PATH}/{id}`,
  summary: `Deletes one of the caller's subscriptions and its delivery log. ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  params: ZWebhookParams,
  responses: { 200: ZWebhookSubscriptionResponse },
});

export const postWebhookSecretCall = defineCall({
  method: 'POST',
  path: `${CUSTOMER_PATH}/{id}/secret`,
  summary: `Replaces a subscription's secret at once; answers the new one this once. ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  params: ZWebhookParams,
  responses: { 200: ZWebhookSecretResponse },
});

export const postWebhookTestCall = defineCall({
  method: 'POST',
  path: `${CUSTOMER_PATH}/{id}/test`,
  summary: `Queues a \`webhook.test\` delivery to the subscription; answers the delivery, whose result the log shows. ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  params: ZWebhookParams,
  responses: { 201: ZWebhookDeliveryResponse },
});

export const getWebhookDeliveriesCall = defineCall({
  method: 'GET',
  path: `${CUSTOMER_PATH}/{id}/deliveries`,
  summary: `One page of a subscription's deliveries, newest first. ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  params: ZWebhookParams,
  query: ZWebhookDeliveriesQuery,
  responses: { 200: ZWebhookDeliveriesResponse },
});

export const postWebhookRedeliveryCall = defineCall({
  method: 'POST',
  path: `${CUSTOMER_PATH}/{id}/deliveries/{deliveryId}/redeliver`,
  summary: `Sends a finished delivery again, with the same \`webhook-id\` (409 while it is still pending). ${CUSTOMER_ONLY}`,
  isAuthenticated: true,
  params: ZWebhookDeliveryParams,
  responses: { 200: ZWebhookDeliveryResponse },
});

/**
 * The same eight calls behind both doors: the back-office's (broker-wide) and a customer's admin
 * user's. The server registers one handler per pair and the screens pick the calls by door.
 */
export const WEBHOOK_CALLS = {
  admin: {
    list: getAdminWebhooksCall,
    create: postAdminWebhookCall,
    update: patchAdminWebhookCall,
    remove: deleteAdminWebhookCall,
    secret: postAdminWebhookSecretCall,
    test: postAdminWebhookTestCall,
    deliveries: getAdminWebhookDeliveriesCall,
    redeliver: postAdminWebhookRedeliveryCall,
  },
  customer: {
    list: getWebhooksCall,
    create: postWebhookCall,
    update: patchWebhookCall,
    remove: deleteWebhookCall,
    secret: postWebhookSecretCall,
    test: postWebhookTestCall,
    deliveries: getWebhookDeliveriesCall,
    redeliver: postWebhookRedeliveryCall,
  },
} as const;

/** Which door a screen or a handler serves. */
export type TWebhookDoor = keyof typeof WEBHOOK_CALLS;
