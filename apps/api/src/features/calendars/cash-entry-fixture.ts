import type { TCashEntry } from './cash-calendar-items.ts';

/** A calendar entry for the unit tests: an instalment-less numerário unless told otherwise. */
export const cashEntryFixture = ({
  day,
  category,
  value,
  id,
  identification = id,
  parcel = 0,
  invoiceNumber = null,
}: {
  day: string;
  category: TCashEntry['item']['category'];
  value: number;
  id: number;
  identification?: number;
  parcel?: number;
  invoiceNumber?: string | null;
}): TCashEntry => ({
  day,
  companyId: 3,
  parcel,
  item: {
    category,
    value,
    id,
    identification,
    typeOfProcess: 'CONTA_E_ORDEM',
    customerReference: null,
    invoiceNumber,
    cashRequestDone: false,
    paymentState: 'A_PAGAR',
    installment: category === 'PARCELA_INVOICE' ? { invoiceId: id, parcel: Math.max(parcel, 1) } : null,
    documents: [],
    invoiceCurrency: null,
    invoiceInstallmentValue: null,
    invoiceInstallmentValueInBrl: null,
    lastExchangeRate: null,
    lastExchangeUpdate: null,
  },
});
