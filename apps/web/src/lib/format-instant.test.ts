import { describe, expect, it } from 'vitest';
import { formatSaoPauloInstant } from './format-instant.ts';

describe('formatSaoPauloInstant', () => {
  it('writes the instant in São Paulo (UTC−3), whatever its own offset', () => {
    expect(formatSaoPauloInstant('2026-11-20T13:05:00Z')).toBe('20/11/2026 10:05');
    expect(formatSaoPauloInstant('2026-11-21T01:30:00+00:00')).toBe('20/11/2026 22:30');
  });

  it('keeps the hour’s leading zero and reads midnight as 00', () => {
    expect(formatSaoPauloInstant('2026-01-02T03:07:00Z')).toBe('02/01/2026 00:07');
  });

  it('answers null for a text that is no date', () => {
    expect(formatSaoPauloInstant('ontem')).toBeNull();
  });
});
