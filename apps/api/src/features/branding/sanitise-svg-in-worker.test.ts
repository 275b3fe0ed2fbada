import { describe, expect, it } from 'vitest';
import { LOGO_SVG_TOO_COMPLEX_MESSAGE, sanitiseSvgInWorker } from './sanitise-svg-in-worker.ts';
import { checkSvgBounds } from './svg-bounds.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" onload="alert(1)">
  <script>alert(2)</script>
  <rect width="40" height="40" onclick="alert(3)" style="fill:url(http://evil.example/x)"/>
</svg>`;

/**
 * Within the bounds (3 levels, 502 elements) yet slow to sanitise: DOMPurify reads the file as HTML, where a
 * <title> holds HTML and `<g/>` does not close, so the 500 nest inside each other.
 */
const SLOW_SVG = `<svg xmlns="http://www.w3.org/2000/svg"><title>${'<g/>'.repeat(500)}</title></svg>`;

describe('sanitiseSvgInWorker', () => {
  it('answers what the sanitiser answers, from its own thread', async () => {
    expect(await sanitiseSvgInWorker({ text: HOSTILE_SVG })).toEqual({
      isSvg: true,
      svg: sanitiseSvg(HOSTILE_SVG),
    });
    expect(await sanitiseSvgInWorker({ text: '<html><body>not an svg</body></html>' })).toEqual({
      isSvg: false,
    });
  });

  it('leaves the event loop free while it works', async () => {
    const order: string[] = [];
    const tick = new Promise<void>((resolve) => setImmediate(resolve)).then(() => order.push('tick'));
    const answer = sanitiseSvgInWorker({ text: SLOW_SVG }).finally(() => order.push('answer'));
    await Promise.allSettled([tick, answer]);
    expect(order).toEqual(['tick', 'answer']);
  });

  it('stops the thread past the time limit and refuses the file in pt-BR', async () => {
    expect(() => checkSvgBounds({ text: SLOW_SVG })).not.toThrow();
    await expect(sanitiseSvgInWorker({ text: SLOW_SVG, timeLimitMs: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: LOGO_SVG_TOO_COMPLEX_MESSAGE,
    });
  });
});
