import { expect, test } from '@playwright/test';
import { INGESTION_RECENT_REJECTIONS_BADGE } from '@pc/contract/admin-clients';
import { FORWARDER_LINK_INVALID } from '@pc/contract/forwarder-quote';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_CLIENT, serviceToken } from './support/integration-api.ts';
import { apiGet } from './support/process-api.ts';
import { acceptCookieConsent, CARLA, signInAndWait, signInOn } from './support/session.ts';
import { searchDataTable } from './support/table-search.ts';

/**
 * The back-office, screens 3 and 4: a feed's refused line reaches Integrações with its reason,
 * and a forwarder's link is revoked from Cotações de frete. The demo's service client writes.
 */

test('a refused line of the ERP’s feed shows on Integrações with its reason', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  const token = await serviceToken(page.request);
  // One good line would need a real process; the refused one is enough: an unknown field.
  const field = `campoPlaywright${Date.now()}`;
  const bulk = await page.request.post('/api/integration/processes/bulk', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    data: `${JSON.stringify({ identification: 990_001, [field]: 'x' })}\n`,
  });
  expect(bulk.status()).toBe(200);
  const [result] = (await bulk.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { result: string; reason?: string });
  expect(result?.result).toBe('rejected');
  const reason = result?.reason ?? '';
  expect(reason).toContain(field);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOn(page, '/admin/integracoes', CARLA);
  const table = page.getByRole('table', { name: 'Clientes de integração' });
  const row = table.getByRole('row').filter({ hasText: DEMO_CLIENT.name });
  await expect(row.getByText(INGESTION_RECENT_REJECTIONS_BADGE)).toBeVisible();
  await expectAccessible(page, { name: 'integracoes' });

  await row.getByRole('button', { name: `Requisições recentes de ${DEMO_CLIENT.name}` }).click();
  const sheet = page.getByRole('dialog', { name: `Requisições recentes — ${DEMO_CLIENT.name}` });
  await sheet.getByRole('checkbox', { name: 'Somente com recusas' }).check();
  const bulkRow = sheet.getByRole('row').filter({ hasText: '/api/integration/processes/bulk' }).first();
  await bulkRow.getByRole('button', { name: /ver motivos/ }).click();
  await expect(sheet.getByText(`Linha 1 · 990001: ${reason}`)).toBeVisible();
  await expectAccessible(page, { name: 'integracoes-requisicoes' });
});

test('Cotações de frete lists the forwarders’ links, and a revoke changes the state and kills the link', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndWait(page, CARLA);
  const detail = await apiGet(page, '/api/public/customer/processes/1');
  expect(detail.status).toBe(200);
  const { identification } = detail.body.data as { identification: number };

  // The broker's system invites a forwarder (the demo seeds no link).
  const forwarderName = `Agente E2E ${Date.now()}`;
  const token = await serviceToken(page.request);
  const invitation = await page.request.post(
    `/api/integration/processes/${identification}/quotation-invitations`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { forwarderName, email: 'cotacao@e2e.example' },
    },
  );
  expect(invitation.status()).toBe(201);
  const link = new URL(((await invitation.json()) as { url: string }).url).pathname;
  const linkToken = link.split('/').at(-1) ?? '';

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Seções da administração' })
    .getByRole('link', { name: 'Cotações de frete' })
    .click();
  const table = page.getByRole('table', { name: 'Convites de cotação de frete' });
  await expect(table.getByText(forwarderName)).toBeVisible();
  await expectAccessible(page, { name: 'cotacoes-de-frete' });

  await searchDataTable(page, {
    searchLabel: 'Buscar por agente, e-mail ou processo',
    tableName: 'Convites de cotação de frete',
    text: forwarderName,
  });
  const row = table.getByRole('row').filter({ hasText: forwarderName });
  await expect(row.getByText('Aberto')).toBeVisible();
  await row.getByRole('button', { name: /^Revogar o convite de/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revogar convite de cotação' });
  await confirm.getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByText(`Convite de ${forwarderName} revogado.`)).toBeVisible();
  await expect(row.getByText('Revogado')).toBeVisible();

  const page404 = await page.request.get(`/api/public/forwarder-quote/${linkToken}`);
  expect(page404.status()).toBe(404);
  expect(((await page404.json()) as { message: string }).message).toBe(FORWARDER_LINK_INVALID);
});
