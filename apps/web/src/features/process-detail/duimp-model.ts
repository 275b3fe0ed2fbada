import type { TProcessDuimp } from '@pc/contract/duimp';
import { periodBoundDay } from '@pc/contract/period-range';

export type TDuimpRequirement = TProcessDuimp['requirements'][number];
export type TDuimpTax = TProcessDuimp['taxes'][number];

/** Today's day (yyyy-MM-dd) in São Paulo, whatever the browser's zone: the broker's calendar. */
export const saoPauloToday = (now: Date = new Date()): string => periodBoundDay(now.toISOString());

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
