import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listStatusColourPairs, listStatusTokens } from '../test/css-colour-pairs.ts';

// WCAG 2.x AA for normal text. axe measures only what is on a screen during a test, and missed the
// 'DESEMBARAÇADO / Canal AMARELO' banner (white on #dbb058, 2.0:1): this reads the style sheets.
const AA_CONTRAST = 4.5;

const SRC = path.resolve(import.meta.dirname, '..');

const listTsxFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return listTsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });

/** Each JSX element whose inline style paints a background, from its `<` to the end of its tag. */
const inlineBackgroundElements = (source: string): string[] => {
  const elements: string[] = [];
  for (const match of source.matchAll(/style=\{\{[^}]*\bbackground(Color)?\s*:/g)) {
    const start = source.lastIndexOf('<', match.index);
    const end = source.indexOf('>', source.indexOf('}}', match.index));
    elements.push(source.slice(start, end + 1));
  }
  return elements;
};

describe('status colour contrast', () => {
  it('finds the status tokens, among them the DI channel banners', () => {
    expect(listStatusTokens()).toEqual(
      expect.arrayContaining([
        '--color-success',
        '--color-danger',
        '--color-warning',
        '--color-channel-amarelo',
      ]),
    );
  });

  it('checks the pairs of every style sheet, the channel banners and toasts among them', () => {
    const selectors = listStatusColourPairs().map((pair) => `${pair.file} ${pair.selector}`);

    expect(selectors).toEqual(
      expect.arrayContaining([
        "features/process-detail/general-tab.module.css .cleared[data-channel='AMARELO']",
        "features/process-detail/general-tab.module.css .cleared[data-channel='VERMELHO']",
        'components/toast/toaster.module.css .icon',
        "features/process-detail/payment-sections.module.css .state[data-state='PAGO']",
        'features/calendars/cards.module.css .ribbon',
      ]),
    );
  });

  it('gives every text-on-background pair painted with a status colour at least 4.5:1', () => {
    const failing = listStatusColourPairs()
      .filter((pair) => pair.ratio < AA_CONTRAST)
      .map(
        (pair) =>
          `${pair.file} ${pair.selector}: ${pair.text} on ${pair.background} ${pair.ratio.toFixed(2)}:1`,
      );

    expect(failing).toEqual([]);
  });

  it('paints no text over an inline background unless its colour is computed to contrast', () => {
    // A colour set from TypeScript is out of the style sheets' reach: only an empty swatch may
    // take one as is; text on a server's colour goes through readableTextColour.
    const unchecked = listTsxFiles(SRC).flatMap((file) =>
      inlineBackgroundElements(readFileSync(file, 'utf8'))
        .filter((element) => !element.endsWith('/>') && !element.includes('readableTextColour('))
        .map((element) => `${path.relative(SRC, file)}: ${element.split('\n')[0]}`),
    );

    expect(unchecked).toEqual([]);
  });
});
