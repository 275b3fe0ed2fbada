import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../../src/db/client.ts';
import { insertAsJson } from '../../src/db/insert-as-json.ts';

const items = pgTable('item', {
  id: serial('id').primaryKey(),
  referenceNumber: integer('reference_number').notNull(),
  name: text('name'),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }),
});

describe('insertAsJson', () => {
  let handle: TDatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(
      sql.raw(`create table item (
        id serial primary key, reference_number integer not null, name text,
        amount numeric(12, 2), is_active boolean not null default true, created_at timestamptz)`),
    );
  });

  afterAll(async () => {
    await handle.close();
  });

  it('inserts rows of different column sets, keeping defaults, nulls, quotes and types', async () => {
    const createdAt = new Date('2026-11-26T12:34:56.000Z');
    const inserted = await insertAsJson<{ id: number; reference_number: number }>({
      db: handle.db,
      table: items,
      rows: [
        { referenceNumber: 1, name: 'Aço "inox"\nlinha 2', amount: '1234.56', createdAt },
        { referenceNumber: 2, name: null, isActive: false },
        { referenceNumber: 3, name: undefined },
      ],
      returning: ['id', 'reference_number'],
    });

    expect(inserted.map((row) => row.reference_number).sort()).toEqual([1, 2, 3]);
    const rows = await handle.db.select().from(items).orderBy(items.referenceNumber);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        referenceNumber: 1,
        name: 'Aço "inox"\nlinha 2',
        amount: '1234.56',
        isActive: true,
        createdAt,
      },
      {
        id: expect.any(Number),
        referenceNumber: 2,
        name: null,
        amount: null,
        isActive: false,
        createdAt: null,
      },
      {
        id: expect.any(Number),
        referenceNumber: 3,
        name: null,
        amount: null,
        isActive: true,
        createdAt: null,
      },
    ]);
  });

  it('sends nothing for no rows', async () => {
    expect(await insertAsJson({ db: handle.db, table: items, rows: [] })).toEqual([]);
  });
});
