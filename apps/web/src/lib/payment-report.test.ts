import { describe, expect, it } from 'vitest';
import { describePayment, isReportOf, paymentTargetLabel } from './payment-report.ts';

describe('paymentTargetLabel', () => {
  it('names a numerário and an instalment as the back-office lists them', () => {
    expect(paymentTargetLabel({ target: 'NUMERARIO', invoiceNumber: null, parcel: null })).toBe('Numerário');
    expect(paymentTargetLabel({ target: 'PARCELA_INVOICE', invoiceNumber: 'INV-1', parcel: 3 })).toBe(
      'Invoice INV-1 parcela 3',
    );
  });
});

describe('isReportOf', () => {
  const report = { target: 'PARCELA_INVOICE', invoiceId: 70, parcel: 2 } as const;

  it('matches the same invoice and parcel only', () => {
    expect(isReportOf(report, { target: 'PARCELA_INVOICE', invoiceId: 70, parcel: 2 })).toBe(true);
    expect(isReportOf(report, { target: 'PARCELA_INVOICE', invoiceId: 70, parcel: 1 })).toBe(false);
    expect(isReportOf(report, { target: 'PARCELA_INVOICE', invoiceId: 71, parcel: 2 })).toBe(false);
    expect(isReportOf(report, { target: 'NUMERARIO' })).toBe(false);
    expect(isReportOf({ target: 'NUMERARIO', invoiceId: null, parcel: null }, { target: 'NUMERARIO' })).toBe(
      true,
    );
  });
});

describe('describePayment', () => {
  it('says what is paid, of which process and how much when known', () => {
    expect(
      describePayment({
        subject: { target: 'PARCELA_INVOICE', invoiceId: 70, parcel: 2 },
        processReference: 'PRI00042',
        invoiceNumber: 'INV-1',
        value: 5321,
      }),
    ).toBe('Parcela 2 da invoice INV-1 do processo PRI00042 (R$\u00a05.321,00)');
    expect(
      describePayment({
        subject: { target: 'NUMERARIO' },
        processReference: 'E00511',
        invoiceNumber: null,
        value: null,
      }),
    ).toBe('Numerário do processo E00511');
  });
});
