import type { TIndicatorSteps } from '@pc/contract/indicators';
import { describe, expect, it } from 'vitest';
import { donutRemainder, donutRemainderText, movementWithoutType, stepsBeyondCards } from './figure-parts.ts';

/** The demo's step figures as the product walk read them: Total against its six cards. */
const DEMO_STEPS: Record<string, TIndicatorSteps> = {
  // Ana: 290 against 271 on the cards, 19 in Faturamento.
  ana: {
    total: 290,
    inProduction: 101,
    inBooking: 32,
    inTraffic: 86,
    inClearence: 25,
    inLoading: 3,
    inClosure: 24,
    inBilling: 19,
  },
  // Bruno: 42 against 39 on the cards, 3 in Faturamento.
  bruno: {
    total: 42,
    inProduction: 14,
    inBooking: 6,
    inTraffic: 10,
    inClearence: 4,
    inLoading: 0,
    inClosure: 5,
    inBilling: 3,
  },
};

describe('a figure and its parts agree', () => {
  it.each(Object.entries(DEMO_STEPS))(
    '%s: the step cards plus the Faturamento line are the Total; nothing else is left',
    (_, steps) => {
      const beyond = stepsBeyondCards(steps);
      expect(beyond).toBe(steps.inBilling);
      expect(beyond).toBeGreaterThan(0);
    },
  );

  it('names the open processes without a type of boarding that only the Total counts', () => {
    expect(
      movementWithoutType({
        total: 500,
        totalBKB: 20,
        totalFcl: 300,
        totalLcl: 100,
        totalAereo: 40,
        totalRodoviario: 36,
      }),
    ).toBe(4);
    expect(
      movementWithoutType({
        total: 6,
        totalBKB: 1,
        totalFcl: 2,
        totalLcl: 1,
        totalAereo: 1,
        totalRodoviario: 1,
      }),
    ).toBe(0);
  });

  it("says what a donut's total holds beyond its slices", () => {
    const channels = { total: 8, CINZA: 1, VERDE: 4, AMARELO: 1, VERMELHO: 0 };
    const remainder = donutRemainder(channels, ['CINZA', 'VERDE', 'AMARELO', 'VERMELHO']);
    expect(remainder).toBe(2);
    expect(donutRemainderText(remainder, 'sem canal')).toBe('O total inclui 2 sem canal.');
  });
});
