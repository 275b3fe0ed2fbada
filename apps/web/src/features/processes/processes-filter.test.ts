import { describe, expect, it } from 'vitest';
import type { TProcessStep } from '@pc/contract/process';
import {
  INITIAL_PROCESS_FILTER,
  canClearFilter,
  expandStepIds,
  parseStepParam,
  selectableSteps,
} from './processes-filter.ts';
import { foundMessage } from '../../lib/process-search.ts';

const step = (id: number, position: number): TProcessStep => ({
  id,
  alias: `Etapa ${id}`,
  description: null,
  color: null,
  textColor: null,
  position,
});

describe('processes filter', () => {
  it('starts at step 7 (Produção) by step', () => {
    expect(INITIAL_PROCESS_FILTER).toMatchObject({ mode: 'porEtapa', stepId: 7 });
  });

  it('expands step 8 to 7,2,1,3,4,5,11 and keeps any other step', () => {
    expect(expandStepIds(8)).toEqual([7, 2, 1, 3, 4, 5, 11]);
    expect(expandStepIds(3)).toEqual([3]);
  });

  it('hides steps 9 and 10 and orders the rest by position', () => {
    const steps = [step(10, 1), step(1, 3), step(9, 0), step(7, 2), step(8, 9)];
    expect(selectableSteps(steps).map((item) => item.id)).toEqual([7, 1, 8]);
  });

  it('LIMPAR only when something is clearable: another list than the default, or a filter being typed', () => {
    expect(canClearFilter(INITIAL_PROCESS_FILTER, true)).toBe(false);
    expect(canClearFilter(INITIAL_PROCESS_FILTER, false)).toBe(true);
    expect(canClearFilter({ ...INITIAL_PROCESS_FILTER, stepId: 2 }, true)).toBe(true);
    expect(canClearFilter({ ...INITIAL_PROCESS_FILTER, from: '01' }, true)).toBe(true);
    expect(canClearFilter({ ...INITIAL_PROCESS_FILTER, mode: 'porPeriodo' }, true)).toBe(true);
  });

  it('reads ?etapa= and refuses hidden or bad steps', () => {
    expect(parseStepParam('3')).toBe(3);
    expect(parseStepParam('8')).toBe(8);
    expect(parseStepParam('9')).toBeNull();
    expect(parseStepParam('10')).toBeNull();
    expect(parseStepParam('abc')).toBeNull();
    expect(parseStepParam(null)).toBeNull();
  });

  it('words the success toast as the spec', () => {
    expect(foundMessage(12)).toBe('Foram encontrados 12 processos de importação.');
    expect(foundMessage(1234)).toBe('Foram encontrados 1.234 processos de importação.');
  });
});
