import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { notificationDeliveries, pushSubscriptions, webPushKeys } from '../../db/schema/notifications.ts';

// --- The portal's VAPID keys ---------------------------------------------------------------------

const KEYS_ROW_ID = 1;

export const findVapidKeys = async (db: TDbExecutor) => {
  const [row] = await db
    .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey })
    .from(webPushKeys)
    .where(eq(webPushKeys.id, KEYS_ROW_ID));
  return row ?? null;
};

/** Keeps a new pair unless another instance kept one first (the caller reads the row again). */
export const insertVapidKeys = async (
  db: TDbExecutor,
  keys: { publicKey: string; privateKey: string; createdAt: Date },
): Promise<void> => {
  await db
    .insert(webPushKeys)
    .values({ id: KEYS_ROW_ID, ...keys })
    .onConflictDoNothing();
};

// --- Devices -----------------------------------------------------------------------------------

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
  lastSentAt: pushSubscriptions.lastSentAt,
};

export const findDevicesOfUser = (db: TDbExecutor, userId: number) =>
  db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));

export type TDeviceRow = Awaited<ReturnType<typeof findDevicesOfUser>>[number];

/** The endpoint's row, made or taken over by this user with the browser's current keys. */
export const upsertDevice = async (
  db: TDbExecutor,
  device: { userId: number; endpoint: string; p256dh: string; auth: string; label: string; createdAt: Date },
): Promise<TDeviceRow> => {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(device)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: device.userId,
        p256dh: device.p256dh,
        auth: device.auth,
        label: device.label,
        createdAt: device.createdAt,
        lastSentAt: null,
      },
    })
    .returning(deviceColumns);
  if (!row) throw new Error('push_subscriptions: upsert returned no row');
  return row;
};

/** Removes one of the user's devices; false when it is not theirs (or not there). */
export const deleteDeviceOfUser = async (
  db: TDbExecutor,
  { userId, id }: { userId: number; id: number },
): Promise<boolean> => {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
};

/** Every device of these users, with what sending needs. */
export const findSendableDevices = (db: TDbExecutor, userIds: readonly number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));

export type TSendableDevice = Awaited<ReturnType<typeof findSendableDevices>>[number];

export const deleteDevicesById = async (db: TDbExecutor, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
};

export const markDevicesSent = async (db: TDbExecutor, ids: readonly number[], at: Date): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
};

// --- Deliveries --------------------------------------------------------------------------------

export type TDeliveryInsert = {
  userId: number;
  channel: 'PUSH' | 'EMAIL';
  companyId: number;
  processId: number;
  event: string;
  reference: string;
  tab: string;
  sourceKey: string;
  /** The sentence and its moment, which an e-mail shows (a push shows the event's label). */
  text: string | null;
  occurredAt: Date | null;
  dueAt: Date;
  createdAt: Date;
};

/** Adds deliveries; one already made for the same user, channel and source is left as it is. */
export const insertDeliveries = async (db: TDbExecutor, rows: readonly TDeliveryInsert[]): Promise<void> => {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    user_id: row.userId,
    channel: row.channel,
    company_id: row.companyId,
    process_id: row.processId,
    event: row.event,
    reference: row.reference,
    tab: row.tab,
    source_key: row.sourceKey,
    text: row.text,
    occurred_at: row.occurredAt?.toISOString() ?? null,
    due_at: row.dueAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }));
  await db.execute(sql`
    insert into ${notificationDeliveries}
      (user_id, channel, company_id, process_id, event, reference, tab, source_key, text, occurred_at, status,
       due_at, created_at)
    select user_id, channel, company_id, process_id, event, reference, tab, source_key, text, occurred_at,
      'PENDING', due_at, created_at
    from json_to_recordset(${JSON.stringify(records)}::json) as v(
      user_id integer, channel text, company_id integer, process_id integer, event text, reference text,
      tab text, source_key text, text text, occurred_at timestamptz, due_at timestamptz, created_at timestamptz)
    on conflict (user_id, channel, source_key) do nothing`);
};

/**
 * Claims due deliveries for sending: PENDING ones whose time came, and SENDING ones a crashed
 * deliverer left behind `staleBefore`. Claimed in their own short transaction, so the network
 * calls hold no lock (the embedded database has one connection).
 */
export const claimDueDeliveries = async (
  db: TDbExecutor,
  { now, staleBefore, limit }: { now: Date; staleBefore: Date; limit: number },
) => {
  const result = await db.execute(sql`
    update ${notificationDeliveries} d
    set status = 'SENDING', claimed_at = ${now.toISOString()}::timestamptz, attempts = d.attempts + 1
    where d.id in (
      select id from ${notificationDeliveries}
      where channel = 'PUSH'
        and ((status = 'PENDING' and due_at <= ${now.toISOString()}::timestamptz)
          or (status = 'SENDING' and claimed_at < ${staleBefore.toISOString()}::timestamptz))
      order by due_at, id
      limit ${limit}
      for update skip locked)
    returning d.id, d.user_id as "userId", d.process_id as "processId", d.event, d.reference, d.tab,
      d.source_key as "sourceKey", d.attempts`);
  return (result as unknown as { rows: TClaimedDelivery[] }).rows;
};

export type TClaimedDelivery = {
  id: number;
  userId: number;
  processId: number;
  event: string;
  reference: string;
  tab: string;
  sourceKey: string;
  attempts: number;
};

export const finishDeliveries = async (
  db: TDbExecutor,
  { ids, status, at }: { ids: readonly number[]; status: 'SENT' | 'FAILED' | 'NO_DEVICE'; at: Date },
): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ status, sentAt: status === 'SENT' ? at : null })
    .where(inArray(notificationDeliveries.id, [...ids]));
};

/** Back to PENDING, due again at `dueAt` (a push service that failed for now). */
export const retryDeliveries = async (
  db: TDbExecutor,
  { ids, dueAt }: { ids: readonly number[]; dueAt: Date },
): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ status: 'PENDING', dueAt, claimedAt: null })
    .where(inArray(notificationDeliveries.id, [...ids]));
};

/** Deliveries older than Administração's window. */
export const purgeOldDeliveries = async (db: TDbExecutor, before: Date): Promise<void> => {
  await db.delete(notificationDeliveries).where(lt(notificationDeliveries.createdAt, before));
};
