import { useState } from 'react';
import { loadColumnState, saveColumnState, type TColumnState } from './column-state.ts';

/** The report's column choice, persisted across visits (local storage). */
export const useColumnState = () => {
  const [state, setState] = useState<TColumnState>(loadColumnState);
  const update = (next: TColumnState) => {
    if (next === state) return;
    setState(next);
    saveColumnState(next);
  };
  return [state, update] as const;
};
