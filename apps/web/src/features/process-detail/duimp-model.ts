import type { TProcessDuimp } from '@pc/contract/duimp';
import { periodBoundDay } from '@pc/contract/period-range';

export type TDuimpRequirement = TProcessDuimp['requirements'][number];
export type TDuimpTax = TProcessDuimp['taxes'][number];

/** 'versão 01': the Portal Único writes a DUIMP's version with two digits. */
export const duimpVersionText = (version: number): string => String(version).padStart(2, '0');

/** Today's day (yyyy-MM-dd) in São Paulo, whatever the browser's zone: the broker's calendar. */
export const saoPauloToday = (now: Date = new Date()): string => periodBoundDay(now.toISOString());

const dayNumber = (day: string): number => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/** Calendar days from one day to another (yyyy-MM-dd); 0 when the first is not before the second. */
export const daysBetween = (from: string, to: string): number => {
  const days = Math.round(dayNumber(to) - dayNumber(from));
  return Number.isFinite(days) && days > 0 ? days : 0;
};

/** 'hoje', 'há 1 dia', 'há 12 dias': how long an open requirement has waited (calendar days). */
export const waitingText = (openedOn: string, today: string): string => {
  const days = daysBetween(openedOn, today);
  if (days === 0) return 'hoje';
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
};

/**
 * The requirements to answer first: the open ones (no answeredOn), the longest waiting first, then
 * the answered ones, the latest answer first.
 */
export const orderRequirements = (
  requirements: readonly TDuimpRequirement[],
): { open: TDuimpRequirement[]; answered: TDuimpRequirement[] } => ({
  open: requirements
    .filter((requirement) => requirement.answeredOn === null)
    .toSorted((a, b) => a.openedOn.localeCompare(b.openedOn)),
  answered: requirements
    .filter((requirement) => requirement.answeredOn !== null)
    .toSorted((a, b) => (b.answeredOn ?? '').localeCompare(a.answeredOn ?? '')),
});

/** How many requirements wait for an answer (the tab's count). */
export const openRequirementCount = (duimp: TProcessDuimp | null | undefined): number =>
  duimp?.requirements.filter((requirement) => requirement.answeredOn === null).length ?? 0;

/** The taxes' amount columns, in the table's order. */
export const TAX_AMOUNT_COLUMNS = [
  { key: 'calculated', label: 'Calculado' },
  { key: 'due', label: 'Devido' },
  { key: 'suspended', label: 'Suspenso' },
  { key: 'paid', label: 'Recolhido' },
] as const satisfies readonly { key: keyof TDuimpTax; label: string }[];

export type TTaxAmountKey = (typeof TAX_AMOUNT_COLUMNS)[number]['key'];

/**
 * An amount in whole cents, as the table shows it: rounded half up on its decimal digits (1.005 →
 * 101, where 1.005 * 100 reads 100.49…), so a row's figure and the total's parts are the same cents.
 */
export const toCents = (value: number): number => {
  const shifted = Math.round(Number(`${value}e2`));
  return Number.isFinite(shifted) ? shifted : Math.round(value * 100);
};

/** The amount as shown: its cents in reais; null stays null. */
export const shownAmount = (value: number | null): number | null =>
  value === null ? null : toCents(value) / 100;

/**
 * Each amount column's total: the sum of the figures the rows show (to the cent, so the page
 * reconciles); null when no row has that amount.
 */
export const taxTotals = (taxes: readonly TDuimpTax[]): Record<TTaxAmountKey, number | null> => {
  const totalOf = (key: TTaxAmountKey): number | null => {
    const amounts = taxes.map((tax) => tax[key]).filter((amount) => amount !== null);
    return amounts.length === 0 ? null : amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
  };
  return {
    calculated: totalOf('calculated'),
    due: totalOf('due'),
    suspended: totalOf('suspended'),
    paid: totalOf('paid'),
  };
};
