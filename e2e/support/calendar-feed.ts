import { expect, type Page } from '@playwright/test';

const FEED_PATH = '/api/public/customer/calendar-feed';

/**
 * Gives the signed-in user a calendar feed of all their companies, keeping its address if there is
 * one: screens that show My Data then look the same whatever ran before.
 */
export const ensureCalendarFeedOfAllCompanies = async (page: Page): Promise<void> => {
  // A string expression: the e2e project has no DOM types.
  const token = (await page.evaluate("window.localStorage.getItem('pdc.accessToken')")) as string | null;
  const response = await page.request.put(FEED_PATH, {
    headers: { Authorization: token ?? '', 'App-Source': 'WEBPC' },
    data: { companyIds: null, regenerate: false },
  });
  expect(response.status(), await response.text()).toBe(200);
};
