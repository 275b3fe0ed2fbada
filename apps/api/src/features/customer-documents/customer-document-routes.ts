import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  CUSTOMER_DOCUMENT_MESSAGES,
  MAX_CUSTOMER_DOCUMENT_BYTES,
  postCustomerDocumentCall,
} from '@pc/contract/customer-documents';
import {
  getIntegrationCustomerDocumentContentCall,
  getIntegrationCustomerDocumentsCall,
} from '@pc/contract/integration-collaboration';
import { getProcessActor } from '../../core/auth/authenticate.ts';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { readMultipartForm } from '../../lib/http/read-multipart-form.ts';
import { sendFile } from '../../lib/http/send-file.ts';
import {
  downloadCustomerDocumentForClient,
  listCustomerDocumentsForClient,
  sendCustomerDocument,
} from './customer-document-service.ts';

/**
 * "Enviar documento" (a customer's multipart call) and the ERP's collection of what
 * customers sent (a cursor over the documents, and each one's file).
 */
export const registerCustomerDocumentRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  // Multipart only in this scope, as the ingestion API's documents call does.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_CUSTOMER_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 4096 },
    });
    registerCall(scope, postCustomerDocumentCall, async (request, reply) => {
      const { fields, file } = await readMultipartForm(request, {
        fileField: 'file',
        tooLargeMessage: CUSTOMER_DOCUMENT_MESSAGES.tooLarge,
      });
      const data = await sendCustomerDocument({
        db,
        actor: getProcessActor(request),
        processId: request.params.id,
        fields,
        file,
        ip: request.ip,
        now: app.now(),
      });
      return reply.status(201).send({ data });
    });
  });

  registerCall(app, getIntegrationCustomerDocumentsCall, async (request) =>
    listCustomerDocumentsForClient({
      db,
      companyIds: getServiceCaller(request).companyIds,
      query: request.query,
    }),
  );

  registerCall(app, getIntegrationCustomerDocumentContentCall, async (request, reply) =>
    sendFile(
      reply,
      await downloadCustomerDocumentForClient({
        db,
        companyIds: getServiceCaller(request).companyIds,
        id: request.params.id,
      }),
    ),
  );
};
