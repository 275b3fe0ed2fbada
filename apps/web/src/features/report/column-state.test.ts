import { describe, expect, it } from 'vitest';
import { REPORT_COLUMN_KEYS } from '@pc/contract/report-columns';
import {
  COLUMN_STATE_STORAGE_KEY,
  defaultColumnState,
  inactiveColumns,
  loadColumnState,
  moveColumn,
  parseColumnState,
  saveColumnState,
  serializeColumnState,
  setColumnVisible,
} from './column-state.ts';

describe('report column state', () => {
  it('defaults to every catalogue column in the spec’s order', () => {
    expect(defaultColumnState().active).toEqual([...REPORT_COLUMN_KEYS]);
    expect(inactiveColumns(defaultColumnState())).toEqual([]);
  });

  it('moves a column to the drop position', () => {
    const moved = moveColumn(defaultColumnState(), 'status', 'reference');
    expect(moved.active.slice(0, 3)).toEqual(['status', 'reference', 'step']);
    const back = moveColumn(moved, 'status', 'step');
    expect(back.active.slice(0, 3)).toEqual(['reference', 'step', 'status']);
    expect(moveColumn(moved, 'status', 'status')).toBe(moved);
  });

  it('hides a column and shows it again at the end; the last column stays', () => {
    const hidden = setColumnVisible(defaultColumnState(), 'exporter', false);
    expect(hidden.active).not.toContain('exporter');
    expect(inactiveColumns(hidden)).toEqual(['exporter']);
    const shown = setColumnVisible(hidden, 'exporter', true);
    expect(shown.active.at(-1)).toBe('exporter');
    const single = { ...defaultColumnState(), active: ['reference' as const] };
    expect(setColumnVisible(single, 'reference', false)).toBe(single);
  });

  it('round-trips through storage, versioned', () => {
    const state = moveColumn(
      setColumnVisible(defaultColumnState(), 'invoice', false),
      'cifValue',
      'reference',
    );
    saveColumnState(state);
    expect(COLUMN_STATE_STORAGE_KEY).toMatch(/\.v1$/);
    expect(window.localStorage.getItem(COLUMN_STATE_STORAGE_KEY)).toBe(serializeColumnState(state));
    expect(loadColumnState()).toEqual(state);
  });

  it('drops unknown or repeated keys and shows catalogue columns added since', () => {
    const raw = JSON.stringify({
      active: ['status', 'removedColumn', 'status', 'reference'],
      known: REPORT_COLUMN_KEYS.filter((key) => key !== 'cifValue'),
    });
    expect(parseColumnState(raw).active).toEqual(['status', 'reference', 'cifValue']);
  });

  it('falls back to the default for unreadable values', () => {
    expect(parseColumnState('{oops')).toEqual(defaultColumnState());
    expect(parseColumnState('null')).toEqual(defaultColumnState());
    expect(parseColumnState(JSON.stringify({ active: ['x'], known: [...REPORT_COLUMN_KEYS] }))).toEqual(
      defaultColumnState(),
    );
  });
});
