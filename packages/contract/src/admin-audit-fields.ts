import type { TAuditEvent } from './admin-audit.ts';
import { ENTITLEMENT_LABELS } from './admin-companies.ts';
import { USER_ROLE_LABELS } from './admin-users.ts';
import {
  cnpjText,
  companiesText,
  hasChanged,
  instantText,
  listText,
  type TAuditValues,
} from './admin-audit-words.ts';
import { ZUserRole } from './user.ts';
import { WEBHOOK_EVENT_LABELS, type TWebhookEventType } from './webhooks-events.ts';

// The details under an Auditoria sentence: one line per value that changed, with the value's
// name and its value in words. A value the portal has no words for is left out, never shown raw.

type TField = { label: string; text: (value: unknown, event: TAuditEvent) => string | null };

const plain = (value: unknown): string | null =>
  typeof value === 'string'
    ? value || '(vazio)'
    : typeof value === 'number'
      ? value.toLocaleString('pt-BR')
      : null;

const yesNo = (value: unknown): string | null =>
  typeof value === 'boolean' ? (value ? 'sim' : 'não') : null;

const onOff = (value: unknown): string | null =>
  typeof value === 'boolean' ? (value ? 'ligado' : 'desligado') : null;

/** A branding text: null is the product's default. */
const orDefault = (value: unknown): string | null => (value === null ? 'padrão' : plain(value));

const role = (value: unknown): string | null => {
  const parsed = ZUserRole.safeParse(value);
  return parsed.success ? USER_ROLE_LABELS[parsed.data] : null;
};

/** Company ids by name; null (a webhook's or an integration's) is every company. */
const companies = (value: unknown, event: TAuditEvent): string | null => {
  if (value === null) return 'todas as empresas';
  if (!Array.isArray(value) || !value.every((item) => Number.isInteger(item))) return null;
  return companiesText(event, value as number[]);
};

const isWebhookEvent = (value: unknown): value is TWebhookEventType =>
  typeof value === 'string' && Object.hasOwn(WEBHOOK_EVENT_LABELS, value);

const webhookEvents = (value: unknown): string | null =>
  Array.isArray(value) && value.every(isWebhookEvent)
    ? listText(value.map((item) => WEBHOOK_EVENT_LABELS[item]))
    : null;

const cnpj = (value: unknown): string | null => (typeof value === 'string' ? cnpjText(value) : null);

const FIELDS: Readonly<Record<string, TField>> = {
  name: { label: 'Nome', text: plain },
  federalID: { label: 'CNPJ', text: cnpj },
  email: { label: 'E-mail', text: plain },
  isActive: { label: 'Ativo', text: yesNo },
  role: { label: 'Papel', text: role },
  companyIds: { label: 'Empresas', text: companies },
  ...Object.fromEntries(
    Object.entries(ENTITLEMENT_LABELS).map(([key, label]) => [key, { label, text: onOff }]),
  ),
  url: { label: 'URL', text: plain },
  description: { label: 'Descrição', text: plain },
  events: { label: 'Eventos', text: webhookEvents },
  expiresAt: { label: 'Validade do link', text: instantText },
  portalName: { label: 'Nome do portal', text: orDefault },
  primaryColor: { label: 'Cor principal', text: orDefault },
  emailSenderName: { label: 'Remetente dos e-mails', text: orDefault },
  supportEmail: { label: 'E-mail de suporte', text: (value) => (value === null ? 'nenhum' : plain(value)) },
  supportPhone: { label: 'Telefone de suporte', text: (value) => (value === null ? 'nenhum' : plain(value)) },
};

const valueText = (field: TField, values: TAuditValues, key: string, event: TAuditEvent): string =>
  (values && key in values ? field.text(values[key], event) : null) ?? '—';

/**
 * 'Nome: Aurora Ltda → Aurora S.A.' for each of `keys` that changed ('Nome: Aurora Ltda' for a
 * creation), in the order given; keys without words are skipped.
 */
export const changeLines = (event: TAuditEvent, keys: readonly string[]): string[] =>
  keys.flatMap((key) => {
    const field = FIELDS[key];
    if (!field || !hasChanged(event, key)) return [];
    const next = valueText(field, event.after, key, event);
    return event.before === null
      ? [`${field.label}: ${next}`]
      : [`${field.label}: ${valueText(field, event.before, key, event)} → ${next}`];
  });

/** Every key the record holds, before or after, in their order. */
export const recordKeys = (event: Pick<TAuditEvent, 'before' | 'after'>): string[] => [
  ...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})]),
];
