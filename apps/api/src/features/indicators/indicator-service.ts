import {
  DELAYED_ETD_DAYS,
  type TIndicatorLeadtimes,
  type TIndicatorMovimentacao,
  type TIndicatorRegistroDi,
  type TIndicatorSteps,
  type TIndicatorStorage,
} from '@pc/contract/indicators';
import { PROCESS_STEP } from '@pc/contract/process';
import type { TCallerScope } from '../../db/company-scope.ts';
import { resolveScope } from '../../core/scope/resolve-scope.ts';
import { loadEntitledCompanies, type TEntitlementSource } from '../../core/scope/entitled-companies.ts';
import { buildDelayedEtdQuery } from './indicator-repository.ts';
import { sumIndicatorFacts, type TIndicatorMetric } from './indicator-facts-repository.ts';
import {
  countByKey,
  countOpenByKey,
  INDICATOR_TERMS,
  LEAD_METRICS,
  meanDaysOf,
  tallyOf,
} from './indicator-from-facts.ts';

const ETD_FORBIDDEN_MESSAGE = 'O indicador ETD Atrasados não está disponível para as suas empresas.';

type TCustomers = TCallerScope & { requestedCompanyIds: readonly number[] };
type TPeriodBounds = { firstDate: string; secondDate: string };

const periodOf = ({ firstDate, secondDate }: TPeriodBounds) => ({
  start: firstDate,
  end: secondDate,
  endField: 'secondDate',
});

/** The checked customers and the period as whole days: what every period indicator query takes. */
const periodFilterOf = (options: TCustomers & TPeriodBounds) => {
  const { companyIds, fromDay, toDay } = resolveScope({
    callerCompanyIds: options.callerCompanyIds,
    requested: { field: 'customersId', ids: options.requestedCompanyIds },
    period: periodOf(options),
  });
  return { companyIds, period: { fromDay, toDay } };
};

const STEP_KEYS = {
  inProduction: String(PROCESS_STEP.PRODUCAO),
  inBooking: String(PROCESS_STEP.BOOKING),
  inTraffic: String(PROCESS_STEP.TRANSITO),
  inClearence: String(PROCESS_STEP.DESEMBARACO),
  inLoading: String(PROCESS_STEP.CARREGAMENTO),
  inClosure: String(PROCESS_STEP.ENCERRAMENTO),
  inBilling: String(PROCESS_STEP.FATURAMENTO),
} as const;

/**
 * Open processes now, by current step: exactly the set /processos lists (`concluido=false`), so
 * each card is the count its click shows. The Home's period does not apply (the spec's call has
 * none): a past period cannot be listed, and by current step it would be only approximate.
 */
export const getStepsIndicator = async (options: TCustomers): Promise<TIndicatorSteps> => {
  const { companyIds } = resolveScope({
    callerCompanyIds: options.callerCompanyIds,
    requested: { field: 'customersId', ids: options.requestedCompanyIds },
  });
  const sums = await sumIndicatorFacts(options.db, { companyIds, terms: INDICATOR_TERMS.steps() });
  const { total, countOf } = tallyOf(countOpenByKey(sums));
  return {
    total,
    inProduction: countOf(STEP_KEYS.inProduction),
    inBooking: countOf(STEP_KEYS.inBooking),
    inTraffic: countOf(STEP_KEYS.inTraffic),
    inClearence: countOf(STEP_KEYS.inClearence),
    inLoading: countOf(STEP_KEYS.inLoading),
    inClosure: countOf(STEP_KEYS.inClosure),
    inBilling: countOf(STEP_KEYS.inBilling),
  };
};

/** Mean days of each stage over the processes whose stage ended in the period. */
export const getLeadtimesIndicator = async (
  options: TCustomers & TPeriodBounds,
): Promise<TIndicatorLeadtimes> => {
  const { companyIds, period } = periodFilterOf(options);
  const sums = await sumIndicatorFacts(options.db, {
    companyIds,
    terms: INDICATOR_TERMS.leadtimes(period),
  });
  // No process ending in the period: null, not 0 days (a zero-day stage would read as good news).
  const meanOf = (metric: TIndicatorMetric) => meanDaysOf(sums, metric) ?? null;
  return {
    importDeclaration: meanOf(LEAD_METRICS.importDeclaration),
    loading: meanOf(LEAD_METRICS.loading),
    delivery: meanOf(LEAD_METRICS.delivery),
    closing: meanOf(LEAD_METRICS.closing),
    goodsReadinesDateXCustomerDeliverDate: meanOf(LEAD_METRICS.goodsReadinesDateXCustomerDeliverDate),
  };
};

