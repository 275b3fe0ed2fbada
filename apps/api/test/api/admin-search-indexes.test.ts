import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase, TDatabaseHandle, TDbExecutor } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { nameSearchPattern } from '../../src/features/admin/company-name-sql.ts';
import {
  countQuotationInvitations,
  listQuotationInvitations,
} from '../../src/features/admin/admin-quotation-repository.ts';
import { countUsers, listUserPage } from '../../src/features/admin/admin-user-repository.ts';
import { advanceIdentitySequences } from '../helpers/fixtures.ts';
import { COMPANY_A, COMPANY_B, P, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import type { TPlannedQuery } from '../helpers/query-plan.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/** Enough rows that a selective search's index is cheaper than reading them all. */
const ROWS = 2000;
const NOW = new Date('2026-03-05T15:00:00Z');

const inline = (text: string, params: unknown[]): string =>
  text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === 'number') return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return `'${String(value).replaceAll("'", "''")}'`;
  });

/**
 * Runs `work` in a transaction rolled back at the end, with sequential scans off: on these few rows
 * reading the table looks as cheap as any index. `isBitmapOnly` also turns plain and index-only
 * scans off, so the search's own indexes (a GIN index is read only as a bitmap) are the one way to
 * the rows left: the plan then shows whether they serve the condition, which the planner weighs
 * at scale (bench/admin.bench.ts), not on a test's rows.
 */
const withPlanner = async <T>(
  db: TDatabase,
  { isBitmapOnly }: { isBitmapOnly: boolean },
  work: (tx: TDbExecutor) => Promise<T>,
): Promise<T> => {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      if (isBitmapOnly) {
        await tx.execute(sql.raw('set local enable_indexscan = off'));
        await tx.execute(sql.raw('set local enable_indexonlyscan = off'));
      }
      result = await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return result as T;
};

