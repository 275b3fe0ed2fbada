/**
 * Phone speed: Interaction to Next Paint of the main interactions, in Debian's Chromium with the CPU
 * slowed four times (CDP Emulation.setCPUThrottlingRate), measured by the web-vitals library's
 * onINP (its attribution build) injected into every page before the app's own scripts. Each run
 * loads the screen afresh, waits until it is idle, and makes only the one interaction measured, so
 * the page's INP is that interaction's latency (click to the next paint, not to the answer's
 * arrival). The median of three runs is kept.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { percentile } from './bench-database.ts';
import { recordResult } from './bench-results.ts';
import { acceptCookieConsent, signInDemoUser } from './web-sign-in.ts';

const INP_RUNS = 3;
const INP_GOAL_MS = 200;
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 120_000;
/** How long after the interaction web-vitals has to report (it reports when the page is idle). */
const REPORT_WAIT_MS = 10_000;

type TInteraction = {
  name: string;
  path: string;
  /** Waits until the screen shows its first answer. */
  ready: (page: Page) => Promise<void>;
  /** The one interaction measured, and what it must have shown once done. */
  act: (page: Page) => Promise<void>;
};

const money = /^R\$\s[\d.]+,\d{2}$/;

const changeMonth = async (page: Page): Promise<void> => {
  const label = page.getByTestId('period-label');
  const before = (await label.textContent()) ?? '';
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await label.filter({ hasNotText: before }).waitFor({ timeout: TIMEOUT_MS });
};

const calendarReady = async (page: Page): Promise<void> => {
  await page.getByTestId('period-label').waitFor({ timeout: TIMEOUT_MS });
};

const firstProcessRow = (page: Page): Locator =>
  page.getByRole('table', { name: 'Processos de importação' }).locator('tbody tr').first();

const INTERACTIONS: TInteraction[] = [
  {
    name: 'Gerar on Analytics',
    path: '/analytics',
    ready: (page) => page.getByTestId('bi-taxes').getByText(money).first().waitFor({ timeout: TIMEOUT_MS }),
    act: async (page) => {
      await page.getByRole('button', { name: 'Gerar' }).click();
      await page.getByTestId('bi-taxes').getByText(money).first().waitFor({ timeout: TIMEOUT_MS });
    },
  },
  {
    name: 'Gerar on the import dashboard',
    path: '/painel-importacao',
    ready: (page) => page.getByTestId('tax-II').getByText(money).waitFor({ timeout: TIMEOUT_MS }),
    act: async (page) => {
      await page.getByRole('button', { name: 'Gerar' }).click();
      await page.getByTestId('tax-II').getByText(money).waitFor({ timeout: TIMEOUT_MS });
    },
  },
  {
    name: 'opening the process modal from the process list',
    path: '/processos',
    ready: (page) => firstProcessRow(page).waitFor({ timeout: TIMEOUT_MS }),
    act: async (page) => {
      await firstProcessRow(page).click();
      await page.getByTestId('process-modal').waitFor({ timeout: TIMEOUT_MS });
    },
  },
  {
    name: 'changing month on the financial calendar',
    path: '/financeiro/previsao-numerario-novo',
    ready: calendarReady,
    act: changeMonth,
  },
  {
    name: 'changing month on the operational calendar',
    path: '/operacional/calendario',
    ready: calendarReady,
    act: changeMonth,
  },
];

/** The attribution build's IIFE (a global `webVitals`), so the page needs no import of its own. */
const readWebVitals = async (): Promise<string> => {
  const entry = fileURLToPath(import.meta.resolve('web-vitals/attribution'));
  return readFile(path.join(path.dirname(entry), 'web-vitals.attribution.iife.js'), 'utf8');
};

type TInp = { value: number; target: string; inputDelay: number; processing: number; presentation: number };

/**
 * Every INP change is kept (`reportAllChanges`), down to 16 ms, the Event Timing API's floor
 * (web-vitals' default of 40 ms would report nothing for a quick interaction but the first input).
 */