/** Processes of one metric by key over the period's days, and their total. */
const countInPeriod = async (
  options: TCustomers & TPeriodBounds,
  indicator: 'registroDi' | 'storage',
  metric: TIndicatorMetric,
) => {
  const { companyIds, period } = periodFilterOf(options);
  const sums = await sumIndicatorFacts(options.db, { companyIds, terms: INDICATOR_TERMS[indicator](period) });
  return tallyOf(countByKey(sums, metric));
};

/** DI and DUIMP registrations in the period by channel (the total counts those without one too). */
export const getRegistroDiIndicator = async (
  options: TCustomers & TPeriodBounds,
): Promise<TIndicatorRegistroDi> => {
  const { total, countOf } = await countInPeriod(options, 'registroDi', 'registry');
  return {
    total,
    CINZA: countOf('CINZA'),
    VERDE: countOf('VERDE'),
    AMARELO: countOf('AMARELO'),
    VERMELHO: countOf('VERMELHO'),
  };
};

/** Processes by type of boarding: open at some moment of the period, or opened in it. */
export const getMovimentacaoIndicator = async (
  options: TCustomers & TPeriodBounds & { isOpeningOnly: boolean },
): Promise<TIndicatorMovimentacao> => {
  const { companyIds, period } = periodFilterOf(options);
  const sums = await sumIndicatorFacts(options.db, {
    companyIds,
    terms: INDICATOR_TERMS.movimentacao(period, options.isOpeningOnly),
  });
  const { total, countOf } = tallyOf(
    options.isOpeningOnly ? countByKey(sums, 'boarding.created') : countOpenByKey(sums),
  );
  return {
    total,
    totalBKB: countOf('BKB'),
    totalFcl: countOf('FCL'),
    totalLcl: countOf('LCL'),
    totalAereo: countOf('AEREO'),
    totalRodoviario: countOf('RODOVIARIO'),
  };
};

/** Goods presented in the period by storage period. */
export const getStorageIndicator = async (
  options: TCustomers & TPeriodBounds,
): Promise<TIndicatorStorage> => {
  const { total, countOf } = await countInPeriod(options, 'storage', 'storage');
  return {
    total,
    PRIMEIRO_PERIODO: countOf('PRIMEIRO_PERIODO'),
    SEGUNDO_PERIODO: countOf('SEGUNDO_PERIODO'),
    TERCEIRO_PERIODO: countOf('TERCEIRO_PERIODO'),
    QUARTO_PERIODO: countOf('QUARTO_PERIODO'),
    OUTROS: countOf('OUTROS'),
  };
};

/**
 * Ids of the processes whose ETD in the period is more than DELAYED_ETD_DAYS after the initial ETD,
 * among the caller's companies entitled to 'ETD Atrasados' only; 403 without one.
 */
export const listDelayedEtdProcessIds = async ({
  db,
  entitlementsDb,
  callerCompanyIds,
  firstDate,
  secondDate,
}: TCallerScope & TEntitlementSource & TPeriodBounds): Promise<number[]> => {
  const { companyIds, fromDay, toDay } = resolveScope({
    callerCompanyIds,
    entitlement: {
      name: 'delayedEtd',
      applies: 'narrow',
      companies: await loadEntitledCompanies({ db: entitlementsDb, companyIds: callerCompanyIds }),
      message: ETD_FORBIDDEN_MESSAGE,
    },
    period: periodOf({ firstDate, secondDate }),
  });
  const rows = await buildDelayedEtdQuery(db, {
    companyIds,
    period: { fromDay, toDay },
    delayDays: DELAYED_ETD_DAYS,
  });
  return rows.map((row) => row.id);
};
