import type { TProcessResponse } from '@pc/contract/process';
import { formatDate } from '../../lib/format.ts';

export type TTimelineItem = {
  key: string;
  label: string;
  date: string | null;
  /**
   * Its date exists and is not a forecast still ahead (spec §4, read true:
   * docs/decisions/0037-timeline-read-true.md).
   */
  isDone: boolean;
  /** A forecast (ETD, ETA, Prontidão or Entrega Prevista) whose date is still to come. */
  isPlanned: boolean;
  /** An estimate whose actual date already exists: shown dimmed (spec §4). */
  isDimmed: boolean;
};

type TTimelineSource = Pick<
  TProcessResponse,
  | 'created'
  | 'datesEstimatedGoodsReadinesDate'
  | 'datesGoodsReadinesDate'
  | 'datesETD'
  | 'datesDepartureDate'
  | 'datesETA'
  | 'datesArrivalDate'
  | 'mooringDate'
  | 'datesGoodsPresenceDate'
  | 'duimp'
  | 'diRegistryDate'
  | 'diResourcefulnessDate'
  | 'duimpRegistryDate'
  | 'duimpResourcefulnessDate'
  | 'datesGoodsLoadingDate'
  | 'datesEstimatedCustomerDeliverDate'
  | 'datesCustomerDeliverDate'
  | 'billingSendDate'
>;

// A day key (yyyy-MM-dd, local) of a date or date-time, for comparing with today.
const dayKey = (value: string): string => {
  const text = formatDate(value);
  return text ? `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}` : '';
};

/**
 * `actualDate` is given for forecasts only: a forecast with a date still to come is planned, not
 * done, until its actual date exists or the date has passed.
 */
const timelineItem = (
  today: string,
  key: string,
  label: string,
  date: string | null,
  actualDate?: string | null,
): TTimelineItem => {
  const isForecast = actualDate !== undefined;
  const isPlanned = isForecast && !actualDate && Boolean(date) && dayKey(date ?? '') > today;
  return {
    key,
    label,
    date,
    isDone: Boolean(date) && !isPlanned,
    isPlanned,
    isDimmed: isForecast && Boolean(actualDate),
  };
};

/**
 * The 15 steps of the 'Dados Gerais' timeline (spec part 1 §4), in the order things happen:
 * ETD, Embarque, ETA, Chegada always. The spec's swap of Embarque and ETA once a departure exists
 * would read ETD → ETA → Embarque, which is never true (docs/decisions/0037-timeline-read-true.md).
 * `today` is yyyy-MM-dd.
 */
export const buildTimeline = (process: TTimelineSource, today: string): TTimelineItem[] => {
  const item = (key: string, label: string, date: string | null, actualDate?: string | null) =>
    timelineItem(today, key, label, date, actualDate);
  const registryDate = process.duimp ? process.duimpRegistryDate : process.diRegistryDate;
  const clearanceDate = process.duimp ? process.duimpResourcefulnessDate : process.diResourcefulnessDate;
  return [
    item('created', 'Abertura', process.created),
    item(
      'estimatedReadiness',
      'Prontidão Prevista',
      process.datesEstimatedGoodsReadinesDate,
      process.datesGoodsReadinesDate,
    ),
    item('readiness', 'Prontidão Confirmada', process.datesGoodsReadinesDate),
    item('etd', 'ETD', process.datesETD, process.datesDepartureDate),
    item('departure', 'Embarque', process.datesDepartureDate),
    item('eta', 'ETA', process.datesETA, process.datesArrivalDate),
    item('arrival', 'Chegada', process.datesArrivalDate),
    item('mooring', 'Atracação', process.mooringDate),
    item('presence', 'Presença', process.datesGoodsPresenceDate),
    item('registry', 'Registro da DI', registryDate),
    item('clearance', 'Desembaraço', clearanceDate),
    item('loading', 'Carregamento', process.datesGoodsLoadingDate),
    item(
      'estimatedDelivery',
      'Entrega Prevista',
      process.datesEstimatedCustomerDeliverDate,
      process.datesCustomerDeliverDate,
    ),
    item('delivery', 'Entrega Realizada', process.datesCustomerDeliverDate),
    item('billing', 'Envio do Faturamento', process.billingSendDate),
  ];
};
