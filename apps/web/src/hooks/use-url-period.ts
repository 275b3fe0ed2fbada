import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TPeriod } from '@pc/contract/comparison-period';
import {
  defaultPeriod,
  isSamePeriod,
  readPeriodParams,
  rememberedPeriod,
  rememberPeriod,
  withPeriodParams,
} from '../lib/period.ts';

type TUrlPeriodOptions = {
  /** A screen whose calls refuse some periods (at most 731 days) opens on the default instead. */
  isAccepted?: (period: TPeriod) => boolean;
};

type TSetPeriodOptions = { replace?: boolean };

const acceptAny = () => true;

/**
 * The screen's applied period, read from the address (`?de=&ate=`). An address without one (a first
 * arrival) takes the period last applied in this tab, else the default, and has it written in, so a
 * copied link shows the same period. Applying a period pushes an address: Back goes back to the
 * previous one (docs/decisions/0099-one-period-model.md).
 */
export const useUrlPeriod = ({ isAccepted = acceptAny }: TUrlPeriodOptions = {}) => {
  const [searchParams, setSearchParams] = useSearchParams();
  // One "today" per visit of the screen: the default does not move under the user at midnight.
  const [today] = useState(() => new Date());
  const inUrl = readPeriodParams(searchParams);
  const offered = inUrl ?? rememberedPeriod();
  const chosen = offered !== null && isAccepted(offered) ? offered : defaultPeriod(today);
  // One object per period, so what depends on it runs again only when the days change.
  const periodKey = `${chosen.from}/${chosen.to}`;
  const period = useMemo<TPeriod>(() => {
    const [from = '', to = ''] = periodKey.split('/');
    return { from, to };
  }, [periodKey]);
  const isInUrl = inUrl !== null && isSamePeriod(inUrl, period);

  // Remembered when the address's period changes, not on every render of the screen.
  useEffect(() => {
    if (isInUrl) rememberPeriod(period);
  }, [isInUrl, period]);
  useEffect(() => {
    if (!isInUrl) setSearchParams((previous) => withPeriodParams(previous, period), { replace: true });
  }, [isInUrl, period, setSearchParams]);

  const setPeriod = useCallback(
    (next: TPeriod, { replace = false }: TSetPeriodOptions = {}) => {
      rememberPeriod(next);
      setSearchParams((previous) => withPeriodParams(previous, next), { replace });
    },
    [setSearchParams],
  );

  return { period, setPeriod, today };
};
