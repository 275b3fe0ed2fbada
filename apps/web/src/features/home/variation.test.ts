import { describe, expect, it } from 'vitest';
import { computeVariation, describeVariation, formatVariation } from './variation.ts';

describe('computeVariation', () => {
  it('gives the delta, the percent and the trend of counts, neutral in tone', () => {
    expect(computeVariation(15, 12, 'neutral')).toEqual({
      delta: 3,
      percent: 25,
      trend: 'up',
      tone: 'neutral',
    });
    expect(computeVariation(6, 12, 'neutral')).toEqual({
      delta: -6,
      percent: -50,
      trend: 'down',
      tone: 'neutral',
    });
    expect(computeVariation(4, 4, 'neutral')).toEqual({
      delta: 0,
      percent: 0,
      trend: 'flat',
      tone: 'neutral',
    });
  });

  it('has no percent when the previous figure is zero', () => {
    expect(computeVariation(4, 0, 'neutral').percent).toBeNull();
    expect(computeVariation(0, 0, 'neutral')).toMatchObject({ delta: 0, percent: null, trend: 'flat' });
  });

  it('reads a shorter lead time as good and a longer one as bad', () => {
    expect(computeVariation(8.5, 10, 'lowerIsBetter')).toMatchObject({
      delta: -1.5,
      trend: 'down',
      tone: 'good',
    });
    expect(computeVariation(12, 10, 'lowerIsBetter')).toMatchObject({ delta: 2, trend: 'up', tone: 'bad' });
    // Below the shown precision (one decimal) there is no change to colour.
    expect(computeVariation(10.02, 10, 'lowerIsBetter')).toMatchObject({
      delta: 0,
      trend: 'flat',
      tone: 'neutral',
    });
  });
});

describe('formatVariation', () => {
  it('writes signed pt-BR numbers', () => {
    expect(formatVariation(computeVariation(15, 12, 'neutral'))).toBe('+3 (+25%)');
    expect(formatVariation(computeVariation(8.5, 10, 'lowerIsBetter'))).toBe('-1,5 (-15%)');
    expect(formatVariation(computeVariation(1, 3, 'neutral'))).toBe('-2 (-66,7%)');
    expect(formatVariation(computeVariation(4, 0, 'neutral'))).toBe('+4');
    expect(formatVariation(computeVariation(4, 4, 'neutral'))).toBe('0 (0%)');
  });

  it('describes the change for screen readers', () => {
    expect(describeVariation(computeVariation(15, 12, 'neutral'))).toBe(
      'aumento de +3 (+25%) em relação ao período de comparação',
    );
    expect(describeVariation(computeVariation(4, 4, 'neutral'))).toBe(
      'sem variação em relação ao período de comparação',
    );
  });
});
