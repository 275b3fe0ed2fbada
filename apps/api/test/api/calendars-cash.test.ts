import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCashCalendarDays, TCashCalendarItem } from '@pc/contract/cash-calendar';
import { processReference } from '@pc/contract/process';
import {
  CAL_ANA,
  CAL_COMPANY,
  CAL_DOC,
  CASH_DOC_BYTES,
  CP,
  ETA_PAID_CASH_DOCUMENTS,
} from '../helpers/calendar-fixtures.ts';
import { CAL_ANA_COMPANIES, CALENDAR_NOW, createCalendarTestApp } from '../helpers/calendar-test-app.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import type { TTestApp } from '../helpers/test-app.ts';

const NOVEMBER = { startDate: '2026-11-01T00:00:00', endDate: '2026-11-30T23:59:59' };

describe('GET /api/public/customer/cash-calendar (SCREEN)', () => {
  let ctx: TTestApp;
  let anaHeaders: Record<string, string>;
  let brunoHeaders: Record<string, string>;

  const calendar = (query: Record<string, string>, headers = anaHeaders) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/cash-calendar',
      query: {
        customerIds: CAL_ANA_COMPANIES.join(','),
        type: 'SCREEN',
        category: 'TODOS',
        ...NOVEMBER,
        ...query,
      },
      headers,
    });
  const days = async (query: Record<string, string> = {}, headers = anaHeaders) => {
    const response = await calendar(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TCashCalendarDays }).data;
  };
  /** Day → "category id value paid" per item, in answer order: the placement at a glance. */
  const placement = (data: TCashCalendarDays) =>
    Object.fromEntries(
      Object.entries(data).map(([day, items]) => [
        day,
        items.map(
          (item) => `${item.category} ${item.id} ${item.value} ${item.cashRequestDone ? 'pago' : 'a pagar'}`,
        ),
      ]),
    );

  beforeAll(async () => {
    ({ ctx, anaHeaders, brunoHeaders } = await createCalendarTestApp());
  });
  afterAll(() => ctx.close());

  it('places numerários on the ETA or the estimate and instalments on their due dates', async () => {
    const data = await days();
    expect(Object.keys(data)).toEqual(['2026-11-08', '2026-11-10', '2026-11-16', '2026-11-20', '2026-11-25']);
    expect(placement(data)).toEqual({
      // ETA 12/11 with a real value of 0: the estimate's date and value, as a forecast.
      '2026-11-08': [`NUMERARIO_PREVISTO ${CP.etaZero} 3000 a pagar`],
      // Numerários first (largest first), then instalments (largest first). The cancelled process,
      // Bruno's process and the estimate 05/11 of the process with a real ETA value never show.
      '2026-11-10': [
        `NUMERARIO ${CP.etaPaid} 5000 pago`,
        `NUMERARIO ${CP.company102} 800 a pagar`,
        `PARCELA_INVOICE ${CP.company2397} 7654.27 a pagar`,
        `PARCELA_INVOICE ${CP.installments} 5300 pago`,
        `PARCELA_INVOICE ${CP.unpaidInstallment} 500 a pagar`,
      ],
      // No real value yet (null) counts like ≤ 0.
      '2026-11-16': [`NUMERARIO_PREVISTO ${CP.etaNullValue} 1000 a pagar`],
      // No ETA: the estimate, even though a real value exists.
      '2026-11-20': [`NUMERARIO_PREVISTO ${CP.noEta} 2500 a pagar`],
      // 25/11 is also CP.etaNextMonth's estimate, skipped because its ETA (03/12) has a real value.
      '2026-11-25': [`PARCELA_INVOICE ${CP.installments} 10600 pago`],
    });
  });

  it('answers every field of a numerário, with its numerário documents (oldest first) and their logs', async () => {
    const item = (await days())['2026-11-10']?.[0];
    expect(item).toEqual({
      category: 'NUMERARIO',
      value: 5000,
      id: CP.etaPaid,
      identification: 501,
      typeOfProcess: 'CONTA_E_ORDEM',
      customerReference: 'PO-Ação-501',
      invoiceNumber: 'INV-501',
      cashRequestDone: true,
      paymentState: 'PAGO',
      installment: null,
      documents: ETA_PAID_CASH_DOCUMENTS,
      invoiceCurrency: null,
      invoiceInstallmentValue: null,
      invoiceInstallmentValueInBrl: null,
      lastExchangeRate: null,
      lastExchangeUpdate: null,
    } satisfies TCashCalendarItem);
  });

  it('answers an instalment in BRL with its currency amount, last rate and update; BRL from the rate when missing', async () => {
    const day = (await days())['2026-11-10'] ?? [];
    expect(day.find((item) => item.id === CP.installments)).toEqual({
      category: 'PARCELA_INVOICE',
      value: 5300,
      id: CP.installments,
      identification: 508,
      typeOfProcess: 'CONTA_E_ORDEM',
      customerReference: 'PO-508',
      invoiceNumber: 'INV-508-A',
      // Invoice 81 is open but invoice 82 of the same process is settled: paid.
      cashRequestDone: true,
      paymentState: 'PAGO',
      installment: { invoiceId: 81, parcel: 1 },
      documents: [],
      invoiceCurrency: 'USD',
      invoiceInstallmentValue: 1000,
      invoiceInstallmentValueInBrl: 5300,
      lastExchangeRate: 5.3,
      lastExchangeUpdate: '2026-11-03T16:10:00.000Z',
    } satisfies TCashCalendarItem);
    expect(day.find((item) => item.id === CP.unpaidInstallment)).toMatchObject({
      value: 500,
      invoiceInstallmentValue: 100,
      invoiceInstallmentValueInBrl: null,
      lastExchangeRate: 5,
      lastExchangeUpdate: null,
      cashRequestDone: false,
      paymentState: 'A_PAGAR',
    });
  });

  it('keeps only the days of the period: the next month holds the ETA numerário and the third instalment', async () => {
    expect(
      placement(await days({ startDate: '2026-12-01T00:00:00', endDate: '2026-12-31T23:59:59' })),
    ).toEqual({
      '2026-12-03': [`NUMERARIO ${CP.etaNextMonth} 7000 a pagar`],
      '2026-12-10': [`PARCELA_INVOICE ${CP.installments} 2650 pago`],
    });
    expect(
      Object.keys(await days({ startDate: '2026-11-10T00:00:00', endDate: '2026-11-10T23:59:59' })),
    ).toEqual(['2026-11-10']);
    // October: CP.etaNegative's forecast (its ETA 15/11 has a negative value).
    expect(
      placement(await days({ startDate: '2026-10-01T00:00:00', endDate: '2026-10-31T23:59:59' })),
    ).toEqual({
      '2026-10-28': [`NUMERARIO_PREVISTO ${CP.etaNegative} 1500 a pagar`],
    });
  });

  it('filters by status: PAGO, A_PAGAR, TODOS', async () => {
    expect(placement(await days({ status: 'PAGO' }))).toEqual({
      '2026-11-10': [`NUMERARIO ${CP.etaPaid} 5000 pago`, `PARCELA_INVOICE ${CP.installments} 5300 pago`],
      '2026-11-25': [`PARCELA_INVOICE ${CP.installments} 10600 pago`],
    });
    const toPay = Object.values(await days({ status: 'A_PAGAR' })).flat();
    expect(toPay.map((item) => item.id).sort()).toEqual(
      [CP.etaZero, CP.company102, CP.company2397, CP.unpaidInstallment, CP.etaNullValue, CP.noEta].sort(),
    );
    expect(toPay.every((item) => !item.cashRequestDone)).toBe(true);
    expect(Object.values(await days({ status: 'TODOS' })).flat()).toHaveLength(9);
  });

  it('filters by category: numerarios (both kinds) or invoices', async () => {
    const numerarios = Object.values(await days({ category: 'numerarios' })).flat();
    expect(numerarios.map((item) => `${item.category} ${item.id}`)).toEqual([
      `NUMERARIO_PREVISTO ${CP.etaZero}`,
      `NUMERARIO ${CP.etaPaid}`,
      `NUMERARIO ${CP.company102}`,
      `NUMERARIO_PREVISTO ${CP.etaNullValue}`,
      `NUMERARIO_PREVISTO ${CP.noEta}`,
    ]);
    const invoices = Object.values(await days({ category: 'invoices', status: 'A_PAGAR' })).flat();
    expect(invoices.map((item) => `${item.category} ${item.id}`)).toEqual([
      `PARCELA_INVOICE ${CP.company2397}`,
      `PARCELA_INVOICE ${CP.unpaidInstallment}`,
    ]);
  });

  it('narrows to the requested companies and never shows another company', async () => {
    const only102 = Object.values(await days({ customerIds: String(CAL_COMPANY.txtA) })).flat();
    expect(only102.map((item) => item.id)).toEqual([CP.company102]);
    const bruno = await days({ customerIds: String(CAL_COMPANY.foreign) }, brunoHeaders);
    expect(placement(bruno)).toEqual({ '2026-11-10': [`NUMERARIO ${CP.foreign} 999 a pagar`] });
  });

  it('answers 403 when customerIds names a company of someone else', async () => {
    for (const customerIds of ['3,7', '7', '999']) {
      const response = await calendar({ customerIds });
      expect(response.statusCode, customerIds).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Você não tem acesso a uma ou mais empresas informadas em customerIds.',
      });
    }
  });

  it('answers 400 with a clear message for bad or missing dates and parameters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ startDate: '2026-13-01T00:00:00' }, 'Informe startDate no formato yyyy-MM-ddTHH:mm:ss.'],
      [{ endDate: '30/11/2026' }, 'Informe endDate no formato yyyy-MM-ddTHH:mm:ss.'],
      [{ startDate: '2026-02-30T00:00:00' }, 'Informe startDate no formato yyyy-MM-ddTHH:mm:ss.'],
      [
        { startDate: '2026-11-30T00:00:00', endDate: '2026-11-01T23:59:59' },
        'Data final não pode ser menor que data inicial.',
      ],
      [
        { startDate: '2026-01-01T00:00:00', endDate: '2027-01-02T00:00:00' },
        'O período pode ter no máximo 366 dias.',
      ],
      [
        { customerIds: '3,,7' },
        'Informe customerIds como uma lista de ids separados por vírgula (ex.: 1,2,3).',
      ],
      [{ category: 'tudo' }, 'Informe category como TODOS, numerarios ou invoices.'],
      [{ status: 'pago' }, 'Informe status como TODOS, PAGO ou A_PAGAR.'],
      [{ type: 'PDF' }, 'Informe type como SCREEN, EXCEL ou TXT.'],
    ];
    for (const [query, message] of cases) {
      const response = await calendar(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message, JSON.stringify(query)).toBe(message);
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/cash-calendar?customerIds=3&endDate=${NOVEMBER.endDate}`,
      headers: anaHeaders,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Informe startDate no formato yyyy-MM-ddTHH:mm:ss.');
  });

  it('a numerário download appends a DOWNLOAD log that the calendar then carries', async () => {
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${CP.etaPaid}/documents/${CAL_DOC.newCash}/download`,
      headers: anaHeaders,
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(CASH_DOC_BYTES)).toBe(true);
    expect(download.headers['content-disposition']).toContain('numerario-pri00501-revisado.pdf');

    const item = (await days())['2026-11-10']?.[0];
    expect(item?.documents).toEqual([
      expect.objectContaining({
        document: { id: CAL_DOC.oldCash, originalFilename: 'numerario-pri00501.pdf' },
      }),
      {
        document: { id: CAL_DOC.newCash, originalFilename: 'numerario-pri00501-revisado.pdf' },
        logs: [
          {
            entityName: 'Documento',
            createdBy: CAL_ANA.name,
            type: 'DOWNLOAD',
            created: CALENDAR_NOW.toISOString(),
          },
        ],
      },
    ]);

    // Bruno cannot download Ana's numerário, and his attempt leaves no log.
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${CP.etaPaid}/documents/${CAL_DOC.newCash}/download`,
      headers: brunoHeaders,
    });
    expect(foreign.statusCode).toBe(404);
    const after = (await days())['2026-11-10']?.[0];
    expect(after?.documents[1]?.logs).toHaveLength(1);
  });
});

/** The legend's names (part 2 §2.3), as the spreadsheet's Tipo column writes them. */
const CATEGORY_LABEL: Record<TCashCalendarItem['category'], string> = {
  NUMERARIO: 'Numerário',
  NUMERARIO_PREVISTO: 'Numerário Previsto',
  PARCELA_INVOICE: 'Parcela de Invoice',
};

describe('GET /api/public/customer/cash-calendar (EXCEL and TXT)', () => {
  let ctx: TTestApp;
  let anaHeaders: Record<string, string>;
  let brunoHeaders: Record<string, string>;

  const exportFile = (query: Record<string, string>) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/cash-calendar',
      query: {
        customerIds: CAL_ANA_COMPANIES.join(','),
        startDate: '2026-11-01T00:00:00',
        endDate: '2026-11-30T00:00:00',
        category: 'TODOS',
        status: 'TODOS',
        ...query,
      },
      headers: anaHeaders,
    });

  beforeAll(async () => {
    ({ ctx, anaHeaders, brunoHeaders } = await createCalendarTestApp());
  });
  afterAll(() => ctx.close());

  it('EXCEL: calendario-financeiro.xlsx with a header, one row per item and a total row', async () => {
    const response = await exportFile({ type: 'EXCEL' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="calendario-financeiro.xlsx"; filename*=UTF-8''calendario-financeiro.xlsx`,
    );
    const sheet = await readFirstSheet(response.rawPayload);
    expect(sheet.name).toBe('Calendário Financeiro');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(11);
    expect(values(1)).toEqual([
      'Data',
      'Tipo',
      'Referência',
      'Empresa',
      'Ref. Cliente',
      'Invoice',
      'Moeda',
      'Valor na Moeda',
      'Taxa de Câmbio',
      'Valor (R$)',
      'Status',
    ]);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    // The ETA item with value 0 is a forecast ('Numerário Previsto') on its estimate date.
    expect(values(2)).toEqual([
      day('2026-11-08'),
      'Numerário Previsto',
      'E00502',
      'Hércules Máquinas Ltda',
      'PO-502',
      'INV-502',
      // In reais, as the TXT writes a numerário: BRL, the amount itself, no exchange rate.
      'BRL',
      3000,
      'N/I',
      3000,
      'À Pagar',
    ]);
    expect(values(3)).toEqual([
      day('2026-11-10'),
      'Numerário',
      'PRI00501',
      'Hércules Máquinas Ltda',
      'PO-Ação-501',
      'INV-501',
      // In reais, as the TXT writes a numerário: BRL, the amount itself, no exchange rate.
      'BRL',
      5000,
      'N/I',
      5000,
      'Pago',
    ]);
    expect(values(5)).toEqual([
      day('2026-11-10'),
      'Parcela de Invoice',
      'E00511',
      'Importadora Dois Mil Ltda',
      'N/I',
      'INV-511',
      'EUR',
      1234.56,
      6.2,
      7654.27,
      'À Pagar',
    ]);
    expect(values(10).slice(0, 3)).toEqual([day('2026-11-25'), 'Parcela de Invoice', 'PRI00508']);
    expect(values(11)).toEqual([
      'Total',
      '9 lançamentos',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      36354.27,
    ]);
    expect(sheet.getRow(3).getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(3).getCell(10).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('EXCEL over several months (read by cursors on PostgreSQL, a quarter at a time on PGlite) lists what the screen lists, in order', async () => {
    const period = { startDate: '2026-10-01T00:00:00', endDate: '2026-12-31T00:00:00' };
    const screen = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/cash-calendar',
      query: { customerIds: CAL_ANA_COMPANIES.join(','), type: 'SCREEN', category: 'TODOS', ...period },
      headers: anaHeaders,
    });
    expect(screen.statusCode, screen.body).toBe(200);
    const expected = Object.entries((screen.json() as { data: TCashCalendarDays }).data).flatMap(
      ([day, items]) =>
        items.map((item) => [
          day,
          CATEGORY_LABEL[item.category],
          processReference(item.typeOfProcess, item.identification),
          item.value,
        ]),
    );
    // Items on both sides of each month end, so the pieces are really joined.
    expect(new Set(expected.map(([day]) => String(day).slice(0, 7)))).toEqual(
      new Set(['2026-10', '2026-11', '2026-12']),
    );

    const response = await exportFile({ type: 'EXCEL', ...period });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await readFirstSheet(response.rawPayload);
    const rows = Array.from({ length: sheet.rowCount - 2 }, (_, index) => sheet.getRow(index + 2));
    expect(
      rows.map((row) => [
        (row.getCell(1).value as Date).toISOString().slice(0, 10),
        row.getCell(2).value,
        row.getCell(3).value,
        row.getCell(10).value,
      ]),
    ).toEqual(expected);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(2).value).toBe(`${expected.length} lançamentos`);
    expect(total.getCell(10).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('EXCEL cut short gives its database connection back', async () => {
    const period = { startDate: '2026-01-01T00:00:00', endDate: '2026-12-31T00:00:00' };
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/cash-calendar',
      query: {
        customerIds: CAL_ANA_COMPANIES.join(','),
        type: 'EXCEL',
        category: 'TODOS',
        status: 'TODOS',
        ...period,
      },
      headers: anaHeaders,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    response.stream().destroy();

    // The database answers the next call, and no connection stays checked out (PostgreSQL's pool).
    await expect.poll(() => exportFile({ type: 'EXCEL' }).then((next) => next.statusCode)).toBe(200);
    await expect
      .poll(() => {
        const pool = ctx.database.poolStats?.();
        return pool ? pool.total - pool.idle : 0;
      })
      .toBe(0);
  });

  it('EXCEL honours category and status', async () => {
    const sheet = await readFirstSheet(
      (await exportFile({ type: 'EXCEL', category: 'invoices', status: 'PAGO' })).rawPayload,
    );
    const rows = Array.from({ length: sheet.rowCount - 2 }, (_, index) =>
      (sheet.getRow(index + 2).values as unknown[]).slice(1),
    );
    expect(rows.map((row) => [row[1], row[2], row[9], row[10]])).toEqual([
      ['Parcela de Invoice', 'PRI00508', 5300, 'Pago'],
      ['Parcela de Invoice', 'PRI00508', 10600, 'Pago'],
    ]);
    expect((sheet.getRow(sheet.rowCount).values as unknown[]).slice(1, 2)).toEqual(['Total']);
    expect(sheet.getRow(sheet.rowCount).getCell(10).value).toBe(15900);
  });

  it('TXT: the fixed-width layout of docs/txt-layout.md, record by record', async () => {
    const response = await exportFile({
      type: 'TXT',
      customerIds: `${CAL_COMPANY.txtA},${CAL_COMPANY.txtB}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=us-ascii');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="calendario-financeiro.txt"; filename*=UTF-8''calendario-financeiro.txt`,
    );
    const bytes = response.rawPayload;
    expect(bytes.every((byte) => byte === 0x0d || byte === 0x0a || (byte >= 0x20 && byte <= 0x7e))).toBe(
      true,
    );
    const text = bytes.toString('ascii');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.length === 250)).toBe(true);
    /** 1-based start and length, as the layout table lists them. */
    const field = (line: string | undefined, start: number, length: number) =>
      (line ?? '').slice(start - 1, start - 1 + length);

    const [header, first, second, trailer] = lines;
    expect(field(header, 1, 1)).toBe('0');
    expect(field(header, 2, 21)).toBe('CALENDARIO FINANCEIRO');
    expect(field(header, 23, 3)).toBe('001');
    // Generated at 15:00 UTC = 12:00 in São Paulo.
    expect(field(header, 26, 8)).toBe('20261122');
    expect(field(header, 34, 6)).toBe('120000');
    expect(field(header, 40, 8)).toBe('20261101');
    expect(field(header, 48, 8)).toBe('20261130');
    expect(field(header, 56, 10)).toBe('TODOS     ');
    expect(field(header, 66, 7)).toBe('TODOS  ');
    expect(field(header, 73, 178).trim()).toBe('');

    expect([
      field(first, 1, 1),
      field(first, 2, 6),
      field(first, 8, 8),
      field(first, 16, 2),
      field(first, 18, 14),
      field(first, 32, 10),
      field(first, 42, 10),
      field(first, 52, 10),
      field(first, 62, 30),
      field(first, 92, 30),
      field(first, 122, 3),
      field(first, 125, 16),
      field(first, 141, 12),
      field(first, 153, 16),
      field(first, 169, 1),
      field(first, 170, 8),
      field(first, 178, 73).trim(),
    ]).toEqual([
      '1',
      '000001',
      '20261110',
      'NU',
      '00000000000102',
      '0000000102',
      'PRI00510  ',
      '0000001010',
      'Pedido Sao Joao'.padEnd(30),
      'INV-510'.padEnd(30),
      'BRL',
      '+000000000080000',
      '000000000000',
      '+000000000080000',
      'A',
      '        ',
      '',
    ]);
    expect([
      field(second, 2, 6),
      field(second, 16, 2),
      field(second, 18, 14),
      field(second, 42, 10),
      field(second, 62, 30),
      field(second, 122, 3),
      field(second, 125, 16),
      field(second, 141, 12),
      field(second, 153, 16),
      field(second, 169, 1),
      field(second, 170, 8),
    ]).toEqual([
      '000002',
      'PI',
      '00000000002397',
      'E00511    ',
      ' '.repeat(30),
      'EUR',
      '+000000000123456',
      '000006200000',
      '+000000000765427',
      'A',
      '20261103',
    ]);

    expect(field(trailer, 1, 1)).toBe('9');
    expect(field(trailer, 2, 6)).toBe('000002');
    expect(field(trailer, 8, 18)).toBe('+00000000000845427');
    expect(field(trailer, 26, 6)).toBe('000004');
    expect(field(trailer, 32, 219).trim()).toBe('');
  });

  it('EXCEL and TXT state the same currency, amount in currency and exchange rate for every entry', async () => {
    const customerIds = `${CAL_COMPANY.txtA},${CAL_COMPANY.txtB}`;
    const txt = (await exportFile({ type: 'TXT', customerIds })).rawPayload.toString('ascii');
    const details = txt
      .split('\r\n')
      .filter((line) => line.startsWith('1'))
      .map((line) => ({
        kind: line.slice(15, 17),
        currency: line.slice(121, 124).trim(),
        amountInCurrency: Number(line.slice(124, 140)) / 100,
        rate: Number(line.slice(140, 152)) / 1e6,
        amountInBrl: Number(line.slice(152, 168)) / 100,
      }));
    const sheet = await readFirstSheet((await exportFile({ type: 'EXCEL', customerIds })).rawPayload);
    const rows = Array.from({ length: sheet.rowCount - 2 }, (_, index) => sheet.getRow(index + 2));
    expect(details.map((detail) => detail.kind)).toEqual(['NU', 'PI']);
    expect(rows).toHaveLength(details.length);
    rows.forEach((row, index) => {
      const detail = details[index];
      expect(row.getCell(7).value).toBe(detail?.currency);
      expect(row.getCell(8).value).toBe(detail?.amountInCurrency);
      // The TXT's zeros are its 'no rate' (numerários, or an instalment without one): N/I in a sheet.
      expect(row.getCell(9).value).toBe(detail?.rate === 0 ? 'N/I' : detail?.rate);
      expect(row.getCell(10).value).toBe(detail?.amountInBrl);
    });
    // The numerário: in reais, its amount in currency is its BRL amount.
    expect((sheet.getRow(2).values as unknown[]).slice(7, 11)).toEqual(['BRL', 800, 'N/I', 800]);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
  });

  it('TXT only for companies 102 and 2397: any other company answers 403 with a JSON message', async () => {
    for (const customerIds of ['102', '2397', '102,2397']) {
      expect((await exportFile({ type: 'TXT', customerIds })).statusCode, customerIds).toBe(200);
    }
    for (const customerIds of ['3', '3,102', '2397,3']) {
      const response = await exportFile({ type: 'TXT', customerIds });
      expect(response.statusCode, customerIds).toBe(403);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json().message).toBe(
        'A exportação em TXT está disponível somente para as empresas 102 e 2397. Selecione apenas essas empresas.',
      );
    }
  });

  it('TXT for a user without a company entitled to it: the 403 says none of theirs is', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/cash-calendar',
      query: {
        type: 'TXT',
        customerIds: String(CAL_COMPANY.foreign),
        startDate: '2026-11-01T00:00:00',
        endDate: '2026-11-30T00:00:00',
        category: 'TODOS',
        status: 'TODOS',
      },
      headers: brunoHeaders,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('A exportação em TXT não está disponível para as suas empresas.');
  });

  it('export failures answer JSON { message }: another company (403), bad dates (400)', async () => {
    const foreign = await exportFile({ type: 'EXCEL', customerIds: '7' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(foreign.json().message).toBe(
      'Você não tem acesso a uma ou mais empresas informadas em customerIds.',
    );
    const bad = await exportFile({ type: 'EXCEL', startDate: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bad.json().message).toBe('Informe startDate no formato yyyy-MM-ddTHH:mm:ss.');
  });
});
