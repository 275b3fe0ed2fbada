import { describe, expect, it } from 'vitest';
import {
  ZCashCalendarExportQuery,
  ZCashCalendarItem,
  ZCashCalendarQuery,
  ZCashCalendarResponse,
  ZCashCalendarScreenQuery,
  ZLegacyCashCalendarResponse,
  getCashCalendarCall,
  getCashCalendarExportCall,
  type TCashCalendarItem,
} from './cash-calendar.ts';
import { ZCalendarPeriodQuery, ZOperationalCalendarResponse } from './operational-calendar.ts';

const item: TCashCalendarItem = {
  category: 'NUMERARIO',
  value: 43000,
  id: 1234,
  identification: 123,
  typeOfProcess: 'CONTA_E_ORDEM',
  customerReference: 'PO-778',
  invoiceNumber: 'INV-1',
  cashRequestDone: true,
  paymentState: 'PAGO',
  installment: null,
  documents: [
    {
      document: { id: 5, originalFilename: 'numerario.pdf' },
      logs: [{ entityName: 'Document', createdBy: 'Ana', type: 'DOWNLOAD', created: '2024-05-02T10:00:00Z' }],
    },
  ],
  invoiceCurrency: null,
  invoiceInstallmentValue: null,
  invoiceInstallmentValueInBrl: null,
  lastExchangeRate: null,
  lastExchangeUpdate: null,
};

const calendarProcess = {
  id: 1234,
  identification: 123,
  typeOfProcess: 'ENCOMENDA',
  customerRef: null,
  invoice: 'INV-1',
  exporter: { name: 'Exp' },
  manufacturer: null,
  datesETA: '2024-05-25T00:00:00Z',
  datesETD: null,
  datesArrivalDate: null,
  datesDepartureDate: '2024-04-20T00:00:00Z',
  stepCashRequestEstimatedValue: 0,
  estimatedStepCashRequest: null,
  estimatedStepCashRequestEstimatedValue: 1000,
  cashRequestDone: false,
  invoices: [{ id: 1, invoiceNumber: 'INV-1', currency: 'USD', invoiceDue: null, installments: [] }],
};

describe('cash calendar (SCREEN)', () => {
  it('data.data maps yyyy-MM-dd to lists of items', () => {
    const answer = { data: { '2024-05-02': [item], '2024-05-03': [] } };
    expect(ZCashCalendarResponse.parse(answer)).toEqual(answer);
  });

  it('rejects keys that are not days and a list in place of the map', () => {
    expect(ZCashCalendarResponse.safeParse({ data: { '02/05/2024': [item] } }).success).toBe(false);
    expect(ZCashCalendarResponse.safeParse({ data: { '2024-05-02T00:00:00': [item] } }).success).toBe(false);
    expect(ZCashCalendarResponse.safeParse({ data: [item] }).success).toBe(false);
  });

  it('items carry only the three categories', () => {
    expect(ZCashCalendarItem.safeParse({ ...item, category: 'PARCELA_INVOICE' }).success).toBe(true);
    expect(ZCashCalendarItem.safeParse({ ...item, category: 'INVOICE' }).success).toBe(false);
  });

  it('screen query defaults type SCREEN and category TODOS', () => {
    const query = ZCashCalendarScreenQuery.parse({
      customerIds: '102,2397',
      startDate: '2024-05-01T00:00:00',
      endDate: '2024-05-31T23:59:59',
    });
    expect(query).toEqual({
      customerIds: [102, 2397],
      startDate: '2024-05-01T00:00:00',
      endDate: '2024-05-31T23:59:59',
      category: 'TODOS',
      status: 'TODOS',
      type: 'SCREEN',
    });
  });

  it('rejects an end before the start', () => {
    const result = ZCashCalendarScreenQuery.safeParse({
      customerIds: '1',
      startDate: '2024-05-31T00:00:00',
      endDate: '2024-05-01T00:00:00',
    });
    expect(result.error?.issues[0]?.message).toBe('Data final não pode ser menor que data inicial.');
  });

  it('a malformed date gets only its own message, not the period-order one', () => {
    for (const schema of [ZCashCalendarQuery, ZCalendarPeriodQuery]) {
      const result = schema.safeParse({
        customerIds: '1',
        startDate: '2024-13-01T00:00:00',
        endDate: '2024-05-01T00:00:00',
      });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Informe startDate no formato yyyy-MM-ddTHH:mm:ss.',
      ]);
    }
  });
});

describe('cash calendar export (EXCEL / TXT)', () => {
  const base = { customerIds: '102', startDate: '2024-05-01T00:00:00', endDate: '2024-05-31T00:00:00' };

  it('accepts the spec categories and statuses', () => {
    const query = ZCashCalendarExportQuery.parse({
      ...base,
      type: 'TXT',
      category: 'numerarios',
      status: 'A_PAGAR',
    });
    expect(query.type).toBe('TXT');
    expect(
      ZCashCalendarExportQuery.safeParse({ ...base, type: 'EXCEL', category: 'NUMERARIOS' }).success,
    ).toBe(false);
    expect(ZCashCalendarExportQuery.safeParse({ ...base, type: 'SCREEN' }).success).toBe(false);
    expect(ZCashCalendarExportQuery.safeParse(base).success).toBe(false);
  });

  it('the route query (registered from getCashCalendarCall) accepts every type', () => {
    expect(getCashCalendarCall.query).toBe(ZCashCalendarQuery);
    for (const type of ['SCREEN', 'EXCEL', 'TXT']) {
      expect(ZCashCalendarQuery.safeParse({ ...base, type }).success).toBe(true);
    }
    expect(ZCashCalendarQuery.parse(base).type).toBe('SCREEN');
    expect(ZCashCalendarQuery.safeParse({ ...base, type: 'PDF' }).success).toBe(false);
  });

  it('both calls share the route; only the export is binary', () => {
    expect(getCashCalendarExportCall.path).toBe(getCashCalendarCall.path);
    expect(getCashCalendarExportCall.isBinary).toBe(true);
    expect('isBinary' in getCashCalendarCall).toBe(false);
    expect(getCashCalendarExportCall.sharedRoute).toBe(true);
  });
});

describe('older calendar and operational calendar', () => {
  it('older calendar: data.data is an object of processes', () => {
    const answer = { data: { '1234': { ...calendarProcess, documents: [] } } };
    expect(ZLegacyCashCalendarResponse.parse(answer)).toEqual(answer);
    expect(ZLegacyCashCalendarResponse.safeParse({ data: [calendarProcess] }).success).toBe(false);
  });

  it('operational calendar: data.data is a list of processes', () => {
    expect(ZOperationalCalendarResponse.parse({ data: [calendarProcess] }).data[0]?.invoices).toHaveLength(1);
  });

  it('operational query', () => {
    expect(
      ZCalendarPeriodQuery.parse({
        customerIds: '1,2',
        startDate: '2024-05-01T00:00:00',
        endDate: '2024-05-31T23:59:59',
      }).customerIds,
    ).toEqual([1, 2]);
  });
});
