import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA as axe-core tests it (the accessibility goal: 0 serious or critical findings). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type TViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The serious and critical WCAG findings of the page, or of the part `include` selects. axe runs in
 * its one-frame mode: the portal draws no frames, and the default mode finishes every scan in a new
 * blank page, which took about 40% of each scan's time. It reports every node of a violation, and
 * one node of each rule that passed: a selector for each of the page's hundreds of passing nodes,
 * which nothing reads, took another third (decision 0122).
 */
export const seriousViolations = async (page: Page, include?: string): Promise<TViolation[]> => {
  // options() replaces every option set before it: it comes before withTags.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
};

/** A laptop's and a phone's width: every new screen is looked at in both. */
export const SCREEN_WIDTHS = [1440, 390] as const;

/**
 * WCAG 2.2 AA: no serious or critical violation at a laptop's and a phone's width. With `shotsDir`
 * (SHOTS_DIR) each width is also saved as `<name>-<width>.png`, to be looked at.
 */
export const expectAccessible = async (
  page: Page,
  { name, shotsDir }: { name: string; shotsDir?: string | undefined },
): Promise<void> => {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The sidebar slides away when the width drops to a phone's: the shot and the scan see where it
    // ends. (A string: the e2e project has no DOM types.)
    await page.evaluate('Promise.all(document.getAnimations().map((animation) => animation.finished))');
    if (shotsDir)
      await page.screenshot({
        path: `${shotsDir}/${name}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};
