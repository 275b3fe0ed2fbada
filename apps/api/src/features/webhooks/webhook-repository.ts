import { and, arrayContains, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { userCompanies, users } from '../../db/schema/users.ts';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from '../../db/schema/webhooks.ts';

export type TSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type TDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type TEventRow = typeof webhookEvents.$inferSelect;

/** Whose subscriptions a call reaches: every one (the back-office) or one user's. */
export type TSubscriptionOwner = { scope: 'BROKER' } | { scope: 'CUSTOMER'; userId: number };

const ownedBy = (owner: TSubscriptionOwner) =>
  owner.scope === 'BROKER' ? undefined : eq(webhookSubscriptions.createdByUserId, owner.userId);

export const listSubscriptions = (db: TDbExecutor, owner: TSubscriptionOwner, limit: number) =>
  db
    .select()
    .from(webhookSubscriptions)
    .where(ownedBy(owner))
    .orderBy(desc(webhookSubscriptions.id))
    .limit(limit);

export const countOwnSubscriptions = async (db: TDbExecutor, userId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.createdByUserId, userId));
  return row?.total ?? 0;
};

export const findSubscription = async (
  db: TDbExecutor,
  { id, owner, isLocking = false }: { id: number; owner: TSubscriptionOwner; isLocking?: boolean },
): Promise<TSubscriptionRow | null> => {
  const query = db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), ownedBy(owner)))
    .limit(1);
  const [row] = isLocking ? await query.for('update') : await query;
  return row ?? null;
};

export const insertSubscription = async (
  db: TDbExecutor,
  values: typeof webhookSubscriptions.$inferInsert,
): Promise<TSubscriptionRow> => {
  const [row] = await db.insert(webhookSubscriptions).values(values).returning();
  if (!row) throw new Error('webhook subscription not created');
  return row;
};

export const updateSubscription = async (
  db: TDbExecutor,
  id: number,
  patch: Partial<typeof webhookSubscriptions.$inferInsert>,
): Promise<TSubscriptionRow> => {
  const [row] = await db
    .update(webhookSubscriptions)
    .set(patch)
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  if (!row) throw new Error('webhook subscription not updated');
  return row;
};

export const deleteSubscription = async (db: TDbExecutor, id: number): Promise<void> => {
  await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
};

/** The customer companies among these ids (the back-office may choose only those). */
export const findCustomerCompanyIds = async (db: TDbExecutor, ids: readonly number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(inArray(companies.id, [...ids]), eq(companies.isCustomer, true)))
      ).map((row) => row.id);

/** users.role and users.can_manage_webhooks of the caller, read now. */
export const findWebhookPermission = async (db: TDbExecutor, userId: number) => {
  const [row] = await db
    .select({ role: users.role, canManageWebhooks: users.canManageWebhooks, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

export const setWebhookPermission = async (
  db: TDbExecutor,
  { userId, canManageWebhooks, now }: { userId: number; canManageWebhooks: boolean; now: Date },
) => {
  await db.update(users).set({ canManageWebhooks, updatedAt: now }).where(eq(users.id, userId));
};

// --- Events and their fan-out ----------------------------------------------------------------------

export const insertEvent = async (
  db: TDbExecutor,
  values: typeof webhookEvents.$inferInsert,
): Promise<TEventRow> => {
  const [row] = await db.insert(webhookEvents).values(values).returning();
  if (!row) throw new Error('webhook event not created');
  return row;
};

/** The oldest events not fanned out yet, locked (a second sweep skips them). */
export const lockPendingEvents = (db: TDbExecutor, limit: number) =>
  db
    .select()
    .from(webhookEvents)
    .where(isNull(webhookEvents.fannedOutAt))
    .orderBy(asc(webhookEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });

export const markEventsFannedOut = async (db: TDbExecutor, ids: readonly number[], now: Date) => {
  if (ids.length === 0) return;
  await db
    .update(webhookEvents)
    .set({ fannedOutAt: now })
    .where(inArray(webhookEvents.id, [...ids]));
};

/** Whether any active subscription chose this event (else its events would go nowhere). */
export const hasActiveSubscriptionFor = async (db: TDbExecutor, type: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.isActive, true), arrayContains(webhookSubscriptions.events, [type])))
    .limit(1);
  return row !== undefined;
};

