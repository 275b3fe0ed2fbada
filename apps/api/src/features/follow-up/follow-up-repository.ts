import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { notificationDeliveries, notificationSettings } from '../../db/schema/notifications.ts';
import { userCompanies, users, type TWeekday } from '../../db/schema/users.ts';

/** A delivery of the e-mail channel claimed for sending, with what the e-mail says of it. */
export type TClaimedEmailDelivery = {
  id: number;
  userId: number;
  companyName: string;
  processId: number;
  event: string;
  reference: string;
  tab: string;
  text: string | null;
  occurredAt: Date | null;
  createdAt: Date;
};

/**
 * Claims the e-mail channel's deliveries of the users who have one due: all their pending ones (a
 * burst goes as one e-mail), and what a stopped sender left claimed. Another instance's round skips
 * the locked rows rather than wait.
 */
export const claimDueEmailDeliveries = async (
  db: TDbExecutor,
  { now, staleBefore, limit }: { now: Date; staleBefore: Date; limit: number },
): Promise<TClaimedEmailDelivery[]> => {
  const result = await db.execute(sql`
    with due_users as (
      select distinct user_id from ${notificationDeliveries}
      where channel = 'EMAIL' and status = 'PENDING' and due_at <= ${now.toISOString()}::timestamptz
      limit ${limit}
    ), claimed as (
      update ${notificationDeliveries} d
      set status = 'SENDING', claimed_at = ${now.toISOString()}::timestamptz, attempts = d.attempts + 1
      where d.id in (
        select id from ${notificationDeliveries}
        where channel = 'EMAIL'
          and ((status = 'PENDING' and user_id in (select user_id from due_users))
            or (status = 'SENDING' and claimed_at < ${staleBefore.toISOString()}::timestamptz))
        order by id
        limit ${limit * 20}
        for update skip locked)
      returning d.id, d.user_id, d.company_id, d.process_id, d.event, d.reference, d.tab, d.text,
        d.occurred_at, d.created_at)
    select claimed.id, claimed.user_id as "userId", ${companies.name} as "companyName",
      claimed.process_id as "processId", claimed.event, claimed.reference, claimed.tab, claimed.text,
      claimed.occurred_at as "occurredAt", claimed.created_at as "createdAt"
    from claimed join ${companies} on ${companies.id} = claimed.company_id
    order by claimed.user_id, claimed.occurred_at, claimed.id`);
  type TRawRow = Omit<TClaimedEmailDelivery, 'occurredAt' | 'createdAt'> & {
    occurredAt: string | Date | null;
    createdAt: string | Date;
  };
  // Raw SQL answers instants as text on one driver and as Date on the other.
  return (result as unknown as { rows: TRawRow[] }).rows.map((row) => ({
    ...row,
    occurredAt: row.occurredAt === null ? null : new Date(row.occurredAt),
    createdAt: new Date(row.createdAt),
  }));
};

/** Whom the claimed e-mails go to, as they are now: a user may have left or turned e-mail off. */
export const findEmailRecipients = (db: TDbExecutor, userIds: readonly number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          isActive: users.isActive,
          isEmailOn: users.followUp,
          settings: notificationSettings.settings,
        })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(inArray(users.id, [...userIds]));

export const finishEmailDeliveries = async (
  db: TDbExecutor,
  { ids, status, at }: { ids: readonly number[]; status: 'SENT' | 'EMAIL_OFF'; at: Date },
): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ status, sentAt: status === 'SENT' ? at : null })
    .where(inArray(notificationDeliveries.id, [...ids]));
};

/**
 * Active users who asked for the weekly digest on this weekday, with their data scope: linked
 * companies that are customers and not customs brokers, as their sessions have (spec part 1 §6).
 */
export const findDigestRecipients = async (db: TDbExecutor, weekday: TWeekday) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyIds: sql<
        number[]
      >`coalesce(array_agg(${companies.id} order by ${companies.id}) filter (where ${companies.id} is not null), '{}')`,
      settings: notificationSettings.settings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .leftJoin(userCompanies, eq(userCompanies.userId, users.id))
    .leftJoin(
      companies,
      and(
        eq(companies.id, userCompanies.companyId),
        eq(companies.isCustomer, true),
        eq(companies.isCustomBroker, false),
      ),
    )
    .where(
      and(
        eq(users.isActive, true),
        eq(users.followUp, true),
        eq(users.followUpSynthetic, true),
        eq(users.followUpSyntheticWeekday, weekday),
      ),
    )
    .groupBy(users.id, notificationSettings.settings)
    .orderBy(asc(users.id));

/** Turns the follow-up off (the one-click unsubscribe); false when the user does not exist. */
export const disableFollowUp = async (
  db: TDbExecutor,
  options: { userId: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ followUp: false, updatedAt: options.now })
    .where(eq(users.id, options.userId))
    .returning({ id: users.id });
  return rows.length > 0;
};
