import { expect, test } from '@playwright/test';
import { startTestPushService } from '../apps/api/test/helpers/push-service.ts';
import { expectAccessible } from './support/accessibility.ts';
import { serviceToken } from './support/integration-api.ts';
import { apiGet, findProcessWithEta } from './support/process-api.ts';
import { addDays, isoDay, parseDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

/**
 * Push to the phone, end to end: Ana turns push on in Meus Dados (the portal's real service worker;
 * the browser's push service is the test's, on the loopback: nothing leaves the machine), the ERP
 * moves an ETA by 5 days, the portal encrypts and sends the push, and the service worker shows it
 * when the push is handed to it through the DevTools protocol, as a push service would. SHOTS_DIR
 * saves the devices' screen at a laptop's and a phone's width.
 */

const SHOTS_DIR = process.env.SHOTS_DIR;

/**
 * The browser's PushManager answers with the test's subscription: Chromium's own would ask Google's
 * push service. A string: the e2e project has no DOM types.
 */
const fakePushManager = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => `
  (() => {
    const json = ${JSON.stringify({ ...subscription, expirationTime: null })};
    const fake = { endpoint: json.endpoint, expirationTime: null, options: {}, getKey: () => null,
      toJSON: () => json, unsubscribe: async () => true };
    let isSubscribed = false;
    PushManager.prototype.subscribe = async function () { isSubscribed = true; return fake; };
    PushManager.prototype.getSubscription = async function () { return isSubscribed ? fake : null; };
  })();`;

test('the ERP moves an ETA by 5 days: the push reaches Ana’s subscribed service worker and opens the process', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const pushService = await startTestPushService();
  try {
    const subscriber = pushService.subscribe('ana-e2e');
    await acceptCookieConsent(context, origin);
    await context.grantPermissions(['notifications'], { origin });
    await page.addInitScript(fakePushManager({ endpoint: subscriber.endpoint, keys: subscriber.keys }));
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAndWait(page, ANA);

    // The service worker registers itself for real; the DevTools protocol sees its registration.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      registrations.push(...updated);
    });
    await cdp.send('ServiceWorker.enable');

    await page.goto('/meus-dados/notificacoes');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/public/customer/notifications/devices') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Ativar neste dispositivo' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByRole('button', { name: 'Remover Chrome no Linux' })).toBeVisible();
    await expectAccessible(page, { name: 'notificacoes-dispositivos', shotsDir: SHOTS_DIR });

    // A process of Ana's with an ETA, moved 5 days by the ERP.
    const picked = await findProcessWithEta(
      page,
      Array.from({ length: 80 }, (_, index) => 80 - index),
    );
    const token = await serviceToken(page.request);
    const put = await page.request.put(`/api/integration/processes/${picked.identification}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { identification: picked.identification, datesETA: isoDay(addDays(parseDay(picked.eta), 5)) },
    });
    expect(put.status(), await put.text()).toBe(200);

    // The portal's push, as the push service received and the device decrypts it.
    const reference = picked.reference;
    await expect
      .poll(() => pushService.payloadsOf(subscriber).some((payload) => payload.reference === reference), {
        timeout: 30_000,
      })
      .toBe(true);
    const payload = pushService.payloadsOf(subscriber).find((item) => item.reference === reference);
    expect(payload).toMatchObject({
      title: reference,
      body: 'ETA ou ETD alterado',
      link: `/processos/${picked.id}`,
      event: 'PROCESS_DATE_MOVED',
    });
    // No company name and no amount leave the portal.
    const credential = await apiGet(page, '/credential');
    const companies = (credential.body.data as { person: { companies: { name: string }[] } }).person
      .companies;
    for (const company of companies) expect(JSON.stringify(payload)).not.toContain(company.name);

    // Handed to the service worker as its push service would: it shows the notification. The
    // registration is the scope's latest live one, once a worker is active in it.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const registration = registrations
      .filter((item) => item.scopeURL === `${origin}/` && !item.isDeleted)
      .at(-1);
    if (!registration) throw new Error(`no service worker registered for ${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify(payload),
    });
    const shown = `navigator.serviceWorker.ready
      .then((ready) => ready.getNotifications())
      .then((list) => list.map((item) => ({ title: item.title, body: item.body, link: item.data && item.data.link })))`;
    // A stopped worker must start to take the push; 10 s ran out once in a CI run, cause unknown.
    await expect
      .poll(async () => (await page.evaluate(shown)) as unknown[], { timeout: 30_000 })
      .toContainEqual({ title: reference, body: 'ETA ou ETD alterado', link: `/processos/${picked.id}` });

    // The link opens the process, after sign-in as usual (Ana is signed in).
    await page.goto(payload?.link ?? '/');
    await expect(page.getByTestId('process-modal').getByRole('heading', { name: reference })).toBeVisible();
  } finally {
    await pushService.close();
  }
});
