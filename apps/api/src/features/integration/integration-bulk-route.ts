import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  MAX_BULK_BYTES,
  MAX_BULK_LINES,
  NDJSON_MIME_TYPE,
  postIntegrationProcessesBulkCall,
  type TIngestLineResult,
} from '@pc/contract/integration';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { toClientCaller } from '../../core/ingestion/ingestion-caller.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { noteIngestionLineResult } from './ingestion-request-log.ts';
import {
  ingestProcessLines,
  loadIngestContext,
  type TIngestContext,
} from '../../core/ingestion/ingest-processes.ts';

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

/** The NDJSON bulk: one process per line in, one result per line out, streamed as it goes. */
export const registerBulkIngestion = (
  app: FastifyInstance,
  { refreshFacts }: { refreshFacts: (context: TIngestContext) => Promise<unknown> },
): void => {
  const { db } = app;
  // The bulk body reaches its handler as the request stream, read line by line.
  app.addContentTypeParser(NDJSON_MIME_TYPE, (_request, payload, done) => done(null, payload));

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
    const context = await loadIngestContext({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      now: app.now(),
    });
    const body = request.body as NodeJS.ReadableStream;
    let isOverflow = false;
    const output = new PassThrough();
    const write = (result: TIngestLineResult) => {
      noteIngestionLineResult(request, result);
      return output.write(`${JSON.stringify(result)}\n`);
    };
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
