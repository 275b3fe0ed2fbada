import type { z } from 'zod';
import {
  ADMIN_COMPANY_NOT_FOUND_MESSAGE,
  COMPANY_ENTITLEMENTS_UPDATE_ACTION,
  type TAdminCompaniesResponse,
  type TAdminCompany,
  type ZAdminCompaniesQuery,
} from '@pc/contract/admin-companies';
import { ENTITLEMENTS, type TCompanyEntitlements } from '@pc/contract/entitlements';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  countCompanies,
  findCompanyCounts,
  findCompanyForUpdate,
  listCompanyPage,
  setCompanyEntitlements,
  type TAdminCompanyRow,
  type TCompanyCounts,
} from './admin-company-repository.ts';

const NO_COUNTS: TCompanyCounts = { userCount: 0, processCount: 0, lastDataAt: null };

const toAdminCompany = (row: TAdminCompanyRow, counts: TCompanyCounts): TAdminCompany => ({
  id: row.id,
  name: row.name,
  federalID: row.federalId,
  isCustomer: row.isCustomer,
  isCustomBroker: row.isCustomBroker,
  userCount: counts.userCount,
  processCount: counts.processCount,
  lastDataAt: counts.lastDataAt?.toISOString() ?? null,
  entitlements: row.entitlements,
});

/**
 * GET /api/admin/companies: the page first (by name), then the figures of its companies only, so
 * the cost follows the page's 25 rows and not the 100k users or 1M processes behind them.
 */
export const listAdminCompanies = async ({
  db,
  query,
}: {
  db: TDbExecutor;
  query: z.output<typeof ZAdminCompaniesQuery>;
}): Promise<TAdminCompaniesResponse> => {
  const filter = { search: query.search, entitlement: query.entitlement };
  const [rows, total] = await Promise.all([
    listCompanyPage(db, { filter, limit: query.size, offset: (query.page - 1) * query.size }),
    countCompanies(db, filter),
  ]);
  const counts = await findCompanyCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toAdminCompany(row, counts.get(row.id) ?? NO_COUNTS)),
    page: query.page,
    size: query.size,
    total,
  };
};

const isSameEntitlements = (a: TCompanyEntitlements, b: TCompanyEntitlements): boolean =>
  ENTITLEMENTS.every((entitlement) => a[entitlement] === b[entitlement]);

/**
 * PUT /api/admin/companies/{id}/entitlements: the four switches at once, and an audit record of
 * what they were and became, in one transaction. The server reads the switches at every call, so
 * each user of the company is held to them from their next request; their menus follow on their
 * next GET /credential. Sending the values the company already has changes nothing and records
 * nothing.
 */
export const updateCompanyEntitlements = async ({
  db,
  companyId,
  entitlements,
  actorUserId,
  ip,
  now,
}: {
  db: TDatabase;
  companyId: number;
  entitlements: TCompanyEntitlements;
  actorUserId: number;
  ip: string | null;
  now: Date;
}): Promise<TAdminCompany> => {
  const row = await db.transaction(async (tx) => {
    const current = await findCompanyForUpdate(tx, companyId);
    if (!current) throw notFound(ADMIN_COMPANY_NOT_FOUND_MESSAGE);
    if (isSameEntitlements(current.entitlements, entitlements)) return current;
    await setCompanyEntitlements(tx, { id: companyId, entitlements });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: COMPANY_ENTITLEMENTS_UPDATE_ACTION,
      subject: { type: 'company', id: companyId },
      companyId,
      before: current.entitlements,
      after: entitlements,
      ip,
      at: now,
    });
    return { ...current, entitlements };
  });
  const counts = await findCompanyCounts(db, [companyId]);
  return toAdminCompany(row, counts.get(companyId) ?? NO_COUNTS);
};
