/**
 * Phone speed: Lighthouse (mobile, its default simulated throttling) on the screens a signed-in
 * customer opens every day, in Debian's Chromium. The session is put in place by signing in on the
 * same Chromium profile Lighthouse drives, and Lighthouse runs with `disableStorageReset` so it keeps
 * the tokens; the HTTP cache is emptied before each run, so each run is a first visit's download,
 * as Lighthouse's own runs are (its storage reset would have done it).
 */
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { percentile } from './bench-database.ts';
import { recordResult } from './bench-results.ts';
import { acceptCookieConsent, signInDemoUser } from './web-sign-in.ts';

export const LIGHTHOUSE_RUNS = 3;
const SCORE_GOAL = 95;
const LCP_GOAL_MS = 2500;
const TBT_GOAL_MS = 200;

/** The phone-speed screens, with their paths as apps/web/src/lib/routes.ts has them. */
const SIGNED_IN_SCREENS: { name: string; path: string }[] = [
  { name: 'Home', path: '/' },
  { name: 'Analytics', path: '/analytics' },
  { name: 'Import dashboard', path: '/painel-importacao' },
  { name: 'Financial calendar', path: '/financeiro/previsao-numerario-novo' },
  { name: 'Operational calendar', path: '/operacional/calendario' },
  { name: 'Process list', path: '/processos' },
  { name: 'Report', path: '/relatorio' },
];

type TLighthouseRun = { score: number; lcpMs: number; tbtMs: number; finalPath: string };

export type TLighthouseMedian = { score: number; lcpMs: number; tbtMs: number; runs: TLighthouseRun[] };

type TRunOptions = { url: string; port: number; isSessionKept: boolean };

class LighthouseRuntimeError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Lighthouse's own advice for these: its trace missed the navigation; run it again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);
const ATTEMPTS = 3;

const runLighthouse = async (options: TRunOptions): Promise<TLighthouseRun> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(options);
    } catch (error) {
      const code = error instanceof LighthouseRuntimeError ? error.code : '';
      if (!RETRIED_ERRORS.has(code) || attempt === ATTEMPTS) throw error;
      console.log(`  ${options.url}: ${code}, run again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
};

const runLighthouseOnce = async ({ url, port, isSessionKept }: TRunOptions): Promise<TLighthouseRun> => {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    disableStorageReset: isSessionKept,
  });
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new LighthouseRuntimeError(
      lhr.runtimeError.code,
      `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const score = lhr.categories['performance']?.score;
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue;
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue;
  if (score === null || score === undefined || lcpMs === undefined || tbtMs === undefined)
    throw new Error(`${url}: no performance score, LCP or TBT (${lhr.runWarnings.join('; ')})`);
  return { score: Math.round(score * 100), lcpMs, tbtMs, finalPath: new URL(lhr.finalDisplayedUrl).pathname };
};

/** Each figure's own median: Lighthouse's advice for a noisy machine is several runs, the median kept. */
const medianOf = (runs: TLighthouseRun[]): TLighthouseMedian => ({
  score: percentile(
    runs.map((run) => run.score),
    50,
  ),
  lcpMs: percentile(
    runs.map((run) => run.lcpMs),
    50,
  ),
  tbtMs: percentile(
    runs.map((run) => run.tbtMs),
    50,
  ),
  runs,
});

export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const formatRounded = (ms: number): string => `${ms.toFixed(0)} ms`;

/** The signed-out sign-in screen: Lighthouse as it comes (its storage reset on). */
export const measureLoginScreen = async ({
  base,
  port,
}: {
  base: string;
  port: number;
}): Promise<TLighthouseMedian> => {
  const runs: TLighthouseRun[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
    runs.push(await runLighthouse({ url: `${base}/login`, port, isSessionKept: false }));
  return medianOf(runs);
};

/**
 * Playwright is connected to Lighthouse's Chromium only between runs (to sign in, or to empty the
 * cache) and disconnected while Lighthouse runs, so nothing but Lighthouse drives the browser then.
 */
const withChromium = async (port: number, act: (context: BrowserContext) => Promise<void>) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await act(context);
  } finally {
    // A browser Playwright connected to is only disconnected from, never closed, by close().
    await browser.close();
  }
};

