import type { TCashCalendarItem, TLegacyCashCalendarProcess } from '@pc/contract/cash-calendar';
import type { TCalendarProcess } from '@pc/contract/operational-calendar';

export const makeCashItem = (overrides: Partial<TCashCalendarItem> = {}): TCashCalendarItem => ({
  category: 'NUMERARIO',
  value: 1000,
  id: 1,
  identification: 42,
  typeOfProcess: 'CONTA_E_ORDEM',
  customerReference: 'PED-1',
  invoiceNumber: 'INV-1',
  cashRequestDone: false,
  // Consistent with cashRequestDone unless a test says otherwise (the server derives one from the other).
  paymentState: overrides.cashRequestDone ? 'PAGO' : 'A_PAGAR',
  installment: null,
  documents: [],
  invoiceCurrency: null,
  invoiceInstallmentValue: null,
  invoiceInstallmentValueInBrl: null,
  lastExchangeRate: null,
  lastExchangeUpdate: null,
  ...overrides,
});

export const makeCalendarProcess = (overrides: Partial<TCalendarProcess> = {}): TCalendarProcess => ({
  id: 1,
  identification: 42,
  typeOfProcess: 'CONTA_E_ORDEM',
  customerRef: 'PED-1',
  invoice: 'INV-1',
  exporter: { name: 'Shenzhen Export Co.' },
  manufacturer: { name: 'Guangdong Factory' },
  datesETA: null,
  datesETD: null,
  datesArrivalDate: null,
  datesDepartureDate: null,
  stepCashRequestEstimatedValue: null,
  estimatedStepCashRequest: null,
  estimatedStepCashRequestEstimatedValue: null,
  cashRequestDone: false,
  invoices: [],
  ...overrides,
});

export const makeLegacyProcess = (
  overrides: Partial<TLegacyCashCalendarProcess> = {},
): TLegacyCashCalendarProcess => ({ ...makeCalendarProcess(), documents: [], ...overrides });
