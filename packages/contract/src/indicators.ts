import { z } from 'zod';
import { defineCall } from './call.ts';
import { withRuleNote } from './schema-notes.ts';
import { ZCodeMessageResponse, dataEnvelope } from './envelope.ts';
import {
  ZWayOfTransport,
  zBooleanQuery,
  zIdListQuery,
  zLocalDateQuery,
  zLocalDateTimeQuery,
  zQuotedListQuery,
} from './primitives.ts';

const BASE = '/api/public/customer/analytics';

// --- Query pieces -----------------------------------------------------------------------------

/** `teamId`: always 0 in the spec; accepted and ignored otherwise. */
export const ZTeamIdQuery = z
  .string({ error: 'Informe teamId como um número inteiro (0).' })
  .regex(/^\d+$/, 'Informe teamId como um número inteiro (0).')
  .transform(Number)
  .default(0);

/** Period bound check shared by the indicator queries. */
const secondNotBeforeFirst = (query: { firstDate: string; secondDate: string }) =>
  query.secondDate >= query.firstDate;
const PERIOD_ORDER_ERROR = {
  path: ['secondDate'],
  message: 'secondDate não pode ser menor que firstDate.',
};
const SECOND_NOT_BEFORE_FIRST_NOTE = `secondDate not before firstDate (400 “${PERIOD_ORDER_ERROR.message}”).`;

/**
 * customersId (comma list, one or more), teamId=0. The spec sends no period; the Home sends its
 * period and its comparison period to every indicator, so firstDate and secondDate are accepted
 * (both or neither, in order) and do not change the answer: the open processes now by current
 * step, the set /processos lists, so each card is the count its click shows. See
 * docs/decisions/0043-home-indicator-rules.md.
 */
export const ZIndicatorTotalQuery = withRuleNote(
  z
    .object({
      customersId: zIdListQuery('customersId'),
      firstDate: zLocalDateTimeQuery('firstDate').optional(),
      secondDate: zLocalDateTimeQuery('secondDate').optional(),
      teamId: ZTeamIdQuery,
    })
    .refine((query) => (query.firstDate === undefined) === (query.secondDate === undefined), {
      path: ['secondDate'],
      message: 'Informe firstDate e secondDate juntos, ou nenhum dos dois.',
    })
    .refine(
      (query) =>
        query.firstDate === undefined ||
        query.secondDate === undefined ||
        query.secondDate >= query.firstDate,
      PERIOD_ORDER_ERROR,
    ),
  `firstDate and secondDate together or neither (400 “Informe firstDate e secondDate juntos, ou nenhum dos dois.”); ${SECOND_NOT_BEFORE_FIRST_NOTE}`,
);
export type TIndicatorTotalQuery = z.input<typeof ZIndicatorTotalQuery>;

/** customersId, firstDate and secondDate (yyyy-MM-ddTHH:mm:ss, 00:00:00 to 23:59:59), teamId=0. */
export const ZIndicatorPeriodQuery = withRuleNote(
  z
    .object({
      customersId: zIdListQuery('customersId'),
      firstDate: zLocalDateTimeQuery('firstDate'),
      secondDate: zLocalDateTimeQuery('secondDate'),
      teamId: ZTeamIdQuery,
    })
    .refine(secondNotBeforeFirst, PERIOD_ORDER_ERROR),
  SECOND_NOT_BEFORE_FIRST_NOTE,
);
export type TIndicatorPeriodQuery = z.input<typeof ZIndicatorPeriodQuery>;

export const ZIndicatorMovimentacaoQuery = withRuleNote(
  z
    .object({
      customersId: zIdListQuery('customersId'),
      firstDate: zLocalDateTimeQuery('firstDate'),
      secondDate: zLocalDateTimeQuery('secondDate'),
      teamId: ZTeamIdQuery,
      /** The web always sends false. Semantics when true are not in the spec (see docs/contract.md). */
      isVariacaoAbertura: zBooleanQuery('isVariacaoAbertura').default(false),
    })
    .refine(secondNotBeforeFirst, PERIOD_ORDER_ERROR),
  SECOND_NOT_BEFORE_FIRST_NOTE,
);
export type TIndicatorMovimentacaoQuery = z.input<typeof ZIndicatorMovimentacaoQuery>;

// --- Indicator answers ------------------------------------------------------------------------

const count = z.number().int().nonnegative();
/** Lead times are mean days; may be fractional. null: no process ended the stage in the period. */
const days = z.number().nonnegative().nullable();

/**
 * Steps indicator: total and per-step counts of open processes. `inBilling` (Faturamento, step 11)
 * has no card in the spec but is in the total, so the screen can say what the cards leave out:
 * total = the six cards + inBilling.
 */
export const ZIndicatorSteps = z.object({
  total: count,
  inProduction: count,
  inBooking: count,
  inTraffic: count,
  inClearence: count,
  inLoading: count,
  inClosure: count,
  inBilling: count,
});
export type TIndicatorSteps = z.infer<typeof ZIndicatorSteps>;

