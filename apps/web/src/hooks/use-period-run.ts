import { useState } from 'react';
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
  const { period, setPeriod, today } = useUrlPeriod(options);
  const [state, setState] = useState<TRunState<T>>({ applied: initial, pending: null });
  const choice =
    state.pending !== null && isSamePeriod(state.pending.period, period)
      ? state.pending.choice
      : state.applied;
  if (choice !== state.applied) setState({ applied: choice, pending: null });

  /** Applies a choice with a period: pushed into the address (replaced when the period is the same). */
  const run = (next: T, nextPeriod: TPeriod) => {
    setState((before) => ({ ...before, pending: { choice: next, period: nextPeriod } }));
    setPeriod(nextPeriod, { replace: isSamePeriod(nextPeriod, period) });
  };
  /** Changes the choice alone, at once (the period stays). */
  const setChoice = (update: (before: T) => T) =>
    setState((before) => ({ applied: update(before.applied), pending: null }));

  return { period, choice, run, setChoice, today };
};
