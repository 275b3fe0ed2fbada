import { DUE_SOON_DAYS_MAX } from '@pc/contract/notifications';
import type { TDatabase } from '../../db/client.ts';
import { businessDayOf, daysBetween, shiftDay } from '../../lib/business-day.ts';
import { STORAGE_CHANGE_DAYS } from '../../core/storage/storage-period.ts';
import { findInstallmentsDue, findNumerariosDue, findStorageChangesDue } from './due-repository.ts';
import type { TNews } from './notification-news.ts';
import { tellNews } from './notification-sweep.ts';
import type { TPaymentItem } from './notification-text.ts';

/**
 * An item that fell due while no sweep ran (a stopped portal over a weekend) is still told as
 * overdue for this many days; older ones are the calendar's, not news.
 */
const OVERDUE_GRACE_DAYS = 3;
const BATCH = 2_000;

type TDueItem = { companyId: number; processId: number; day: string; key: string; item: TPaymentItem };

/**
 * News of what falls due, as of the São Paulo day of `now`: an unpaid numerário or instalment due
 * within the longest threshold a user may choose (each user's own threshold filters it), and one
 * that fell due in the last days and is still unpaid. Each source key names the item and its due
 * day, so a user hears of it once whatever their threshold, and again only if the day moves.
 */
export const dueNewsOf = (items: readonly TDueItem[], today: string, now: Date): TNews[] =>
  items.flatMap((due) => {
    const daysLeft = daysBetween(today, due.day);
    if (daysLeft === null) return [];
    const isOverdue = daysLeft < 0;
    return {
      companyId: due.companyId,
      processId: due.processId,
      sourceKey: `${isOverdue ? 'overdue' : 'due'}:${due.key}:${due.day}`,
      occurredAt: now,
      facts: isOverdue
        ? { event: 'PAYMENT_OVERDUE', item: due.item, day: due.day }
        : { event: 'PAYMENT_DUE', item: due.item, day: due.day, daysLeft },
    };
  });

type TStorageChange = { companyId: number; processId: number; period: number; changeDay: string };

/**
 * News of storage periods about to change, as the Home's attention card counts them: the source key
 * names the process and the day its next period starts, so it is told once per period.
 */
export const storageNewsOf = (changes: readonly TStorageChange[], today: string, now: Date): TNews[] =>
  changes.flatMap((change) => {
    const daysLeft = daysBetween(today, change.changeDay);
    if (daysLeft === null) return [];
    return {
      companyId: change.companyId,
      processId: change.processId,
      sourceKey: `storage:${change.companyId}:${change.processId}:${change.changeDay}`,
      occurredAt: now,
      facts: { event: 'PROCESS_STORAGE', nextPeriod: change.period + 1, day: change.changeDay, daysLeft },
    };
  });

/** One run of the due sweep (each morning, and in tests at the instants they choose). */
export const runDueSweep = async ({ db, now }: { db: TDatabase; now: Date }) => {
  const today = businessDayOf(now);
  const range = { fromDay: shiftDay(today, -OVERDUE_GRACE_DAYS), toDay: shiftDay(today, DUE_SOON_DAYS_MAX) };
  const [numerarios, parcels, storage] = await Promise.all([
    findNumerariosDue(db, range),
    findInstallmentsDue(db, range),
    findStorageChangesDue(db, { today, days: STORAGE_CHANGE_DAYS }),
  ]);
  const items: TDueItem[] = [
    ...numerarios.map((row) => ({
      ...row,
      key: `num:${row.companyId}:${row.processId}`,
      item: { kind: 'NUMERARIO' } as const,
    })),
    ...parcels.map((row) => ({
      companyId: row.companyId,
      processId: row.processId,
      day: row.day,
      key: `parcela:${row.companyId}:${row.installmentId}`,
      item: { kind: 'PARCELA', parcel: row.parcel, invoiceNumber: row.invoiceNumber } as const,
    })),
  ];
  const news = [...dueNewsOf(items, today, now), ...storageNewsOf(storage, today, now)];
  const notified = new Set<number>();
  for (let start = 0; start < news.length; start += BATCH) {
    const batch = news.slice(start, start + BATCH);
    const userIds = await db.transaction((tx) => tellNews({ tx, news: batch, now }));
    for (const userId of userIds) notified.add(userId);
  }
  return { items: items.length + storage.length, notifiedUserIds: [...notified] };
};
