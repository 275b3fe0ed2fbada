import { expect, test } from '@playwright/test';
import type { TAttentionRule } from '@pc/contract/attention';
import type { TIngestDuimpInput } from '@pc/contract/duimp';
import { expectAccessible } from './support/accessibility.ts';
import { serviceToken } from './support/integration-api.ts';
import { apiGet } from './support/process-api.ts';
import { addDays, brDay, e2eToday, isoDay } from './support/sao-paulo-day.ts';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

const SHOTS_DIR = process.env.SHOTS_DIR;
const REQUIREMENT = 'Apresentar o certificado fitossanitário original, com tradução juramentada.';

/**
 * The DUIMP era end to end: the broker's ERP sends the DUIMP it read on the Portal Único, with the
 * MAPA LPCO in exigência; Ana's Home counts it under "LPCO em exigência", and the item opens the
 * process on its DUIMP tab, where the requirement's text waits first.
 */
test('the ERP sends a DUIMP whose MAPA LPCO is in exigência: Ana’s Home counts it and opens the requirement', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);

  const rulesNow = async (): Promise<TAttentionRule[]> =>
    (await apiGet(page, '/api/public/customer/attention')).body.data as TAttentionRule[];
  const before = await rulesNow();
  const countBefore = before.find((rule) => rule.rule === 'lpcoRequirement')?.count ?? 0;
  // An open process of Ana's: the last of those whose ETD slipped (attention lists open ones only).
  const picked = before.find((rule) => rule.rule === 'delayedEtd')?.items.at(-1);
  if (!picked) throw new Error('the demo has no open process with a delayed ETD for Ana');
  const detail = await apiGet(page, `/api/public/customer/processes/${picked.processId}`);
  const { identification } = detail.body.data as { identification: number };

  const today = e2eToday();
  const openedOn = addDays(today, -2);
  const duimp: TIngestDuimpInput = {
    number: `${String(today.year).slice(2)}BR00016589107`,
    version: 1,
    situation: 'AGUARDANDO_PARAMETRIZACAO',
    licensingSituation: 'PENDENTE',
    cargoControl: 'ARMAZENADA',
    registeredOn: isoDay(addDays(today, -6)),
    agencyResults: [{ agency: 'MAPA', result: 'EM_EXIGENCIA' }],
    lpcos: [
      {
        number: 'I2600012345',
        agency: 'MAPA',
        status: 'EM_EXIGENCIA',
        requestedOn: isoDay(addDays(today, -8)),
      },
    ],
    requirements: [
      {
        agency: 'MAPA',
        text: REQUIREMENT,
        openedOn: isoDay(openedOn),
        dueOn: isoDay(addDays(today, 5)),
        lpcoNumber: 'I2600012345',
      },
    ],
  };
  const token = await serviceToken(page.request);
  const put = await page.request.put(`/api/integration/processes/${identification}/duimp`, {
    headers: { authorization: `Bearer ${token}` },
    data: duimp,
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto('/');
  const card = page.getByTestId('attention-card');
  const rule = card.getByRole('button', { name: /LPCO em exigência/ });
  await expect(rule).toHaveAttribute('data-count', String(countBefore + 1));
  await rule.click();
  const dialog = page.getByRole('dialog', { name: 'LPCO em exigência' });
  const item = dialog.getByRole('button', { name: new RegExp(picked.reference) });
  await expect(item).toContainText(
    `LPCO I2600012345 (Ministério da Agricultura (MAPA)) em exigência desde ${brDay(openedOn)}, há 2 dias`,
  );
  await item.click();

  const modal = page.getByTestId('process-modal');
  await expect(modal.getByRole('heading', { name: picked.reference })).toBeVisible();
  // Over the Home, the modal's tab is in `abaProcesso` (`aba` is the Home's own tab).
  await expect(page).toHaveURL(/[?&]abaProcesso=duimp/);
  const requirements = modal.getByRole('region', { name: 'Exigências' });
  await expect(requirements.getByText(REQUIREMENT)).toBeVisible();
  await expectAccessible(page, { name: 'duimp-exigencia', shotsDir: SHOTS_DIR });
});

/**
 * A DUIMP card's list: "Ver todos na lista de processos" opens /processos filtered by the card's own
 * state, with as many processes as the card counts and the DUIMP columns; the filter's group then
 * narrows it by the situation, in the address, and the report's period takes the same filters.
 */
test('the LPCO em exigência card opens the process list filtered by its state, with the DUIMP columns', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL ?? '');
  await signInAndWait(page, ANA);
  const rules = (await apiGet(page, '/api/public/customer/attention')).body.data as TAttentionRule[];
  const count = rules.find((rule) => rule.rule === 'lpcoRequirement')?.count ?? 0;
  expect(count, 'the demo has an LPCO in exigência for Ana').toBeGreaterThan(0);

  await page.goto('/');
  await page
    .getByTestId('attention-card')
    .getByRole('button', { name: /LPCO em exigência/ })
    .click();
  await page
    .getByRole('dialog', { name: 'LPCO em exigência' })
    .getByRole('link', { name: 'Ver todos na lista de processos' })
    .click();
  await expect(page).toHaveURL(/\/processos\?etapa=8&atencaoDuimp=lpcoRequirement$/);
  await expect(page.getByTestId('process-count')).toHaveText(
    count === 1 ? '1 processo' : `${count} processos`,
  );
  const filters = page.getByRole('form', { name: 'Filtro de processos' });
  await expect(filters.getByText('Declaração e DUIMP')).toBeVisible();
  await expect(filters.getByLabel('Atenção na DUIMP')).toHaveValue('lpcoRequirement');
  const table = page.getByRole('table', { name: 'Processos de importação' });
  await expect(table.getByRole('columnheader', { name: 'Situação da DUIMP' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Licenciamento (LPCO)' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Pendente' }).first()).toBeVisible();
  await expectAccessible(page, { name: 'processos-lpco-em-exigencia', shotsDir: SHOTS_DIR });

  // The demo's draft is still being prepared: Em elaboração keeps it; Desembaraçada leaves none.
  await filters.getByLabel('Situação da DUIMP').selectOption({ label: 'Em elaboração' });
  await filters.getByRole('button', { name: 'GERAR' }).click();
  await expect(page).toHaveURL(/situacaoDuimp=EM_ELABORACAO/);
  await expect(table.getByRole('cell', { name: 'Em elaboração' }).first()).toBeVisible();
  await filters.getByLabel('Situação da DUIMP').selectOption({ label: 'Desembaraçada' });
  await filters.getByRole('button', { name: 'GERAR' }).click();
  await expect(page).toHaveURL(/situacaoDuimp=DESEMBARACADA/);
  await expect(page.getByTestId('process-count')).toHaveText('0 processos');

  // DI leaves the DUIMP-only filters: a DI process has no DUIMP to filter by.
  await filters.getByLabel('Declaração').selectOption({ label: 'Somente DI' });
  await expect(filters.getByLabel('Situação da DUIMP')).toBeDisabled();
  await filters.getByRole('button', { name: 'GERAR' }).click();
  await expect(page).toHaveURL(/\/processos\?etapa=8&declaracao=DI$/);
  await expect(table.getByRole('columnheader', { name: 'Situação da DUIMP' })).toBeVisible();
});