/** Lead times in days; a mean with no sample is null, never 0 (absence is not a zero-day stage). */
export const ZIndicatorLeadtimes = z.object({
  importDeclaration: days,
  loading: days,
  delivery: days,
  closing: days,
  goodsReadinesDateXCustomerDeliverDate: days,
});
export type TIndicatorLeadtimes = z.infer<typeof ZIndicatorLeadtimes>;

/** DI registrations by channel. */
export const ZIndicatorRegistroDi = z.object({
  total: count,
  CINZA: count,
  VERDE: count,
  AMARELO: count,
  VERMELHO: count,
});
export type TIndicatorRegistroDi = z.infer<typeof ZIndicatorRegistroDi>;

/** Processes by storage period. */
export const ZIndicatorStorage = z.object({
  total: count,
  PRIMEIRO_PERIODO: count,
  SEGUNDO_PERIODO: count,
  TERCEIRO_PERIODO: count,
  QUARTO_PERIODO: count,
  OUTROS: count,
});
export type TIndicatorStorage = z.infer<typeof ZIndicatorStorage>;

/** Open processes by kind ("procedural moviments"). */
export const ZIndicatorMovimentacao = z.object({
  total: count,
  totalBKB: count,
  totalFcl: count,
  totalLcl: count,
  totalAereo: count,
  totalRodoviario: count,
});
export type TIndicatorMovimentacao = z.infer<typeof ZIndicatorMovimentacao>;

export const getIndicatorStepsCall = defineCall({
  method: 'GET',
  path: `${BASE}/total/all`,
  summary: 'Steps indicator: total of open processes and counts per step (data.data).',
  isAuthenticated: true,
  query: ZIndicatorTotalQuery,
  responses: { 200: dataEnvelope(ZIndicatorSteps) },
});

export const getIndicatorLeadtimesCall = defineCall({
  method: 'GET',
  path: `${BASE}/leadtime/all`,
  summary: 'Lead-time indicator in days for the period (data.data).',
  isAuthenticated: true,
  query: ZIndicatorPeriodQuery,
  responses: { 200: dataEnvelope(ZIndicatorLeadtimes) },
});

export const getIndicatorRegistroDiCall = defineCall({
  method: 'GET',
  path: `${BASE}/registroDi`,
  summary: 'DI registrations by channel in the period (data.data).',
  isAuthenticated: true,
  query: ZIndicatorPeriodQuery,
  responses: { 200: dataEnvelope(ZIndicatorRegistroDi) },
});

export const getIndicatorMovimentacaoCall = defineCall({
  method: 'GET',
  path: `${BASE}/movimentacaoProcessual/all`,
  summary: 'Open processes by kind (BKB, FCL, LCL, air, road) in the period (data.data).',
  isAuthenticated: true,
  query: ZIndicatorMovimentacaoQuery,
  responses: { 200: dataEnvelope(ZIndicatorMovimentacao) },
});

export const getIndicatorStorageCall = defineCall({
  method: 'GET',
  path: `${BASE}/periodoDeArmazenagem/all`,
  summary: 'Processes by storage period in the period (data.data).',
  isAuthenticated: true,
  query: ZIndicatorPeriodQuery,
  responses: { 200: dataEnvelope(ZIndicatorStorage) },
});

// --- ETD Atrasados ----------------------------------------------------------------------------

export const ZHerculesEtdQuery = withRuleNote(
  z
    .object({
      firstDate: zLocalDateTimeQuery('firstDate'),
      secondDate: zLocalDateTimeQuery('secondDate'),
    })
    .refine(secondNotBeforeFirst, PERIOD_ORDER_ERROR),
  SECOND_NOT_BEFORE_FIRST_NOTE,
);
export type THerculesEtdQuery = z.input<typeof ZHerculesEtdQuery>;

/** Ids of the user's processes whose ETD moved more than 7 days past the initial ETD. */
export const ZHerculesEtdResponse = dataEnvelope(z.array(z.number().int().positive()));
export type THerculesEtdResponse = z.infer<typeof ZHerculesEtdResponse>;

/** Delay threshold of the 'ETD Atrasados' card, in days (strictly more than). */
export const DELAYED_ETD_DAYS = 7;

export const getHerculesEtdIndicatorCall = defineCall({
  method: 'GET',
  path: `${BASE}/getHerculesEtdIndicator`,
  summary: 'Ids of processes with ETD delayed by more than 7 days in the period (data.data).',
  isAuthenticated: true,
  query: ZHerculesEtdQuery,
  responses: { 200: ZHerculesEtdResponse },
});

// --- Personalised indicator request -----------------------------------------------------------

export const ZNewIndicatorRequest = z.object({
  message: z
    .string({ error: 'Descreva o indicador que deseja solicitar.' })
    .trim()
    .min(1, 'Descreva o indicador que deseja solicitar.')
    .max(5000, 'A solicitação deve ter no máximo 5000 caracteres.'),
});
export type TNewIndicatorRequest = z.infer<typeof ZNewIndicatorRequest>;

