import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope, ZBinaryFile } from './envelope.ts';
import { MAX_IDS_PER_LIST, ZNullableTimestamp, ZTimestamp, zBodyId } from './primitives.ts';

/**
 * Calendar feeds (not in the spec): a per-user secret address that Outlook, Google or
 * Apple Calendar subscribe to, with the operational calendar's ETD, Embarque, ETA and Chegada and
 * the financial calendar's numerários and instalments.
 */
const PATH = '/api/public/customer/calendar-feed';

/**
 * The secret of a feed (32 random bytes, base64url), followed by .ics in the addresses given out
 * (also read without it). Any short text is looked up, so a malformed address answers 404 like a
 * revoked one.
 */
export const ZCalendarFeedToken = z.string().min(1).max(200);

export const ZCalendarFeed = z.object({
  /** The address to subscribe to (…/api/public/calendar-feed/<token>.ics). */
  url: z.string(),
  /** The companies the feed covers; null: all of the user's companies, now and later. */
  companyIds: z.array(z.number().int().positive()).nullable(),
  createdAt: ZTimestamp,
  /** Last time a calendar app read it. */
  lastReadAt: ZNullableTimestamp,
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZCalendarFeedResponse = dataEnvelope(ZCalendarFeed.nullable());
export type TCalendarFeedResponse = z.infer<typeof ZCalendarFeedResponse>;

export const ZCalendarFeedRequest = z.object({
  companyIds: z
    .array(zBodyId('companyIds'), {
      error: 'Informe companyIds como uma lista de ids de empresas ou null (todas).',
    })
    .min(1, { error: 'Escolha ao menos uma empresa.' })
    .max(MAX_IDS_PER_LIST)
    .nullable(),
  /** True: a new address (the old one stops working); false: keep the address, change the companies. */
  regenerate: z.boolean({ error: 'Informe regenerate como true ou false.' }),
});
export type TCalendarFeedRequest = z.infer<typeof ZCalendarFeedRequest>;

export const getCalendarFeedCall = defineCall({
  method: 'GET',
  path: PATH,
  summary: 'The signed-in user’s calendar feed (address and companies), or data null when there is none.',
  isAuthenticated: true,
  responses: { 200: ZCalendarFeedResponse },
});

export const putCalendarFeedCall = defineCall({
  method: 'PUT',
  path: PATH,
  summary:
    'Creates the user’s calendar feed or changes its companies; regenerate=true gives it a new address and revokes the old one.',
  isAuthenticated: true,
  body: ZCalendarFeedRequest,
  responses: { 200: dataEnvelope(ZCalendarFeed) },
});

export const deleteCalendarFeedCall = defineCall({
  method: 'DELETE',
  path: PATH,
  summary: 'Turns the user’s calendar feed off (data null): its address answers 404 from then on.',
  isAuthenticated: true,
  responses: { 200: ZCalendarFeedResponse },
});

export const CALENDAR_FEED_ICS_PATH = '/api/public/calendar-feed';

export const getCalendarFeedIcsCall = defineCall({
  method: 'GET',
  path: `${CALENDAR_FEED_ICS_PATH}/{token}`,
  summary:
    'The iCalendar (RFC 5545) of a feed: all-day events with stable UIDs. The token is the credential; an unknown or revoked one answers 404.',
  isAuthenticated: false,
  auth: 'none',
  params: z.object({ token: ZCalendarFeedToken }),
  isBinary: true,
  fileName: 'portal-dos-clientes.ics',
  fileMediaTypes: ['text/calendar'],
  responses: { 200: ZBinaryFile },
});
