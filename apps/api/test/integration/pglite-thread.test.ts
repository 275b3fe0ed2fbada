import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type TPgliteThread } from '../../src/db/pglite-thread.ts';

describe('PGlite on its own thread', () => {
  let client: TPgliteThread;

  beforeAll(async () => {
    client = openPgliteThread({ dataDir: undefined });
    await client.waitReady;
    await client.exec('create table item (id int primary key, name text not null)');
  });

  afterAll(async () => {
    await client.close();
  });

  it('answers queries in both row modes, with the types Drizzle asks as text left unparsed', async () => {
    const objects = await client.query('select $1::int as n, $2::text as t', [7, 'sete']);
    expect(objects.rows).toEqual([{ n: 7, t: 'sete' }]);
    const arrays = await client.query("select 1 as n, '2026-11-26'::date as d", [], {
      rowMode: 'array',
      parsers: { 1082: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[1, '2026-11-26']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['n', 'd']);
  });

  it("keeps a database error's code and constraint for the server's error handling", async () => {
    await client.query("insert into item values (1, 'um')");
    const error = await client
      .query("insert into item values (1, 'de novo')")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_pkey' });
  });

  it('commits a transaction, rolls one back on an error, and keeps others out while one is open', async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into item values (2, 'dois')");
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into item values (3, 'três')");
        throw new Error('desiste');
      }),
    ).rejects.toThrow('desiste');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = client.transaction(async (tx) => {
      await tx.query("insert into item values (4, 'quatro')");
      await held;
    });
    // Sent while the transaction is open: it runs after the commit, never inside it.
    const outside = client.query('select count(*)::int as n from item where id = 4');
    release();
    await open;
    expect((await outside).rows).toEqual([{ n: 1 }]);
    const ids = await client.query('select id from item order by id');
    expect(ids.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
  });

  it('leaves the event loop free while a long query runs', async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 5);
    await client.query(
      'select count(*) from generate_series(1, 1000000) a cross join generate_series(1, 2) b',
    );
    clearInterval(timer);
    // On the server's thread the query ran in one synchronous call: no turn at all.
    expect(turns).toBeGreaterThan(3);
  });

  it('delivers notifications to a listener until it unsubscribes', async () => {
    const payloads: string[] = [];
    const unsubscribe = await client.listen('canal', (payload) => payloads.push(payload));
    await client.query("select pg_notify('canal', 'um')");
    await expect.poll(() => payloads).toEqual(['um']);
    await unsubscribe();
    await client.query("select pg_notify('canal', 'dois')");
    await client.query('select 1');
    expect(payloads).toEqual(['um']);
  });
});
