import { comparisonPeriod, type TPeriod } from '@pc/contract/comparison-period';
import type { TCompany } from '@pc/contract/company';
import { toPeriodRange, type TPeriodRange } from './period-text.ts';

/** The Home's calls name the user's companies as their ids joined by commas. */
export const toCompanyIds = (companies: readonly Pick<TCompany, 'id'>[]): string =>
  companies.map((company) => company.id).join(',');

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

/**
 * The GERAL loads of one run: the period and its comparison period (spec part 1 §9). The tab and
 * the Home's prefetch build them here, so the prefetched answers are the ones the tab reads.
 */
export const indicatorRequestsFor = ({
  customersId,
  period,
  runId,
}: {
  customersId: string;
  period: TPeriod;
  runId: number;
}): { current: TIndicatorRequest; previous: TIndicatorRequest } => ({
  current: { customersId, range: toPeriodRange(period), runId },
  previous: { customersId, range: toPeriodRange(comparisonPeriod(period)), runId },
});
