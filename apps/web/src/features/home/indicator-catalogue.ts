import { PROCESS_STEP } from '@pc/contract/process';
import type {
  TIndicatorDefinitionKey,
  TIndicatorLeadtimes,
  TIndicatorMovimentacao,
  TIndicatorRegistroDi,
  TIndicatorSteps,
  TIndicatorStorage,
} from '@pc/contract/indicators';
import { CHANNEL_COLOURS } from '../../lib/chart-colours.ts';

/** The GERAL loads; each has its own failure toast (spec part 1 §8). */
export type TIndicatorName = 'leadtimes' | 'steps' | 'registroDi' | 'movimentacao' | 'storage';

export const INDICATOR_NAMES: readonly TIndicatorName[] = [
  'steps',
  'movimentacao',
  'storage',
  'registroDi',
  'leadtimes',
];

/** Spec part 1 §8, word for word. */
export const INDICATOR_FAILURE_MESSAGES: Record<TIndicatorName, string> = {
  leadtimes: 'Não foi possível recuperar os indicadores de Lead times.',
  steps: 'Não foi possível recuperar os indicadores de etapas.',
  registroDi: 'Não foi possível recuperar os indicadores de registro de DI.',
  movimentacao: 'Não foi possível recuperar os indicadores de registro de movimentação de processual.',
  storage: 'Não foi possível recuperar os indicadores de período de armazenagem.',
};

export const INDICATORS_SUCCESS_MESSAGE = 'Indicadores gerados com sucesso!';

type TStepField = Exclude<keyof TIndicatorSteps, 'total'>;

/** Spec part 1 §2: the step cards and the step each one opens in /processos. */
export const STEP_CARDS: readonly { field: TStepField; label: string; stepId: number }[] = [
  { field: 'inProduction', label: 'Produção', stepId: PROCESS_STEP.PRODUCAO },
  { field: 'inBooking', label: 'Booking', stepId: PROCESS_STEP.BOOKING },
  { field: 'inTraffic', label: 'Trânsito', stepId: PROCESS_STEP.TRANSITO },
  { field: 'inClearence', label: 'Desembaraço', stepId: PROCESS_STEP.DESEMBARACO },
  { field: 'inLoading', label: 'Carregamento', stepId: PROCESS_STEP.CARREGAMENTO },
  { field: 'inClosure', label: 'Encerramento', stepId: PROCESS_STEP.ENCERRAMENTO },
];

export const MOVEMENT_CARDS: readonly {
  field: Exclude<keyof TIndicatorMovimentacao, 'total'>;
  label: string;
}[] = [
  { field: 'totalBKB', label: 'BKB' },
  { field: 'totalFcl', label: 'FCL' },
  { field: 'totalLcl', label: 'LCL' },
  { field: 'totalAereo', label: 'Aéreos' },
  { field: 'totalRodoviario', label: 'Rodoviários' },
];

export type TSlice<TField extends string> = { field: TField; label: string; color: string };

/** Storage periods warm up as the goods stay longer (the later periods cost more). */
export const STORAGE_SLICES: readonly TSlice<Exclude<keyof TIndicatorStorage, 'total'>>[] = [
  { field: 'PRIMEIRO_PERIODO', label: 'Primeiro período', color: '#137700' },
  { field: 'SEGUNDO_PERIODO', label: 'Segundo período', color: '#DBB058' },
  { field: 'TERCEIRO_PERIODO', label: 'Terceiro período', color: '#E08A3C' },
  { field: 'QUARTO_PERIODO', label: 'Quarto período', color: '#F26767' },
  { field: 'OUTROS', label: 'Outros', color: '#5B7FA6' },
];

/**
 * Spec part 2 §3 channel colours (amarelo, verde, vermelho); cinza is ours, the same grey as the
 * process modal's channel.
 */
export const DI_CHANNEL_SLICES: readonly TSlice<Exclude<keyof TIndicatorRegistroDi, 'total'>>[] = [
  { field: 'CINZA', label: 'Cinza', color: '#8A939E' },
  { field: 'VERDE', label: 'Verde', color: CHANNEL_COLOURS.verde },
  { field: 'AMARELO', label: 'Amarelo', color: CHANNEL_COLOURS.amarelo },
  { field: 'VERMELHO', label: 'Vermelho', color: CHANNEL_COLOURS.vermelho },
];

export const LEADTIME_CARDS: readonly {
  field: keyof TIndicatorLeadtimes & TIndicatorDefinitionKey;
  label: string;
}[] = [
  { field: 'importDeclaration', label: 'Registro de DI' },
  { field: 'loading', label: 'Carregamento' },
  { field: 'delivery', label: 'Entrega' },
  { field: 'closing', label: 'Encerramento' },
  { field: 'goodsReadinesDateXCustomerDeliverDate', label: 'Prontidão x Entrega' },
];
