import type { FastifyInstance } from 'fastify';
import { getAdminCompaniesCall, putAdminCompanyEntitlementsCall } from '@pc/contract/admin-companies';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { registerAdminClientRoutes } from './admin-client-routes.ts';
import { registerAdminUserRoutes } from './admin-user-routes.ts';
import { registerAdminQuotationRoutes } from './admin-quotation-routes.ts';
import { listAdminCompanies, updateCompanyEntitlements } from './admin-company-service.ts';
import { registerAuditRoutes } from './audit-routes.ts';

/**
 * The back-office under /api/admin. Each call's role comes from the contract and is
 * checked by registerCall against users.role at every request, before these handlers run.
 */
export const registerAdminRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  registerAdminClientRoutes(app);
  registerAdminUserRoutes(app);
  registerAdminQuotationRoutes(app);

  registerCall(app, getAdminCompaniesCall, async (request) =>
    listAdminCompanies({ db, query: request.query }),
  );

  registerCall(app, putAdminCompanyEntitlementsCall, async (request) => ({
    data: await updateCompanyEntitlements({
      db,
      companyId: request.params.id,
      entitlements: request.body,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerAuditRoutes(app);
};
