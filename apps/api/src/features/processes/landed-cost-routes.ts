import type { FastifyInstance } from 'fastify';
import { getProcessLandedCostCall, getProcessLandedCostExportCall } from '@pc/contract/landed-cost';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import { exportProcessLandedCost, readProcessLandedCost } from './landed-cost-service.ts';

/** The process's Custo tab and its planilha de custo de nacionalização. */
export const registerLandedCostRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getProcessLandedCostCall, async (request) =>
    readProcessLandedCost({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
    }),
  );

  registerCall(app, getProcessLandedCostExportCall, async (request, reply) => {
    const content = await exportProcessLandedCost({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
      logger: request.log,
    });
    return sendFile(reply, {
      fileName: getProcessLandedCostExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content,
    });
  });
};
