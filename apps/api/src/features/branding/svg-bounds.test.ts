import { describe, expect, it } from 'vitest';
import {
  checkSvgBounds,
  LOGO_SVG_TOO_DEEP_MESSAGE,
  LOGO_SVG_TOO_MANY_ELEMENTS_MESSAGE,
  MAX_SVG_DEPTH,
  MAX_SVG_ELEMENTS,
} from './svg-bounds.ts';

const OPEN_SVG = '<svg xmlns="http://www.w3.org/2000/svg">';

/** An <svg> with <g> inside it, `depth` levels in all. */
const nested = (depth: number): string =>
  `${OPEN_SVG}${'<g>'.repeat(depth - 1)}${'</g>'.repeat(depth - 1)}</svg>`;

/** An <svg> holding `children` rectangles side by side: `children + 1` elements. */
const wide = (children: number): string =>
  `${OPEN_SVG}${'<rect width="1" height="1"/>'.repeat(children)}</svg>`;

describe('checkSvgBounds', () => {
  it(`takes ${MAX_SVG_DEPTH} levels of nesting and refuses one more, in pt-BR`, () => {
    expect(() => checkSvgBounds({ text: nested(MAX_SVG_DEPTH) })).not.toThrow();
    expect(() => checkSvgBounds({ text: nested(MAX_SVG_DEPTH + 1) })).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: LOGO_SVG_TOO_DEEP_MESSAGE }),
    );
    expect(LOGO_SVG_TOO_DEEP_MESSAGE).toBe('O SVG tem elementos aninhados demais (mais de 64 níveis).');
  });

  it('counts an empty element as a level of its own, closed at once', () => {
    const deepest = `${OPEN_SVG}${'<g>'.repeat(MAX_SVG_DEPTH - 2)}<g/><g/>${'</g>'.repeat(MAX_SVG_DEPTH - 2)}</svg>`;
    expect(() => checkSvgBounds({ text: deepest })).not.toThrow();
    const deeper = deepest.replace('<g/>', '<g><g/></g>');
    expect(() => checkSvgBounds({ text: deeper })).toThrow(LOGO_SVG_TOO_DEEP_MESSAGE);
  });

  it('refuses a file nested 20,000 deep', () => {
    expect(() => checkSvgBounds({ text: nested(20_000) })).toThrow(LOGO_SVG_TOO_DEEP_MESSAGE);
  });

  it(`takes ${MAX_SVG_ELEMENTS} elements, the <svg> included, and refuses one more`, () => {
    expect(() => checkSvgBounds({ text: wide(MAX_SVG_ELEMENTS - 1) })).not.toThrow();
    expect(() => checkSvgBounds({ text: wide(MAX_SVG_ELEMENTS) })).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: LOGO_SVG_TOO_MANY_ELEMENTS_MESSAGE }),
    );
    expect(LOGO_SVG_TOO_MANY_ELEMENTS_MESSAGE).toBe('O SVG tem elementos demais (mais de 10.000).');
  });

  it('leaves a file that is not well-formed XML to the sanitiser, which refuses it', () => {
    expect(() => checkSvgBounds({ text: `${OPEN_SVG}<g></svg>` })).not.toThrow();
    expect(() => checkSvgBounds({ text: '<html><body>not an svg</body></html>' })).not.toThrow();
    // Past the first error jsdom builds nothing more, so nothing more is counted.
    expect(() => checkSvgBounds({ text: `${OPEN_SVG}</p>${'<g>'.repeat(100)}` })).not.toThrow();
  });
});
