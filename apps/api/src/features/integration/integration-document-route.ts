import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_INGEST_DOCUMENT_BYTES, postIntegrationDocumentCall } from '@pc/contract/integration';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { toClientCaller } from '../../core/ingestion/ingestion-caller.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { upsertDocument, type TIngestedFile } from '../../core/ingestion/ingest-references.ts';

/** The form's text fields and its one file, read whole (the size limit is the multipart plugin's). */
const readDocumentForm = async (
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: TIngestedFile | null }> => {
  const fields: Record<string, string> = {};
  let file: TIngestedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, mimeType: part.mimetype, content: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error: unknown) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BAD_REQUEST', `O arquivo passa de ${MAX_INGEST_DOCUMENT_BYTES / 1024 / 1024} MB.`);
    }
    throw new AppError('BAD_REQUEST', 'Não foi possível ler o formulário enviado (multipart/form-data).');
  }
  return { fields, file };
};

/** POST of a process's document: the ingestion API's only multipart call. */
export const registerDocumentUpload = (app: FastifyInstance): void => {
  const { db } = app;
  // Multipart only here: no other route takes a form upload.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_INGEST_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    registerCall(scope, postIntegrationDocumentCall, async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Envie o documento como multipart/form-data (campos e o arquivo).');
      }
      const { fields, file } = await readDocumentForm(request);
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
