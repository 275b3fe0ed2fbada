import type { TCalendarProcess } from '@pc/contract/operational-calendar';
import { dayKeyOf } from '../calendar-dates.ts';

/** Short type on the cards (spec part 2 §2.4). */
export type TOperationalType = 'ETD' | 'EMB' | 'ETA' | 'CGD';

export const OPERATIONAL_TYPES: readonly TOperationalType[] = ['ETD', 'EMB', 'ETA', 'CGD'];

/** Tipo checkboxes of the Filters menu. */
export const OPERATIONAL_TYPE_FILTER_LABELS: Record<TOperationalType, string> = {
  ETD: 'ETD',
  ETA: 'ETA',
  EMB: 'Embarque',
  CGD: 'Chegada',
};

/** Legend texts, word for word from the spec (part 2 §2.4). */
export const OPERATIONAL_LEGEND_LABELS: Record<TOperationalType, string> = {
  ETD: 'Previsão Embarque (ETD)',
  EMB: 'Embarque (EMB)',
  ETA: 'Previsão Embarque ETA',
  CGD: 'Chegada (CGD)',
};

export type TOperationalEntry = {
  key: string;
  /** yyyy-MM-dd */
  day: string;
  type: TOperationalType;
  process: TCalendarProcess;
};

export type TOperationalTypeFilter = Record<TOperationalType, boolean>;

export const ALL_OPERATIONAL_TYPES: TOperationalTypeFilter = { ETD: true, EMB: true, ETA: true, CGD: true };

const dateOf = (process: TCalendarProcess, type: TOperationalType): string | null => {
  switch (type) {
    case 'ETD':
      // A real departure replaces the forecast (spec §4).
      return process.datesDepartureDate ? null : process.datesETD;
    case 'EMB':
      return process.datesDepartureDate;
    case 'ETA':
      // A real arrival replaces the forecast (spec §4).
      return process.datesArrivalDate ? null : process.datesETA;
    case 'CGD':
      return process.datesArrivalDate;
  }
};

/**
 * The cards of the operational calendar: per process an ETD, EMB, ETA and CGD item on their
 * dates (ETD dropped when a departure exists, ETA when an arrival exists), only for the types
 * switched on and the days within [startKey, endKey], in date order then type order.
 */
export const operationalEntries = (
  processes: readonly TCalendarProcess[],
  types: TOperationalTypeFilter,
  startKey: string,
  endKey: string,
): TOperationalEntry[] => {
  const entries: TOperationalEntry[] = [];
  for (const process of processes) {
    for (const type of OPERATIONAL_TYPES) {
      if (!types[type]) continue;
      const day = dayKeyOf(dateOf(process, type));
      if (day === null || day < startKey || day > endKey) continue;
      entries.push({ key: `${day}:${type}:${process.id}`, day, type, process });
    }
  }
  return entries.sort(
    (left, right) =>
      left.day.localeCompare(right.day) ||
      OPERATIONAL_TYPES.indexOf(left.type) - OPERATIONAL_TYPES.indexOf(right.type),
  );
};
