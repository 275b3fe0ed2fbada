import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePeriodRun } from '../../hooks/use-period-run.ts';
import { usePeriodPicker } from './use-period-picker.ts';

const LAST_QUARTER = '/analytics?de=2026-09-05&ate=2026-12-04';
const THIS_MONTH = { from: '2026-12-01', to: '2026-12-04' };

/** A screen's run and period picker over a memory router's address, as the screens use them. */
const renderScreen = () =>
  renderHook(
    () => {
      const periodRun = usePeriodRun({ runId: 0 });
      const picker = usePeriodPicker(periodRun.period, periodRun.arrivals);
      return { periodRun, picker, navigate: useNavigate() };
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[LAST_QUARTER]}>{children}</MemoryRouter>
      ),
    },
  );

describe('usePeriodRun with the period picker', () => {
  it('a run that lands applies its choice with its period, and the boxes show it', () => {
    const { result } = renderScreen();
    act(() => result.current.picker.setText({ from: '01/12/2026', to: '04/12/2026' }));
    act(() => result.current.periodRun.run({ runId: 1 }, THIS_MONTH));
    expect(result.current.periodRun.period).toEqual(THIS_MONTH);
    expect(result.current.periodRun.choice).toEqual({ runId: 1 });
    expect(result.current.picker.text).toEqual({ from: '01/12/2026', to: '04/12/2026' });
  });

  it('a Back that lands before the period sent shows the period returned to, not the one typed', () => {
    const { result } = renderScreen();
    act(() => result.current.picker.setText({ from: '01/12/2026', to: '04/12/2026' }));
    expect(result.current.picker.text).toEqual({ from: '01/12/2026', to: '04/12/2026' });

    // One render for both: the run's address never shows, a new arrival at the last quarter's does
    // (a browser's Back gives a new location, as this push does).
    act(() => {
      result.current.periodRun.run({ runId: 1 }, THIS_MONTH);
      result.current.navigate(LAST_QUARTER);
    });
    expect(result.current.periodRun.choice).toEqual({ runId: 0 });
    expect(result.current.picker.text).toEqual({ from: '05/09/2026', to: '04/12/2026' });
  });

  it('without a run, a new arrival at the same period keeps the boxes as typed', () => {
    const { result } = renderScreen();
    act(() => result.current.picker.setText({ from: '1/12/2026', to: '04/12/2026' }));
    act(() => result.current.navigate(`${LAST_QUARTER}&aba=x`));
    expect(result.current.picker.text).toEqual({ from: '1/12/2026', to: '04/12/2026' });
  });
});
