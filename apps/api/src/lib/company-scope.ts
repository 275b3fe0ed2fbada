import type { TDatabase } from '../db/client.ts';
import { forbidden } from './app-error.ts';

/**
 * The companies a call asks for (`customerIds`, `customersId`, `companiesIds`), deduplicated in
 * request order. Every one must be among the caller's companies: otherwise 403 with the message
 * built from the foreign ids (never a silent narrowing, so a figure never looks complete while it
 * is not).
 */
export const requireOwnCompanies = ({
  companyIds,
  requestedIds,
  message,
}: {
  /** The caller's companies (getAuth). */
  companyIds: readonly number[];
  requestedIds: readonly number[];
  message: (outsideIds: number[]) => string;
}): number[] => {
  const requested = [...new Set(requestedIds)];
  const allowed = new Set(companyIds);
  const outside = requested.filter((id) => !allowed.has(id));
  if (outside.length > 0) throw forbidden(message(outside));
  return requested;
};

/** What every scoped service takes: the database and the caller's companies (getAuth). */
export type TCompanyScope = { db: TDatabase; companyIds: readonly number[] };
