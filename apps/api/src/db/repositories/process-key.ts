import { and, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { inScope } from '../scope.ts';
import { processes } from '../schema/processes.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TCompanyScope } from '../../lib/scope/company-scope.ts';

export const PROCESS_NOT_FOUND = 'Processo não encontrado.';

export type TProcessKey = { companyId: number; id: number; identification: number; urgent: boolean };

/** The tenant key of a process of the scope (null when absent or another company's: both answer 404). */
export const findProcessKey = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[]; id: number; isLocking?: boolean },
): Promise<TProcessKey | null> => {
  const query = db
    .select({
      companyId: processes.companyId,
      id: processes.id,
      identification: processes.identification,
      urgent: processes.urgent,
    })
    .from(processes)
    .where(and(inScope(options.companyIds), eq(processes.id, options.id)))
    .limit(1);
  const [row] = options.isLocking ? await query.for('update') : await query;
  return row ?? null;
};

/** The key of the caller's process `id`; 404 when it is unknown or another company's. */
export const requireProcessKey = async ({ db, companyIds, id }: TCompanyScope & { id: number }) => {
  const key = companyIds.length === 0 ? null : await findProcessKey(db, { companyIds, id });
  if (!key) throw notFound(PROCESS_NOT_FOUND);
  return key;
};
