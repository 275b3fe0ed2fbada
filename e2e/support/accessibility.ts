import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
      `${name} at ${width}`,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};
