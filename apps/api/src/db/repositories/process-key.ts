import { and, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { preparedPerExecutor } from '../prepared.ts';
import { inScope, inScopePlaceholder } from '../scope.ts';
import { companies } from '../schema/companies.ts';
import { processes } from '../schema/processes.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TCompanyScope } from '../company-scope.ts';

export const PROCESS_NOT_FOUND = 'Processo não encontrado.';

export type TProcessKey = { companyId: number; id: number; identification: number; urgent: boolean };

const keyColumns = {
  companyId: processes.companyId,
  id: processes.id,
  identification: processes.identification,
  urgent: processes.urgent,
};

/** Read by every call on a process's documents, invoices and quotations: prepared once. */
const processKeyStatement = preparedPerExecutor((db) =>
  db
    .select(keyColumns)
    .from(processes)
    .where(and(inScopePlaceholder('companyIds'), eq(processes.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('process_key'),
);

/** The tenant key of a process of the scope (null when absent or another company's: both answer 404). */
export const findProcessKey = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[]; id: number; isLocking?: boolean },
): Promise<TProcessKey | null> => {
  const [row] = options.isLocking
    ? await db
        .select(keyColumns)
        .from(processes)
        .where(and(inScope(options.companyIds), eq(processes.id, options.id)))
        .limit(1)
        .for('update')
    : await processKeyStatement(db).execute({ companyIds: [...options.companyIds], id: options.id });
  return row ?? null;
};

/** The key of the caller's process `id`; 404 when it is unknown or another company's. */
export const requireProcessKey = async ({ db, companyIds, id }: TCompanyScope & { id: number }) => {
  const key = companyIds.length === 0 ? null : await findProcessKey(db, { companyIds, id });
  if (!key) throw notFound(PROCESS_NOT_FOUND);
  return key;
};

/**
 * The key of process `id` in any company, read company by company on the primary key
 * (company_id, id): the id alone has no index of its own.
 */
const findProcessKeyOfAnyCompany = async (db: TDbExecutor, id: number): Promise<TProcessKey | null> => {
  const [row] = await db
    .select(keyColumns)
    .from(companies)
    .innerJoin(processes, and(eq(processes.companyId, companies.id), eq(processes.id, id)))
    .limit(1);
  return row ?? null;
};

/** Who acts on a process through the customer calls: a customer on their companies, the broker's staff on any. */
export type TProcessActor = { isStaff: boolean; companyIds: readonly number[] };

/**
 * The key of process `id` as `actor` reaches it (collaboration): a customer's only among their
 * companies, any company's for STAFF and ADMIN, who act as the broker on every process. 404 else.
 */
export const requireActorProcessKey = async (
  db: TDbExecutor,
  { actor, id }: { actor: TProcessActor; id: number },
): Promise<TProcessKey> => {
  const key = actor.isStaff
    ? await findProcessKeyOfAnyCompany(db, id)
    : actor.companyIds.length === 0
      ? null
      : await findProcessKey(db, { companyIds: actor.companyIds, id });
  if (!key) throw notFound(PROCESS_NOT_FOUND);
  return key;
};

/** The key of the process with this reference number (the ingestion API's identification). */
export const findProcessKeyByIdentification = async (
  db: TDbExecutor,
  identification: number,
): Promise<TProcessKey | null> => {
  const [row] = await db
    .select(keyColumns)
    .from(processes)
    .where(eq(processes.identification, identification))
    .limit(1);
  return row ?? null;
};
