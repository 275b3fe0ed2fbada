import { endOfMonth } from 'date-fns';
import type { TImportDashboardQuery } from '@pc/contract/dashboard';
import { FIGURES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import type { TDeclarationKind } from '@pc/contract/declaration-kind';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { readDatePeriod } from '../../lib/date-input.ts';
import { formatDate, formatMonthName, formatMonthShort, toIsoDay } from '../../lib/format.ts';

/** Spec part 2 §5 (the export's text, the only one the spec gives for a missing date). */
export const MISSING_DATES_MESSAGE = 'A data de início e de fim devem estar preenchidas!';

/** A period in the API's yyyy-MM-dd. */
export type TIsoPeriod = { from: string; to: string };

/** The drawer's dimensions; '' means all. */
export type TDashboardFilters = {
  modal: TWayOfTransport | '';
  incoterm: string;
  paisOrigem: string;
  exportador: string;
  moeda: string;
  declaracao: TDeclarationKind | '';
};

export const EMPTY_FILTERS: TDashboardFilters = {
  modal: '',
  incoterm: '',
  paisOrigem: '',
  exportador: '',
  moeda: '',
  declaracao: '',
};

/** What one Gerar asked for: the period, the chosen companies (none = all) and the drawer. */
export type TDashboardRun = {
  period: TIsoPeriod;
  companyIds: readonly number[];
  filters: TDashboardFilters;
  runId: number;
};

export type TPeriodText = { from: string; to: string };

export type TPeriodReading = { isValid: true; period: TIsoPeriod } | { isValid: false; message: string };

/**
 * Spec part 2 §5: both dates, each a real day, then the figures' rule of the contract (the end not
 * before the start, at most 731 days), so a period the server would refuse is never sent.
 */
export const readPeriodText = (text: TPeriodText): TPeriodReading => {
  const reading = readDatePeriod(text, FIGURES_PERIOD_MAX_DAYS);
  switch (reading.status) {
    case 'missing':
      return { isValid: false, message: MISSING_DATES_MESSAGE };
    case 'refused':
      return { isValid: false, message: reading.message };
    case 'valid':
      return { isValid: true, period: reading.period };
    default: {
      const exhaustive: never = reading;
      throw new Error(`Unknown reading ${String(exhaustive)}`);
    }
  }
};

export const activeFilterCount = (filters: TDashboardFilters): number =>
  Object.values(filters).filter((value) => value !== '').length;

/** The period and companies only (the drawer's options). */
export const toPeriodQuery = ({ period, companyIds }: Pick<TDashboardRun, 'period' | 'companyIds'>) => ({
  startDate: period.from,
  endDate: period.to,
  ...(companyIds.length > 0 ? { customerIds: companyIds.join(',') } : {}),
});

/** The call's query: the period, the companies and every drawer filter that is set. */
export const toDashboardQuery = (run: Pick<TDashboardRun, 'period' | 'companyIds' | 'filters'>) => {
  const query: TImportDashboardQuery = toPeriodQuery(run);
  for (const [key, value] of Object.entries(run.filters) as [keyof TDashboardFilters, string][]) {
    if (value !== '') Object.assign(query, { [key]: value });
  }
  return query;
};

/** A bar or a slice the user opened: its days (within the period) and, for a slice, its mode. */
export type TDrillBucket =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'day'; day: string }
  | { kind: 'mode'; mode: TWayOfTransport };

/** The days of a month that fall within the period. */
export const monthWithin = (period: TIsoPeriod, year: number, month: number): TIsoPeriod => {
  const start = toIsoDay(new Date(year, month - 1, 1));
  const end = toIsoDay(endOfMonth(new Date(year, month - 1, 1)));
  return { from: start < period.from ? period.from : start, to: end > period.to ? period.to : end };
};

/** The dashboard's query narrowed to one bar or slice: the process list behind it. */
export const toDrillQuery = (run: TDashboardRun, bucket: TDrillBucket): TImportDashboardQuery => {
  switch (bucket.kind) {
    case 'month':
      return toDashboardQuery({ ...run, period: monthWithin(run.period, bucket.year, bucket.month) });
    case 'day':
      return toDashboardQuery({ ...run, period: { from: bucket.day, to: bucket.day } });
    case 'mode':
      return toDashboardQuery({ ...run, filters: { ...run.filters, modal: bucket.mode } });
    default: {
      const exhaustive: never = bucket;
      throw new Error(`Unknown bucket ${String(exhaustive)}`);
    }
  }
};

/** 'Mar/26': the month bars' label, as every screen writes a month (lib/format). */
export const monthLabel = (year: number, month: number): string =>
  formatMonthShort(new Date(year, month - 1, 1));

/** 'março de 2026': the month as read aloud and in the drill-down's label. */
export const monthName = (year: number, month: number): string =>
  formatMonthName(new Date(year, month - 1, 1));

export const periodText = ({ from, to }: TIsoPeriod): string => `${formatDate(from)} a ${formatDate(to)}`;

/** The process list's caption for a drill-down, e.g. 'Painel de Importação · março de 2026 · Marítimo'. */
export const drillLabel = (bucket: TDrillBucket, run: TDashboardRun, modeLabel: string): string => {
  const parts = ['Painel de Importação'];
  if (bucket.kind === 'month') parts.push(monthName(bucket.year, bucket.month));
  if (bucket.kind === 'day') parts.push(formatDate(bucket.day));
  if (bucket.kind === 'mode') parts.push(periodText(run.period));
  if (modeLabel) parts.push(modeLabel);
  return parts.join(' · ');
};
