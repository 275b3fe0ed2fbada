import type { z } from 'zod';
import { comparisonPeriod } from '@pc/contract/comparison-period';
import type { TImportDashboard, ZImportDashboardQuery } from '@pc/contract/dashboard';
import type { TDbExecutor } from '../../db/client.ts';
import { isRateCurrency, readAverageBuyRate } from '../../db/repositories/exchange-rates.ts';
import type {
  TAnalyticsFilter,
  TAnalyticsStore,
  TAnalyticsSummary,
  TPeriodCount,
} from '../../core/analytics/analytics-types.ts';
import type { TDayRange } from '../../lib/business-day.ts';
import { compareFigures } from './compare-figures.ts';
import { eachDay, eachMonth } from './period-buckets.ts';

type TDashboardQuery = z.output<typeof ZImportDashboardQuery>;

/** The drawer's filters on the checked companies and days. */
export const toDashboardFilter = ({
  query,
  companyIds,
  range,
}: {
  query: TDashboardQuery;
  companyIds: readonly number[];
  range: TDayRange;
}): TAnalyticsFilter => ({
  companyIds,
  fromDay: range.fromDay,
  toDay: range.toDay,
  mode: query.modal,
  incoterm: query.incoterm,
  originCountries: query.paisOrigem === undefined ? undefined : [query.paisOrigem],
  exporter: query.exportador,
  currency: query.moeda,
  declaration: query.declaracao,
});

const round2 = (value: number): number => Math.round(value * 100) / 100;

const taxTotal = ({ taxes }: TAnalyticsSummary): number =>
  taxes.ii + taxes.ipi + taxes.pis + taxes.cofins + taxes.antidumping + taxes.siscomex;

/** Every month of the period, zero where no process was registered. */
const monthBars = (filter: TAnalyticsFilter, counts: readonly TPeriodCount[]) => {
  const byMonth = new Map(counts.map((count) => [`${count.year}-${count.month}`, count.processes]));
  return eachMonth(filter.fromDay, filter.toDay).map(({ year, month }) => ({
    ano: year,
    mes: month,
    total: byMonth.get(`${year}-${month}`) ?? 0,
  }));
};

/** Every day of the period, zero where no process was registered. */
const dayBars = (filter: TAnalyticsFilter, counts: readonly TPeriodCount[]) => {
  const byDay = new Map(
    counts.map((count) => [`${count.year}-${count.month}-${count.day}`, count.processes]),
  );
  return eachDay(filter.fromDay, filter.toDay).map(({ year, month, day }) => ({
    ano: year,
    mes: month,
    dia: day,
    total: byDay.get(`${year}-${month}-${day}`) ?? 0,
  }));
};

/**
 * The import dashboard of a filter: its period against the previous one (the Home's rule: the
 * previous month for a whole month, else as many days just before), from the analytics facts, in
 * five parallel reads (two summaries, two period counts, one exchange-rate average).
 */
export const buildImportDashboard = async ({
  db,
  store,
  filter,
}: {
  db: TDbExecutor;
  store: TAnalyticsStore;
  filter: TAnalyticsFilter;
}): Promise<TImportDashboard> => {
  const previousPeriod = comparisonPeriod({ from: filter.fromDay, to: filter.toDay });
  const previousFilter = { ...filter, fromDay: previousPeriod.from, toDay: previousPeriod.to };
  // The filtered currency's rate when quotes exist for it, else the dollar's.
  const currency = filter.currency !== undefined && isRateCurrency(filter.currency) ? filter.currency : 'USD';
  const [current, previous, months, days, rate] = await Promise.all([
    store.summary(filter),
    store.summary(previousFilter),
    store.processesByPeriod({ filter, grain: 'month' }),
    store.processesByPeriod({ filter, grain: 'day' }),
    readAverageBuyRate(db, { currency, fromDay: filter.fromDay, toDay: filter.toDay }),
  ]);
  const compareTax = (tax: keyof TAnalyticsSummary['taxes']) =>
    compareFigures(current.taxes[tax], previous.taxes[tax]);
  const vmldWithoutTaxes = compareFigures(current.vmld, previous.vmld);
  const vmldWithTaxes = compareFigures(current.vmld + taxTotal(current), previous.vmld + taxTotal(previous));
  const freight = compareFigures(current.freight, previous.freight);
  return {
    periodo: { inicio: filter.fromDay, fim: filter.toDay },
    periodo_anterior: { inicio: previousPeriod.from, fim: previousPeriod.to },
    total_ii: compareTax('ii'),
    total_ipi: compareTax('ipi'),
    total_pis: compareTax('pis'),
    total_confins: compareTax('cofins'),
    total_siscomex: compareTax('siscomex'),
    total_antidumping: compareTax('antidumping'),
    processosPorModal: {
      total_processos: current.processes,
      total_maritimo: current.byMode.MARITIMA.processes,
      total_aereo: current.byMode.AEREA.processes,
      total_rodoviario: current.byMode.RODOVIARIA.processes,
    },
    processosPorMes: monthBars(filter, months),
    processosPorDia: dayBars(filter, days),
    vmld: {
      total_sem_impostos: vmldWithoutTaxes.periodo_atual,
      total_com_impostos: vmldWithTaxes.periodo_atual,
      variacao_sem_impostos: vmldWithoutTaxes.variacao,
      variacao_com_impostos: vmldWithTaxes.variacao,
      porcentagem_sem_impostos: vmldWithoutTaxes.porcentagem,
      porcentagem_com_impostos: vmldWithTaxes.porcentagem,
      vmld_periodo_anterior: {
        total_sem_impostos: vmldWithoutTaxes.periodo_anterior,
        total_com_impostos: vmldWithTaxes.periodo_anterior,
      },
    },
    peso_bruto: current.grossWeight,
    peso_liquido: current.netWeight,
    frete: {
      total_periodo_atual: freight.periodo_atual,
      total_periodo_anterior: freight.periodo_anterior,
      variacao: freight.variacao,
      porcentagem: freight.porcentagem,
      por_modal: (['MARITIMA', 'AEREA', 'RODOVIARIA'] as const)
        .map((modal) => ({ modal, total: round2(current.byMode[modal].freight) }))
        .filter((item) => item.total > 0),
    },
    media_periodo: (rate ?? 0).toFixed(4),
    moeda: currency,
  };
};