const emptyHttpCache = (port: number): Promise<void> =>
  withChromium(port, async (context) => {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  });

const measureScreen = async ({
  base,
  port,
  path,
}: {
  base: string;
  port: number;
  path: string;
}): Promise<TLighthouseMedian> => {
  // A fresh sign-in for each screen: the access token lives 15 minutes, the three runs far less.
  await withChromium(port, async (context) => {
    await acceptCookieConsent({ context, base });
    const page = await context.newPage();
    await signInDemoUser({ page, base });
    await page.close();
  });
  const runs: TLighthouseRun[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    await emptyHttpCache(port);
    const measured = await runLighthouse({ url: `${base}${path}`, port, isSessionKept: true });
    // The guard sends a page without a session to /login: that would score the sign-in screen.
    if (measured.finalPath !== path) throw new Error(`${path} ended on ${measured.finalPath}`);
    runs.push(measured);
  }
  return medianOf(runs);
};

const recordScreen = (name: string, median: TLighthouseMedian): void => {
  const { score, lcpMs, tbtMs, runs } = median;
  const list = (pick: (run: TLighthouseRun) => string) => runs.map(pick).join(', ');
  console.log(
    `Lighthouse (mobile, signed in) ${name}: performance ${list((run) => String(run.score))} → ${score} (goal ≥ ${SCORE_GOAL}), ` +
      `LCP ${formatSeconds(lcpMs)} (goal ≤ ${formatSeconds(LCP_GOAL_MS)}), TBT ${formatRounded(tbtMs)} (goal ≤ ${TBT_GOAL_MS} ms)`,
  );
  const measure = `${name} (Lighthouse mobile, signed in), median of ${runs.length}`;
  recordResult({
    area: 'P5',
    name: `Lighthouse performance, ${measure}`,
    goal: `≥ ${SCORE_GOAL}`,
    baseline: `runs ${list((run) => String(run.score))}`,
    figure: String(score),
    ratio: null,
    isMet: score >= SCORE_GOAL,
  });
  recordResult({
    area: 'P5',
    name: `LCP, ${measure}`,
    goal: `≤ ${formatSeconds(LCP_GOAL_MS)}`,
    baseline: `runs ${list((run) => formatSeconds(run.lcpMs))}`,
    figure: formatSeconds(lcpMs),
    ratio: null,
    isMet: lcpMs <= LCP_GOAL_MS,
  });
  recordResult({
    area: 'P5',
    name: `Total Blocking Time, ${measure}`,
    goal: `≤ ${TBT_GOAL_MS} ms`,
    baseline: `runs ${list((run) => formatRounded(run.tbtMs))}`,
    figure: formatRounded(tbtMs),
    ratio: null,
    isMet: tbtMs <= TBT_GOAL_MS,
  });
};

/** Every phone-speed screen in turn; one that fails is recorded as missed and the others still run. */
export const measureSignedInScreens = async ({ base, port }: { base: string; port: number }) => {
  for (const screen of SIGNED_IN_SCREENS) {
    const name = `${screen.name} ${screen.path}`;
    try {
      recordScreen(name, await measureScreen({ base, port, path: screen.path }));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      console.log(`Lighthouse (mobile, signed in) ${name}: FAILED, ${message}`);
      recordResult({
        area: 'P5',
        name: `Lighthouse performance, ${name} (Lighthouse mobile, signed in)`,
        goal: `≥ ${SCORE_GOAL}, LCP ≤ ${formatSeconds(LCP_GOAL_MS)}, TBT ≤ ${TBT_GOAL_MS} ms`,
        baseline: '-',
        figure: `failed: ${message.slice(0, 120)}`,
        ratio: null,
        isMet: false,
      });
    }
  }
};
