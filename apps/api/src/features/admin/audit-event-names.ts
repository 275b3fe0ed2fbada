import { AUDIT_SYSTEM_ACTOR_NAME, auditActionLabel, type TAuditEvent } from '@pc/contract/admin-audit';
import type { TDbExecutor } from '../../db/client.ts';
import { findAuditNames, type TAuditNames, type TAuditRow } from './audit-repository.ts';
import {
  companyKey,
  findPaymentReportProcesses,
  findProcessReferences,
  findQuotationInvitationSubjects,
  findWebhookUrls,
  type TCompanyKey,
} from './audit-subject-repository.ts';

// A batch of audit rows with everything their sentences name: people, companies, integration
// clients, process references, forwarders and webhook URLs, looked up once per batch.

type TValues = Record<string, unknown> | null;

const numericId = (id: string): number | null => (/^\d{1,10}$/.test(id) ? Number(id) : null);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const valuesOf = (value: unknown): TValues => (isPlainObject(value) ? value : null);

const idValue = (values: TValues, key: string): number | null => {
  const value = values?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
};

const textValue = (values: TValues, key: string): string | null => {
  const value = values?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

const idsValue = (values: TValues, key: string): number[] => {
  const value = values?.[key];
  return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
};

/** What a row refers to by id, beyond its actor and its company. */
type TRowRefs = {
  row: TAuditRow;
  before: TValues;
  after: TValues;
  subjectId: number | null;
  /** The process, when the row names it directly (a message, a document, a reported payment). */
  process: TCompanyKey | null;
  /** A reported payment whose record does not name its process (a decision). */
  payment: TCompanyKey | null;
  /** A freight quotation link ('companyId:id' as its subject id). */
  invitation: TCompanyKey | null;
  userIds: number[];
  companyIds: number[];
};

const invitationKey = (subjectId: string): TCompanyKey | null => {
  const match = /^(\d{1,10}):(\d{1,10})$/.exec(subjectId);
  return match ? { companyId: Number(match[1]), id: Number(match[2]) } : null;
};

const refsOf = (row: TAuditRow): TRowRefs => {
  const before = valuesOf(row.before);
  const after = valuesOf(row.after);
  const subjectId = numericId(row.subjectId);
  const atCompany = (id: number | null): TCompanyKey | null =>
    row.companyId === null || id === null ? null : { companyId: row.companyId, id };
  const namedProcess = idValue(after, 'processId');
  const process =
    row.subjectType === 'process'
      ? atCompany(subjectId)
      : ['document', 'payment-report'].includes(row.subjectType)
        ? atCompany(namedProcess)
        : null;
  return {
    row,
    before,
    after,
    subjectId,
    process,
    payment: row.subjectType === 'payment-report' && namedProcess === null ? atCompany(subjectId) : null,
    invitation: row.subjectType === 'quotation-invitation' ? invitationKey(row.subjectId) : null,
    userIds: [idValue(before, 'assignedUserId'), idValue(after, 'assignedUserId')].filter(
      (id): id is number => id !== null,
    ),
    companyIds: [...idsValue(before, 'companyIds'), ...idsValue(after, 'companyIds')],
  };
};

type TLookups = {
  names: TAuditNames;
  webhookUrls: Map<number, string>;
  invitations: Map<string, { processId: number; forwarderName: string }>;
  processOf: Map<TRowRefs, TCompanyKey>;
  references: Map<string, string>;
};

const subjectName = (refs: TRowRefs, lookups: TLookups): string | null => {
  const { row, subjectId, before, after } = refs;
  switch (row.subjectType) {
    case 'company':
      return subjectId === null ? null : (lookups.names.companies.get(subjectId) ?? null);
    case 'user':
      return subjectId === null ? null : (lookups.names.users.get(subjectId)?.name ?? null);
    case 'service-client':
      return subjectId === null ? null : (lookups.names.clients.get(subjectId) ?? null);
    case 'webhook':
      return (
        (subjectId === null ? undefined : lookups.webhookUrls.get(subjectId)) ??
        textValue(after, 'url') ??
        textValue(before, 'url')
      );
    case 'quotation-invitation':
      return refs.invitation
        ? (lookups.invitations.get(companyKey(refs.invitation))?.forwarderName ?? null)
        : null;
    case 'spreadsheet-import':
      return textValue(after, 'fileName');
    case 'document':
      return textValue(after, 'originalFilename');
    default: {
      const process = lookups.processOf.get(refs);
      return row.subjectType === 'process' && process
        ? (lookups.references.get(companyKey(process)) ?? null)
        : null;
    }
  }
};

const actorOf = (row: TAuditRow, names: TAuditNames): TAuditEvent['actor'] => {
  const user = row.actorUserId === null ? undefined : names.users.get(row.actorUserId);
  if (user) return { kind: 'user', name: user.name, email: user.email };
  const client = row.actorClientId === null ? undefined : names.clients.get(row.actorClientId);
  if (client !== undefined) return { kind: 'client', name: client, email: null };
  // The actor was deleted since (the foreign keys set null), or it was the system itself.
  return { kind: 'system', name: AUDIT_SYSTEM_ACTOR_NAME, email: null };
};

/** The names of the ids a row's values hold (a thread's owner, a user's companies), by id as text. */
const valueNames = (refs: TRowRefs, names: TAuditNames): TAuditEvent['names'] => {
  const users: Record<string, string> = {};
  for (const id of refs.userIds) {
    const user = names.users.get(id);
    if (user) users[String(id)] = user.name;
  }
  const companies: Record<string, string> = {};
  for (const id of refs.companyIds) {
    const name = names.companies.get(id);
    if (name !== undefined) companies[String(id)] = name;
  }
  return { users, companies };
};

const toAuditEvent = (refs: TRowRefs, lookups: TLookups): TAuditEvent => {
  const { row, before, after } = refs;
  const { names } = lookups;
  const companyName = row.companyId === null ? undefined : names.companies.get(row.companyId);
  const process = lookups.processOf.get(refs);
  const reference = process && lookups.references.get(companyKey(process));
  const name = subjectName(refs, lookups);
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: actorOf(row, names),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    subject: { type: row.subjectType, id: row.subjectId, label: name ?? row.subjectId, name },
    company:
      row.companyId === null ? null : { id: row.companyId, name: companyName ?? `Empresa ${row.companyId}` },
    process: process && reference ? { id: process.id, reference } : null,
    names: valueNames(refs, names),
    before,
    after,
    ip: row.ip,
  };
};

