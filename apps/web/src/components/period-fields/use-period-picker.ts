import { useState } from 'react';
import type { TPeriod } from '@pc/contract/comparison-period';
import { quickRangePeriod, toPeriodText, type TQuickRange } from '../../lib/period.ts';

type TPickerState = { shownKey: string; text: TPeriod; quickRange: TQuickRange | null };

const showing = (period: TPeriod, shownKey: string): TPickerState => ({
  shownKey,
  text: toPeriodText(period),
  quickRange: null,
});

/**
 * What the picker shows: the boxes as typed and the pressed quick range. When the applied period
 * changes (a Filtrar, Back, a link), or an address arrives after a run (usePeriodRun's `arrivals`),
 * the boxes show it again, adjusted during render, not in an effect.
 */
export const usePeriodPicker = (applied: TPeriod, arrivals = 0) => {
  const key = `${applied.from}/${applied.to}/${arrivals}`;
  const [state, setState] = useState<TPickerState>(() => showing(applied, key));
  const current = state.shownKey === key ? state : showing(applied, key);
  if (current !== state) setState(current);

  // One change per event (a box typed, a range pressed): this render's boxes are the ones changed.
  const update = (patch: Partial<TPickerState>) => setState({ ...current, ...patch });

  return {
    text: current.text,
    quickRange: current.quickRange,
    setText: (text: TPeriod) => update({ text, quickRange: null }),
    pickQuickRange: (range: TQuickRange) =>
      update({ text: toPeriodText(quickRangePeriod(range, new Date())), quickRange: range }),
  };
};
