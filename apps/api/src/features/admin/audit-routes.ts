import type { FastifyInstance } from 'fastify';
import { getAuditEventsCall, getAuditEventsExportCall } from '@pc/contract/admin-audit';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import { exportAuditEvents, listAuditEventPage } from './audit-service.ts';

/** Back-office screen 6 "Auditoria": the audit records for the staff (every company: they are the broker). */
export const registerAuditRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getAuditEventsCall, async (request) => listAuditEventPage({ db, query: request.query }));

  registerCall(app, getAuditEventsExportCall, async (request, reply) => {
    const stream = await exportAuditEvents({ db, query: request.query, logger: request.log });
    return sendFile(reply, {
      fileName: getAuditEventsExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: stream,
    });
  });
};
