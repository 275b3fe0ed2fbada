import type { TEntitledCompany } from '@pc/contract/entitlements';
import type { TDbExecutor } from '../../db/client.ts';
import { findCompanyEntitlements, toCompanyEntitlements } from '../../db/repositories/company-repository.ts';

/**
 * The caller's companies with their entitlements, for resolveScope's rule. Read at every call and
 * never carried in a token, so switching an entitlement applies at the next call of every user of
 * the company (BI calls included). Pass the primary database: a replica a little behind would
 * still grant what was just revoked.
 */
export const loadEntitledCompanies = async ({
  db,
  companyIds,
}: {
  db: TDbExecutor;
  companyIds: readonly number[];
}): Promise<TEntitledCompany[]> =>
  (await findCompanyEntitlements(db, companyIds)).map((row) => ({
    id: row.id,
    entitlements: toCompanyEntitlements(row),
  }));

/** What a service that checks an entitlement takes besides its scope: where the entitlements are read. */
export type TEntitlementSource = {
  /** The primary database (app.db), even when the service's own reads go to the replica. */
  entitlementsDb: TDbExecutor;
};
