import { useCallback, useEffect, useMemo, useState } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router';
import type { TPeriod } from '@pc/contract/comparison-period';
import {
  defaultPeriod,
  isSamePeriod,
  readPeriodParams,
  rememberedPeriod,
  withPeriodParams,
} from '../lib/period.ts';
import { rememberPeriod } from '../lib/period-memory.ts';

type TUrlPeriodOptions = {
  /** A screen whose calls refuse some periods (at most 731 days) opens on the default instead. */
  isAccepted?: (period: TPeriod) => boolean;
};

type TSetPeriodOptions = { replace?: boolean };

const acceptAny = () => true;

/**
 * The screen's applied period, read from the address (`?de=&ate=`); an address without one means the
 * default. A screen reached by a link inside the portal (a push) without a period takes the one last
 * applied in this tab instead, and writes it into its address, so a copied link shows it. Applying
 * a period pushes an address: Back goes back to the previous one
 * (docs/decisions/0099-one-period-model.md).
 */
export const useUrlPeriod = ({ isAccepted = acceptAny }: TUrlPeriodOptions = {}) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  // One "today" per visit of the screen: the default does not move under the user at midnight.
  const [today] = useState(() => new Date());
  const inUrl = readPeriodParams(searchParams);
  // Decided once, when the screen opens: Back, a reload or a tab of the same screen never offer.
  const [offer, setOffer] = useState<TPeriod | null>(() => {
    if (inUrl !== null || navigationType !== NavigationType.Push) return null;
    const remembered = rememberedPeriod();
    return remembered !== null && isAccepted(remembered) && !isSamePeriod(remembered, defaultPeriod(today))
      ? remembered
      : null;
  });
  if (offer !== null && inUrl !== null) setOffer(null);

  const wanted = inUrl ?? offer ?? defaultPeriod(today);
  const chosen = isAccepted(wanted) ? wanted : defaultPeriod(today);
  // One object per period, so what depends on it runs again only when the days change.
  const periodKey = `${chosen.from}/${chosen.to}`;
  const period = useMemo<TPeriod>(() => {
    const [from = '', to = ''] = periodKey.split('/');
    return { from, to };
  }, [periodKey]);
  const isInUrl = inUrl !== null && isSamePeriod(inUrl, period);
  const isAddressBehind = inUrl === null ? offer !== null : !isInUrl;

  useEffect(() => {
    if (isInUrl) rememberPeriod(period);
  }, [isInUrl, period]);
  useEffect(() => {
    // The offered period, or the default in place of one the screen refuses, is written in.
    if (isAddressBehind)
      setSearchParams((previous) => withPeriodParams(previous, period, today), { replace: true });
  }, [isAddressBehind, period, setSearchParams, today]);

  const setPeriod = useCallback(
    (next: TPeriod, { replace = false }: TSetPeriodOptions = {}) => {
      rememberPeriod(next);
      setSearchParams((previous) => withPeriodParams(previous, next, today), { replace });
    },
    [setSearchParams, today],
  );

  return { period, setPeriod };
};
