import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_VIEW,
  filterOfView,
  readFilter,
  readListView,
  toListPath,
  toReportQuery,
  type TListView,
} from './list-view.ts';
import { INITIAL_PROCESS_FILTER, MISSING_FILTER_MESSAGE } from './processes-filter.ts';
import { NO_DUIMP_FILTER_VALUE as NONE } from '../../lib/duimp-list-filter.ts';
import { duimpAttentionListPath } from '../../lib/duimp-list-path.ts';

const viewOf = (path: string): TListView => readListView(new URL(path, 'http://portal').searchParams);

describe('the process list in its address', () => {
  it('round-trips every view through its address', () => {
    const views: TListView[] = [
      DEFAULT_LIST_VIEW,
      { kind: 'step', stepId: 2, duimp: NONE },
      { kind: 'step', stepId: 8, duimp: NONE },
      { kind: 'period', field: 'datesETA', from: '2026-01-01', to: '2026-01-31', duimp: NONE },
      { kind: 'search', term: 'Ltd & Cia “ação”' },
    ];
    for (const view of views) expect(viewOf(toListPath(view))).toEqual(view);
    expect(toListPath(DEFAULT_LIST_VIEW)).toBe('/processos');
    expect(toListPath({ kind: 'step', stepId: 2, duimp: NONE })).toBe('/processos?etapa=2');
    expect(
      toListPath({ kind: 'period', field: 'datesETA', from: '2026-01-01', to: '2026-01-31', duimp: NONE }),
    ).toBe('/processos?campo=datesETA&de=2026-01-01&ate=2026-01-31');
  });

  it('falls back to Produção for a missing, hidden or broken filter', () => {
    expect(viewOf('/processos')).toEqual(DEFAULT_LIST_VIEW);
    expect(viewOf('/processos?etapa=9')).toEqual(DEFAULT_LIST_VIEW);
    expect(viewOf('/processos?campo=nada&de=2026-01-01&ate=2026-01-31')).toEqual(DEFAULT_LIST_VIEW);
    expect(viewOf('/processos?campo=datesETA&de=2026-02-01&ate=2026-01-31')).toEqual(DEFAULT_LIST_VIEW);
    expect(viewOf('/processos?busca=%20%20')).toEqual(DEFAULT_LIST_VIEW);
  });

  it('a search drops the step filter: its rows come from every step', () => {
    expect(filterOfView({ kind: 'search', term: 'Ltd' })).toEqual({
      mode: 'porEtapa',
      stepId: null,
      field: '',
      from: '',
      to: '',
      duimp: NONE,
    });
  });

  it('a period reads step 8 (Todos) and DD/MM/AAAA; a step reads no period (spec part 1 §4)', () => {
    expect(
      filterOfView({ kind: 'period', field: 'created', from: '2025-02-01', to: '2025-02-28', duimp: NONE }),
    ).toEqual({
      mode: 'porPeriodo',
      stepId: 8,
      field: 'created',
      from: '01/02/2025',
      to: '28/02/2025',
      duimp: NONE,
    });
    expect(filterOfView({ kind: 'step', stepId: 3, duimp: NONE })).toEqual({
      ...INITIAL_PROCESS_FILTER,
      stepId: 3,
    });
  });

  it('asks the report for step 8 as 7,2,1,3,4,5,11 and for a period from 00:00:00 to 23:59:00', () => {
    expect(toReportQuery({ kind: 'step', stepId: 8, duimp: NONE })).toEqual({
      concluido: 'false',
      stepsIds: '7,2,1,3,4,5,11',
    });
    expect(
      toReportQuery({ kind: 'period', field: 'datesETA', from: '2025-02-01', to: '2025-02-28', duimp: NONE }),
    ).toEqual({
      concluido: 'false',
      field: 'datesETA',
      from: '2025-02-01T00:00:00',
      to: '2025-02-28T23:59:00',
    });
  });

  it('GERAR needs a step, or a date field and both dates (spec part 1 §5)', () => {
    const period = { ...INITIAL_PROCESS_FILTER, mode: 'porPeriodo' as const };
    expect(readFilter({ ...INITIAL_PROCESS_FILTER, stepId: 2, from: '01/01/2025' })).toEqual({
      isValid: true,
      view: { kind: 'step', stepId: 2, duimp: NONE },
    });
    expect(readFilter(period)).toEqual({ isValid: false, message: MISSING_FILTER_MESSAGE });
    expect(readFilter({ ...period, field: 'created', from: '01/01/2025' })).toEqual({
      isValid: false,
      message: MISSING_FILTER_MESSAGE,
    });
    expect(readFilter({ ...INITIAL_PROCESS_FILTER, stepId: null })).toEqual({
      isValid: false,
      message: MISSING_FILTER_MESSAGE,
    });
    expect(readFilter({ ...period, field: 'created', from: '10/01/2025', to: '09/01/2025' })).toEqual({
      isValid: false,
      message: END_BEFORE_START_MESSAGE,
    });
    expect(readFilter({ ...period, field: 'created', from: '31/02/2025', to: '09/03/2025' }).isValid).toBe(
      false,
    );
    expect(readFilter({ ...period, field: 'created', from: '01/02/2025', to: '28/02/2025' })).toEqual({
      isValid: true,
      view: { kind: 'period', field: 'created', from: '2025-02-01', to: '2025-02-28', duimp: NONE },
    });
  });

  it('keeps the DUIMP filters on a step or a period, in the address and in the call', () => {
    const duimp = {
      declaration: 'DUIMP',
      situation: 'EM_ANALISE_FISCAL',
      licensing: 'PENDENTE',
      attention: null,
    } as const;
    const step: TListView = { kind: 'step', stepId: 8, duimp };
    expect(toListPath(step)).toBe(
      '/processos?etapa=8&declaracao=DUIMP&situacaoDuimp=EM_ANALISE_FISCAL&licenciamento=PENDENTE',
    );
    expect(viewOf(toListPath(step))).toEqual(step);
    expect(toReportQuery(step)).toEqual({
      concluido: 'false',
      stepsIds: '7,2,1,3,4,5,11',
      declaration: 'DUIMP',
      duimpSituation: 'EM_ANALISE_FISCAL',
      licensingSituation: 'PENDENTE',
    });
    const period: TListView = {
      kind: 'period',
      field: 'duimpRegistryDate',
      from: '2026-11-01',
      to: '2026-11-30',
      duimp: { ...NONE, declaration: 'DI' },
    };
    expect(viewOf(toListPath(period))).toEqual(period);
    expect(filterOfView(period).duimp).toEqual({ ...NONE, declaration: 'DI' });
    // A code the glossary does not know is kept as sent; a value the list cannot ask for is dropped.
    expect(viewOf('/processos?situacaoDuimp=EM_REVISAO&declaracao=DIX&atencaoDuimp=canal')).toEqual({
      ...DEFAULT_LIST_VIEW,
      duimp: { ...NONE, situation: 'EM_REVISAO' },
    });
  });

  it('opens the Home card’s DUIMP state on every step, as the card counts it', () => {
    expect(viewOf(duimpAttentionListPath('lpcoRequirement'))).toEqual({
      kind: 'step',
      stepId: 8,
      duimp: { ...NONE, attention: 'lpcoRequirement' },
    });
    expect(
      toReportQuery(viewOf(duimpAttentionListPath('duimpAwaitingChannel')) as TListView & { kind: 'step' }),
    ).toEqual({
      concluido: 'false',
      stepsIds: '7,2,1,3,4,5,11',
      duimpAttention: 'duimpAwaitingChannel',
    });
  });
});