const reporterScript = (webVitals: string): string => `${webVitals}
window.__pdcInp = [];
webVitals.onINP((metric) => {
  window.__pdcInp.push({
    value: metric.value,
    target: metric.attribution.interactionTarget || '',
    inputDelay: metric.attribution.inputDelay,
    processing: metric.attribution.processingDuration,
    presentation: metric.attribution.presentationDelay,
  });
}, { reportAllChanges: true, durationThreshold: 16 });`;

const measureOnce = async ({
  browser,
  storageState,
  base,
  interaction,
  reporter,
}: {
  browser: Browser;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  base: string;
  interaction: TInteraction;
  reporter: string;
}): Promise<TInp> => {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  try {
    await context.addInitScript({ content: reporter });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${interaction.path}`);
    await interaction.ready(page);
    await page.waitForLoadState('networkidle');
    // Idle main thread too (charts may still be drawing after the network is quiet): the input
    // delay measured is then the interaction's own, not the load's.
    await page.evaluate(
      'new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 10000 }))',
    );
    await interaction.act(page);
    await page.waitForLoadState('networkidle');
    // A function, not a string: the app's CSP refuses the eval a string predicate needs.
    await page.waitForFunction(
      () => ((globalThis as unknown as { __pdcInp?: unknown[] }).__pdcInp?.length ?? 0) > 0,
      undefined,
      { timeout: REPORT_WAIT_MS },
    );
    // The largest so far: reportAllChanges only reports increases.
    return (await page.evaluate('window.__pdcInp[window.__pdcInp.length - 1]')) as TInp;
  } finally {
    await context.close();
  }
};

const formatInp = (inp: TInp): string =>
  `${inp.value.toFixed(0)} ms (input delay ${inp.inputDelay.toFixed(0)}, processing ${inp.processing.toFixed(0)}, presentation ${inp.presentation.toFixed(0)}; ${inp.target})`;

/** Each phone-speed interaction in turn; one that fails is recorded as missed and the others still run. */
export const measureInteractions = async ({ browser, base }: { browser: Browser; base: string }) => {
  const reporter = reporterScript(await readWebVitals());
  const signing = await browser.newContext({ locale: 'pt-BR' });
  await acceptCookieConsent({ context: signing, base });
  const signingPage = await signing.newPage();
  await signInDemoUser({ page: signingPage, base });
  const storageState = await signing.storageState();
  await signing.close();
  for (const interaction of INTERACTIONS) {
    const measure = `INP, ${interaction.name} (Chromium, CPU ×${CPU_SLOWDOWN}, web-vitals), median of ${INP_RUNS}`;
    try {
      const runs: TInp[] = [];
      for (let run = 0; run < INP_RUNS; run += 1)
        runs.push(await measureOnce({ browser, storageState, base, interaction, reporter }));
      const value = percentile(
        runs.map((inp) => inp.value),
        50,
      );
      const median = runs.find((inp) => inp.value === value) ?? runs[0];
      console.log(`INP ${interaction.name}: ${runs.map((inp) => inp.value.toFixed(0)).join(', ')} ms`);
      if (median) console.log(`  median ${formatInp(median)} (goal ≤ ${INP_GOAL_MS} ms)`);
      recordResult({
        area: 'P5',
        name: measure,
        goal: `≤ ${INP_GOAL_MS} ms`,
        baseline: `runs ${runs.map((inp) => inp.value.toFixed(0)).join(', ')} ms`,
        figure: `${value.toFixed(0)} ms`,
        ratio: null,
        isMet: value <= INP_GOAL_MS,
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      console.log(`INP ${interaction.name}: FAILED, ${message}`);
      recordResult({
        area: 'P5',
        name: measure,
        goal: `≤ ${INP_GOAL_MS} ms`,
        baseline: '-',
        figure: `failed: ${message.slice(0, 120)}`,
        ratio: null,
        isMet: false,
      });
    }
  }
};
