import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  FOLLOW_UP_ANALYTICAL_EVENTS,
  ZNotificationSettings,
  type TNotificationSettings,
} from '@pc/contract/notifications';
import type { TDbExecutor } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** A user's saved rules, or the defaults when none were saved or the saved ones no longer parse. */
export const settingsOf = (saved: unknown): TNotificationSettings => {
  if (saved === null || saved === undefined) return DEFAULT_NOTIFICATION_SETTINGS;
  const parsed = ZNotificationSettings.safeParse(saved);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_SETTINGS;
};

export const findNotificationSettings = async (db: TDbExecutor, userId: number): Promise<unknown> => {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.settings ?? null;
};

export const saveNotificationSettings = async (
  db: TDbExecutor,
  { userId, settings, at }: { userId: number; settings: unknown; at: Date },
): Promise<void> => {
  await db
    .insert(notificationSettings)
    .values({ userId, settings, updatedAt: at })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: at } });
};

/** The profile's analytical follow-up, read from the rules: a process event of the trail goes by e-mail. */
export const isAnalyticalFollowUpOn = (settings: TNotificationSettings): boolean =>
  FOLLOW_UP_ANALYTICAL_EVENTS.some((event) => settings.events[event].isEmail);

/**
 * The profile's analytical switch written into the rules: the trail's events by e-mail, or none.
 * Saved only when it changes what the rules say, so a profile saved as it was keeps the events
 * chosen one by one in Notificações.
 */
export const saveAnalyticalFollowUp = async ({
  db,
  userId,
  isOn,
  at,
}: {
  db: TDbExecutor;
  userId: number;
  isOn: boolean;
  at: Date;
}): Promise<void> => {
  const settings = settingsOf(await findNotificationSettings(db, userId));
  if (isAnalyticalFollowUpOn(settings) === isOn) return;
  const events = { ...settings.events };
  for (const event of FOLLOW_UP_ANALYTICAL_EVENTS) events[event] = { ...events[event], isEmail: isOn };
  await saveNotificationSettings(db, { userId, settings: { ...settings, events }, at });
};

/** The portal's e-mails on or off for a user (the profile's followUP); false for no such user. */
export const findEmailSwitch = async (db: TDbExecutor, userId: number): Promise<boolean> => {
  const [row] = await db.select({ isOn: users.followUp }).from(users).where(eq(users.id, userId));
  return row?.isOn ?? false;
};

export const saveEmailSwitch = async (
  db: TDbExecutor,
  { userId, isOn, at }: { userId: number; isOn: boolean; at: Date },
): Promise<void> => {
  await db.update(users).set({ followUp: isOn, updatedAt: at }).where(eq(users.id, userId));
};
