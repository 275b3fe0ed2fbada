import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  LANDED_COST_NOT_ENTITLED_MESSAGE,
  type TLandedCost,
  type TProcessLandedCostResponse,
} from '@pc/contract/landed-cost';
import type { TCompanyScope } from '../../db/company-scope.ts';
import { requireProcessKey } from '../../db/repositories/process-key.ts';
import { findLandedCostSettings } from '../../core/landed-cost/landed-cost-repository.ts';
import { loadLandedCost } from '../../core/landed-cost/load-landed-cost.ts';
import { notFound } from '../../lib/app-error.ts';
import { streamLandedCostWorkbook } from './landed-cost-sheet.ts';

/** 404 of an export with nothing to cost yet (no declaration items). */
export const LANDED_COST_EMPTY_MESSAGE =
  'Este processo ainda não tem adições registradas para calcular o custo.';

/**
 * The landed cost of the caller's process. The process is found in the caller's scope, then its own
 * company's entitlement and settings are read in one row (not every company of a staff user's scope):
 * another company's process, or one of a company without landedCost, answers the same 404 (the scope
 * rule: the caller never learns which).
 */
export const getProcessLandedCost = async ({
  db,
  companyIds,
  processId,
}: TCompanyScope & { processId: number }): Promise<TLandedCost | null> => {
  const key = await requireProcessKey({ db, companyIds, id: processId });
  const settings = await findLandedCostSettings(db, key.companyId);
  if (!settings?.isEntitled) throw notFound(LANDED_COST_NOT_ENTITLED_MESSAGE);
  return loadLandedCost({ db, companyId: key.companyId, processId: key.id, settings });
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
