import { describe, expect, it } from 'vitest';
import { makeCashItem, makeLegacyProcess } from '../test-fixtures.ts';
import {
  DEFAULT_CASH_FILTERS,
  entriesFromCashDays,
  entriesFromLegacyProcesses,
  filterCashEntries,
  totalOf,
} from './cash-entries.ts';

const days = {
  '2026-11-10': [
    makeCashItem({ id: 1, value: 1000, cashRequestDone: true }),
    makeCashItem({ id: 2, category: 'NUMERARIO_PREVISTO', value: 500 }),
  ],
  '2026-11-03': [makeCashItem({ id: 3, category: 'PARCELA_INVOICE', value: 2500.5, cashRequestDone: false })],
  '2026-11-20': [makeCashItem({ id: 4, category: 'PARCELA_INVOICE', value: 300, cashRequestDone: true })],
};

describe('entriesFromCashDays', () => {
  it('flattens the day map in date order, keeping each day’s order and fields', () => {
    const entries = entriesFromCashDays(days);
    expect(entries.map((entry) => [entry.day, entry.processId])).toEqual([
      ['2026-11-03', 3],
      ['2026-11-10', 1],
      ['2026-11-10', 2],
      ['2026-11-20', 4],
    ]);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(4);
    expect(entries[1]).toMatchObject({ isPaid: true, category: 'NUMERARIO', value: 1000 });
  });
});

describe('entriesFromCashDays: the payment state and Informar pagamento', () => {
  it('carries the state and names what "Informar pagamento" reports', () => {
    const entries = entriesFromCashDays({
      '2026-11-10': [
        makeCashItem({ id: 1, paymentState: 'INFORMADO' }),
        makeCashItem({ id: 2, category: 'NUMERARIO_PREVISTO' }),
        makeCashItem({ id: 3, category: 'PARCELA_INVOICE', installment: { invoiceId: 70, parcel: 3 } }),
        makeCashItem({ id: 4, category: 'PARCELA_INVOICE', installment: null }),
      ],
    });
    expect(entries.map((entry) => [entry.paymentState, entry.paymentSubject])).toEqual([
      ['INFORMADO', { target: 'NUMERARIO' }],
      ['A_PAGAR', { target: 'NUMERARIO' }],
      ['A_PAGAR', { target: 'PARCELA_INVOICE', invoiceId: 70, parcel: 3 }],
      // An instalment the answer does not name cannot be reported.
      ['A_PAGAR', null],
    ]);
  });

  it('an informed payment still counts as À Pagar for the Status filter', () => {
    const entries = entriesFromCashDays({
      '2026-11-10': [makeCashItem({ id: 1, paymentState: 'INFORMADO' })],
    });
    expect(filterCashEntries(entries, { ...DEFAULT_CASH_FILTERS, hasPaid: false })).toHaveLength(1);
    expect(filterCashEntries(entries, { ...DEFAULT_CASH_FILTERS, hasToPay: false })).toHaveLength(0);
  });
});

describe('filterCashEntries', () => {
  const entries = entriesFromCashDays(days);
  const ids = (filters: typeof DEFAULT_CASH_FILTERS) =>
    filterCashEntries(entries, filters).map((entry) => entry.processId);

  it('all on: everything', () => {
    expect(ids(DEFAULT_CASH_FILTERS)).toEqual([3, 1, 2, 4]);
  });

  it('Tipo: numerários (real and predicted) or invoices', () => {
    expect(ids({ ...DEFAULT_CASH_FILTERS, hasInvoices: false })).toEqual([1, 2]);
    expect(ids({ ...DEFAULT_CASH_FILTERS, hasNumerarios: false })).toEqual([3, 4]);
  });

  it('Status: paid only, to pay only, none gives an empty result (spec §4)', () => {
    expect(ids({ ...DEFAULT_CASH_FILTERS, hasToPay: false })).toEqual([1, 4]);
    expect(ids({ ...DEFAULT_CASH_FILTERS, hasPaid: false })).toEqual([3, 2]);
    expect(ids({ ...DEFAULT_CASH_FILTERS, hasPaid: false, hasToPay: false })).toEqual([]);
    expect(ids({ ...DEFAULT_CASH_FILTERS, hasNumerarios: false, hasInvoices: false })).toEqual([]);
  });

  it('totals sum the BRL values', () => {
    expect(totalOf(entries)).toBe(4300.5);
    expect(totalOf([])).toBe(0);
  });
});

describe('entriesFromLegacyProcesses', () => {
  const place = (process: Parameters<typeof makeLegacyProcess>[0]) =>
    entriesFromLegacyProcesses([makeLegacyProcess(process)], '2026-11-01', '2026-11-30').map((entry) => ({
      day: entry.day,
      category: entry.category,
      value: entry.value,
      isPaid: entry.isPaid,
    }));

  it('a positive real value sits on the ETA as NUMERARIO; the estimated item is skipped', () => {
    expect(
      place({
        datesETA: '2026-11-12',
        stepCashRequestEstimatedValue: 8000,
        estimatedStepCashRequest: '2026-11-05',
        estimatedStepCashRequestEstimatedValue: 7000,
        cashRequestDone: true,
      }),
    ).toEqual([{ day: '2026-11-12', category: 'NUMERARIO', value: 8000, isPaid: true }]);
  });

  it('a value ≤ 0 uses the estimated date and value as NUMERARIO_PREVISTO', () => {
    for (const value of [0, -10, null]) {
      expect(
        place({
          datesETA: '2026-11-12',
          stepCashRequestEstimatedValue: value,
          estimatedStepCashRequest: '2026-11-05',
          estimatedStepCashRequestEstimatedValue: 7000,
        }),
      ).toEqual([{ day: '2026-11-05', category: 'NUMERARIO_PREVISTO', value: 7000, isPaid: false }]);
    }
  });

  it('without an ETA the estimated item shows; without an estimated value nothing does', () => {
    expect(
      place({ estimatedStepCashRequest: '2026-11-07', estimatedStepCashRequestEstimatedValue: 100 }),
    ).toHaveLength(1);
    expect(place({ estimatedStepCashRequest: '2026-11-07' })).toEqual([]);
  });

  it('one item per instalment on its due date; paid when any invoice has invoiceDue; out of range dropped', () => {
    const installment = (dueDate: string, value: number) => ({
      parcel: 1,
      condition: null,
      term: null,
      dueDate,
      value,
      valueInBrl: value * 5,
      lastExchangeRate: 5,
      lastExchangeUpdate: '2026-11-01T12:00:00Z',
    });
    const entries = entriesFromLegacyProcesses(
      [
        makeLegacyProcess({
          invoices: [
            {
              id: 10,
              invoiceNumber: 'INV-A',
              currency: 'USD',
              invoiceDue: null,
              installments: [installment('2026-11-15', 100), installment('2026-12-15', 100)],
            },
            {
              id: 11,
              invoiceNumber: 'INV-B',
              currency: 'USD',
              invoiceDue: '2026-10-30',
              installments: [installment('2026-11-02', 40)],
            },
          ],
        }),
      ],
      '2026-11-01',
      '2026-11-30',
    );
    expect(
      entries.map((entry) => [entry.day, entry.category, entry.value, entry.invoiceNumber, entry.isPaid]),
    ).toEqual([
      ['2026-11-02', 'PARCELA_INVOICE', 200, 'INV-B', true],
      ['2026-11-15', 'PARCELA_INVOICE', 500, 'INV-A', true],
    ]);
    expect(entries[1]).toMatchObject({
      invoiceCurrency: 'USD',
      invoiceInstallmentValue: 100,
      lastExchangeRate: 5,
    });
  });
});
