import { describe, expect, it } from 'vitest';
import { formatCompactBRL } from './compact-money.ts';

describe('formatCompactBRL', () => {
  it('writes thousands and millions the pt-BR short way', () => {
    expect(formatCompactBRL(113_000)).toBe('R$\u00a0113\u00a0mil');
    expect(formatCompactBRL(1_234_567)).toBe('R$\u00a01,2\u00a0mi');
    expect(formatCompactBRL(950)).toBe('R$\u00a0950');
  });
});
