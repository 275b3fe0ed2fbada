import { CANCELLED_STEP_ID, deriveIsConcluded } from '@pc/contract/process';
import type { TChannel } from '../db/schema/processes.ts';
import { brtInstant, toIsoDate } from './dates.ts';
import type { TRng } from './prng.ts';
import type { TProcessProgress, TProcessRoute, TProcessTimeline, TTransportMode } from './process-draft.ts';
import { ASIA, EUROPE } from './process-values.ts';
import { DEFAULT_HISTORY_DAYS } from './process-context.ts';

const transitDays = (rng: TRng, mode: TTransportMode, countryCode: string) => {
  if (mode === 'AEREA') return rng.int(2, 6);
  if (mode === 'RODOVIARIA') return rng.int(3, 9);
  if (ASIA.has(countryCode)) return rng.int(30, 45);
  if (EUROPE.has(countryCode)) return rng.int(18, 28);
  return rng.int(14, 24);
};

type TDrawTimelineOptions = {
  rng: TRng;
  today: number;
  historyDays: number;
  route: Pick<TProcessRoute, 'mode' | 'country' | 'exporter'>;
};

/** From the opening to the cargo's presence and the declaration's registry. */
const drawVoyage = ({ rng, today, historyDays, route: { mode, country } }: TDrawTimelineOptions) => {
  // Over two years, two thirds spread over the whole history and one third in the last 5 months, so
  // that about a third is still open; a longer history keeps about the same volume a year instead.
  const recentShare = 0.35 * Math.min(1, DEFAULT_HISTORY_DAYS / historyDays);
  const open = today - (rng.chance(1 - recentShare) ? rng.int(0, historyDays) : rng.int(0, 150));
  const fast = mode !== 'MARITIMA';
  const estReady = open + (fast ? rng.int(5, 25) : rng.int(10, 50));
  const ready = estReady + rng.int(-3, 10);
  const initialEtd = estReady + rng.int(3, 12);
  const delayed = rng.chance(0.18);
  const etd = Math.max(ready + 1, delayed ? initialEtd + rng.int(8, 30) : initialEtd + rng.int(-2, 4));
  const departure = etd + rng.int(0, 3);
  const transit = transitDays(rng, mode, country);
  const eta = etd + transit;
  const arrival = departure + transit + rng.int(-2, 4);
  const presence = arrival + rng.int(0, 2);
  const registry = presence + rng.int(1, 5);
  return { open, estReady, ready, initialEtd, etd, departure, transit, eta, arrival, presence, registry };
};

type TDrawClearanceOptions = Omit<TDrawTimelineOptions, 'today' | 'historyDays'> & {
  voyage: Pick<TProcessTimeline, 'presence' | 'registry' | 'eta'>;
};

/** From the registry to the closing: the channel (and MAPA for food) sets how long clearance takes. */
const drawClearanceAndBilling = ({ rng, route: { exporter }, voyage }: TDrawClearanceOptions) => {
  const { presence, registry, eta } = voyage;
  const channel = rng.weighted<TChannel>([
    ['VERDE', 75],
    ['AMARELO', 12],
    ['VERMELHO', 8],
    ['CINZA', 5],
  ]);
  const hasMapa = exporter.sector === 'food' || exporter.sector === 'agro' || rng.chance(0.08);
  const mapaInspection = hasMapa ? presence + rng.int(1, 3) : null;
  const mapaRelease = mapaInspection === null ? null : mapaInspection + rng.int(1, 4);
  const clearanceDelay =
    channel === 'VERDE'
      ? rng.int(0, 1)
      : channel === 'AMARELO'
        ? rng.int(2, 6)
        : channel === 'VERMELHO'
          ? rng.int(5, 15)
          : rng.int(15, 40);
  const clearance = Math.max(registry + clearanceDelay, mapaRelease ?? 0);
  const loading = clearance + rng.int(1, 3);
  const estDeliver = eta + rng.int(8, 15);
  const deliver = loading + rng.int(0, 3);
  const nfs = deliver + rng.int(0, 3);
  const billCustomer = nfs + rng.int(1, 5);
  const billingSend = billCustomer + rng.int(0, 2);
  const finish = billingSend + rng.int(2, 15);
  return {
    channel,
    mapaInspection,
    mapaRelease,
    clearance,
    loading,
    estDeliver,
    deliver,
    nfs,
    billCustomer,
    billingSend,
    finish,
  };
};