/** The list repositories return Drizzle's query itself (a thenable with toSQL), typed as its Promise. */
const explain = async (tx: TDbExecutor, list: Promise<unknown>): Promise<string> => {
  const { sql: text, params } = (list as unknown as TPlannedQuery).toSQL();
  const explained = await tx.execute(sql.raw(`explain (costs off) ${inline(text, params)}`));
  return (explained as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
};

/**
 * The back-office's speed goal for its searches: pg_trgm (migration 0025, loaded by PGlite
 * too) and its GIN indexes find a selective search's rows without reading every row, accents,
 * case and LIKE's wildcards kept as the searches define them.
 */
describe('back-office searches on trigram indexes', () => {
  let handle: TDatabaseHandle;
  let db: TDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    await insertProcessFixtures(db);
    await advanceIdentitySequences(db, ['users', 'companies', 'quotation_invitations']);
    await db.execute(sql`
      insert into users (name, email, password_hash)
      select 'Usuária de Teste ' || g, 'usuaria' || g || '@teste.example', 'x' from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`
      insert into users (name, email, password_hash) values
        ('João da Conceição', 'jc@outro.example', 'x'),
        ('Ana Beatriz', 'ana_b@outro.example', 'x'),
        ('Anaxb Lima', 'anaxb@outro.example', 'x')`);
    await db.execute(sql`
      insert into companies (federal_id, name)
      select lpad((1000 + g)::text, 14, '0'), 'Empresa de Teste ' || g || ' Ltda' from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`
      insert into quotation_invitations (company_id, process_id, token_hash, forwarder_name, email, expires_at, created_at, created_by)
      select case when g % 2 = 0 then ${COMPANY_A}::int else ${COMPANY_B}::int end,
             case when g % 2 = 0 then ${P.di}::int else ${P.foreign}::int end,
             'hash' || g, 'Agente de Teste ' || g,
             'agente' || g || '@teste.example', ${NOW.toISOString()}::timestamptz + interval '7 days',
             ${NOW.toISOString()}::timestamptz - g * interval '1 minute', 'Equipe'
        from generate_series(1, ${ROWS}) g`);
    await db.execute(sql.raw('analyze users, companies, quotation_invitations'));
  });

  afterAll(async () => {
    await handle.close();
  });

  it('has pg_trgm installed, on PGlite as on PostgreSQL', async () => {
    const result = await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ extname: 'pg_trgm' }]);
  });

  it("reads a selective user search's name and e-mail from their trigram indexes", async () => {
    const plan = await withPlanner(db, { isBitmapOnly: true }, (tx) =>
      explain(tx, listUserPage(tx, { filter: { search: 'usuaria1234' }, limit: 25, offset: 0 })),
    );
    expect(plan, plan).toContain('Bitmap Index Scan on users_name_trgm_idx');
    expect(plan, plan).toContain('Bitmap Index Scan on users_email_trgm_idx');
  });

  it('walks the name order for a one- or two-letter search, which matches too many users for an index', async () => {
    const plan = await withPlanner(db, { isBitmapOnly: false }, (tx) =>
      explain(tx, listUserPage(tx, { filter: { search: 'us' }, limit: 25, offset: 0 })),
    );
    expect(plan, plan).toContain('Index Only Scan using users_name_key_idx');
    expect(plan).not.toContain('trgm');
  });

  it('finds a name through its trigram index accents and case aside, and an e-mail with LIKE wildcards as text', async () => {
    const found = await withPlanner(db, { isBitmapOnly: true }, async (tx) => ({
      plan: await explain(tx, listUserPage(tx, { filter: { search: 'CONCEICAO' }, limit: 25, offset: 0 })),
      accented: await listUserPage(tx, { filter: { search: 'CONCEICAO' }, limit: 25, offset: 0 }),
      underscore: await listUserPage(tx, { filter: { search: 'ana_b' }, limit: 25, offset: 0 }),
      percent: await countUsers(tx, { search: 'ana%b' }),
      byEmail: await countUsers(tx, { search: 'USUARIA1234@' }),
    }));
    expect(found.plan, found.plan).toContain('Bitmap Index Scan on users_name_trgm_idx');
    expect(found.accented.map((user) => user.name)).toEqual(['João da Conceição']);
    expect(found.underscore.map((user) => user.email)).toEqual(['ana_b@outro.example']);
    expect(found.percent).toBe(0);
    expect(found.byEmail).toBe(1);
  });

  it("reads a selective company search's name from its trigram index, accents aside", async () => {
    const found = await withPlanner(db, { isBitmapOnly: true }, async (tx) => {
      const query = tx
        .select({ name: companies.name })
        .from(companies)
        .where(sql`${companies.name} ~* ${nameSearchPattern('hercules maq')}`);
      return { plan: await explain(tx, query), rows: await query };
    });
    expect(found.plan, found.plan).toContain('Bitmap Index Scan on companies_name_trgm_idx');
    expect(found.rows).toEqual([{ name: 'Hércules Máquinas Ltda' }]);
  });

  it("reads a forwarder link search's name, e-mail and reference from indexes, never every link", async () => {
    const filter = { search: 'PRI00042', identification: 42, now: NOW };
    const found = await withPlanner(db, { isBitmapOnly: true }, async (tx) => ({
      byName: await explain(
        tx,
        listQuotationInvitations(tx, { filter: { search: 'agente1234', now: NOW }, limit: 25, offset: 0 }),
      ),
      byReference: await explain(tx, listQuotationInvitations(tx, { filter, limit: 25, offset: 0 })),
      referenceTotal: await countQuotationInvitations(tx, filter),
    }));
    expect(found.byName, found.byName).toContain(
      'Bitmap Index Scan on quotation_invitations_forwarder_name_trgm_idx',
    );
    expect(found.byName).toContain('Bitmap Index Scan on quotation_invitations_email_trgm_idx');
    // The reference's process is found once, before the scan (not a subquery run for every link);
    // its company's links are then one arm of the OR, by the primary key.
    expect(found.byReference, found.byReference).toContain('InitPlan');
    // The round's state is a subquery of the 25 rows shown, never a condition on the scan.
    expect(found.byReference).not.toMatch(/(Filter|Cond):.*SubPlan/);
    expect(found.byReference).toContain('Bitmap Index Scan on quotation_invitations_pk');
    // The links of process 42, in company A: the even ones.
    expect(found.referenceTotal).toBe(ROWS / 2);
  });
});
