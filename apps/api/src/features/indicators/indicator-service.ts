import {
  DELAYED_ETD_DAYS,
  type TIndicatorLeadtimes,
  type TIndicatorMovimentacao,
  type TIndicatorRegistroDi,
  type TIndicatorSteps,
  type TIndicatorStorage,
} from '@pc/contract/indicators';
import { DELAYED_ETD_COMPANY_ID } from '@pc/contract/company';
import { forbidden } from '../../lib/app-error.ts';
import type { TCompanyScope } from '../../lib/company-scope.ts';
import {
  buildDelayedEtdQuery,
  buildLeadtimesQuery,
  buildMovimentacaoQuery,
  buildRegistroDiQuery,
  buildStepsQuery,
  buildStorageQuery,
  findAggregate,
  findEtdCompanyIds,
} from './indicator-repository.ts';
import { resolveRequestedCompanies, toDayPeriod } from './indicator-scope.ts';

const ETD_FORBIDDEN_MESSAGE = 'O indicador ETD Atrasados não está disponível para as suas empresas.';

type TCustomers = TCompanyScope & { customerIds: readonly number[] };
type TPeriodBounds = { firstDate: string; secondDate: string };

const customersOf = ({ companyIds, customerIds }: TCustomers) =>
  resolveRequestedCompanies({ companyIds, requestedIds: customerIds, field: 'customersId' });

/** The checked customers and the period as whole days: what every period indicator query takes. */
const periodFilterOf = (options: TCustomers & TPeriodBounds) => ({
  companyIds: customersOf(options),
  period: toDayPeriod(options.firstDate, options.secondDate),
});

export const getStepsIndicator = async (
  options: TCustomers & { period: TPeriodBounds | null },
): Promise<TIndicatorSteps> => {
  const { period } = options;
  return findAggregate(
    buildStepsQuery(options.db, {
      companyIds: customersOf(options),
      period: period ? toDayPeriod(period.firstDate, period.secondDate) : null,
    }),
  );
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
  companyIds,
  federalId,
  firstDate,
  secondDate,
}: TCompanyScope & TPeriodBounds & { federalId: string }): Promise<number[]> => {
  const entitled =
    companyIds.length === 0
      ? []
      : await findEtdCompanyIds(db, { companyIds, companyId: DELAYED_ETD_COMPANY_ID, federalId });
  if (entitled.length === 0) throw forbidden(ETD_FORBIDDEN_MESSAGE);
  const rows = await buildDelayedEtdQuery(db, {
    companyIds: entitled,
    period: toDayPeriod(firstDate, secondDate),
    delayDays: DELAYED_ETD_DAYS,
  });
  return rows.map((row) => row.id);
};
