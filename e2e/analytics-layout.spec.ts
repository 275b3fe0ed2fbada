import { expect, test, type Locator, type Page } from '@playwright/test';
import { BI_GENERATE_CALLS } from '@pc/contract/bi';
import { acceptCookieConsent, ANA, signInAndWait } from './support/session.ts';

// What only a browser shows on the Analytics screen: the gauge's figures over the seeded data, focus
// moving between the map's lists, the NCM table's width, the grid of cards and the placeholders.

const BI_PATHS: readonly string[] = BI_GENERATE_CALLS.map((call) => call.path);
const block = (page: Page, id: string) => page.getByTestId(id);

const openAnalytics = async (page: Page) => {
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Análise Operacional' })).toBeVisible();
  await expect(block(page, 'map-gauge')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/** The gauge's figure and whole: 'Total de processos', N, 'de M no período'. */
const readGauge = async (page: Page) => {
  const gauge = block(page, 'map-gauge');
  const text = await gauge.innerText();
  const match = /Total de processos\s+([\d.]+)\s+de ([\d.]+) no período/.exec(text);
  if (!match) throw new Error(`gauge reads ${text}`);
  const toNumber = (value: string | undefined) => Number((value ?? '').replaceAll('.', ''));
  return {
    value: toNumber(match[1]),
    total: toNumber(match[2]),
    rotation: Number(await gauge.getAttribute('data-rotation')),
  };
};

type TBox = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<TBox> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
};

/** WCAG relative luminance of an `rgb(r, g, b)` colour. */
const luminance = (rgb: string): number => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test.describe('Analytics as a browser shows it', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await acceptCookieConsent(context, baseURL ?? '');
    await signInAndWait(page, ANA);
  });

  test('the gauge counts distinct processes, never more than its whole, the needle at their share', async ({
    page,
  }) => {
    await openAnalytics(page);
    const modes = await block(page, 'bi-modes').innerText();
    const periodTotal = Number(/Total de processos\s+([\d.]+)/.exec(modes)?.[1]?.replaceAll('.', ''));
    const whole = await readGauge(page);
    // No map choice: the map covers the period's processes, each once.
    expect(whole).toEqual({ value: periodTotal, total: periodTotal, rotation: 180 });

    const pais = block(page, 'bi-map').getByRole('combobox', { name: 'País' });
    await pais.click();
    await block(page, 'bi-map').getByRole('option').nth(1).click();
    await expect(block(page, 'bi-map').getByRole('list', { name: 'País: selecionados' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(async () => (await readGauge(page)).value).toBeLessThan(periodTotal);
    const share = await readGauge(page);
    expect(share.total).toBe(periodTotal);
    expect(share.value).toBeGreaterThan(0);
    expect(share.rotation).toBeCloseTo((share.value / share.total) * 180, 5);
  });

  test('a Tab passes the País and NCM lists by closed; a list closes when focus leaves it', async ({
    page,
  }) => {
    await openAnalytics(page);
    const map = block(page, 'bi-map');
    const pais = map.getByRole('combobox', { name: 'País' });
    const ncm = map.getByRole('combobox', { name: 'NCM' });
    const openLists = map.locator('[role="listbox"]:visible');

    await pais.focus();
    await expect(pais).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(ncm).toBeFocused();
    await expect(openLists).toHaveCount(0);

    await pais.click();
    await expect(openLists).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(ncm).toBeFocused();
    await expect(openLists).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(openLists).toHaveCount(0);
  });

  for (const width of [1440, 390]) {
    test(`at ${width} px every NCM column can be read: the table scrolls, the acquirer stays, a hint says so`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAnalytics(page);
      const check = async (scope: Locator, name: string) => {
        const region = scope.getByRole('region', { name: `Tabela: ${name}` });
        await region.scrollIntoViewIfNeeded();
        const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        // 11 columns of figures in reais do not fit a laptop's content width, nor a phone's.
        expect(overflows).toBe(true);
        await expect(scope.getByText('Role a tabela para o lado para ver todas as colunas.')).toBeVisible();
        const frame = await boxOf(region);
        const sticky = await boxOf(region.getByRole('columnheader', { name: /Adquirente/ }));
        // Each column scrolled to the right edge shows whole, beside the acquirer column that stays.
        for (const header of ['NCM', 'VMLD (R$)', 'COFINS (R$)', 'Antidumping (R$)', 'Siscomex (R$)']) {
          const column = region.getByRole('columnheader', { name: header, exact: false });
          await column.evaluate((element) => element.scrollIntoView({ inline: 'end', block: 'nearest' }));
          const cell = await boxOf(column);
          expect(cell.x, header).toBeGreaterThanOrEqual(sticky.x + sticky.width - 1);
          expect(cell.x + cell.width, header).toBeLessThanOrEqual(frame.x + frame.width + 1);
          const firstCell = await boxOf(region.locator('tbody tr').first().locator('td').first());
          expect(Math.abs(firstCell.x - frame.x), header).toBeLessThanOrEqual(1);
        }
      };
      await check(block(page, 'bi-ncm-goods'), 'Mercadorias por NCMs mais importadas');
      await page.getByRole('button', { name: 'Visualizar Todas as NCMs do Período' }).click();
      await check(page.getByRole('dialog', { name: 'Todas as NCMs do Período' }), 'Todas as NCMs do Período');
    });
  }

  test('at 1440 px the cards fill their rows, the map ends with its figures, a cut name has a tooltip', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAnalytics(page);
    const grid = await boxOf(block(page, 'bi-taxes').locator('..'));
    const cards = await Promise.all(
      ['bi-taxes', 'bi-modes', 'bi-vmld-icms', 'bi-weights', 'bi-freight', 'bi-channels'].map((id) =>
        boxOf(block(page, id)),
      ),
    );
    const rows = new Map<number, TBox[]>();
    for (const card of cards) rows.set(Math.round(card.y), [...(rows.get(Math.round(card.y)) ?? []), card]);
    for (const row of rows.values()) {
      const rightmost = Math.max(...row.map((card) => card.x + card.width));
      // No empty cell at the end of a row.
      expect(Math.abs(rightmost - (grid.x + grid.width))).toBeLessThanOrEqual(1);
    }

    const map = block(page, 'bi-map');
    const summaryBottom = await boxOf(block(page, 'map-gauge')).then((box) => box.y + box.height);
    const mapBottom = await boxOf(map.getByRole('group', { name: /Mapa-múndi/ })).then(
      (box) => box.y + box.height,
    );
    // Beside the map, not 280 px below it.
    expect(summaryBottom - mapBottom).toBeLessThan(100);

    const exporter = block(page, 'bi-exporters').getByRole('listitem').first();
    const name = exporter.locator('[title]').first();
    expect(await name.getAttribute('title')).toBe((await name.innerText()).replace(/\s+/g, ' ').trim());
  });

  test('while the blocks load the map summary is a placeholder, and placeholders can be seen', async ({
    page,
  }) => {
    await page.route(
      (url) => BI_PATHS.includes(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto('/analytics');
    const summary = block(page, 'map-summary');
    await expect(page.getByRole('status', { name: 'Carregando resumo do mapa' })).toBeVisible();
    await expect(summary).not.toContainText('N/I');
    await expect(summary).not.toContainText('R$ 0,00');
    await expect(page.getByText(/de 0 no período/)).toHaveCount(0);

    // A placeholder bar against its white panel: the darkest colour of its shimmer must show.
    const panel = await block(page, 'bi-period-chart').evaluate(
      (element) => element.ownerDocument.defaultView.getComputedStyle(element).backgroundColor,
    );
    const colours = await page
      .getByTestId('period-bar-placeholder')
      .first()
      .evaluate((element) => {
        const style = element.ownerDocument.defaultView.getComputedStyle(element);
        return `${style.backgroundColor} ${style.backgroundImage}`.match(/rgba?\([^)]*\)/g) ?? [];
      });
    const opaque = colours.filter((colour) => !/rgba\([^)]*,\s*0\)/.test(colour));
    expect(opaque.length).toBeGreaterThan(0);
    const darkest = Math.min(...opaque.map(luminance));
    expect((luminance(panel) + 0.05) / (darkest + 0.05)).toBeGreaterThan(1.25);

    await expect(block(page, 'map-gauge')).toBeVisible({ timeout: 20_000 });
    await expect(summary.getByText('Principal país de origem')).toBeVisible();
  });

  test('arrow keys in a drawer select only move the choice; leaving it applies the choice once', async ({
    page,
  }) => {
    await openAnalytics(page);
    await page.getByRole('button', { name: 'Filtrar Pesquisa' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrar Pesquisa' });
    const modal = drawer.getByLabel('MODAL');
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (BI_PATHS.includes(url.pathname)) sent.push(`${url.pathname}${url.search}`);
    });
    await modal.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const stepped = await modal.inputValue();
    expect(stepped).not.toBe('');
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);

    await page.keyboard.press('Tab');
    await expect.poll(() => sent.length).toBe(15);
    // The drawer's own lists are the period's (no filter); the 14 figures are of the stepped-to mode.
    const figures = sent.filter((url) => !url.startsWith('/bi/valores-filtros?'));
    expect(figures).toHaveLength(14);
    expect(figures.every((url) => url.includes(`modal=${stepped}`))).toBe(true);
  });
});
