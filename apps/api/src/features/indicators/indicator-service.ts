import {
  DELAYED_ETD_DAYS,
  type TIndicatorLeadtimes,
  type TIndicatorMovimentacao,
  type TIndicatorRegistroDi,
  type TIndicatorSteps,
  type TIndicatorStorage,
} from '@pc/contract/indicators';
import { findCompaniesByIds } from '../../db/repositories/company-repository.ts';
import type { TCallerScope } from '../../lib/scope/company-scope.ts';
import { resolveScope } from '../../lib/scope/resolve-scope.ts';
import {
  buildDelayedEtdQuery,
  buildLeadtimesQuery,
  buildMovimentacaoQuery,
  buildRegistroDiQuery,
  buildStepsQuery,
  buildStorageQuery,
  findAggregate,
} from './indicator-repository.ts';

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

export const getStepsIndicator = async (
  options: TCustomers & { period: TPeriodBounds | null },
): Promise<TIndicatorSteps> => {
  const requested = { field: 'customersId', ids: options.requestedCompanyIds };
  if (!options.period) {
    const { companyIds } = resolveScope({ callerCompanyIds: options.callerCompanyIds, requested });
    return findAggregate(buildStepsQuery(options.db, { companyIds, period: null }));
  }
  return findAggregate(buildStepsQuery(options.db, periodFilterOf({ ...options, ...options.period })));
};

export const getLeadtimesIndicator = async (
  options: TCustomers & TPeriodBounds,
): Promise<TIndicatorLeadtimes> => {
  const row = await findAggregate(buildLeadtimesQuery(options.db, periodFilterOf(options)));
  // No process ending in the period: 0 days (the contract's figures are never null).
  return {
    importDeclaration: row.importDeclaration ?? 0,
    loading: row.loading ?? 0,
    delivery: row.delivery ?? 0,
    closing: row.closing ?? 0,
    goodsReadinesDateXCustomerDeliverDate: row.goodsReadinesDateXCustomerDeliverDate ?? 0,
  };
};

export const getRegistroDiIndicator = async (
  options: TCustomers & TPeriodBounds,
): Promise<TIndicatorRegistroDi> => findAggregate(buildRegistroDiQuery(options.db, periodFilterOf(options)));

export const getMovimentacaoIndicator = async (
  options: TCustomers & TPeriodBounds & { isOpeningOnly: boolean },
): Promise<TIndicatorMovimentacao> =>
  findAggregate(
    buildMovimentacaoQuery(options.db, { ...periodFilterOf(options), isOpeningOnly: options.isOpeningOnly }),
  );

export const getStorageIndicator = async (options: TCustomers & TPeriodBounds): Promise<TIndicatorStorage> =>
  findAggregate(buildStorageQuery(options.db, periodFilterOf(options)));

/**
 * Ids of the processes whose ETD in the period is more than DELAYED_ETD_DAYS after the initial ETD,
 * among the caller's entitled companies only (company 3 and the configured CNPJ); 403 without one.
 */
export const listDelayedEtdProcessIds = async ({
  db,
  callerCompanyIds,
  federalId,
  firstDate,
  secondDate,
}: TCallerScope & TPeriodBounds & { federalId: string }): Promise<number[]> => {
  const companies = await findCompaniesByIds(db, callerCompanyIds);
  const { companyIds, fromDay, toDay } = resolveScope({
    callerCompanyIds,
    entitlement: {
      name: 'delayedEtd',
      applies: 'narrow',
      settings: { etdIndicatorFederalId: federalId },
      companies: companies.map((company) => ({ id: company.id, federalID: company.federalId })),
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
