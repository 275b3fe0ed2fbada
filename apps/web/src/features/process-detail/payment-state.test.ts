import type { TPaymentReport, TProcessPayments } from '@pc/contract/payment-reports';
import { describe, expect, it } from 'vitest';
import { paymentStatusOf } from './payment-state.ts';

const report = (overrides: Partial<TPaymentReport>): TPaymentReport => ({
  id: 1,
  processId: 1,
  companyId: 3,
  companyName: 'AURORA',
  reference: 'PRI00042',
  target: 'PARCELA_INVOICE',
  invoiceId: 70,
  invoiceNumber: 'INV-1',
  parcel: 1,
  paidOn: '2026-11-20',
  amount: 1000,
  expectedAmount: 1000,
  proof: { documentId: 9, originalFilename: 'comprovante.pdf' },
  status: 'RECUSADO',
  reportedBy: 'Ana Cliente',
  reportedAt: '2026-11-20T13:00:00Z',
  decidedBy: 'Carla',
  decidedAt: '2026-11-21T13:00:00Z',
  rejectionReason: 'Comprovante ilegível.',
  ...overrides,
});

const PARCEL_1 = { target: 'PARCELA_INVOICE', invoiceId: 70, parcel: 1 } as const;

const payments = (overrides: Partial<TProcessPayments>): TProcessPayments => ({
  reports: [],
  numerario: null,
  installments: [],
  ...overrides,
});

describe('paymentStatusOf', () => {
  it('takes the state from the server, whatever the reports say', () => {
    // A refused report, but the ERP settled it since: Pago, no refusal shown.
    expect(
      paymentStatusOf({
        payments: payments({
          reports: [report({})],
          installments: [{ invoiceId: 70, parcel: 1, state: 'PAGO' }],
        }),
        subject: PARCEL_1,
      }),
    ).toEqual({ state: 'PAGO', rejectionReason: null });
    expect(
      paymentStatusOf({
        payments: payments({ numerario: { state: 'PAGO', expectedAmount: 10 } }),
        subject: { target: 'NUMERARIO' },
      }),
    ).toEqual({ state: 'PAGO', rejectionReason: null });
  });

  it('shows the reason next to À Pagar only when the latest report of that payment was refused', () => {
    const installments = [
      { invoiceId: 70, parcel: 1, state: 'A_PAGAR' as const },
      { invoiceId: 70, parcel: 2, state: 'A_PAGAR' as const },
    ];
    const reports = [
      report({ id: 3, parcel: 2, status: 'CONFIRMADO', rejectionReason: null }),
      report({ id: 2, parcel: 1 }),
    ];
    expect(paymentStatusOf({ payments: payments({ reports, installments }), subject: PARCEL_1 })).toEqual({
      state: 'A_PAGAR',
      rejectionReason: 'Comprovante ilegível.',
    });
    expect(
      paymentStatusOf({
        payments: payments({ reports, installments }),
        subject: { target: 'PARCELA_INVOICE', invoiceId: 70, parcel: 2 },
      }),
    ).toEqual({ state: 'A_PAGAR', rejectionReason: null });
  });

  it('answers null for a payment the server does not list (no numerário; an unknown instalment)', () => {
    expect(paymentStatusOf({ payments: payments({}), subject: { target: 'NUMERARIO' } })).toBeNull();
    expect(paymentStatusOf({ payments: payments({}), subject: PARCEL_1 })).toBeNull();
  });
});
