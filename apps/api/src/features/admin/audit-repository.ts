import { and, count, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TAuditRecordKind } from '@pc/contract/admin-audit';
import { MESSAGE_READ_ACTION } from '@pc/contract/messages';
import { escapeLike } from '../../db/escape-like.ts';
import { findCompanyNames } from '../../db/repositories/company-repository.ts';
import type { TDbExecutor } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit-events.ts';
import { serviceClients } from '../../db/schema/service-clients.ts';
import { users } from '../../db/schema/users.ts';
import { onBusinessDays } from '../../lib/business-day.ts';

export type TAuditFilter = {
  /** The changes (every action but the read receipts), the read receipts only, or both. */
  kind: TAuditRecordKind;
  companyId?: number | undefined;
  /** Trimmed, non-empty: a part of the user's e-mail or of the integration client's name. */
  actor?: string | undefined;
  /** São Paulo calendar days (yyyy-MM-dd), both included; both or neither. */
  start?: string | undefined;
  end?: string | undefined;
};

export type TAuditRow = typeof auditEvents.$inferSelect;

const kindCondition = (kind: TAuditRecordKind): SQL | undefined => {
  switch (kind) {
    case 'CHANGES':
      return ne(auditEvents.action, MESSAGE_READ_ACTION);
    case 'READS':
      return eq(auditEvents.action, MESSAGE_READ_ACTION);
    case 'ALL':
      return undefined;
    default: {
      const exhaustive: never = kind;
      throw new Error(`Tipo de registro desconhecido: ${String(exhaustive)}`);
    }
  }
};

/**
 * The filters as one condition. Every branch keeps a plain range on `at` (or company_id and `at`),
 * so the (at) and (company_id, at) indexes serve the newest-first walk; the actor is a small
 * lookup of ids in users and service_clients first.
 */
const auditCondition = (filter: TAuditFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  const kind = kindCondition(filter.kind);
  if (kind) conditions.push(kind);
  if (filter.companyId !== undefined) conditions.push(eq(auditEvents.companyId, filter.companyId));
  if (filter.start !== undefined && filter.end !== undefined) {
    const period = onBusinessDays(auditEvents.at, { fromDay: filter.start, toDay: filter.end });
    if (period) conditions.push(period);
  }
  if (filter.actor !== undefined) {
    const pattern = `%${escapeLike(filter.actor)}%`;
    const actor = or(
      inArray(
        auditEvents.actorUserId,
        sql`(select ${users.id} from ${users} where ${ilike(users.email, pattern)})`,
      ),
      inArray(
        auditEvents.actorClientId,
        sql`(select ${serviceClients.id} from ${serviceClients} where ${ilike(serviceClients.name, pattern)})`,
      ),
    );
    if (actor) conditions.push(actor);
  }
  return conditions.length === 0 ? undefined : and(...conditions);
};

export const countAuditEvents = async (db: TDbExecutor, filter: TAuditFilter): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(auditEvents).where(auditCondition(filter));
  return row?.total ?? 0;
};

/**
 * Whether more than `max` records match: walks at most max + 1 of them, where a count would read
 * every one (the export's cap, checked before any byte is sent).
 */
export const hasMoreAuditEventsThan = async (
  db: TDbExecutor,
  { filter, max }: { filter: TAuditFilter; max: number },
): Promise<boolean> => {
  const rows = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(auditCondition(filter))
    .offset(max)
    .limit(1);
  return rows.length > 0;
};

/** Newest first; `after` continues a walk below the last row read (keyset: at, then id). */
export const listAuditEvents = async (
  db: TDbExecutor,
  options: { filter: TAuditFilter; limit: number; offset?: number; after?: { at: Date; id: number } },
): Promise<TAuditRow[]> => {
  const { after } = options;
  const below = after
    ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id)))
    : undefined;
  return db
    .select()
    .from(auditEvents)
    .where(and(auditCondition(options.filter), below))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
};

export type TAuditNames = {
  users: Map<number, { name: string; email: string }>;
  clients: Map<number, string>;
  companies: Map<number, string>;
};

/** The names a batch of records shows (actors, subjects, companies), in three lookups by id. */
export const findAuditNames = async (
  db: TDbExecutor,
  ids: { userIds: number[]; clientIds: number[]; companyIds: number[] },
): Promise<TAuditNames> => {
  const [userRows, clientRows, companyNames] = await Promise.all([
    ids.userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, [...new Set(ids.userIds)])),
    ids.clientIds.length === 0
      ? []
      : db
          .select({ id: serviceClients.id, name: serviceClients.name })
          .from(serviceClients)
          .where(inArray(serviceClients.id, [...new Set(ids.clientIds)])),
    findCompanyNames(db, [...new Set(ids.companyIds)]),
  ]);
  return {
    users: new Map(userRows.map((row) => [row.id, { name: row.name, email: row.email }])),
    clients: new Map(clientRows.map((row) => [row.id, row.name])),
    companies: companyNames,
  };
};
