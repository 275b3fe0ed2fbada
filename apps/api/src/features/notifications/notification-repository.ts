import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TNotificationEvent } from '@pc/contract/notifications';
import type { TDbExecutor } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { companies } from '../../db/schema/companies.ts';
import { documents } from '../../db/schema/documents.ts';
import { notifications, notificationSettings, pushSubscriptions } from '../../db/schema/notifications.ts';
import { processes } from '../../db/schema/processes.ts';
import { userCompanies, users } from '../../db/schema/users.ts';
import { webhookEvents } from '../../db/schema/webhooks.ts';

// --- What the sweep reads ------------------------------------------------------------------------

/** The oldest outbox events the notification sweep has not taken, locked. */
export const lockPendingEvents = (db: TDbExecutor, limit: number) =>
  db
    .select({
      id: webhookEvents.id,
      type: webhookEvents.type,
      companyId: webhookEvents.companyId,
      data: webhookEvents.data,
      occurredAt: webhookEvents.occurredAt,
    })
    .from(webhookEvents)
    .where(eq(webhookEvents.isNotificationPending, true))
    .orderBy(asc(webhookEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });

export type TPendingEventRow = Awaited<ReturnType<typeof lockPendingEvents>>[number];

export const markEventsTaken = async (db: TDbExecutor, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(webhookEvents)
    .set({ isNotificationPending: false })
    .where(inArray(webhookEvents.id, [...ids]));
};

/** `company:process` → the process's type and identification, for its reference. */
export const findProcessKeys = async (
  db: TDbExecutor,
  keys: readonly { companyId: number; processId: number }[],
) => {
  if (keys.length === 0) return [];
  const pairs = sql.join(
    keys.map((key) => sql`(${key.companyId}::integer, ${key.processId}::integer)`),
    sql`, `,
  );
  return db
    .select({
      companyId: processes.companyId,
      id: processes.id,
      typeOfProcess: processes.typeOfProcess,
      identification: processes.identification,
    })
    .from(processes)
    .where(sql`(${processes.companyId}, ${processes.id}) in (${pairs})`);
};

/** Of these documents, the ones a customer's user sent (no news to the customer's side). */
export const findDocumentsSentByCustomers = async (
  db: TDbExecutor,
  keys: readonly { companyId: number; documentId: number }[],
): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const pairs = sql.join(
    keys.map((key) => sql`(${key.companyId}::integer, ${key.documentId}::integer)`),
    sql`, `,
  );
  const rows = await db
    .select({ companyId: documents.companyId, id: documents.id })
    .from(documents)
    .where(
      and(sql`(${documents.companyId}, ${documents.id}) in (${pairs})`, eq(documents.isSentByCustomer, true)),
    );
  return new Set(rows.map((row) => `${row.companyId}:${row.id}`));
};

/**
 * The active customers' users of these companies, with their saved rules (null: the defaults) and
 * whether they subscribed a device to push.
 */
export const findRecipients = (db: TDbExecutor, companyIds: readonly number[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          userId: users.id,
          companyId: userCompanies.companyId,
          settings: notificationSettings.settings,
          isEmailOn: users.followUp,
          hasDevice: exists(
            db
              .select({ one: sql`1` })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, users.id)),
          ).mapWith(Boolean),
        })
        .from(userCompanies)
        .innerJoin(users, eq(users.id, userCompanies.userId))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(
          and(
            inArray(userCompanies.companyId, [...companyIds]),
            eq(users.isActive, true),
            eq(users.role, 'CUSTOMER'),
          ),
        );

export type TNotificationInsert = {
  userId: number;
  companyId: number;
  processId: number;
  event: TNotificationEvent;
  text: string;
  reference: string;
  tab: string;
  sourceKey: string;
  createdAt: Date;
};

/**
 * Inserts the notifications one JSON parameter at a time; a (user, source) pair already there is
 * left alone, which is what keeps a sweep run twice from notifying twice. Answers the users who
 * got a new one.
 */
