import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbExecutor } from '../../src/db/client.ts';
import {
  buildLeadtimesQuery,
  buildMovimentacaoQuery,
  buildRegistroDiQuery,
  buildStepsQuery,
  buildStorageQuery,
} from '../../src/features/indicators/indicator-repository.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const companyIds = [3, 4];
const period = { fromDay: '2026-06-01', toDay: '2026-06-30' };

type TQuery = { toSQL: () => { sql: string; params: unknown[] } };

const HOME_QUERIES: [string, (db: TDbExecutor) => TQuery][] = [
  ['steps', (db) => buildStepsQuery(db, { companyIds, period })],
  ['leadtimes', (db) => buildLeadtimesQuery(db, { companyIds, period })],
  ['registro DI', (db) => buildRegistroDiQuery(db, { companyIds, period })],
  ['movimentação (open)', (db) => buildMovimentacaoQuery(db, { companyIds, period, isOpeningOnly: false })],
  ['movimentação (opened)', (db) => buildMovimentacaoQuery(db, { companyIds, period, isOpeningOnly: true })],
  ['storage', (db) => buildStorageQuery(db, { companyIds, period })],
];

/**
 * Issue #14: each Home indicator can be answered from processes_company_home_idx alone (an
 * index-only scan of the caller's companies). With sequential and bitmap scans switched off the
 * planner picks an index-only scan when the index holds every column the query reads, and a plain
 * index scan otherwise: a column added to an indicator and not to the index makes this fail.
 */
describe('Home indicators and their covering index', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each(HOME_QUERIES)('%s is an index-only scan of processes_company_home_idx', async (_name, build) => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      await tx.execute(sql.raw('set local enable_bitmapscan = off'));
      const query = build(tx).toSQL();
      const explained = await tx.execute(sql.raw(`explain (costs off) ${inline(query.sql, query.params)}`));
      return (explained as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan, plan).toContain('Index Only Scan using processes_company_home_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});

/** The query with its parameters written in (EXPLAIN of a parameterised text needs them). */
const inline = (text: string, params: unknown[]): string =>
  text.replace(/\$(\d+)/g, (_match, index: string) => literal(params[Number(index) - 1]));

const literal = (value: unknown): string => {
  if (Array.isArray(value)) return `array[${value.map(literal).join(',')}]`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'null';
  return `'${String(value).replaceAll("'", "''")}'`;
};
