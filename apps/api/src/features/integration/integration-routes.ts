import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  MAX_BULK_BYTES,
  MAX_BULK_LINES,
  NDJSON_MIME_TYPE,
  postIntegrationProcessesBulkCall,
  putIntegrationCompanyCall,
  putIntegrationInvoiceCall,
  putIntegrationUserCall,
  putIntegrationDeclarationCall,
  putIntegrationExchangeRatesCall,
  postIntegrationHistoryItemsCall,
  postIntegrationDocumentCall,
  MAX_INGEST_DOCUMENT_BYTES,
  putIntegrationProcessCall,
  type TIngestLineResult,
} from '@pc/contract/integration';
import { refreshProcessFacts } from '../../core/analytics/refresh-process-facts.ts';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../core/http/register-call.ts';
import {
  ingestBatch,
  ingestProcessLines,
  loadIngestContext,
  parseProcessLine,
  type TIngestContext,
} from './ingest-processes.ts';
import { upsertCompany } from './ingest-company.ts';
import { upsertInvoice } from './ingest-invoice.ts';
import { upsertDeclaration } from './ingest-declaration.ts';
import { readFactBatches } from '../../core/analytics/fact-source.ts';
import { upsertUser } from './ingest-user.ts';
import {
  addHistoryItems,
  upsertDocument,
  upsertExchangeRates,
  type TIngestedFile,
} from './ingest-references.ts';
import multipart from '@fastify/multipart';
import { publicUrlOf } from '../../lib/public-url.ts';

/** The lines of a bulk body, at most MAX_BULK_LINES; the rest is drained unread. */
async function* readLines(body: NodeJS.ReadableStream, onOverflow: () => void): AsyncGenerator<string> {
  let count = 0;
  for await (const line of createInterface({ input: body, crlfDelay: Infinity })) {
    count += 1;
    if (count > MAX_BULK_LINES) {
      onOverflow();
      return;
    }
    yield line;
  }
}

/** The ingestion API (issue #17): the broker's systems write companies and processes. */
export const registerIntegrationRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  /** The BI facts of the processes an ingestion changed, back in step before the answer ends. */
  const refreshFacts = (context: TIngestContext) =>
    refreshProcessFacts({ db, store: app.analyticsStore, processKeys: context.staleFacts });

  // The bulk body reaches its handler as the request stream, read line by line.
  app.addContentTypeParser(NDJSON_MIME_TYPE, (_request, payload, done) => done(null, payload));

  registerCall(app, putIntegrationCompanyCall, async (request) =>
    upsertCompany({
      db,
      caller: getServiceCaller(request),
      cnpj: request.params.cnpj,
      name: request.body.name,
    }),
  );

  registerCall(app, putIntegrationProcessCall, async (request) => {
    if (request.body.identification !== request.params.identification) {
      throw new AppError('BAD_REQUEST', 'O número do processo no endereço e no corpo devem ser iguais.');
    }
    const context = await loadIngestContext({ db, caller: getServiceCaller(request), now: app.now() });
    const [result] = await ingestBatch(context, [parseProcessLine(1, request.body)]);
    if (!result) throw new Error('no ingestion result');
    await refreshFacts(context);
    if (result.result === 'rejected')
      throw new AppError('BAD_REQUEST', result.reason ?? 'Processo recusado.');
    return result;
  });

  registerCall(app, putIntegrationInvoiceCall, async (request) =>
    upsertInvoice({
      db,
      caller: getServiceCaller(request),
      identification: request.params.identification,
      invoiceNumber: request.params.invoiceNumber,
      invoice: request.body,
      now: app.now(),
    }),
  );

  registerCall(app, putIntegrationUserCall, async (request) =>
    upsertUser({
      db,
      mailQueue: app.mailQueue,
      caller: getServiceCaller(request),
      email: request.params.email,
      user: request.body,
      publicUrl: publicUrlOf(app.config),
      now: app.now(),
    }),
  );

  registerCall(app, putIntegrationDeclarationCall, async (request) => {
    const { response, stalePeriod } = await upsertDeclaration({
      db,
      caller: getServiceCaller(request),
      identification: request.params.identification,
      declaration: request.body,
    });
    // Analytics and the import dashboard read these items: in step before the answer.
    if (stalePeriod) {
      await app.analyticsStore.replaceFacts({
        period: stalePeriod,
        batches: readFactBatches({ db, period: stalePeriod }),
      });
    }
    return response;
  });

  registerCall(app, putIntegrationExchangeRatesCall, async (request) =>
    upsertExchangeRates({ db, caller: getServiceCaller(request), rates: request.body.rates, now: app.now() }),
  );

  registerCall(app, postIntegrationHistoryItemsCall, async (request) =>
    addHistoryItems({
      db,
      caller: getServiceCaller(request),
      identification: request.params.identification,
      items: request.body.items,
    }),
  );

  // Multipart only here: no other route takes a form upload.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_INGEST_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    registerCall(scope, postIntegrationDocumentCall, async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('BAD_REQUEST', 'Envie o documento como multipart/form-data (campos e o arquivo).');
      }
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
          throw new AppError(
            'BAD_REQUEST',
            `O arquivo passa de ${MAX_INGEST_DOCUMENT_BYTES / 1024 / 1024} MB.`,
          );
        }
        throw new AppError('BAD_REQUEST', 'Não foi possível ler o formulário enviado (multipart/form-data).');
      }
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
        caller: getServiceCaller(request),
        identification: request.params.identification,
        documentTypeName,
        isCashRequest,
        file,
        now: app.now(),
      });
    });
  });

  registerCall(app, postIntegrationProcessesBulkCall, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith(NDJSON_MIME_TYPE)) {
      throw new AppError(
        'BAD_REQUEST',
        `Envie o corpo como ${NDJSON_MIME_TYPE}: um processo JSON por linha.`,
      );
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_BULK_BYTES) {
      throw new AppError(
        'BAD_REQUEST',
        `O corpo passa de ${MAX_BULK_BYTES / 1024 / 1024} MB: divida a carga.`,
      );
    }
    const context = await loadIngestContext({ db, caller: getServiceCaller(request), now: app.now() });
    const body = request.body as NodeJS.ReadableStream;
    let isOverflow = false;
    const output = new PassThrough();
    const write = (result: TIngestLineResult) => output.write(`${JSON.stringify(result)}\n`);
    void (async () => {
      try {
        for await (const results of ingestProcessLines(
          context,
          readLines(body, () => {
            isOverflow = true;
          }),
        )) {
          for (const result of results) write(result);
        }
        await refreshFacts(context);
        if (isOverflow) {
          write({
            line: MAX_BULK_LINES + 1,
            identification: null,
            result: 'rejected',
            reason: `Limite de ${MAX_BULK_LINES.toLocaleString('pt-BR')} linhas por requisição: as linhas seguintes não foram lidas; envie-as em outra requisição.`,
          });
          request.raw.resume();
        }
        output.end();
      } catch (error: unknown) {
        // The answer has started: cut it short (the client sees a truncated stream) and log why.
        request.log.error({ err: error }, 'ingestão em lote interrompida');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return reply.header('content-type', NDJSON_MIME_TYPE).header('cache-control', 'no-store').send(output);
  });
};
