import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { isStaffRole } from '@pc/contract/user';
import { getAuth } from '../../core/auth/authenticate.ts';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendFile } from '../../lib/http/send-file.ts';
import {
  downloadCustomerDocumentForClient,
  listCustomerDocumentsForClient,
  sendCustomerDocument,
  type TUploadedFile,
} from './customer-document-service.ts';

/** The form's text fields and its one file, read whole (the size limit is the multipart plugin's). */
const readCustomerDocumentForm = async (
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: TUploadedFile | null }> => {
  const fields: Record<string, string> = {};
  let file: TUploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') file = { fileName: part.filename, content: await part.toBuffer() };
        else await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error: unknown) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BAD_REQUEST', CUSTOMER_DOCUMENT_MESSAGES.tooLarge);
    }
    throw new AppError('BAD_REQUEST', 'Não foi possível ler o formulário enviado (multipart/form-data).');
  }
  return { fields, file };
};

/**
 * Issue #40 "Enviar documento" (a customer's multipart call) and the ERP's collection of what
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
      if (!request.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Envie o documento como multipart/form-data (campos e o arquivo).');
      }
      const auth = getAuth(request);
      const { fields, file } = await readCustomerDocumentForm(request);
      const data = await sendCustomerDocument({
        db,
        actor: {
          userId: auth.userId,
          isStaff: isStaffRole(auth.role ?? 'CUSTOMER'),
          companyIds: auth.callerCompanyIds,
        },
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
