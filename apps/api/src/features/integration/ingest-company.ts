import type { TIngestCompanyResponse } from '@pc/contract/integration';
import type { TDbExecutor } from '../../db/client.ts';
import { canWriteCompany, type TServiceCaller } from '../../core/auth/service-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCompaniesByCnpj, insertCompany, renameCompany } from './integration-repository.ts';

/**
 * Creates or renames a customer company by its CNPJ. A client limited to some companies may only
 * update those; creating a company is for the broker-wide client.
 */
export const upsertCompany = async (options: {
  db: TDbExecutor;
  caller: TServiceCaller;
  cnpj: string;
  name: string;
}): Promise<TIngestCompanyResponse> => {
  const { db, caller, cnpj, name } = options;
  return db.transaction(async (tx) => {
    const [current] = await findCompaniesByCnpj(tx, [cnpj]);
    if (!current) {
      if (caller.companyIds) {
        throw new AppError('FORBIDDEN', 'Este cliente de integração não pode cadastrar empresas.');
      }
      return { result: 'created', id: await insertCompany(tx, { federalId: cnpj, name }), cnpj };
    }
    // A company outside the client's list answers as if it did not exist (scope rule: 404).
    if (!canWriteCompany(caller, current.id)) {
      throw new AppError('NOT_FOUND', 'Empresa não encontrada.');
    }
    if (current.name === name) return { result: 'unchanged', id: current.id, cnpj };
    await renameCompany(tx, { id: current.id, name });
    return { result: 'updated', id: current.id, cnpj };
  });
};
