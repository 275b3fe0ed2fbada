import { describe, expect, it } from 'vitest';
import { canSeeDelayedEtd, canSeeTransitTime } from './permissions.ts';

describe('canSeeDelayedEtd', () => {
  it('allows company 3 whatever its CNPJ', () => {
    expect(canSeeDelayedEtd([{ id: 3, federalID: null }])).toBe(true);
  });

  it('allows another company id carrying the configured CNPJ, written with or without punctuation', () => {
    expect(canSeeDelayedEtd([{ id: 42, federalID: '11222333000181' }])).toBe(true);
    expect(canSeeDelayedEtd([{ id: 42, federalID: '11.222.333/0001-81' }])).toBe(true);
  });

  it('refuses everyone else', () => {
    expect(
      canSeeDelayedEtd([
        { id: 500, federalID: '99888777000166' },
        { id: 154, federalID: null },
      ]),
    ).toBe(false);
    expect(canSeeDelayedEtd([])).toBe(false);
  });
});

describe('canSeeTransitTime', () => {
  it('needs company 154', () => {
    expect(canSeeTransitTime([{ id: 7 }, { id: 154 }])).toBe(true);
    expect(canSeeTransitTime([{ id: 3 }])).toBe(false);
  });
});