/** Every milestone day of the process, planned whole; which ones happened is decided by the progress. */
export const drawProcessTimeline = (options: TDrawTimelineOptions): TProcessTimeline => {
  const voyage = drawVoyage(options);
  return { ...voyage, ...drawClearanceAndBilling({ rng: options.rng, route: options.route, voyage }) };
};

const STATUS_BY_STEP: Record<number, readonly string[]> = {
  7: ['Em produção', 'Aguardando prontidão da carga'],
  1: ['Aguardando embarque', 'Booking confirmado'],
  2: ['Em trânsito'],
  11: ['Entregue - em faturamento'],
  5: ['Encerrado'],
  6: ['Cancelado'],
  9: ['Pré-cadastro'],
  10: ['Suspenso - aguardando instruções do cliente'],
};

type TDrawProgressOptions = { rng: TRng; today: number; timeline: TProcessTimeline };

/**
 * The step today falls in, and its status text (steps 3, 4 and 5 say which milestone is next).
 * Faturamento (11) lasts until the billing is sent; Encerramento (5) from then on, the broker's
 * closing (`finish`) still to come or done.
 */
const drawStepOfToday = ({ rng, today, timeline }: TDrawProgressOptions) => {
  const { ready, departure, arrival, loading, deliver, billingSend, finish, registry, clearance } = timeline;
  const stepId =
    today < ready
      ? 7
      : today < departure
        ? 1
        : today < arrival
          ? 2
          : today < loading
            ? 3
            : today < deliver
              ? 4
              : today < billingSend
                ? 11
                : 5;
  let statusText = rng.pick(STATUS_BY_STEP[stepId] ?? ['Em andamento']);
  if (stepId === 3) {
    statusText =
      today < registry
        ? 'Aguardando registro da DI'
        : today < clearance
          ? 'DI registrada - em desembaraço'
          : 'Desembaraçado';
  }
  if (stepId === 4)
    statusText = today < loading ? 'Desembaraçado - aguardando carregamento' : 'Em carregamento';
  if (stepId === 5 && today < finish) statusText = 'Faturamento enviado - em encerramento';
  return { stepId, statusText };
};

/**
 * Where the process stands today. A few are in rare internal states: cancelled (its story stops
 * early), pre-registered (nothing has happened, nothing is estimated) or suspended.
 */
export const drawProcessProgress = (options: TDrawProgressOptions): TProcessProgress => {
  const { rng, today, timeline } = options;
  const { open, finish } = timeline;
  let { stepId, statusText } = drawStepOfToday(options);
  let horizon = today;
  const special = rng.next();
  if (special < 0.02) {
    stepId = 6;
    statusText = 'Cancelado';
    horizon = Math.min(today, open + rng.int(3, Math.max(4, Math.min(60, today - open))));
  } else if (special < 0.03 && (stepId === 7 || stepId === 1)) {
    stepId = 9;
    statusText = rng.pick(STATUS_BY_STEP[9] ?? []);
    horizon = open;
  } else if (special < 0.04 && stepId !== 5 && stepId !== 11) {
    stepId = 10;
    statusText = rng.pick(STATUS_BY_STEP[10] ?? []);
  }
  const actual = (day: number | null) => (day !== null && day <= horizon ? toIsoDate(day) : null);
  const estimate = (day: number) => (stepId === 9 ? null : toIsoDate(day));
  // The product's one rule, from the row's own values: Encerramento is concluded once the
  // broker's closing date (`finish`, written as billingCustomBrokerFinishDate) has happened.
  const isConcluded = deriveIsConcluded({ stepId, billingCustomBrokerFinishDate: actual(finish) });
  const concludedAt = !isConcluded
    ? null
    : stepId === CANCELLED_STEP_ID
      ? brtInstant(horizon, 11, 0)
      : brtInstant(finish, 17, 30);
  return { stepId, statusText, horizon, actual, estimate, isConcluded, concludedAt };
};
