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

export type TAgencyWait = { agency: string; averageDays: number; lpcos: number };

/** The mean wait per agency, the agencies in pt-BR order (a code is the Portal Único's, as sent). */
export const averageLpcoWaits = ({ waits }: { waits: Iterable<TLpcoWait> }): TAgencyWait[] => {
  const sums = new Map<string, { days: number; lpcos: number }>();
  for (const wait of waits) {
    const sum = sums.get(wait.agency) ?? { days: 0, lpcos: 0 };
    sum.days += wait.days;
    sum.lpcos += 1;
    sums.set(wait.agency, sum);
  }
  return [...sums]
    .map(([agency, sum]) => ({
      agency,
      averageDays: Math.round((sum.days / sum.lpcos) * 10) / 10,
      lpcos: sum.lpcos,
    }))
    .sort((a, b) => a.agency.localeCompare(b.agency, 'pt-BR'));
};
