import {
  MUTED_COMPANY_NOT_YOURS_MESSAGE,
  type TMarkNotificationsReadRequest,
  type TNotification,
  type TNotificationEvent,
  type TNotificationSettingsUpdate,
  type TNotificationSettingsView,
  type TNotificationTab,
} from '@pc/contract/notifications';
import { pageInfoOf, type TPageInfo } from '@pc/contract/page';
import type { TDbExecutor } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import {
  findEmailSwitch,
  findNotificationSettings,
  saveEmailSwitch,
  saveNotificationSettings,
  settingsOf,
} from '../../core/notifications/notification-settings.ts';
import { countNotifications, listNotifications, markNotificationsRead } from './notification-repository.ts';

type TCaller = { userId: number; companyIds: readonly number[] };

type TNotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

/** A stored row as the contract's notification. */
export const toNotification = (row: TNotificationRow): TNotification => ({
  id: row.id,
  event: row.event as TNotificationEvent,
  text: row.text,
  companyId: row.companyId,
  companyName: row.companyName,
  processId: row.processId,
  reference: row.reference,
  tab: row.tab as TNotificationTab,
  created: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

type TListOptions = {
  db: TDbExecutor;
  caller: TCaller;
  query: {
    lidas?: boolean;
    eventos?: TNotificationEvent[];
    customersId?: number[];
    q?: string;
    page: number;
    size: number;
  };
};

/**
 * The caller's notifications, newest first, only of the companies they still have: a company taken
 * from them takes its notifications with it (every query scoped to the caller's companies).
 */
export const listNotificationsOf = async ({
  db,
  caller,
  query,
}: TListOptions): Promise<{ data: TNotification[]; page: TPageInfo; unread: number }> => {
  const own = new Set(caller.companyIds);
  const companyIds = query.customersId ? query.customersId.filter((id) => own.has(id)) : [...own];
  const filter = {
    userId: caller.userId,
    isRead: query.lidas,
    events: query.eventos,
    companyIds,
    words: query.q,
  };
  const [rows, totalElements, unread] = await Promise.all([
    listNotifications(db, filter, { limit: query.size, offset: (query.page - 1) * query.size }),
    countNotifications(db, filter),
    countUnreadNotifications({ db, caller }),
  ]);
  return {
    data: rows.map(toNotification),
    page: pageInfoOf({ number: query.page, size: query.size, totalElements }),
    unread,
  };
};

export const countUnreadNotifications = ({ db, caller }: { db: TDbExecutor; caller: TCaller }) =>
  countNotifications(db, { userId: caller.userId, isRead: false, companyIds: caller.companyIds });

export const markNotificationsReadFor = async ({
  db,
  caller,
  request,
  now,
}: {
  db: TDbExecutor;
  caller: TCaller;
  request: TMarkNotificationsReadRequest;
  now: Date;
}): Promise<number> => {
  await markNotificationsRead(db, {
    userId: caller.userId,
    ids: request.all === true ? null : (request.ids ?? []),
    at: now,
  });
  return countUnreadNotifications({ db, caller });
};

export const readNotificationSettings = async ({
  db,
  userId,
}: {
  db: TDbExecutor;
  userId: number;
}): Promise<TNotificationSettingsView> => ({
  ...settingsOf(await findNotificationSettings(db, userId)),
  isEmailOn: await findEmailSwitch(db, userId),
});

/**
 * Saves the caller's rules whole, and the portal's e-mail switch when sent; a muted company must be
 * one of theirs (a 400, never stored).
 */
export const saveNotificationSettingsOf = async ({
  db,
  caller,
  settings: { isEmailOn, ...settings },
  now,
}: {
  db: TDbExecutor;
  caller: TCaller;
  settings: TNotificationSettingsUpdate;
  now: Date;
}): Promise<TNotificationSettingsView> => {
  const own = new Set(caller.companyIds);
  if (settings.mutedCompanyIds.some((id) => !own.has(id))) {
    throw badRequest(MUTED_COMPANY_NOT_YOURS_MESSAGE, [
      { path: 'mutedCompanyIds', message: MUTED_COMPANY_NOT_YOURS_MESSAGE },
    ]);
  }
  const saved = { ...settings, mutedCompanyIds: [...new Set(settings.mutedCompanyIds)] };
  await saveNotificationSettings(db, { userId: caller.userId, settings: saved, at: now });
  if (isEmailOn !== undefined) await saveEmailSwitch(db, { userId: caller.userId, isOn: isEmailOn, at: now });
  return { ...saved, isEmailOn: isEmailOn ?? (await findEmailSwitch(db, caller.userId)) };
};
