import { describe, expect, it } from 'vitest';
import {
  compareEntries,
  matchesCategory,
  matchesStatus,
  placeCashAdvance,
  sortEntries,
  type TCashEntry,
} from './cash-calendar-items.ts';
import { cashEntryFixture } from './cash-entry-fixture.ts';

const source = {
  datesEta: '2026-11-10',
  stepCashRequestEstimatedValue: 5000,
  estimatedStepCashRequest: '2026-11-05',
  estimatedStepCashRequestEstimatedValue: 4000,
};

describe('placeCashAdvance (part 2 §4)', () => {
  it('a positive real value sits on the ETA as NUMERARIO; the estimate is skipped', () => {
    expect(placeCashAdvance(source)).toEqual({ category: 'NUMERARIO', day: '2026-11-10', value: 5000 });
  });

  it('a real value of 0, below 0 or unknown falls back to the estimate as NUMERARIO_PREVISTO', () => {
    for (const value of [0, -200, null]) {
      expect(placeCashAdvance({ ...source, stepCashRequestEstimatedValue: value })).toEqual({
        category: 'NUMERARIO_PREVISTO',
        day: '2026-11-05',
        value: 4000,
      });
    }
  });

  it('without an ETA the estimate is used, whatever the real value', () => {
    expect(placeCashAdvance({ ...source, datesEta: null })).toEqual({
      category: 'NUMERARIO_PREVISTO',
      day: '2026-11-05',
      value: 4000,
    });
  });

  it('nothing to place without an estimated date or value', () => {
    const noReal = { ...source, stepCashRequestEstimatedValue: 0 };
    expect(placeCashAdvance({ ...noReal, estimatedStepCashRequest: null })).toBeNull();
    expect(placeCashAdvance({ ...noReal, estimatedStepCashRequestEstimatedValue: null })).toBeNull();
  });
});

describe('filters', () => {
  it('category: numerarios covers both numerário kinds, invoices the instalments', () => {
    expect(matchesCategory('numerarios', 'NUMERARIO')).toBe(true);
    expect(matchesCategory('numerarios', 'NUMERARIO_PREVISTO')).toBe(true);
    expect(matchesCategory('numerarios', 'PARCELA_INVOICE')).toBe(false);
    expect(matchesCategory('invoices', 'PARCELA_INVOICE')).toBe(true);
    expect(matchesCategory('invoices', 'NUMERARIO')).toBe(false);
    expect(matchesCategory('TODOS', 'PARCELA_INVOICE')).toBe(true);
  });

  it('status: PAGO, A_PAGAR or TODOS', () => {
    expect([matchesStatus('PAGO', true), matchesStatus('PAGO', false)]).toEqual([true, false]);
    expect([matchesStatus('A_PAGAR', true), matchesStatus('A_PAGAR', false)]).toEqual([false, true]);
    expect([matchesStatus('TODOS', true), matchesStatus('TODOS', false)]).toEqual([true, true]);
  });
});

describe('sortEntries', () => {
  const entry = (index: number): TCashEntry => {
    const categories = ['NUMERARIO', 'NUMERARIO_PREVISTO', 'PARCELA_INVOICE'] as const;
    return cashEntryFixture({
      day: `2026-06-${String(((index * 7) % 5) + 1).padStart(2, '0')}`,
      parcel: index % 3,
      category: categories[index % 3] ?? 'NUMERARIO',
      value: (index * 37) % 4 === 0 ? 100 : (index * 13) % 500,
      id: 1000 + ((index * 11) % 9),
      identification: 500 + ((index * 5) % 7),
      invoiceNumber: index % 2 === 0 ? `INV-${index % 4}` : null,
    });
  };

  it('orders a day at a time exactly as compareEntries does over the whole list', () => {
    const entries = Array.from({ length: 400 }, (_, index) => entry(index));
    const expected = [...entries].sort(compareEntries);
    const sorted = sortEntries(entries);
    expect(sorted).toHaveLength(400);
    // The very same objects in the very same places (both sorts are stable).
    expect(sorted.every((item, index) => item === expected[index])).toBe(true);
    expect(new Set(sorted.map((item) => item.day)).size).toBe(5);
  });
});
