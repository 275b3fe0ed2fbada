import { useState } from 'react';
import type { TPeriod } from '@pc/contract/comparison-period';
import { quickRangePeriod, toPeriodText, type TQuickRange } from '../../lib/period.ts';

type TPickerState = { shownKey: string; text: TPeriod; quickRange: TQuickRange | null };

const keyOf = ({ from, to }: TPeriod): string => `${from}/${to}`;

const showing = (period: TPeriod): TPickerState => ({
  shownKey: keyOf(period),
  text: toPeriodText(period),
  quickRange: null,
});

/**
 * What the picker shows: the boxes as typed and the pressed quick range. When the applied period
 * changes (a Filtrar, Back, a link) the boxes show it again, adjusted during render, not in an effect.
 */
export const usePeriodPicker = (applied: TPeriod) => {
  const key = keyOf(applied);
  const [state, setState] = useState<TPickerState>(() => showing(applied));
  const current = state.shownKey === key ? state : showing(applied);
  if (current !== state) setState(current);

  const update = (patch: Partial<TPickerState>) =>
    setState((before) => ({ ...(before.shownKey === key ? before : showing(applied)), ...patch }));

  return {
    text: current.text,
    quickRange: current.quickRange,
    setText: (text: TPeriod) => update({ text, quickRange: null }),
    pickQuickRange: (range: TQuickRange, today = new Date()) =>
      update({ text: toPeriodText(quickRangePeriod(range, today)), quickRange: range }),
    /** Analytics: the quick-range group is reset when data is generated (spec part 2 §2.6). */
    clearQuickRange: () => update({ quickRange: null }),
    /** The boxes show the applied period again, whatever was typed. */
    showApplied: () => setState(showing(applied)),
  };
};
