import type { TCellValue, TSheetRows } from './spreadsheet-workbook.ts';

/**
 * The broker's first workbook in the "first customer in minutes" e2e: 2 companies, 3 users,
 * 20 processes (12 of Boreal, 8 of Cítrica), each with an invoice of one parcel due this month,
 * every other one with a declaration of 2 items, and one exchange rate. Dates are relative to
 * `today`, so the Home and the calendar have something to show on any day.
 */
export const BOREAL = { cnpj: '12.345.678/0001-95', name: 'Boreal Importadora Ltda' };
export const CITRICA = { cnpj: '98.765.432/0001-98', name: 'Cítrica Alimentos S.A.' };
export const MARTA = { email: 'marta@boreal.example', name: 'Marta Ribeiro' };

export const PROCESS_COUNT = 20;
/** Each invoice's one parcel, in R$ (the calendar's figure). */
export const PARCEL_IN_BRL = 53_712;
export const BOREAL_PROCESSES = 12;
export const FIRST_IDENTIFICATION = 1001;
/** Boreal's processes go round these steps: 4 in each. */
const STEPS = ['Produção', 'Booking', 'Trânsito'] as const;
export const BOREAL_PER_STEP = BOREAL_PROCESSES / STEPS.length;
const STATUS_OF_STEP: Record<(typeof STEPS)[number], string> = {
  Produção: 'Em produção',
  Booking: 'Aguardando embarque',
  Trânsito: 'Em trânsito',
};

type TDay = { year: number; month: number; day: number };

const text = (date: Date): string =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
const shifted = (today: TDay, days: number): string =>
  text(new Date(Date.UTC(today.year, today.month - 1, today.day + days)));
/** A day of today's month (1–28), so every parcel falls in the calendar's current month. */
const dayOfMonth = (today: TDay, day: number): string =>
  text(new Date(Date.UTC(today.year, today.month - 1, day)));

const companyOf = (index: number) => (index < BOREAL_PROCESSES ? BOREAL : CITRICA);

const DECLARATION_ITEM: Record<string, TCellValue> = {
  ncm: '84713012',
  vmle: '20.000,00',
  vmld: '21.500,50',
  freight: '1.300,00',
  insurance: '200,50',
  ii: '2.365,06',
  ipi: '0',
  pis: '451,51',
  cofins: '2.074,80',
  antidumping: '0',
  siscomexFee: '154,23',
  icms: '6.123,44',
  grossWeight: '820,5',
  netWeight: '760',
  originCountry: 'CN',
};

export const firstCustomerRows = (today: TDay): TSheetRows => {
  const indexes = Array.from({ length: PROCESS_COUNT }, (_, index) => index);
  return {
    companies: [
      { cnpj: BOREAL.cnpj, name: BOREAL.name, analytics: 'Sim' },
      { cnpj: CITRICA.cnpj, name: CITRICA.name },
    ],
    users: [
      { email: MARTA.email, name: MARTA.name, companyCnpjs: BOREAL.cnpj, role: 'Cliente' },
      { email: 'rui@boreal.example', name: 'Rui Almeida', companyCnpjs: BOREAL.cnpj, role: 'Cliente' },
      { email: 'joana@citrica.example', name: 'Joana Prado', companyCnpjs: CITRICA.cnpj, role: 'Cliente' },
    ],
    processes: indexes.map((index) => {
      const step = STEPS[index % STEPS.length] ?? 'Booking';
      return {
        identification: FIRST_IDENTIFICATION + index,
        companyCnpj: companyOf(index).cnpj,
        typeOfProcess: 'Conta e ordem',
        status: STATUS_OF_STEP[step],
        stepId: step,
        created: shifted(today, -40 + index),
        customerRef: `PED-${FIRST_IDENTIFICATION + index}`,
        exporterName: index % 2 === 0 ? 'Ningbo Export Co.' : 'Shenzhen Parts Ltd.',
        wayOfTransport: 'Marítima',
        incoterm: 'FOB',
        originCountry: 'CN',
        cifValue: '21.500,50',
        cifValueCurrency: 'USD',
        datesETD: shifted(today, -10 + index),
        datesETA: shifted(today, 20 + index),
      };
    }),
    invoices: indexes.map((index) => ({
      identification: FIRST_IDENTIFICATION + index,
      invoiceNumber: `INV-${FIRST_IDENTIFICATION + index}`,
      currency: 'USD',
      invoiceDate: shifted(today, -35 + index),
      invoiceAmount: '10.000,00',
      exchangeRate: '5,3712',
      vendorName: 'Ningbo Export Co.',
      parcel: 1,
      condition: 'Pagamento Antecipado',
      dueDate: dayOfMonth(today, 3 + index),
      value: '10.000,00',
      valueInBrl: PARCEL_IN_BRL.toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
    })),
    declarations: indexes
      .filter((index) => index % 2 === 0)
      .flatMap((index) =>
        [1, 2].map((itemNumber) => ({
          identification: FIRST_IDENTIFICATION + index,
          registryDate: shifted(today, -5),
          itemNumber,
          ...DECLARATION_ITEM,
        })),
      ),
    exchangeRates: [{ currency: 'USD', date: shifted(today, -1), buy: '5,3712', sell: '5,3718' }],
  };
};
