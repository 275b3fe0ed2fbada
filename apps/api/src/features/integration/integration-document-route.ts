import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_INGEST_DOCUMENT_BYTES, postIntegrationDocumentCall } from '@pc/contract/integration';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { toClientCaller } from '../../core/ingestion/ingestion-caller.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMultipartForm } from '../../lib/http/read-multipart-form.ts';
import { upsertDocument } from '../../core/ingestion/ingest-references.ts';

/** POST of a process's document: the ingestion API's only multipart call. */
export const registerDocumentUpload = (app: FastifyInstance): void => {
  const { db } = app;
  // Multipart only here: no other route takes a form upload.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_INGEST_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    registerCall(scope, postIntegrationDocumentCall, async (request) => {
      const { fields, file } = await readMultipartForm(request, {
        tooLargeMessage: `O arquivo passa de ${MAX_INGEST_DOCUMENT_BYTES / 1024 / 1024} MB.`,
      });
      const documentTypeName = (fields['documentTypeName'] ?? '').trim();
      if (!documentTypeName || documentTypeName.length > 100) {
        throw new AppError(
          'BAD_REQUEST',
          'Informe documentTypeName (o tipo do documento, até 100 caracteres).',
        );
      }
      if (!file || !file.fileName.trim()) throw new AppError('BAD_REQUEST', 'Envie o arquivo do documento.');
      const isCashRequest = fields['isCashRequest'] === 'true';
      return upsertDocument({
        db,
        caller: toClientCaller(getServiceCaller(request)),
        identification: request.params.identification,
        documentTypeName,
        isCashRequest,
        file,
        now: app.now(),
      });
    });
  });
};
