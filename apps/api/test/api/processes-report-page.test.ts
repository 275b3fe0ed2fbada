import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processes } from '../../src/db/schema/processes.ts';
import { ownReportTextSql } from '../../src/features/processes/report-columns-sql.ts';
import type { TProcessResponse } from '@pc/contract/process';
import type { TProcessPageResponse } from '@pc/contract/process-calls';
import { REPORT_COLUMNS, type TReportColumn, type TReportColumnKey } from '@pc/contract/report-columns';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const REPORT = '/customers/import/report/general?stepsIds=8&concluido=true';

// The web table's cell text (components/process-columns), written again here on purpose: the
// server's SQL must agree with what the screen shows, not with itself.
const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (value: string): string => {
  if (value.length === 10) return value.split('-').toReversed().join('/');
  const local = new Date(new Date(value).getTime() - 3 * 3600_000); // São Paulo has no DST since 2019.
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
};
const money = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cellText = (column: TReportColumn, process: TProcessResponse): string => {
  const value = column.value(process);
  if (value === null || String(value).trim() === '') return 'N/I';
  if (column.type === 'date') return dayOf(String(value));
  if (column.type === 'money') return money.format(Number(value));
  return String(value);
};
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('GET /customers/import/report/general: pages, sort and the search box on the server', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;
  let everything: TProcessResponse[];

  const page = async (query: string): Promise<TProcessPageResponse> => {
    const response = await ctx.app.inject({ method: 'GET', url: `${REPORT}&${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TProcessPageResponse>();
  };
  /** Every page of a query, in order. */
  const all = async (query: string): Promise<TProcessResponse[]> => {
    const first = await page(`${query}&size=100&page=1`);
    const rest = await Promise.all(
      Array.from({ length: first.page.totalPages - 1 }, (_, index) =>
        page(`${query}&size=100&page=${index + 2}`),
      ),
    );
    return [first, ...rest].flatMap((answer) => answer.data);
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await seedDemoData({ db: database.db, today: '2026-11-24', processes: 400 });
      },
    });
    const [ana] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ana.souza@aurora.example'));
    if (!ana) throw new Error('the demo seed has no Ana');
    const links = await ctx.database.db
      .select({ companyId: userCompanies.companyId })
      .from(userCompanies)
      .where(eq(userCompanies.userId, ana.id));
    headers = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ana.id,
        companyIds: links.map((link) => link.companyId),
      }),
    );
    everything = await all('');
  });
  afterAll(() => ctx.close());

  it('answers 15 rows by default and tells where the page sits', async () => {
    const answer = await page('');
    expect(answer.data).toHaveLength(15);
    expect(answer.page).toEqual({
      number: 1,
      size: 15,
      totalElements: everything.length,
      totalPages: Math.ceil(everything.length / 15),
    });
    expect(everything.length).toBeGreaterThan(100);
    expect(new Set(everything.map((process) => process.id)).size).toBe(everything.length);
  });

  it('pages through the whole list without gaps or repeats, newest first', async () => {
    const created = everything.map((process) => process.created);
    expect(created).toEqual(created.toSorted().toReversed());
    const second = await page('size=20&page=2');
    expect(second.data.map((process) => process.id)).toEqual(everything.slice(20, 40).map((p) => p.id));
    const past = await page(`size=100&page=${Math.ceil(everything.length / 100) + 1}`);
    expect(past.data).toEqual([]);
    expect(past.page.totalElements).toBe(everything.length);
  });

  it.each<[TReportColumnKey, boolean]>([
    ['step', false],
    ['datesETA', false],
    ['datesETA', true],
    ['cifValue', true],
    ['reference', false],
    ['created', false],
  ])('sorts by %s (desc=%s) like the table, missing values last', async (key, isDescending) => {
    const column = REPORT_COLUMNS.find((candidate) => candidate.key === key);
    if (!column) throw new Error(key);
    const sorted = await all(`sort=${key}&desc=${isDescending}`);
    expect(sorted).toHaveLength(everything.length);
    const values = sorted.map((process) =>
      key === 'step' ? (process.step?.position ?? null) : column.value(process),
    );
    const present = values.filter((value) => value !== null);
    // Missing values come after every present one, whichever the direction.
    expect(values.slice(0, present.length).every((value) => value !== null)).toBe(true);
    const expected = present.toSorted((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    );
    expect(present).toEqual(isDescending ? expected.toReversed() : expected);
  });

  it.each<[string, TReportColumnKey[] | null]>([
    ['trânsito', null],
    ['N/I', ['freightForwarder', 'datesArrivalDate']],
    ['/12/2026', ['datesETA', 'datesETD']],
    ['marítima', ['wayOfTransport']],
    ['PRI2', ['reference']],
    [',00', ['cifValue']],
    ['asuncion', null],
    ['Shenzhen', null],
    // Every column (the default): report_text and the joined names (scale).
    ['N/I', null],
    ['/12/2026', null],
    ['PRI2', null],
    [',00', null],
    ['ltda', null],
    ['aérea', null],
  ])('the search box "%s" in %j finds what the screen shows', async (term, keys) => {
    const columns = keys ?? REPORT_COLUMNS.map((column) => column.key);
    const query = `text=${encodeURIComponent(term)}${keys ? `&textColumns=${keys.join(',')}` : ''}`;
    const found = await all(query);
    const expected = everything.filter((process) =>
      columns.some((key) => {
        const column = REPORT_COLUMNS.find((candidate) => candidate.key === key);
        return column ? normalise(cellText(column, process)).includes(normalise(term)) : false;
      }),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((process) => process.id)).toEqual(expected.map((process) => process.id));
  });

  it('answers 400 in pt-BR for a bad page, size, sort or column list', async () => {
    for (const [query, message] of [
      ['page=0', 'Informe page como um número inteiro'],
      ['size=101', 'Informe size como um número inteiro entre 1 e 100.'],
      ['sort=nope', 'Informe colunas do relatório entre'],
      ['desc=talvez', 'Informe desc como true ou false.'],
      ['text=a&textColumns=reference,,step', 'Informe colunas do relatório entre'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `${REPORT}&${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('exports the whole report in its order, not just a page', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/customers/import/report/excel',
      headers,
      payload: {
        report: { stepsIds: '8', concluido: 'true', sort: 'datesETA', desc: 'true', text: 'ltd' },
        columns: ['reference'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await readFirstSheet(response.rawPayload);
    const references: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) references.push(String(row.getCell(1).value));
    });
    const expected = await all('sort=datesETA&desc=true&text=ltd');
    expect(expected.length).toBeGreaterThan(15);
    expect(references).toEqual(
      expected.map((process) => cellText(REPORT_COLUMNS[0] as TReportColumn, process)),
    );
  });

  it('refuses an export with both ids and report, or neither', async () => {
    for (const payload of [
      { columns: ['reference'] },
      { ids: [1], report: { stepsIds: '8' }, columns: ['reference'] },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/customers/import/report/excel',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Informe os processos em ids ou a consulta do relatório');
    }
  });

  it('keeps report_text what the report columns show, through the trigger, on insert and on update', async () => {
    const { db } = ctx.database;
    const differing = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n from ${processes} where ${processes.reportText} is distinct from ${ownReportTextSql()}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    expect(await differing()).toBe(0);
    await db.execute(
      sql`update ${processes} set ${sql.identifier('status')} = 'Aguardando Ação', ${sql.identifier('dates_eta')} = '2031-05-04' where ${processes.id} % 7 = 0`,
    );
    expect(await differing()).toBe(0);
    const [row] = (
      (await db.execute(
        sql`select ${processes.reportText} as text from ${processes} where ${processes.id} % 7 = 0 limit 1`,
      )) as unknown as { rows: { text: string }[] }
    ).rows;
    expect(row?.text.split('\n')).toEqual(expect.arrayContaining(['aguardando acao', '04/05/2031']));
  });
});
