import type { TAuditEvent } from './admin-audit.ts';
import { formatSaoPauloMinute } from './sao-paulo-time.ts';

// The words the Auditoria's sentences are made of: names instead of ids, values as people read them.

/** A record's before/after values, as the server keeps them (any JSON). */
export type TAuditValues = TAuditEvent['before'];

const LIST = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'A, B e C'. */
export const listText = (items: readonly string[]): string => LIST.format(items);

/** '1 usuário', '4 usuários'. */
export const countText = (count: number, singular: string, plural: string): string =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? singular : plural}`;

/** 'R$ 1.234,56' with a plain space. */
export const moneyText = (value: number): string => BRL.format(value).replace(/\s/g, ' ');

/** 'DD/MM/AAAA' of a 'yyyy-MM-dd' day; the text as it is otherwise. */
export const dayText = (value: string): string => {
  const match = DAY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** 'DD/MM/AAAA HH:mm' in São Paulo of an ISO instant, or null when it is not one. */
export const instantText = (value: unknown): string | null =>
  typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))
    ? formatSaoPauloMinute(new Date(value))
    : null;

/** '12.345.678/0001-90' of 14 digits; the text as it is otherwise. */
export const cnpjText = (value: string): string =>
  /^\d{14}$/.test(value) ? value.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5') : value;

export const readText = (values: TAuditValues, key: string): string | null => {
  const value = values?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

export const readNumber = (values: TAuditValues, key: string): number | null => {
  const value = values?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export const readBoolean = (values: TAuditValues, key: string): boolean | null => {
  const value = values?.[key];
  return typeof value === 'boolean' ? value : null;
};

export const readIds = (values: TAuditValues, key: string): number[] | null => {
  const value = values?.[key];
  return Array.isArray(value) && value.every((item) => Number.isInteger(item)) ? (value as number[]) : null;
};

export const readTexts = (values: TAuditValues, key: string): string[] | null => {
  const value = values?.[key];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
};

/** Whether a value differs between before and after (a creation: every value it has). */
export const hasChanged = (event: Pick<TAuditEvent, 'before' | 'after'>, key: string): boolean =>
  event.before === null
    ? event.after?.[key] !== undefined
    : JSON.stringify(event.before[key]) !== JSON.stringify(event.after?.[key]);

/** A company's name by id: the record's names, else its own company, else words. */
export const companyName = (event: TAuditEvent, id: number): string =>
  event.names.companies[String(id)] ??
  (event.company?.id === id ? event.company.name : 'uma empresa que não existe mais');

/** A user's name by id, else words. */
export const userName = (event: TAuditEvent, id: number): string =>
  event.names.users[String(id)] ?? 'um usuário que não existe mais';

/** 'A, B e C' of company ids; 'nenhuma empresa' of none. */
export const companiesText = (event: TAuditEvent, ids: readonly number[]): string =>
  ids.length === 0 ? 'nenhuma empresa' : listText(ids.map((id) => companyName(event, id)));

/** Who acted, as the sentence's subject: a person's name, 'A integração ERP', 'O sistema'. */
export const actorText = (event: TAuditEvent): string => {
  switch (event.actor.kind) {
    case 'user':
      return event.actor.name;
    case 'client':
      return `A integração ${event.actor.name}`;
    case 'system':
      return 'O sistema';
    default: {
      const exhaustive: never = event.actor.kind;
      return String(exhaustive);
    }
  }
};

/** 'o processo PRI00042', or words when the process no longer exists. */
export const processText = (event: TAuditEvent): string =>
  event.process ? `o processo ${event.process.reference}` : 'um processo que não existe mais';

/** The company the record concerns, by name: its subject when a company, else its own company. */
export const recordCompanyText = (event: TAuditEvent): string =>
  (event.subject.type === 'company' ? event.subject.name : null) ??
  event.company?.name ??
  'uma empresa que não existe mais';

/** The user the record concerns, by name. */
export const subjectUserText = (event: TAuditEvent): string =>
  event.subject.name ?? 'um usuário que não existe mais';
