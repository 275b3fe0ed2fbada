import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { serviceToken } from './support/integration-api.ts';
import { apiGet, findProcessWithEta } from './support/process-api.ts';
import { addDays, brDay, isoDay, parseDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

/**
 * The notification centre, live: the ERP moves an ETA through the ingestion API while Ana's Home is
 * open; the bell counts it without a reload (the stream), the panel tells it in pt-BR, and a click
 * opens the process. SHOTS_DIR saves the panel at a laptop's and a phone's width.
 */

const SHOTS_DIR = process.env.SHOTS_DIR;

const unreadOf = (name: string): number =>
  Number(/(\d[\d.]*) não lidas?$/.exec(name)?.[1]?.replace('.', '') ?? 0);

test('the ERP moves an ETA by 5 days: the bell on the open Home shows it, and a click opens the process', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The stream opens once the bell has its ticket: the change is sent after that.
  const ticket = page.waitForResponse((response) => response.url().includes('/notifications/stream-ticket'));
  await signInAndWait(page, ANA);
  await ticket;

  const picked = await findProcessWithEta(
    page,
    Array.from({ length: 80 }, (_, index) => index + 1),
  );

  const bell = page.getByRole('button', { name: /^Notificações/ });
  const bellCount = async () => unreadOf((await bell.getAttribute('aria-label')) ?? '');
  const serverCount = async () =>
    ((await apiGet(page, '/api/public/customer/notifications/unread')).body.data as { total: number }).total;
  // The bell agrees with the server before the change (the demo's own news included).
  await expect.poll(async () => (await bellCount()) === (await serverCount())).toBe(true);
  const before = await bellCount();

  const moved = isoDay(addDays(parseDay(picked.eta), 5));
  const token = await serviceToken(page.request);
  const put = await page.request.put(`/api/integration/processes/${picked.identification}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { identification: picked.identification, datesETA: moved },
  });
  expect(put.status(), await put.text()).toBe(200);

  // No reload: the stream brings the new count, the server's, one more than before at least.
  await expect
    .poll(async () => {
      const shown = await bellCount();
      return shown > before && shown === (await serverCount());
    })
    .toBe(true);
  await bell.click();
  const text = `${picked.reference}: ETA alterado de ${brDay(parseDay(picked.eta))} para ${brDay(parseDay(moved))} (5 dias depois).`;
  const row = page.getByRole('link', {
    name: new RegExp(`^Não lida: ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await expect(row).toBeVisible();
  await expectAccessible(page, { name: 'notificacoes-painel', shotsDir: SHOTS_DIR });

  await row.click();
  await expect(
    page.getByTestId('process-modal').getByRole('heading', { name: picked.reference }),
  ).toBeVisible();
  expect(new URL(page.url()).searchParams.get('processo')).toBe(String(picked.id));
  // Opening it marked it read; once the modal is closed, the bell reads the server's count again.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('process-modal')).toBeHidden();
  await expect.poll(async () => (await bellCount()) === (await serverCount())).toBe(true);
  expect(await bellCount()).toBeLessThan(before + 1);
});
