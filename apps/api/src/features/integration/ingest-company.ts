import type { TIngestCompanyEntitlements, TIngestCompanyResponse } from '@pc/contract/integration';
import type { TDbExecutor } from '../../db/client.ts';
import { canWriteCompany, type TServiceCaller } from '../../core/auth/service-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toEntitlementColumns, type TEntitlementColumns } from '../../db/repositories/company-repository.ts';
import { findCompaniesByCnpj, insertCompany, updateCompany } from './integration-repository.ts';

export const ENTITLEMENTS_CHANGE_REFUSED =
  'Só um cliente de integração com acesso a todas as empresas pode alterar as funcionalidades (entitlements) de uma empresa.';

/** The entitlement columns the upsert would change (those given and different from the stored ones). */
const changedEntitlements = (
  current: TEntitlementColumns,
  entitlements: TIngestCompanyEntitlements | undefined,
): Partial<TEntitlementColumns> =>
  Object.fromEntries(
    Object.entries(toEntitlementColumns(entitlements ?? {})).filter(
      ([column, value]) => current[column as keyof TEntitlementColumns] !== value,
    ),
  );

/**
 * Creates or updates a customer company by its CNPJ: its name and what it may see (entitlements;
 * an absent flag keeps its value, a new company starts with all off). A client limited to some
 * companies may only update those, and not their entitlements, which are the broker's to grant
 * (like the STAFF role); creating a company is for the broker-wide client.
 */
export const upsertCompany = async (options: {
  db: TDbExecutor;
  caller: TServiceCaller;
  cnpj: string;
  name: string;
  entitlements?: TIngestCompanyEntitlements | undefined;
}): Promise<TIngestCompanyResponse> => {
  const { db, caller, cnpj, name } = options;
  return db.transaction(async (tx) => {
    const [current] = await findCompaniesByCnpj(tx, [cnpj]);
    if (!current) {
      if (caller.companyIds) {
        throw new AppError('FORBIDDEN', 'Este cliente de integração não pode cadastrar empresas.');
      }
      const id = await insertCompany(tx, {
        federalId: cnpj,
        name,
        ...toEntitlementColumns(options.entitlements ?? {}),
      });
      return { result: 'created', id, cnpj };
    }
    // A company outside the client's list answers as if it did not exist (scope rule: 404).
    if (!canWriteCompany(caller, current.id)) {
      throw new AppError('NOT_FOUND', 'Empresa não encontrada.');
    }
    const entitlements = changedEntitlements(current, options.entitlements);
    const hasEntitlementChange = Object.keys(entitlements).length > 0;
    if (hasEntitlementChange && caller.companyIds)
      throw new AppError('FORBIDDEN', ENTITLEMENTS_CHANGE_REFUSED);
    if (current.name === name && !hasEntitlementChange) return { result: 'unchanged', id: current.id, cnpj };
    await updateCompany(tx, { id: current.id, values: { name, ...entitlements } });
    return { result: 'updated', id: current.id, cnpj };
  });
};