export const postNewIndicatorRequestCall = defineCall({
  method: 'POST',
  path: `${BASE}/enviarEmailSolicitacaoNovoIndicador`,
  summary: "E-mails the provider a request for a personalised indicator ('Personalize seu indicador').",
  isAuthenticated: true,
  body: ZNewIndicatorRequest,
  responses: { 200: ZCodeMessageResponse },
});

// --- Transit time (TRANSIT TIME tab) ----------------------------------------------------------

/** Row of the transit-time table. `avaregeOfDays` keeps the spec's spelling. */
export const ZTransitTimeRow = z.object({
  countryOrigin: z.string(),
  boardingPlace: z.string(),
  wayOfTransport: ZWayOfTransport,
  avaregeOfDays: z.number().nonnegative(),
});
export type TTransitTimeRow = z.infer<typeof ZTransitTimeRow>;

const ZQuotedModais = zQuotedListQuery('modais').pipe(
  z.array(z.enum(ZWayOfTransport.options, { error: 'Use AEREA, MARITIMA ou RODOVIARIA em modais.' })),
);

export const ZTransitTimeQuery = z
  .object({
    startDate: zLocalDateQuery('startDate'),
    endDate: zLocalDateQuery('endDate'),
    /** `"CHINA","ALEMANHA"`; empty or absent means all. */
    origins: zQuotedListQuery('origins').default([]),
    modais: ZQuotedModais.default([]),
    placesOfLoading: zQuotedListQuery('placesOfLoading').default([]),
    companiesIds: zIdListQuery('companiesIds'),
  })
  .refine((query) => query.endDate >= query.startDate, {
    path: ['endDate'],
    message: 'A data final não pode ser menor que a data inicial',
  });
export type TTransitTimeQuery = z.input<typeof ZTransitTimeQuery>;

export const getAverageByOriginLeadTimeCall = defineCall({
  method: 'GET',
  path: `${BASE}/averageByOriginLeadTimeIndicator`,
  summary: 'Mean transit time by origin country, boarding place and mode (data.data).',
  isAuthenticated: true,
  query: ZTransitTimeQuery,
  responses: { 200: dataEnvelope(z.array(ZTransitTimeRow)) },
});

export const ZTransitTimeFiltersQuery = z.object({ companiesIds: zIdListQuery('companiesIds') });
export type TTransitTimeFiltersQuery = z.input<typeof ZTransitTimeFiltersQuery>;

export const ZTransitTimeFilters = z.object({
  origins: z.array(z.string()),
  placesOfLoading: z.array(z.string()),
});
export type TTransitTimeFilters = z.infer<typeof ZTransitTimeFilters>;

export const getAverageByOriginLeadTimeFiltersCall = defineCall({
  method: 'GET',
  path: `${BASE}/averageByOriginLeadTimeIndicatorFilters`,
  summary: 'Option lists (origins, placesOfLoading) of the transit-time filters (data.data).',
  isAuthenticated: true,
  query: ZTransitTimeFiltersQuery,
  responses: { 200: dataEnvelope(ZTransitTimeFilters) },
});

// --- Definitions (card tooltips) -------------------------------------------------------------

/**
 * What each Home figure means (pt-BR), shown in each card's tooltip; the server computes exactly
 * this (docs/decisions/0043-home-indicator-rules.md). Periods are whole calendar days, inclusive.
 */
export const INDICATOR_DEFINITIONS = {
  steps:
    'Processos abertos agora, por etapa atual: os que a lista de processos mostra ao clicar em cada etapa. O Total inclui Faturamento, que não tem card. Encerramento conta os processos ainda em encerramento (sem a finalização do despachante). O período escolhido não se aplica a estes números.',
  importDeclaration:
    'Média de dias entre a presença de carga e o registro da DI/DUIMP, dos processos com registro no período.',
  loading:
    'Média de dias entre o desembaraço (DI/DUIMP) e o carregamento, dos processos carregados no período.',
  delivery: 'Média de dias entre o carregamento e a entrega ao cliente, dos processos entregues no período.',
  closing:
    'Média de dias entre a entrega ao cliente e o encerramento do processo (finalização pelo despachante), dos processos encerrados no período.',
  goodsReadinesDateXCustomerDeliverDate:
    'Média de dias entre a prontidão da mercadoria e a entrega ao cliente, dos processos entregues no período.',
  registroDi: 'Processos com DI ou DUIMP registrada no período, por canal de parametrização.',
  movimentacaoProcessual:
    'Processos que estiveram abertos em algum momento do período, por tipo de embarque (BKB, FCL, LCL, aéreo e rodoviário).',
  periodoDeArmazenagem: 'Processos com presença de carga no período, por período de armazenagem.',
  etdAtrasados: `Processos com ETD no período mais de ${DELAYED_ETD_DAYS} dias depois do ETD inicial.`,
} as const;
export type TIndicatorDefinitionKey = keyof typeof INDICATOR_DEFINITIONS;
