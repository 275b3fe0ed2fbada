import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  getAdminSpreadsheetImportCall,
  getAdminSpreadsheetImportsCall,
  getAdminSpreadsheetRefusalsCall,
  getAdminSpreadsheetResultCall,
  getAdminSpreadsheetTemplateCall,
  MAX_SPREADSHEET_BYTES,
  postAdminSpreadsheetConfirmCall,
  postAdminSpreadsheetImportCall,
  SPREADSHEET_FILE_TYPE_MESSAGE,
  SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE,
  SPREADSHEET_RESULT_NOT_READY_MESSAGE,
  SPREADSHEET_TOO_LARGE_MESSAGE,
} from '@pc/contract/admin-spreadsheet';
import { PROCESS_STEP } from '@pc/contract/process';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { hasUnfinishedJobs } from '../../core/jobs/job-queue.ts';
import { findStepNames } from '../../core/process-trail/process-change-repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { spoolUpload } from '../../lib/http/spool-upload.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import {
  findSpreadsheetImportFile,
  findSpreadsheetImportRefusals,
  listSpreadsheetImports,
} from './spreadsheet-import-repository.ts';
import {
  confirmSpreadsheetImport,
  failInterruptedSpreadsheetImports,
  getSpreadsheetImport,
  runSpreadsheetJob,
  SPREADSHEET_IMPORT_QUEUE,
  toSpreadsheetImport,
  uploadSpreadsheet,
  type TSpreadsheetJob,
} from './spreadsheet-import-service.ts';
import { createImportThread } from './run-import-in-worker.ts';
import { streamResultWorkbook } from './spreadsheet-result.ts';
import { buildSpreadsheetTemplate } from './spreadsheet-template.ts';

const UPLOAD_MIME_TYPE = 'application/octet-stream';
/** pg-boss's minimum is 10 s; 30 s leaves a loaded server room before a live job is called dead. */
const SPREADSHEET_JOB_HEARTBEAT_SECONDS = 30;

