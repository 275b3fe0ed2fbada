import { useState } from 'react';
import { useLocation, type Location } from 'react-router';
import type { TPeriod } from '@pc/contract/comparison-period';
import { isSamePeriod } from '../lib/period.ts';
import { useUrlPeriod } from './use-url-period.ts';

type TRunState<T> = { applied: T; pending: { choice: T; period: TPeriod } | null };

/**
 * A screen's Gerar/Filtrar over the address's period (docs/decisions/0099-one-period-model.md):
 * the rest of what it asks for (companies, filters, its run number) is applied in the same render
 * as the new period reaches the address, so one press is one request, never a request for the new
 * choice with the old period first.
 */
export const usePeriodRun = <T>(initial: T, options?: Parameters<typeof useUrlPeriod>[0]) => {
  const { period, setPeriod } = useUrlPeriod(options);
  const [state, setState] = useState<TRunState<T>>({ applied: initial, pending: null });
  const choice =
    state.pending !== null && isSamePeriod(state.pending.period, period)
      ? state.pending.choice
      : state.applied;
  if (choice !== state.applied) setState({ applied: choice, pending: null });
  // The router moves the address in a transition, and a Back pressed before it lands overtakes the
  // period sent. Whichever address arrives first is counted, and the period picker shows its period
  // (usePeriodPicker's `arrivals`), not the one typed.
  const location = useLocation();
  // The address the last run was sent from (null once a new one arrived), and how many arrived.
  const [[sentFrom, arrivals], setSent] = useState<[Location | null, number]>([null, 0]);
  if (sentFrom && sentFrom !== location) setSent([null, arrivals + 1]);

  /** Applies a choice with a period: pushed into the address (replaced when the period is the same). */
  const run = (next: T, nextPeriod: TPeriod) => {
    setState((before) => ({ ...before, pending: { choice: next, period: nextPeriod } }));
    setSent([location, arrivals]);
    setPeriod(nextPeriod, { replace: isSamePeriod(nextPeriod, period) });
  };
  /** Changes the choice alone, at once (the period stays). */
  const setChoice = (update: (before: T) => T) =>
    setState((before) => ({ applied: update(before.applied), pending: null }));

  return { period, choice, run, setChoice, arrivals };
};
