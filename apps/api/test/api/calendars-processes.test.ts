import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLegacyCashCalendarProcess } from '@pc/contract/cash-calendar';
import type { TCalendarProcess } from '@pc/contract/operational-calendar';
import {
  CAL_COMPANY,
  CAL_EXPORTER,
  CAL_MANUFACTURER,
  CP,
  ETA_PAID_CASH_DOCUMENTS,
} from '../helpers/calendar-fixtures.ts';
import { CAL_ANA_COMPANIES, createCalendarTestApp } from '../helpers/calendar-test-app.ts';
import type { TTestApp } from '../helpers/test-app.ts';

const NOVEMBER = {
  customerIds: CAL_ANA_COMPANIES.join(','),
  startDate: '2026-11-01T00:00:00',
  endDate: '2026-11-30T23:59:59',
};

describe('operational calendar and older cash calendar', () => {
  let ctx: TTestApp;
  let anaHeaders: Record<string, string>;
  let brunoHeaders: Record<string, string>;

  const get = (url: string, query: Record<string, string>, headers = anaHeaders) =>
    ctx.app.inject({ method: 'GET', url, query: { ...NOVEMBER, ...query }, headers });
  const operational = async (query: Record<string, string> = {}, headers = anaHeaders) => {
    const response = await get('/api/public/customer/operational-calendar', query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TCalendarProcess[] }).data;
  };
  const legacy = async (query: Record<string, string> = {}) => {
    const response = await get('/cash-calendar', query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Record<string, TLegacyCashCalendarProcess> }).data;
  };

  beforeAll(async () => {
    ({ ctx, anaHeaders, brunoHeaders } = await createCalendarTestApp());
  });
  afterAll(() => ctx.close());

  it('operational: processes with an ETD, ETA, departure or arrival in the period, by id', async () => {
    const list = await operational();
    // Not: no date in November (noEta, etaNextMonth, unpaidInstallment, company2397), cancelled, Bruno's.
    expect(list.map((process) => process.id)).toEqual([
      CP.etaPaid, // ETA 10/11
      CP.etaZero, // ETD 02/11, ETA 12/11
      CP.etaNegative, // ETA 15/11
      CP.etaNullValue, // ETA 18/11, arrival 19/11
      CP.installments, // departure 05/11
      CP.company102, // ETA 10/11
      CP.arrivalOnly, // arrival 14/11 (ETA 30/10)
    ]);
  });

  it('operational: every field of part 2 §3, all four dates as they are (the web drops ETD/ETA)', async () => {
    const list = await operational();
    expect(list.find((process) => process.id === CP.etaPaid)).toEqual({
      id: CP.etaPaid,
      identification: 501,
      typeOfProcess: 'CONTA_E_ORDEM',
      customerRef: 'PO-Ação-501',
      invoice: 'INV-501',
      exporter: { name: CAL_EXPORTER.name },
      manufacturer: { name: CAL_MANUFACTURER.name },
      datesETA: '2026-11-10',
      datesETD: '2026-10-01',
      datesArrivalDate: null,
      datesDepartureDate: '2026-10-03',
      stepCashRequestEstimatedValue: 5000,
      estimatedStepCashRequest: '2026-11-05',
      estimatedStepCashRequestEstimatedValue: 4000,
      cashRequestDone: true,
      invoices: [],
    } satisfies TCalendarProcess);
    expect(list.find((process) => process.id === CP.etaNullValue)).toMatchObject({
      datesETA: '2026-11-18',
      datesArrivalDate: '2026-11-19',
      stepCashRequestEstimatedValue: null,
      exporter: null,
      manufacturer: null,
    });
    expect(list.find((process) => process.id === CP.installments)?.invoices).toEqual([
      {
        id: 81,
        invoiceNumber: 'INV-508-A',
        currency: 'USD',
        invoiceDue: null,
        installments: [
          {
            parcel: 1,
            condition: 'Pagamento à Vista',
            term: null,
            dueDate: '2026-11-10',
            value: 1000,
            valueInBrl: 5300,
            lastExchangeRate: 5.3,
            lastExchangeUpdate: '2026-11-03T16:10:00.000Z',
          },
          expect.objectContaining({ parcel: 2, dueDate: '2026-11-25', term: 30 }),
          expect.objectContaining({ parcel: 3, dueDate: '2026-12-10', value: 500 }),
        ],
      },
      { id: 82, invoiceNumber: 'INV-508-B', currency: 'EUR', invoiceDue: '2026-10-01', installments: [] },
    ]);
  });

  it('operational: a one-day period and company narrowing; Bruno only sees his own', async () => {
    expect(
      (await operational({ startDate: '2026-11-14T00:00:00', endDate: '2026-11-14T23:59:59' })).map(
        (p) => p.id,
      ),
    ).toEqual([CP.arrivalOnly]);
    expect((await operational({ customerIds: String(CAL_COMPANY.txtA) })).map((p) => p.id)).toEqual([
      CP.company102,
    ]);
    expect(
      (await operational({ customerIds: String(CAL_COMPANY.foreign) }, brunoHeaders)).map((p) => p.id),
    ).toEqual([CP.foreign]);
  });

  it('older calendar: processes with an ETA, estimate or instalment in the period, keyed by id', async () => {
    const data = await legacy();
    expect(Object.keys(data)).toEqual(
      [
        CP.etaPaid,
        CP.etaZero,
        CP.etaNegative,
        CP.noEta, // estimate 20/11
        CP.etaNextMonth, // estimate 25/11 (the web decides what to show)
        CP.etaNullValue,
        CP.installments, // instalments 10/11 and 25/11
        CP.unpaidInstallment,
        CP.company102,
        CP.company2397,
      ].map(String),
    );
    const paid = data[String(CP.etaPaid)];
    expect(paid?.id).toBe(CP.etaPaid);
    expect(paid?.documents).toEqual(ETA_PAID_CASH_DOCUMENTS);
    expect(data[String(CP.company2397)]?.invoices[0]?.installments[0]).toMatchObject({
      dueDate: '2026-11-10',
      value: 1234.56,
      valueInBrl: 7654.27,
    });
  });

  it('older calendar: ISO instants with a zone count on their São Paulo day', async () => {
    const local = await legacy();
    const zoned = await legacy({
      startDate: '2026-11-01T03:00:00.000Z',
      endDate: '2026-12-01T02:59:59.999Z',
    });
    expect(Object.keys(zoned)).toEqual(Object.keys(local));
    const offset = await legacy({
      startDate: '2026-11-01T00:00:00-03:00',
      endDate: '2026-11-30T23:59:59-03:00',
    });
    expect(Object.keys(offset)).toEqual(Object.keys(local));
  });

  it('both routes: another company answers 403, bad periods 400', async () => {
    for (const url of ['/api/public/customer/operational-calendar', '/cash-calendar']) {
      const foreign = await get(url, { customerIds: `${CAL_COMPANY.main},${CAL_COMPANY.foreign}` });
      expect(foreign.statusCode, url).toBe(403);
      expect(foreign.json().message).toBe(
        'Você não tem acesso a uma ou mais empresas informadas em customerIds.',
      );

      const reversed = await get(url, { startDate: '2026-11-30T00:00:00', endDate: '2026-11-01T00:00:00' });
      expect(reversed.statusCode, url).toBe(400);
      expect(reversed.json().message).toBe('Data final não pode ser menor que data inicial.');

      const malformed = await get(url, { startDate: '01/11/2026' });
      expect(malformed.statusCode, url).toBe(400);
      expect(malformed.json().message).toBe('Informe startDate no formato yyyy-MM-ddTHH:mm:ss.');

      const tooLong = await get(url, { startDate: '2025-01-01T00:00:00', endDate: '2026-11-30T00:00:00' });
      expect(tooLong.statusCode, url).toBe(400);
      expect(tooLong.json().message).toBe('O período pode ter no máximo 366 dias.');
    }
  });
});
