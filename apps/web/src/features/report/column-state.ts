import { arrayMove } from '@dnd-kit/sortable';
import { REPORT_COLUMN_KEYS, type TReportColumnKey } from '@pc/contract/report-columns';
import { storage, storageKeys } from '../../lib/storage.ts';

/** Active columns in screen order; `known` = the catalogue at save time, to tell new columns apart. */
export type TColumnState = { active: TReportColumnKey[]; known: TReportColumnKey[] };

/** Versioned: a future shape gets a new key instead of misreading this one. */
export const COLUMN_STATE_STORAGE_KEY = storageKeys.reportColumns;

const ALL_KEYS: readonly TReportColumnKey[] = REPORT_COLUMN_KEYS;
const isColumnKey = (value: unknown): value is TReportColumnKey =>
  typeof value === 'string' && (ALL_KEYS as readonly string[]).includes(value);

export const defaultColumnState = (): TColumnState => ({ active: [...ALL_KEYS], known: [...ALL_KEYS] });

const keysOf = (value: unknown): TReportColumnKey[] =>
  Array.isArray(value) ? [...new Set(value.filter(isColumnKey))] : [];

/**
 * Reads a stored choice: unknown or removed keys are dropped, repeats ignored, and catalogue
 * columns added since it was saved show at the end. Anything unreadable gives the default.
 */
export const parseColumnState = (raw: string | null): TColumnState => {
  if (!raw) return defaultColumnState();
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return defaultColumnState();
  }
  if (typeof stored !== 'object' || stored === null) return defaultColumnState();
  const { active, known } = stored as Record<string, unknown>;
  const knownKeys = new Set(keysOf(known));
  const added = ALL_KEYS.filter((key) => !knownKeys.has(key));
  const activeKeys = [...new Set([...keysOf(active), ...added])];
  if (activeKeys.length === 0) return defaultColumnState();
  return { active: activeKeys, known: [...ALL_KEYS] };
};

export const serializeColumnState = (state: TColumnState): string =>
  JSON.stringify({ active: state.active, known: state.known });

/** Hidden columns, in catalogue order. */
export const inactiveColumns = (state: TColumnState): TReportColumnKey[] =>
  ALL_KEYS.filter((key) => !state.active.includes(key));

/** Moves `key` to where `overKey` is (a drop of the sortable list). */
export const moveColumn = (
  state: TColumnState,
  key: TReportColumnKey,
  overKey: TReportColumnKey,
): TColumnState => {
  const from = state.active.indexOf(key);
  const to = state.active.indexOf(overKey);
  if (from < 0 || to < 0 || from === to) return state;
  return { ...state, active: arrayMove(state.active, from, to) };
};

/** Shows a column at the end, or hides it; the last active column cannot be hidden (the export needs one). */
export const setColumnVisible = (
  state: TColumnState,
  key: TReportColumnKey,
  isVisible: boolean,
): TColumnState => {
  const isActive = state.active.includes(key);
  if (isVisible === isActive) return state;
  if (isVisible) return { ...state, active: [...state.active, key] };
  if (state.active.length === 1) return state;
  return { ...state, active: state.active.filter((item) => item !== key) };
};

// Storage failures (privacy modes, full quota) are absorbed by lib/storage: the choice then
// lasts only for the visit.
export const loadColumnState = (): TColumnState => parseColumnState(storage.get(COLUMN_STATE_STORAGE_KEY));

export const saveColumnState = (state: TColumnState): void =>
  storage.set(COLUMN_STATE_STORAGE_KEY, serializeColumnState(state));
