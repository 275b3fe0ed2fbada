import type { FastifyInstance } from 'fastify';
import {
  deleteCalendarFeedCall,
  getCalendarFeedCall,
  getCalendarFeedIcsCall,
  putCalendarFeedCall,
} from '@pc/contract/calendar-feed';
import { getAuth } from '../../core/auth/authenticate.ts';
import { publicRateLimit, registerCall } from '../../core/http/register-call.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import {
  buildCalendarFeedIcs,
  getCalendarFeed,
  removeCalendarFeed,
  saveCalendarFeedSettings,
} from './calendar-feed-service.ts';

/** Calendar apps poll a feed about hourly; this is per IP, for a flood, not for them. */
const FEED_READS_PER_MINUTE = 120;

/** Calendar feeds: My Data manages the address; calendar apps read the .ics. */
export const registerCalendarFeedRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  const publicUrl = publicUrlOf(app.config);
  const userOf = (request: Parameters<typeof getAuth>[0]) => {
    const auth = getAuth(request);
    return { db, userId: auth.userId, callerCompanyIds: auth.callerCompanyIds, publicUrl };
  };

  registerCall(app, getCalendarFeedCall, async (request) => ({
    data: await getCalendarFeed(userOf(request)),
  }));

  registerCall(app, putCalendarFeedCall, async (request) => ({
    data: await saveCalendarFeedSettings({ ...userOf(request), ...request.body, now: app.now() }),
  }));

  registerCall(app, deleteCalendarFeedCall, async (request) => {
    await removeCalendarFeed(userOf(request));
    return { data: null };
  });

  registerCall(
    app,
    getCalendarFeedIcsCall,
    async (request, reply) => {
      const ics = await buildCalendarFeedIcs({ db, token: request.params.token, now: app.now(), publicUrl });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="portal-dos-clientes.ics"')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
    { config: { rateLimit: publicRateLimit(FEED_READS_PER_MINUTE) } },
  );
};
