import type { TProcessResponse } from '@pc/contract/process';

export type TTimelineItem = {
  key: string;
  label: string;
  date: string | null;
  /** Its date exists (spec §4). */
  isDone: boolean;
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

const item = (
  key: string,
  label: string,
  date: string | null,
  actualDate?: string | null,
): TTimelineItem => ({
  key,
  label,
  date,
  isDone: Boolean(date),
  isDimmed: actualDate !== undefined && Boolean(actualDate),
});

/** The 15 steps of the 'Dados Gerais' timeline, in display order (spec part 1 §4). */
export const buildTimeline = (process: TTimelineSource): TTimelineItem[] => {
  const registryDate = process.duimp ? process.duimpRegistryDate : process.diRegistryDate;
  const clearanceDate = process.duimp ? process.duimpResourcefulnessDate : process.diResourcefulnessDate;
  const departure = item('departure', 'Embarque', process.datesDepartureDate);
  const eta = item('eta', 'ETA', process.datesETA, process.datesArrivalDate);
  // Spec §4: "When a departure date exists, Embarque and ETA swap order" (the listed order is the
  // default, so with a departure ETA comes before Embarque).
  const middle = process.datesDepartureDate ? [eta, departure] : [departure, eta];
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
    ...middle,
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
