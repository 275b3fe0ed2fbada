import type { TPeriodRange } from './period-text.ts';

/** What every GERAL indicator load needs: the user's companies, one period, and the Filtrar run. */
export type TIndicatorRequest = {
  /** The user's company ids joined by commas (the calls' customersId). */
  customersId: string;
  range: TPeriodRange;
  /** Bumped by each Filtrar, so pressing it again reloads even an unchanged period. */
  runId: number;
};

/** The query every period call shares; teamId is always 0 (spec part 1 §7). */
export const toIndicatorQuery = (request: TIndicatorRequest) => ({
  customersId: request.customersId,
  firstDate: request.range.firstDate,
  secondDate: request.range.secondDate,
  teamId: '0',
});
