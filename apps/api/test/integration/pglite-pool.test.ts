import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../src/db/client.ts';
import { openMigratedPglite } from '../helpers/test-database.ts';

const rowsOf = async <T>(handle: TDatabaseHandle, query: string): Promise<T[]> => {
  const result = (await handle.db.execute(sql.raw(query))) as { rows: T[] };
  return result.rows;
};

const countCompanies = async (handle: TDatabaseHandle): Promise<number> => {
  const [row] = await rowsOf<{ count: number }>(handle, 'select count(*)::int as count from companies');
  return row?.count ?? -1;
};

/** The new company's id. */
const insertCompany = async (handle: TDatabaseHandle): Promise<number | undefined> => {
  const [row] = await rowsOf<{ id: number }>(
    handle,
    `insert into companies (name, federal_id) values ('Empresa do pool', '11.222.333/0001-81') returning id`,
  );
  return row?.id;
};

describe('a closed PGlite test database, kept for the next test of the worker', () => {
  it('comes back empty, with its identities restarted and the job schema gone', async () => {
    const first = await openMigratedPglite();
    await insertCompany(first);
    await first.db.execute(sql.raw('create schema pgboss_lookalike'));
    await first.db.execute(sql.raw('set statement_timeout = 1234'));
    await first.close();

    const second = await openMigratedPglite();
    try {
      expect(await countCompanies(second)).toBe(0);
      expect(await insertCompany(second)).toBe(1);
      const schemas = await rowsOf<{ name: string }>(
        second,
        `select nspname as name from pg_namespace where nspname = 'pgboss_lookalike'`,
      );
      expect(schemas).toEqual([]);
      const [timeout] = await rowsOf<{ value: string }>(
        second,
        `select current_setting('statement_timeout') as value`,
      );
      expect(timeout?.value).toBe('0');
    } finally {
      await second.close();
    }
  });

  it('refuses every query from the test that closed it, as a closed database would', async () => {
    const handle = await openMigratedPglite();
    await handle.close();
    expect(await handle.ping()).toBe(false);
    await expect(countCompanies(handle)).rejects.toThrow();
  });

  it('is not kept when the test changed its structure: the next one is the migrated catalogue', async () => {
    const first = await openMigratedPglite();
    await first.db.execute(sql.raw('create table public.pool_extra (id int)'));
    await first.db.execute(sql.raw('alter table companies add column pool_note text'));
    await first.close();

    const second = await openMigratedPglite();
    try {
      const tables = await rowsOf<{ name: string }>(
        second,
        `select tablename as name from pg_tables where tablename = 'pool_extra'`,
      );
      expect(tables).toEqual([]);
      const columns = await rowsOf<{ name: string }>(
        second,
        `select column_name as name from information_schema.columns
           where table_name = 'companies' and column_name = 'pool_note'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