/** Onboarding, Administração → Importar planilha: template, upload, preview, confirmation, result. */
export const registerSpreadsheetImportRoutes = (app: FastifyInstance): void => {
  const { db, jobs } = app;
  // The store and the mail queue are the app's, decorated after the routes are registered.
  const dependencies = {
    db,
    get store() {
      return app.analyticsStore;
    },
    get mailQueue() {
      return app.mailQueue;
    },
    publicUrl: publicUrlOf(app.config),
    logger: app.log,
    now: () => app.now(),
    databaseUrl: 'url' in app.database.jobConnection ? app.database.jobConnection.url : null,
    dumpDatabase: app.database.dumpTo ?? null,
    importThread: createImportThread({
      onThreadError: (error) => app.log.error({ err: error }, 'erro da thread de importação de planilhas'),
    }),
  };
  app.decorate('importThread', dependencies.importThread);
  app.addHook('onClose', () => dependencies.importThread.close());

  jobs.register(async (boss) => {
    // A job's own failure is the file's (told on the screen, never retried). The one retry is for a
    // job whose server died: on PostgreSQL its heartbeat stops (the import runs on a thread, so
    // heartbeats flow however busy it is) and the monitor hands it out again within a minute.
    const queueOptions = {
      retryLimit: 1,
      expireInSeconds: 60 * 60,
      ...(dependencies.databaseUrl ? { heartbeatSeconds: SPREADSHEET_JOB_HEARTBEAT_SECONDS } : {}),
    };
    await boss.createQueue(SPREADSHEET_IMPORT_QUEUE, queueOptions);
    // createQueue keeps an existing queue's options: update them, so a deployed queue gets these.
    await boss.updateQueue(SPREADSHEET_IMPORT_QUEUE, queueOptions);
    await boss.work<TSpreadsheetJob>(
      SPREADSHEET_IMPORT_QUEUE,
      { pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return;
        // Claimed again: the attempt that started it died. Never resumed half-way (decision 0113).
        if (job.retryCount > 0) {
          await failInterruptedSpreadsheetImports({ db, id: job.data.importId, now: app.now() });
          return;
        }
        await runSpreadsheetJob(dependencies, job.data);
      },
    );
  });
  app.addHook('onReady', async () => {
    // PGlite opens in one process only: an import still running when it starts died with the last one.
    if (!dependencies.databaseUrl) {
      await failInterruptedSpreadsheetImports({ db, now: app.now() });
      return;
    }
    // The queue starts when asked: an import some instance left running needs its monitor now.
    if (await hasUnfinishedJobs(app.database, [SPREADSHEET_IMPORT_QUEUE])) jobs.startInBackground();
  });
  const queue = async (job: TSpreadsheetJob) => {
    const boss = await jobs.get();
    await boss.send(SPREADSHEET_IMPORT_QUEUE, job);
  };

  registerCall(app, getAdminSpreadsheetTemplateCall, async (_request, reply) => {
    const steps = await findStepNames(db);
    const stepNames = [...steps].filter(([id]) => id !== PROCESS_STEP.TODOS).map(([, name]) => name);
    return sendFile(reply, {
      fileName: getAdminSpreadsheetTemplateCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: await buildSpreadsheetTemplate({ stepNames }),
    });
  });

  // The upload is the file's own bytes (no form around them), spooled to disk as they arrive.
  void app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_MIME_TYPE, (_request, payload, done) => done(null, payload));
    registerCall(scope, postAdminSpreadsheetImportCall, async (request, reply) => {
      if (!(request.body instanceof Readable))
        throw new AppError('BAD_REQUEST', SPREADSHEET_FILE_TYPE_MESSAGE);
      const declared = request.headers['content-length'];
      const upload = await spoolUpload({
        body: request.body,
        maxBytes: MAX_SPREADSHEET_BYTES,
        declaredBytes: declared === undefined ? null : Number(declared),
        tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', SPREADSHEET_TOO_LARGE_MESSAGE),
      });
      // The spooled file is removed before the answer leaves: nothing of the upload outlives it.
      const created = await uploadSpreadsheet({
        db,
        queue,
        userId: getAuth(request).userId,
        fileName: request.query.arquivo,
        upload,
        ip: request.ip,
        now: app.now(),
      }).finally(() => upload.dispose());
      return reply.status(201).send({ data: created });
    });
  });

  registerCall(app, getAdminSpreadsheetImportsCall, async (request) => {
    const { page, size } = request.query;
    const { rows, total } = await listSpreadsheetImports(db, { page, size });
    return { data: rows.map(toSpreadsheetImport), page, size, total };
  });

  registerCall(app, getAdminSpreadsheetImportCall, async (request) => ({
    data: await getSpreadsheetImport(db, request.params.id),
  }));

  registerCall(app, getAdminSpreadsheetRefusalsCall, async (request) => {
    const refusals = await findSpreadsheetImportRefusals(db, request.params.id);
    if (!refusals) throw new AppError('NOT_FOUND', SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE);
    const { page, size } = request.query;
    const start = (page - 1) * size;
    return { data: refusals.slice(start, start + size), page, size, total: refusals.length };
  });

  registerCall(app, postAdminSpreadsheetConfirmCall, async (request) => ({
    data: await confirmSpreadsheetImport({
      db,
      queue,
      id: request.params.id,
      userId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, getAdminSpreadsheetResultCall, async (request, reply) => {
    const file = await findSpreadsheetImportFile(db, request.params.id);
    if (!file) throw new AppError('NOT_FOUND', SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE);
    if (file.status === 'PREVIEWING' || file.status === 'FAILED') {
      throw new AppError('CONFLICT', SPREADSHEET_RESULT_NOT_READY_MESSAGE);
    }
    return sendFile(reply, {
      fileName: getAdminSpreadsheetResultCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: streamResultWorkbook({
        file: { fileName: file.fileName, content: file.content },
        outcomes: file.outcomes,
        refusals: file.refusals,
        logger: request.log,
      }),
    });
  });
};