const subjectIdsOf = (all: readonly TRowRefs[], type: string): number[] =>
  all.flatMap((refs) => (refs.row.subjectType === type && refs.subjectId !== null ? [refs.subjectId] : []));

/** The records of a batch with their names, in two rounds of lookups for the whole batch. */
export const withNames = async (db: TDbExecutor, rows: readonly TAuditRow[]): Promise<TAuditEvent[]> => {
  const all = rows.map(refsOf);
  const payments = all.flatMap((refs) => (refs.payment ? [refs.payment] : []));
  const invitationKeys = all.flatMap((refs) => (refs.invitation ? [refs.invitation] : []));
  const [names, webhookUrls, paymentProcesses, invitations] = await Promise.all([
    findAuditNames(db, {
      userIds: [
        ...rows.flatMap((row) => (row.actorUserId === null ? [] : [row.actorUserId])),
        ...subjectIdsOf(all, 'user'),
        ...all.flatMap((refs) => refs.userIds),
      ],
      clientIds: [
        ...rows.flatMap((row) => (row.actorClientId === null ? [] : [row.actorClientId])),
        ...subjectIdsOf(all, 'service-client'),
      ],
      companyIds: [
        ...rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])),
        ...subjectIdsOf(all, 'company'),
        ...all.flatMap((refs) => refs.companyIds),
      ],
    }),
    findWebhookUrls(db, subjectIdsOf(all, 'webhook')),
    findPaymentReportProcesses(db, payments),
    findQuotationInvitationSubjects(db, invitationKeys),
  ]);
  const processOf = new Map<TRowRefs, TCompanyKey>();
  for (const refs of all) {
    const viaPayment = refs.payment && paymentProcesses.get(companyKey(refs.payment));
    const viaInvitation = refs.invitation && invitations.get(companyKey(refs.invitation))?.processId;
    const process =
      refs.process ??
      (refs.payment && viaPayment !== undefined && viaPayment !== null
        ? { companyId: refs.payment.companyId, id: viaPayment }
        : null) ??
      (refs.invitation && viaInvitation !== undefined && viaInvitation !== null
        ? { companyId: refs.invitation.companyId, id: viaInvitation }
        : null);
    if (process) processOf.set(refs, process);
  }
  const references = await findProcessReferences(db, [...processOf.values()]);
  const lookups: TLookups = { names, webhookUrls, invitations, processOf, references };
  return all.map((refs) => toAuditEvent(refs, lookups));
};