/**
 * The active subscriptions an event of this company and type goes to: the broker's for every
 * company or naming it; a customer's naming it, while its maker is active, still has the permission
 * and still has the company.
 */
export const findMatchingSubscriptionIds = async (
  db: TDbExecutor,
  { companyId, type }: { companyId: number; type: string },
): Promise<number[]> => {
  const rows = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .leftJoin(users, eq(users.id, webhookSubscriptions.createdByUserId))
    .where(
      and(
        eq(webhookSubscriptions.isActive, true),
        arrayContains(webhookSubscriptions.events, [type]),
        sql`(
          (${webhookSubscriptions.scope} = 'BROKER'
            and (${webhookSubscriptions.companyIds} is null or ${companyId}::integer = any(${webhookSubscriptions.companyIds})))
          or (${webhookSubscriptions.scope} = 'CUSTOMER'
            and ${companyId}::integer = any(${webhookSubscriptions.companyIds})
            and ${users.isActive} and ${users.canManageWebhooks}
            and exists (select 1 from ${userCompanies} uc where uc.user_id = ${users.id} and uc.company_id = ${companyId}::integer))
        )`,
      ),
    );
  return rows.map((row) => row.id);
};

export const insertDeliveries = async (
  db: TDbExecutor,
  values: (typeof webhookDeliveries.$inferInsert)[],
): Promise<TDeliveryRow[]> =>
  values.length === 0
    ? []
    : db
        .insert(webhookDeliveries)
        .values(values)
        .onConflictDoNothing({ target: [webhookDeliveries.eventId, webhookDeliveries.subscriptionId] })
        .returning();

// --- Deliveries ---------------------------------------------------------------------------------------

export const listDeliveries = async (
  db: TDbExecutor,
  { subscriptionId, page, size }: { subscriptionId: number; page: number; size: number },
) => {
  const where = eq(webhookDeliveries.subscriptionId, subscriptionId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

export const findDelivery = async (
  db: TDbExecutor,
  { id, subscriptionId, isLocking = false }: { id: number; subscriptionId?: number; isLocking?: boolean },
): Promise<TDeliveryRow | null> => {
  const query = db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, id),
        subscriptionId === undefined ? undefined : eq(webhookDeliveries.subscriptionId, subscriptionId),
      ),
    )
    .limit(1);
  const [row] = isLocking ? await query.for('update') : await query;
  return row ?? null;
};

export const updateDelivery = async (
  db: TDbExecutor,
  id: number,
  patch: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<TDeliveryRow> => {
  const [row] = await db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id)).returning();
  if (!row) throw new Error('webhook delivery not updated');
  return row;
};

/** Ends the pending deliveries of a subscription that was turned off. */
export const failPendingDeliveries = async (
  db: TDbExecutor,
  { subscriptionId, error }: { subscriptionId: number; error: string },
) => {
  await db
    .update(webhookDeliveries)
    .set({ status: 'FAILED', lastError: error })
    .where(
      and(eq(webhookDeliveries.subscriptionId, subscriptionId), eq(webhookDeliveries.status, 'PENDING')),
    );
};

/** Pending deliveries never tried, older than `before`: their job may have been lost in a stop. */
export const findStrandedDeliveries = (db: TDbExecutor, before: Date) =>
  db
    .select({ id: webhookDeliveries.id, round: webhookDeliveries.round })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'PENDING'),
        isNull(webhookDeliveries.lastAttemptAt),
        sql`${webhookDeliveries.createdAt} < ${before}`,
      ),
    )
    .limit(500);

export const findEvent = async (db: TDbExecutor, id: number): Promise<TEventRow | null> => {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
  return row ?? null;
};

/** The active admins: who hears of a broker-wide subscription turned off. */
export const findAdminRecipients = (db: TDbExecutor) =>
  db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)));

export const findUserRecipient = async (db: TDbExecutor, id: number) => {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
};

/** Purges deliveries and fanned-out events older than the retention. */
export const purgeOldEvents = async (db: TDbExecutor, before: Date) => {
  await db.delete(webhookEvents).where(
    and(
      sql`${webhookEvents.fannedOutAt} is not null`,
      // The notification centre reads the same outbox: an event waits for both.
      sql`not ${webhookEvents.isNotificationPending}`,
      sql`${webhookEvents.occurredAt} < ${before}`,
    ),
  );
};
