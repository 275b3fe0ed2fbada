import type { FastifyInstance } from 'fastify';
import { getCashCalendarCall, getLegacyCashCalendarCall } from '@pc/contract/cash-calendar';
import { getOperationalCalendarCall } from '@pc/contract/operational-calendar';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile } from '../../lib/http/send-file.ts';
import { getAuth } from '../../core/auth/authenticate.ts';
import { listLegacyCashCalendar, listOperationalCalendar } from './calendar-process-service.ts';
import { exportCashCalendar, getCashCalendarDays } from './cash-calendar-service.ts';
import { registerCalendarFeedRoutes } from './calendar-feed-routes.ts';

/**
 * Calendars: the financial calendar (one route for SCREEN, EXCEL and TXT: getCashCalendarExportCall
 * is a shared view of it), the older /cash-calendar and the operational calendar.
 * Scope: getAuth(request).callerCompanyIds; customerIds outside it answer 403. Heavy reads: on
 * the read replica when there is one (app.readDb).
 */
export const registerCalendarRoutes = (app: FastifyInstance): void => {
  registerCalendarFeedRoutes(app);

  registerCall(app, getCashCalendarCall, async (request, reply) => {
    const { type, ...query } = request.query;
    const options = {
      db: await app.readDb(request),
      callerCompanyIds: getAuth(request).callerCompanyIds,
      ...query,
    };
    if (type === 'SCREEN') return { data: await getCashCalendarDays(options) };
    // A scope error still answers the JSON `{ message }` body, which the web reads out of the blob;
    // the EXCEL is streamed, so a database error half-way cuts the download short (and is logged).
    return sendFile(
      reply,
      await exportCashCalendar({
        ...options,
        entitlementsDb: app.db,
        type,
        now: app.now(),
        logger: request.log,
      }),
    );
  });

  registerCall(app, getLegacyCashCalendarCall, async (request) => ({
    data: await listLegacyCashCalendar({
      db: await app.readDb(request),
      callerCompanyIds: getAuth(request).callerCompanyIds,
      ...request.query,
    }),
  }));

  registerCall(app, getOperationalCalendarCall, async (request) => ({
    data: await listOperationalCalendar({
      db: await app.readDb(request),
      callerCompanyIds: getAuth(request).callerCompanyIds,
      ...request.query,
    }),
  }));
};
