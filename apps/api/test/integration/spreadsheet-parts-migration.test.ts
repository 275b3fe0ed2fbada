import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type TDatabaseHandle } from '../../src/db/client.ts';
import { migrationsBefore, rowsOf } from '../helpers/migrations-before.ts';

const PART = 1024 * 1024;
const PARTS_MIGRATION = '0035_spreadsheet_import_parts';

/** An install that stored its uploads whole moves them into parts, byte for byte, when it upgrades. */
describe('the migration to stored parts', () => {
  let handle: TDatabaseHandle | undefined;
  let folder: string | undefined;

  afterAll(async () => {
    await handle?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('splits each stored file into 1 MB parts and drops the whole copy', async () => {
    handle = await openDatabase({});
    folder = migrationsBefore(PARTS_MIGRATION);
    await migrate(handle.db as never, { migrationsFolder: folder });
    const content = Buffer.alloc(Math.round(2.5 * PART));
    for (let index = 0; index < content.length; index += 1) content[index] = index % 251;
    await handle.db.execute(sql`insert into users (id, email, name, password_hash, role)
      values (1, 'carla@portal.example', 'Carla Mendes', 'x', 'ADMIN')`);
    await handle.db.execute(sql`insert into spreadsheet_imports (user_id, file_name, content, status)
      values (1, 'grande.csv', ${content}, 'DONE'), (1, 'vazio.csv', ${Buffer.alloc(0)}, 'FAILED')`);

    await migrate(handle.db as never, { migrationsFolder });

    const parts = await rowsOf<{ file: string; part: number; size: number }>(
      handle,
      sql`
      select i.file_name as file, p.part, length(p.bytes) as size
        from spreadsheet_import_parts p join spreadsheet_imports i on i.id = p.import_id
        order by i.file_name, p.part`,
    );
    expect(parts.map((row) => [row.file, row.part, Number(row.size)])).toEqual([
      ['grande.csv', 0, PART],
      ['grande.csv', 1, PART],
      ['grande.csv', 2, content.length - 2 * PART],
      ['vazio.csv', 0, 0],
    ]);
    const joined = await rowsOf<{ bytes: Uint8Array }>(
      handle,
      sql`
      select string_agg(p.bytes, ''::bytea order by p.part) as bytes
        from spreadsheet_import_parts p join spreadsheet_imports i on i.id = p.import_id
        where i.file_name = 'grande.csv'`,
    );
    expect(Buffer.from(joined[0]?.bytes ?? []).equals(content)).toBe(true);
    const columns = await rowsOf<{ name: string }>(
      handle,
      sql`
      select column_name as name from information_schema.columns
        where table_name = 'spreadsheet_imports' and column_name = 'content'`,
    );
    expect(columns).toEqual([]);
  });
});
