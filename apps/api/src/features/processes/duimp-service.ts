import type { TProcessDuimpResponse } from '@pc/contract/duimp';
import type { TCompanyScope } from '../../db/company-scope.ts';
import {
  findDuimpVersion,
  findDuimpVersionEntries,
  orderDuimpVersions,
} from '../../db/repositories/duimp-versions.ts';
import { readStoredDuimp } from '../../core/duimp/stored-duimp.ts';
import { requireProcessKey } from '../../db/repositories/process-key.ts';

/**
 * The DUIMP of the caller's process: the current version's document as the ERP sent it (the highest
 * version of the latest number) and every version kept, newest first. 404 for another company's
 * process, as for a missing one; data null when the process has no DUIMP yet.
 */
export const getProcessDuimp = async ({
  db,
  companyIds,
  processId,
}: TCompanyScope & { processId: number }): Promise<TProcessDuimpResponse> => {
  const key = await requireProcessKey({ db, companyIds, id: processId });
  const entries = orderDuimpVersions(
    await findDuimpVersionEntries(db, { companyId: key.companyId, processId: key.id }),
  );
  const [current] = entries;
  const row = current ? await findDuimpVersion(db, { companyId: key.companyId, id: current.id }) : null;
  return {
    data: row
      ? {
          ...readStoredDuimp(row.document),
          receivedAt: row.receivedAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    versions: entries.map((entry) => ({
      number: entry.number,
      version: entry.version,
      situation: entry.situation,
      receivedAt: entry.receivedAt.toISOString(),
    })),
  };
};
