import { describe, expect, it } from 'vitest';
import { formatRelativeInstant, formatSaoPauloInstant } from './format-instant.ts';

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

describe('formatRelativeInstant', () => {
  const now = new Date('2026-11-20T13:05:00Z');

  it('reads the last day as how long ago', () => {
    expect(formatRelativeInstant('2026-11-20T13:04:31Z', now)).toBe('agora');
    expect(formatRelativeInstant('2026-11-20T12:20:00Z', now)).toBe('há 45 min');
    expect(formatRelativeInstant('2026-11-19T13:05:01Z', now)).toBe('há 23 h');
  });

  it('reads a clock a little ahead as now', () => {
    expect(formatRelativeInstant('2026-11-20T13:05:20Z', now)).toBe('agora');
  });

  it('writes older instants as DD/MM/AAAA HH:mm in São Paulo', () => {
    expect(formatRelativeInstant('2026-11-19T13:05:00Z', now)).toBe('19/11/2026 10:05');
  });

  it('answers null for a text that is no date', () => {
    expect(formatRelativeInstant('ontem', now)).toBeNull();
  });
});
