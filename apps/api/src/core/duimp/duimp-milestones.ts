import type { TIngestDuimp } from '@pc/contract/duimp';
import { daysBetween } from '../../lib/business-day.ts';

/** The LPCO status the "pedido → deferimento" lead time ends on (the Portal Único's DEFERIDO). */
export const LPCO_GRANTED = 'DEFERIDO';

/** One granted LPCO's wait: its agency as sent, and the calendar days from request to grant. */
export type TLpcoWait = { agency: string; days: number };

export type TDuimpMilestones = {
  /** Calendar days from registration to the channel; null without both days, or out of order. */
  registryToChannelDays: number | null;
  /** Each granted LPCO with both days in order. */
  lpcoWaits: TLpcoWait[];
};

/** The part of a stored version the lead times read (a version stored before a field existed lacks it). */
export type TMilestoneDocument = Pick<TIngestDuimp, 'registeredOn' | 'lpcos'> &
  Partial<Pick<TIngestDuimp, 'channelAssignedOn'>>;

const inOrder = (from: string | null, to: string | null | undefined): number | null => {
  if (!from || !to) return null;
  const days = daysBetween(from, to);
  // A day out of order is the ERP's mistake, not a lead time: left out, as the other lead times do.
  return days === null || days < 0 ? null : days;
};

/**
 * The DUIMP lead times of one version: "registro → canal" and, per LPCO granted, "pedido →
 * deferimento". The BI's facts and the Home's TRANSIT TIME both read them from here.
 */
export const readDuimpMilestones = ({ document }: { document: TMilestoneDocument }): TDuimpMilestones => ({
  registryToChannelDays: inOrder(document.registeredOn, document.channelAssignedOn),
  lpcoWaits: document.lpcos.flatMap((lpco) => {
    if (lpco.status !== LPCO_GRANTED) return [];
    const days = inOrder(lpco.requestedOn, lpco.decidedOn);
    return days === null ? [] : [{ agency: lpco.agency, days }];
  }),
});

export type TAgencyWait = { agency: string; averageOfDays: number; lpcos: number };

/** The mean of some days to one decimal, as the TRANSIT TIME tab shows its means; null for none. */
export const averageOfDays = (days: readonly number[]): number | null =>
  days.length === 0 ? null : Math.round((days.reduce((sum, day) => sum + day, 0) / days.length) * 10) / 10;

/** The mean wait per agency, the agencies in pt-BR order (a code is the Portal Único's, as sent). */
export const averageLpcoWaits = ({ waits }: { waits: Iterable<TLpcoWait> }): TAgencyWait[] => {
  const daysOf = new Map<string, number[]>();
  for (const wait of waits) daysOf.set(wait.agency, [...(daysOf.get(wait.agency) ?? []), wait.days]);
  return [...daysOf]
    .map(([agency, days]) => ({ agency, averageOfDays: averageOfDays(days) ?? 0, lpcos: days.length }))
    .sort((a, b) => a.agency.localeCompare(b.agency, 'pt-BR'));
};
