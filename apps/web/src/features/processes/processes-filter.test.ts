import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { describe, expect, it } from 'vitest';
import type { TProcessStep } from '@pc/contract/process';
import {
  INITIAL_PROCESS_FILTER,
  MISSING_FILTER_MESSAGE,
  buildListQuery,
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
    const outcome = buildListQuery({ ...INITIAL_PROCESS_FILTER, stepId: 8 });
    expect(outcome.isValid && outcome.query).toEqual({ concluido: 'false', stepsIds: '7,2,1,3,4,5,11' });
  });

  it('hides steps 9 and 10 and orders the rest by position', () => {
    const steps = [step(10, 1), step(1, 3), step(9, 0), step(7, 2), step(8, 9)];
    expect(selectableSteps(steps).map((item) => item.id)).toEqual([7, 1, 8]);
  });

  it('a step search clears the period fields', () => {
    const outcome = buildListQuery({
      mode: 'porEtapa',
      stepId: 2,
      field: 'datesETA',
      from: '01/01/2025',
      to: '31/01/2025',
    });
    expect(outcome.isValid && outcome.filter).toEqual({
      mode: 'porEtapa',
      stepId: 2,
      field: '',
      from: '',
      to: '',
    });
  });

  it('a period search sets the step to 8 and sends 00:00:00 to 23:59:00', () => {
    const outcome = buildListQuery({
      mode: 'porPeriodo',
      stepId: 3,
      field: 'datesETA',
      from: '01/02/2025',
      to: '28/02/2025',
    });
    expect(outcome.isValid).toBe(true);
    if (!outcome.isValid) return;
    expect(outcome.filter.stepId).toBe(8);
    expect(outcome.query).toEqual({
      concluido: 'false',
      field: 'datesETA',
      from: '2025-02-01T00:00:00',
      to: '2025-02-28T23:59:00',
    });
  });

  it('asks for a date field and both dates, or a step', () => {
    const period = { ...INITIAL_PROCESS_FILTER, mode: 'porPeriodo' as const };
    expect(buildListQuery(period)).toEqual({ isValid: false, message: MISSING_FILTER_MESSAGE });
    expect(buildListQuery({ ...period, field: 'created', from: '01/01/2025' })).toEqual({
      isValid: false,
      message: MISSING_FILTER_MESSAGE,
    });
    expect(buildListQuery({ ...INITIAL_PROCESS_FILTER, stepId: null })).toEqual({
      isValid: false,
      message: MISSING_FILTER_MESSAGE,
    });
    expect(buildListQuery({ ...period, field: 'created', from: '10/01/2025', to: '09/01/2025' })).toEqual({
      isValid: false,
      message: END_BEFORE_START_MESSAGE,
    });
    expect(
      buildListQuery({ ...period, field: 'created', from: '31/02/2025', to: '09/03/2025' }).isValid,
    ).toBe(false);
  });

  it('LIMPAR only when something is clearable', () => {
    expect(canClearFilter(INITIAL_PROCESS_FILTER, false)).toBe(false);
    expect(canClearFilter(INITIAL_PROCESS_FILTER, true)).toBe(true);
    expect(canClearFilter({ ...INITIAL_PROCESS_FILTER, stepId: 2 }, false)).toBe(true);
    expect(canClearFilter({ ...INITIAL_PROCESS_FILTER, from: '01' }, false)).toBe(true);
    expect(canClearFilter({ ...INITIAL_PROCESS_FILTER, mode: 'porPeriodo' }, false)).toBe(true);
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
