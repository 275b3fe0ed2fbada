import { authHeader, createAccessToken } from './auth-token.ts';
import { CAL_ANA, CAL_BRUNO, CAL_COMPANY, insertCalendarFixtures } from './calendar-fixtures.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/** The app clock of the calendar tests: November 2026 is the current month. */
export const CALENDAR_NOW = new Date('2026-11-22T15:00:00Z');
/** Ana's companies in the calendar dataset (Bruno has only CAL_COMPANY.foreign). */
export const CAL_ANA_COMPANIES = [CAL_COMPANY.main, CAL_COMPANY.txtA, CAL_COMPANY.txtB];

export type TCalendarTestApp = {
  ctx: TTestApp;
  anaHeaders: Record<string, string>;
  brunoHeaders: Record<string, string>;
};

/** The app on the calendar dataset at CALENDAR_NOW, with Ana's and Bruno's auth headers. */
export const createCalendarTestApp = async (): Promise<TCalendarTestApp> => {
  const ctx = await createTestApp({
    prepare: (database) => insertCalendarFixtures(database.db),
    now: () => CALENDAR_NOW,
  });
  const headersOf = async (userId: number, companyIds: number[]) =>
    authHeader(await createAccessToken({ config: ctx.config, userId, companyIds, now: CALENDAR_NOW }));
  return {
    ctx,
    anaHeaders: await headersOf(CAL_ANA.id, CAL_ANA_COMPANIES),
    brunoHeaders: await headersOf(CAL_BRUNO.id, [CAL_COMPANY.foreign]),
  };
};
