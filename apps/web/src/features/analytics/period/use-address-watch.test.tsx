import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TPeriod } from '@pc/contract/comparison-period';
import { usePeriodPicker } from '../../../components/period-fields/use-period-picker.ts';
import { useAddressWatch } from './use-address-watch.ts';

const LAST_QUARTER = '/analytics?de=2026-09-05&ate=2026-12-04';
const TODAY = new Date(2026, 11, 4, 12);

/** The analytics page's picker over the period in a memory router's address, with its watch. */
const renderPicker = () =>
  renderHook(
    () => {
      const params = new URLSearchParams(useLocation().search);
      const applied: TPeriod = { from: params.get('de') ?? '', to: params.get('ate') ?? '' };
      const picker = usePeriodPicker(applied);
      const watchAddress = useAddressWatch(picker.showApplied);
      return { picker, watchAddress, navigate: useNavigate() };
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[LAST_QUARTER]}>{children}</MemoryRouter>
      ),
    },
  );

describe('useAddressWatch', () => {
  it('a Back that lands before the period sent shows the period returned to, not the one typed', () => {
    const { result } = renderPicker();
    act(() => result.current.picker.pickQuickRange('mes', TODAY));
    act(() => result.current.watchAddress());
    expect(result.current.picker.text).toEqual({ from: '01/12/2026', to: '04/12/2026' });

    // Still the last quarter's address, but a new arrival at it.
    act(() => result.current.navigate(LAST_QUARTER));
    expect(result.current.picker.text).toEqual({ from: '05/09/2026', to: '04/12/2026' });
  });

  it('without a press, a new arrival at the same period keeps the boxes as typed', () => {
    const { result } = renderPicker();
    act(() => result.current.picker.setText({ from: '1/12/2026', to: '04/12/2026' }));
    act(() => result.current.navigate(`${LAST_QUARTER}&aba=x`));
    expect(result.current.picker.text).toEqual({ from: '1/12/2026', to: '04/12/2026' });
  });
});
