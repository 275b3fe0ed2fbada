import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { WEBHOOK_DELIVERY_STATUS_LABELS } from '@pc/contract/webhooks';
import { WEBHOOK_EVENT_LABELS } from '@pc/contract/webhooks-events';
import { expectAccessible } from './support/accessibility.ts';
import { acceptCookieConsent, CARLA, signInOn } from './support/session.ts';

/**
 * Outbound webhooks: Carla (ADMIN) creates a webhook to a receiver on this machine (the e2e server allows
 * private URLs: WEBHOOKS_ALLOW_PRIVATE_URLS in playwright.config.ts), sees its secret once, sends
 * a test and sees it delivered in the log. SHOTS_DIR saves the screens at a laptop's and a phone's width.
 */

const SHOTS_DIR = process.env.SHOTS_DIR;

type TReceived = { headers: IncomingHttpHeaders; body: string };

const startReceiver = async (received: TReceived[]): Promise<Server> => {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

test('an admin creates a webhook, sees its secret once, and a test is delivered to the receiver', async ({
  page,
  context,
  baseURL,
}) => {
  const received: TReceived[] = [];
  const receiver = await startReceiver(received);
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal/${Date.now()}`;
  try {
    await acceptCookieConsent(context, baseURL ?? '');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInOn(page, '/admin', CARLA);
    await page
      .getByRole('navigation', { name: 'Seções da administração' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(page.getByRole('table', { name: 'Webhooks' })).toBeVisible();

    await page.getByRole('button', { name: 'NOVO WEBHOOK' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
    await dialog.getByRole('textbox', { name: /URL/ }).fill(url);
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Receptor do teste e2e');
    await dialog.getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['process.updated'] }).check();
    await dialog.getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['document.added'] }).check();
    await expectAccessible(page, { name: 'webhook-dialog', shotsDir: SHOTS_DIR });
    await dialog.getByRole('button', { name: 'Criar' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Webhook criado' });
    const secret = secretDialog.getByTestId('webhook-secret');
    await expect(secret).toHaveText(/^whsec_/);
    await expect(secretDialog.getByText(/não será mostrado de novo/)).toBeVisible();
    await expectAccessible(page, { name: 'webhook-secret', shotsDir: SHOTS_DIR });
    const secretText = (await secret.textContent()) ?? '';
    await secretDialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(secretDialog).toBeHidden();
    await expect(page.getByText(secretText)).toHaveCount(0);

    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: url });
    await expect(row.getByText('Todas as empresas')).toBeVisible();
    await expect(row.getByText('Ativo', { exact: true })).toBeVisible();
    await expectAccessible(page, { name: 'webhooks-list', shotsDir: SHOTS_DIR });

    await row.getByRole('button', { name: `Enviar teste para ${url}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Entregas' });
    const delivery = sheet.getByRole('row').filter({ hasText: WEBHOOK_EVENT_LABELS['webhook.test'] });
    await expect(delivery.getByText(WEBHOOK_DELIVERY_STATUS_LABELS.SUCCEEDED)).toBeVisible({
      timeout: 30_000,
    });
    await expect(delivery.getByRole('cell', { name: '204' })).toBeVisible();
    await expectAccessible(page, { name: 'webhook-deliveries', shotsDir: SHOTS_DIR });

    // The receiver got one Standard Webhooks message: its id, timestamp and a v1 signature.
    const test = received.find((message) => message.body.includes('"webhook.test"'));
    expect(test?.headers['webhook-id']).toBeTruthy();
    expect(test?.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(test?.headers['webhook-signature']).toMatch(/^v1,/);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