export const insertNotifications = async (
  db: TDbExecutor,
  rows: readonly TNotificationInsert[],
): Promise<number[]> => {
  if (rows.length === 0) return [];
  const records = rows.map((row) => ({
    user_id: row.userId,
    company_id: row.companyId,
    process_id: row.processId,
    event: row.event,
    text: row.text,
    reference: row.reference,
    tab: row.tab,
    source_key: row.sourceKey,
    created_at: row.createdAt.toISOString(),
  }));
  const result = await db.execute(sql`
    insert into ${notifications}
      (user_id, company_id, process_id, event, text, reference, tab, source_key, created_at)
    select user_id, company_id, process_id, event, text, reference, tab, source_key, created_at
    from json_to_recordset(${JSON.stringify(records)}::json) as v(
      user_id integer, company_id integer, process_id integer, event text, text text,
      reference text, tab text, source_key text, created_at timestamptz)
    on conflict (user_id, source_key) do nothing
    returning user_id`);
  return ((result as unknown as { rows: { user_id: number }[] }).rows ?? []).map((row) => row.user_id);
};

export const purgeOldNotifications = async (db: TDbExecutor, before: Date): Promise<void> => {
  await db.delete(notifications).where(lt(notifications.createdAt, before));
};

// --- What the centre reads -----------------------------------------------------------------------

/** A notification as the centre and the streams show it, with its company's name. */
const NOTIFICATION_COLUMNS = {
  id: notifications.id,
  event: notifications.event,
  text: notifications.text,
  companyId: notifications.companyId,
  companyName: companies.name,
  processId: notifications.processId,
  reference: notifications.reference,
  tab: notifications.tab,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export type TNotificationFilter = {
  userId: number;
  isRead?: boolean;
  events?: readonly TNotificationEvent[];
  companyIds?: readonly number[];
  words?: string;
};

const whereOf = (filter: TNotificationFilter): SQL | undefined =>
  and(
    eq(notifications.userId, filter.userId),
    filter.isRead === undefined
      ? undefined
      : filter.isRead
        ? sql`${notifications.readAt} is not null`
        : isNull(notifications.readAt),
    filter.events ? inArray(notifications.event, [...filter.events]) : undefined,
    filter.companyIds ? inArray(notifications.companyId, [...filter.companyIds]) : undefined,
    filter.words
      ? or(
          ilike(notifications.text, `%${escapeLike(filter.words)}%`),
          ilike(notifications.reference, `%${escapeLike(filter.words)}%`),
        )
      : undefined,
  );

export const listNotifications = (
  db: TDbExecutor,
  filter: TNotificationFilter,
  { limit, offset }: { limit: number; offset: number },
) =>
  db
    .select(NOTIFICATION_COLUMNS)
    .from(notifications)
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .where(whereOf(filter))
    // Newest news first: a change the ERP dated earlier but sent later sorts by its date.
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);

export const countNotifications = async (db: TDbExecutor, filter: TNotificationFilter): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(notifications).where(whereOf(filter));
  return row?.total ?? 0;
};

/** Marks read the user's unread ones among `ids` (all of them when ids is null). */
export const markNotificationsRead = async (
  db: TDbExecutor,
  { userId, ids, at }: { userId: number; ids: readonly number[] | null; at: Date },
): Promise<void> => {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    );
};

/**
 * Each user's notifications after their own id, oldest first: what the open streams have not sent.
 * One query for every user a sweep told, however many streams they have open.
 */
export const listNotificationsSince = async (
  db: TDbExecutor,
  since: readonly { userId: number; afterId: number }[],
  limit: number,
) => {
  if (since.length === 0) return [];
  const userIds = `{${since.map((entry) => entry.userId).join(',')}}`;
  const afterIds = `{${since.map((entry) => entry.afterId).join(',')}}`;
  return db
    .select({ userId: notifications.userId, ...NOTIFICATION_COLUMNS })
    .from(notifications)
    .innerJoin(
      sql`unnest(${userIds}::int[], ${afterIds}::int[]) as since(user_id, after_id)`,
      sql`since.user_id = ${notifications.userId} and ${notifications.id} > since.after_id`,
    )
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .orderBy(asc(notifications.id))
    .limit(limit);
};

/** The unread notifications of these users, per user and company (a stream sums its companies'). */
export const countUnreadByUserAndCompany = (db: TDbExecutor, userIds: readonly number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ userId: notifications.userId, companyId: notifications.companyId, total: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
        .groupBy(notifications.userId, notifications.companyId);

/** The user's newest notification's id (0 without any): where a new stream starts. */
export const findNewestNotificationId = async (db: TDbExecutor, userId: number): Promise<number> => {
  const [row] = await db
    .select({ id: sql<number | null>`max(${notifications.id})` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.id ?? 0);
};
