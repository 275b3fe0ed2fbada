import type { FastifyInstance } from 'fastify';
import {
  getAdminPrivacyContactsCall,
  getAdminPrivacyIncidentsCall,
  getAdminPrivacyIncidentsExportCall,
  getAdminPrivacyRequestsCall,
  getMyDataExportCall,
  getMyPrivacyRequestsCall,
  getPrivacyNoticeCall,
  postAdminPrivacyDecisionCall,
  postAdminPrivacyIncidentCall,
  postPrivacyRequestCall,
  PRIVACY_REQUEST_CREATED_MESSAGE,
  putAdminPrivacyContactsCall,
  putAdminPrivacyIncidentCall,
} from '@pc/contract/privacy';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import { createPrivacyIncident, listPrivacyIncidents, updatePrivacyIncident } from './incident-service.ts';
import { streamIncidentSheet } from './incident-sheet.ts';
import { exportMyData } from './my-data-export.ts';
import { getPrivacyContacts, getPrivacyNotice, updatePrivacyContacts } from './privacy-contacts-service.ts';
import {
  createPrivacyRequest,
  decidePrivacyRequest,
  listAdminPrivacyRequests,
  listMyPrivacyRequests,
} from './privacy-request-service.ts';
import { scheduleRetentionPurge } from './retention-jobs.ts';
import { purgeExpiredData, type TRetentionSettings } from './retention-purge.ts';

/**
 * LGPD: the user's rights (their data, their requests), the admin's answers and incident record,
 * the public privacy notice and, unless RETENTION_SCHEDULES is off, the daily retention purge.
 */
export const registerPrivacy = (app: FastifyInstance): void => {
  const { db, config } = app;
  const retention: TRetentionSettings = {
    accessLogMonths: config.ACCESS_LOG_RETENTION_MONTHS,
    sentEmailDays: config.SENT_EMAIL_RETENTION_DAYS,
  };
  if (config.RETENTION_SCHEDULES) {
    scheduleRetentionPurge({
      jobs: app.jobs,
      run: () => purgeExpiredData({ db, now: app.now(), ...retention }),
      logger: app.log,
    });
    app.addHook('onReady', async () => {
      app.jobs.startInBackground();
    });
  }

  registerCall(app, getPrivacyNoticeCall, async () => ({ data: await getPrivacyNotice({ db, retention }) }));

  registerCall(app, getMyDataExportCall, async (request) => ({
    data: await exportMyData({ db, userId: getAuth(request).userId, ip: request.ip, now: app.now() }),
  }));

  registerCall(app, getMyPrivacyRequestsCall, async (request) => ({
    data: await listMyPrivacyRequests({ db, userId: getAuth(request).userId }),
  }));

  registerCall(app, postPrivacyRequestCall, async (request, reply) => {
    const data = await createPrivacyRequest({
      db,
      userId: getAuth(request).userId,
      kind: request.body.kind,
      note: request.body.note,
      ip: request.ip,
      now: app.now(),
    });
    return reply.code(201).send({ data, message: PRIVACY_REQUEST_CREATED_MESSAGE });
  });

  registerCall(app, getAdminPrivacyRequestsCall, async () => ({
    data: await listAdminPrivacyRequests({ db, now: app.now() }),
  }));

  registerCall(app, postAdminPrivacyDecisionCall, async (request) => ({
    data: await decidePrivacyRequest({
      db,
      id: request.params.id,
      body: request.body,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, getAdminPrivacyContactsCall, async () => ({ data: await getPrivacyContacts({ db }) }));

  registerCall(app, putAdminPrivacyContactsCall, async (request) => ({
    data: await updatePrivacyContacts({
      db,
      contacts: request.body,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, getAdminPrivacyIncidentsCall, async () => ({ data: await listPrivacyIncidents({ db }) }));

  registerCall(app, postAdminPrivacyIncidentCall, async (request, reply) => {
    const data = await createPrivacyIncident({
      db,
      fields: request.body,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    });
    return reply.code(201).send({ data });
  });

  registerCall(app, putAdminPrivacyIncidentCall, async (request) => ({
    data: await updatePrivacyIncident({
      db,
      id: request.params.id,
      fields: request.body,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, getAdminPrivacyIncidentsExportCall, async (request, reply) =>
    sendFile(reply, {
      fileName: getAdminPrivacyIncidentsExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: streamIncidentSheet({ incidents: await listPrivacyIncidents({ db }), logger: request.log }),
    }),
  );
};
