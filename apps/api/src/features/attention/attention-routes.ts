import type { FastifyInstance } from 'fastify';
import { getAttentionCall } from '@pc/contract/attention';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { resolveScope } from '../../core/scope/resolve-scope.ts';
import { listAttention } from './attention-service.ts';

/** Home's "Precisa de atenção": the caller's companies, or those of the Home's filter. */
export const registerAttentionRoutes = (app: FastifyInstance): void => {
  registerCall(app, getAttentionCall, async (request) => {
    const auth = getAuth(request);
    const { companyIds } = resolveScope({
      callerCompanyIds: auth.callerCompanyIds,
      requested: { field: 'customersId', ids: request.query.customersId },
    });
    return { data: await listAttention({ db: app.db, userId: auth.userId, companyIds, now: app.now() }) };
  });
};
