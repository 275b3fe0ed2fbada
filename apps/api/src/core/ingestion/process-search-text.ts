import type { TDbExecutor } from '../../db/client.ts';
import { buildProcessSearchText, type TProcessSearchTextInput } from '../../db/search-text.ts';
import type { TProcessRow } from '../process-trail/process-change-repository.ts';
import { findInvoiceNumbers, findPartnerNames } from './integration-repository.ts';

/**
 * The search text of a stored process once `changes` are applied (a new invoice number, a new DUIMP
 * number): its exporter's and manufacturer's names and its invoices' numbers read again.
 */
export const searchTextOfProcess = async (
  tx: TDbExecutor,
  process: TProcessRow,
  changes: Partial<TProcessSearchTextInput> = {},
): Promise<string> => {
  const names = await findPartnerNames(
    tx,
    [process.exporterId, process.manufacturerId].filter((id): id is number => id !== null),
  );
  const numbers = await findInvoiceNumbers(tx, { companyIds: [process.companyId], processIds: [process.id] });
  return buildProcessSearchText({
    ...process,
    exporterName: process.exporterId === null ? null : (names.get(process.exporterId) ?? null),
    manufacturerName: process.manufacturerId === null ? null : (names.get(process.manufacturerId) ?? null),
    invoiceNumbers: numbers.get(process.id) ?? [],
    ...changes,
  });
};
