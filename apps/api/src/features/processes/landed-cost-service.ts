import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { TLandedCost, TProcessLandedCostResponse } from '@pc/contract/landed-cost';
import { entitledCompanies } from '@pc/contract/entitlements';
import type { TCompanyScope } from '../../db/company-scope.ts';
import { requireProcessKey } from '../../db/repositories/process-key.ts';
import { loadEntitledCompanies } from '../../core/scope/entitled-companies.ts';
import { loadLandedCost } from '../../core/landed-cost/load-landed-cost.ts';
import { notFound } from '../../lib/app-error.ts';
import { streamLandedCostWorkbook } from './landed-cost-sheet.ts';

/** 404 of an export with nothing to cost yet (no declaration items). */
export const LANDED_COST_EMPTY_MESSAGE =
  'Este processo ainda não tem adições registradas para calcular o custo.';

/**
 * The landed cost of the caller's process. Only the caller's companies entitled to landedCost are in
 * scope: another company's process, or one of a company without the entitlement, answers 404 (the
 * scope rule: the caller never learns which).
 */
export const getProcessLandedCost = async ({
  db,
  companyIds,
  processId,
}: TCompanyScope & { processId: number }): Promise<TLandedCost | null> => {
  const entitled = entitledCompanies('landedCost', await loadEntitledCompanies({ db, companyIds }));
  const key = await requireProcessKey({
    db,
    companyIds: entitled.map((company) => company.id),
    id: processId,
  });
  return loadLandedCost({ db, companyId: key.companyId, processId: key.id });
};

/** The Custo tab's answer. */
export const readProcessLandedCost = async (
  options: TCompanyScope & { processId: number },
): Promise<TProcessLandedCostResponse> => ({ data: await getProcessLandedCost(options) });

/** The planilha de custo de nacionalização of the caller's process (404 without items to cost). */
export const exportProcessLandedCost = async (
  options: TCompanyScope & { processId: number; logger: FastifyBaseLogger },
): Promise<Readable> => {
  const cost = await getProcessLandedCost(options);
  if (!cost) throw notFound(LANDED_COST_EMPTY_MESSAGE);
  return streamLandedCostWorkbook({ cost, logger: options.logger });
};
