import {
  ALL_STEPS_IDS,
  HIDDEN_STEP_IDS,
  PROCESS_STEP,
  type TProcessDateField,
  type TProcessStep,
} from '@pc/contract/process';
import {
  NO_DUIMP_FILTER_VALUE,
  hasDuimpFilter,
  type TDuimpFilterValue,
} from '../../lib/duimp-list-filter.ts';

export type TFilterMode = 'porEtapa' | 'porPeriodo';

export type TProcessFilter = {
  mode: TFilterMode;
  stepId: number | null;
  field: TProcessDateField | '';
  /** DD/MM/YYYY as typed. */
  from: string;
  to: string;
  /** DI or DUIMP, the DUIMP's situations, a Home DUIMP state: on top of the step or the period. */
  duimp: TDuimpFilterValue;
};

/** Spec part 1 §4: clearing resets the list filter to step 7 (Produção). */
export const INITIAL_PROCESS_FILTER: TProcessFilter = {
  mode: 'porEtapa',
  stepId: PROCESS_STEP.PRODUCAO,
  field: '',
  from: '',
  to: '',
  duimp: NO_DUIMP_FILTER_VALUE,
};

/** Spec part 1 §5, in the contract's words. */
export const MISSING_FILTER_MESSAGE =
  'Selecione um campo de data, a data inicial e a data final, ou apenas clique em uma etapa.';

/** The selector's steps: the server's list without 9 and 10, in position order. */
export const selectableSteps = (steps: readonly TProcessStep[]): TProcessStep[] =>
  steps
    .filter((step) => !(HIDDEN_STEP_IDS as readonly number[]).includes(step.id))
    .toSorted((a, b) => a.position - b.position);

/** Step 8 means all: the call gets 7,2,1,3,4,5,11 (spec part 1 §9). */
export const expandStepIds = (stepId: number): number[] =>
  stepId === PROCESS_STEP.TODOS ? [...ALL_STEPS_IDS] : [stepId];

/** A step id from `?etapa=N` (Home cards), or null when absent or not selectable. */
export const parseStepParam = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const stepId = Number(value);
  if (stepId <= 0 || (HIDDEN_STEP_IDS as readonly number[]).includes(stepId)) return null;
  return stepId;
};

/** LIMPAR shows only when there is something to clear: a list other than the default, or a filter being typed. */
export const canClearFilter = (filter: TProcessFilter, isDefaultList: boolean): boolean =>
  !isDefaultList ||
  filter.mode !== INITIAL_PROCESS_FILTER.mode ||
  filter.stepId !== INITIAL_PROCESS_FILTER.stepId ||
  filter.field !== '' ||
  filter.from !== '' ||
  filter.to !== '' ||
  hasDuimpFilter(filter.duimp);
