import { describe, expect, it } from 'vitest';
import { toInstallmentState, toNumerarioState, toPaymentState } from './payment-state.ts';

describe('toPaymentState', () => {
  it('paid wins over a pending report; a pending report reads Pagamento informado; else À Pagar', () => {
    expect(toPaymentState({ isPaid: true, isReported: true })).toBe('PAGO');
    expect(toPaymentState({ isPaid: true, isReported: false })).toBe('PAGO');
    expect(toPaymentState({ isPaid: false, isReported: true })).toBe('INFORMADO');
    expect(toPaymentState({ isPaid: false, isReported: false })).toBe('A_PAGAR');
  });
});

describe('toNumerarioState', () => {
  it('reads Pago when the ERP (or a confirmed report) set cash_request_done, with or without a report', () => {
    expect(toNumerarioState({ cashRequestDone: true, isReported: false })).toBe('PAGO');
    expect(toNumerarioState({ cashRequestDone: false, isReported: true })).toBe('INFORMADO');
    expect(toNumerarioState({ cashRequestDone: false, isReported: false })).toBe('A_PAGAR');
  });
});

describe('toInstallmentState', () => {
  it('reads Pago when the invoice is settled or the instalment’s own payment was confirmed', () => {
    expect(toInstallmentState({ isInvoicePaid: true, paidOn: null, isReported: false })).toBe('PAGO');
    expect(toInstallmentState({ isInvoicePaid: false, paidOn: '2026-11-20', isReported: false })).toBe(
      'PAGO',
    );
    expect(toInstallmentState({ isInvoicePaid: false, paidOn: null, isReported: true })).toBe('INFORMADO');
    expect(toInstallmentState({ isInvoicePaid: false, paidOn: null, isReported: false })).toBe('A_PAGAR');
  });
});
