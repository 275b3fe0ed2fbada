import type { FastifyInstance } from 'fastify';
import {
  getAdminServiceClientRequestsCall,
  getAdminServiceClientsCall,
  postAdminServiceClientCall,
  postAdminServiceClientRevokeCall,
} from '@pc/contract/admin-clients';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import {
  createAdminServiceClient,
  listAdminServiceClients,
  listServiceClientRequests,
  revokeAdminServiceClient,
} from './admin-client-service.ts';

/** Back-office screen 3 "Integrações": the ingestion API's service clients (roles from the contract). */
export const registerAdminClientRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getAdminServiceClientsCall, async () => ({
    data: await listAdminServiceClients({ db, now: app.now() }),
  }));

  registerCall(app, getAdminServiceClientRequestsCall, async (request) =>
    listServiceClientRequests({
      db,
      clientId: request.params.id,
      page: request.query.page,
      size: request.query.size,
      isOnlyRejected: request.query.onlyRejected ?? false,
    }),
  );

  registerCall(app, postAdminServiceClientCall, async (request, reply) => {
    const created = await createAdminServiceClient({
      db,
      name: request.body.name,
      companyIds: request.body.companyIds,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    });
    return reply.status(201).send(created);
  });

  registerCall(app, postAdminServiceClientRevokeCall, async (request) => ({
    data: await revokeAdminServiceClient({
      db,
      id: request.params.id,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));
};
