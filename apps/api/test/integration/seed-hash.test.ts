import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../src/db/client.ts';
import { seedDemoData, type TSeedOptions } from '../../src/seed/seed-demo-data.ts';
import { openMigratedPglite } from '../helpers/test-database.ts';

/**
 * The seed's rows, pinned: a refactoring of the generator must leave every seeded byte as it was.
 * If a change to the demo data is meant, run with PRINT_SEED_HASHES=1 and paste the printed map.
 */

const TODAY = '2026-03-15';

/**
 * 800 processes reach every reachable branch of generateProcess (300 and 500 never draw a
 * pre-registered process, step 9); a chunk size below the count exercises the chunk loop.
 */
const MAIN_SEED: Omit<TSeedOptions, 'db'> = { today: TODAY, processes: 800, chunkSize: 300 };

/** The options the main seed leaves at their defaults: a few processes in chosen companies. */
const OPTIONS_SEED: Omit<TSeedOptions, 'db'> = {
  today: '2025-12-31',
  processes: 60,
  chunkSize: 25,
  processCompanyIds: [3, 102, 2397],
  internalEmailDomain: 'example.test',
  // Company 7's CNPJ: it gets 'ETD Atrasados' besides company 3.
  etdIndicatorFederalId: '23.456.781/0001-29',
  skipForeignKeyChecks: true,
};

/**
 * Columns the seed leaves to a `DEFAULT now()`: the wall clock at seeding, different on every run
 * by design (the demo's service client is not dated by the seed), so they are left out.
 */
const WALL_CLOCK_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  service_clients: ['created_at'],
};

type TTableHashes = { tables: Record<string, string>; overall: string };

/**
 * Recorded from the seed before its functions were split; processes and indicator_facts since
 * Encerramento is concluded only once the broker's closing date has passed (deriveIsConcluded);
 * users since the role column (Carla is ADMIN, the others CUSTOMER); companies since their
 * entitlements are data (back-office: the spec's ids, and the options seed's ETD CNPJ for company 7);
 * documents, stored files and installments since collaboration (Ana's sent documents, informed payments
 * and conversations, and the new columns); process_changes and webhook_events since their notification
 * centre's pending flag; users, process_changes and notification_settings since the analytical follow-up
 * became the e-mail channel of the notification rules (Ana's, saved by the seed), and again since the
 * storage-period and the DUIMP-requirement events joined the catalogue; duimp_versions and processes since
 * the demo's DUIMP documents (a draft whose LPCO is in exigência takes its number).
 */
const EXPECTED: Readonly<Record<'main' | 'options', TTableHashes>> = {
  main: {
    tables: {
      companies: '417029c58c1da34d518d7c621318d87e81ed05ab07c7338ff2e76906619fb802',
      countries: '900f404e38a94a55621c279b394d730a0c6917d1a939421cf13d4157ba251152',
      declaration_items: 'bcb58dac27b352a78bebe61247beaff4ca01dac814c6d7ea15c380eb11bcb5e0',
      document_logs: 'ec6941488b01208d3f7a71bfc0415c0ee1e3c9c0fe57ecab6ce6f847c9a161c1',
      documents: '771c7817753cc2f9e1c7fc9e536b9f7e5817af5657ae9eb1c325607a53bb33be',
      duimp_versions: '9545c7f563f4dff50b7706d1d27c9a4e7daff760382b3f3de638acb7c2ab665e',
      exchange_rates: '917904e8dd8ce465233a63f24e83734a3987c9205a0b9b3f9199eefece326750',
      freight_quotation_containers: '77190676277a1a7d5d094ae7f545c24a20d90514228547c521a382896f630eef',
      freight_quotation_documents: 'b2c41d2d9c7809eb14ecc4e27f9f42d210b4597b02f2ec2a3f5c8c2220b5d535',
      freight_quotations: '81136f311839ec6623786227db7c91b65d186d03cb114057e8096582e695e5dd',
      history_items: '605f363056f35bb01c4d6cceaa54f574935f93f1a1eb2cd89e17af9a8a492401',
      indicator_facts: '71c9d37a47221f944120f3616e505ccdceddc4743f07e29a6d74d84cc0b1bace',
      installments: 'ea6e3340a909e15cc7245ca2b541b554ebdb1963bf5903c29cfb1c0840be8ffd',
      invoices: 'a47ec8a4c4716dbfd9e0672da79a0519de0fac990abbacd66d09981f4b5a20eb',
      message_reads: '61a9ca5f9fc501c6e311b0e0bb9f7e0d636e4149e588dd6ec25c663b01647dee',
      message_threads: 'bd68676b1179759f177e447f2ba8d750c94c86a9be217e2846781ef09ff844c7',
      notification_settings: '361c68222fcec7b84a409408a2463e428070fe3c771ea67dbab83ad3e494bc38',
      partners: '19784fb4a4c2d706a45f954f083469f0880f058ef4a6eecab7f185cf51f644ff',
      payment_reports: 'f50d8956a65be582061d04256f70014c15841ed5fa615ca0568df4be0fd04105',
      places: 'b00e1f4cd826f118bb95d6a75fa6fa118b50ee59b2c19b7045f91667798a3233',
      process_changes: '08c0096105dcc06255b246332bef9f8366e103b2357b304741bcfd5339a036d4',
      process_messages: '1dba3d99623f9cf16288d724a792f10d5649a9b76337b52f713b5a10c8d6e679',
      process_steps: 'f1b8fd94f73b54a480f4192342b42653ee6f995f99dbcceea75250dddc57de60',
      processes: '1fe14f1e24d987001ce5733677333dcd55dc2989055b1307ae838d197435100c',
      service_clients: 'c512a8dccf4fcec143a8e2e5cd01d6b4b464b2d5f7f03f9d6efc35b86d6e08d1',
      stored_files: '6548367c1027eb1715519f9cb17066743c06da3fefdf00554beee1930b57bd6e',
      urgency_changes: '9195df624c8d39cc6d74496dacd77e5b76ea93535d41864ccc95aa9467ba2e4b',
      user_companies: 'baa044f0c3a02c339026c3219c8d2ddc3ec3fe416c1e992bafaca5dff7a2c36d',
      users: '0458d1b636cf93d5fd2083b3b29c47de5304400215a792f25aeeab28328684a2',
      webhook_events: 'cfba99b6b5526e696b630bee5b0ba3566787ee3309407a0187f4f66b0249d1e1',
    },
    overall: '355288b9bdbcbafb735834e95a39023018be186c4e9d2a8eb77af287acfcebf0',
  },
  options: {
    tables: {
      companies: '4ef62f8f3fbc7100dfa9d7efd1e6fb7ba7abb251b1f9d31c5a5e45ae6c69b2b0',
      countries: '900f404e38a94a55621c279b394d730a0c6917d1a939421cf13d4157ba251152',
      declaration_items: '4b697d77c04fa3cbccdab6f7a9737a858eb5da8d5df52da9a051364a1de255d4',
      document_logs: 'ffbdaef48b9d21be60204f66f2b74164c6d0c3e28f6c2598fe8496bdac7c12ec',
      documents: 'efaa3ff582a1be17e597bbb4014937c651ef5813a3b4d4e14186c942b170200a',
      duimp_versions: '26f12c09d11f25875a3ec9390b53d85ee530bf61d9f5f3889a017d4aefe9ee14',
      exchange_rates: '5cc61fc28c2c1d2b8c83da8fa198483e559f65d46802fd309df326176f370958',
      freight_quotation_containers: '7025437303498006e6ce61e53095a3ce644a3b86591ae94c65a8c470324ca179',
      freight_quotation_documents: '20d82891bd3bc2ccd3328f3bd50b5fbdb9d78327b74bdef40a003ba673a020bd',
      freight_quotations: '3145a7514f6f202a84f1f651fb3878f7146502b78dd5c1ca8e8b62873e6ac680',
      history_items: '02ffe4d810c2be1233ef1469e0f6804f832a0380ad2c4a5c1448da8958b58b76',
      indicator_facts: '9c39fc1b5cfd938fdf781070de53b294fec9808eb6e8159ca2b9bc8b78910b7d',
      installments: '9b5b55ee32e30766341d190445f522f701b523b0f3a37e5e20c898960c747c3c',
      invoices: '2d32ecac3622db50bd59222a018d98d387e8dd847e6c36a4102b792eb3794e11',
      notification_settings: '4deb9a6fb59d99376ce6c1734bf4fbb57ed8ddecbd754b53e1d8a92ac78f1e5f',
      partners: '19784fb4a4c2d706a45f954f083469f0880f058ef4a6eecab7f185cf51f644ff',
      places: 'b00e1f4cd826f118bb95d6a75fa6fa118b50ee59b2c19b7045f91667798a3233',
      process_changes: 'b3c73afdc3ad4397c3105158e714af107b3f488cdf74c6d014f82fb89d5b332c',
      process_steps: 'f1b8fd94f73b54a480f4192342b42653ee6f995f99dbcceea75250dddc57de60',
      processes: '261ffa37430f1fc1831e3a66e343646e71b91242cc5047b3418f943ed20b7296',
      service_clients: 'c512a8dccf4fcec143a8e2e5cd01d6b4b464b2d5f7f03f9d6efc35b86d6e08d1',
      stored_files: '267243ccd28bcbfe622e4c72e6db257fb62f230b9c925b7bd745341bd3f36898',
      urgency_changes: '4e648866a880c07894a6988bc946ab4a2e20b854422104373d73b487a5b1c7d0',
      user_companies: 'baa044f0c3a02c339026c3219c8d2ddc3ec3fe416c1e992bafaca5dff7a2c36d',
      users: '13e05bc095b7524a02bcef51cb9de8ea789d1533d7ef13d7d241eccc4f0c2668',
    },
    overall: '993587a242b8542320c922a528b5c55e9f9c2e9dca34765596014883ceddf7af',
  },
};

const rowsOf = async <T>(handle: TDatabaseHandle, query: string): Promise<T[]> => {
  const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
};

/** The public tables with their primary key columns, in key order. */
const tablesOf = async (handle: TDatabaseHandle) =>
  rowsOf<{ table: string; keys: string[] | null }>(
    handle,
    `select c.relname as table,
       (select array_agg(a.attname order by k.ordinality)
          from pg_index i
          cross join lateral unnest(i.indkey) with ordinality as k(attnum, ordinality)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
         where i.indrelid = c.oid and i.indisprimary) as keys
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by c.relname`,
  );

/**
 * One sha256 per non-empty table, over its rows in primary key order. Each row is `to_jsonb`
 * text: keys in jsonb's fixed order, bytea as `\x` hex, numerics with their scale, instants in
 * ISO form (read in UTC so the host's zone cannot matter).
 */
const hashTables = async (handle: TDatabaseHandle): Promise<TTableHashes> => {
  const tables: Record<string, string> = {};
  await handle.db.execute(sql.raw("set time zone 'UTC'"));
  for (const { table, keys } of await tablesOf(handle)) {
    const dropped = (WALL_CLOCK_COLUMNS[table] ?? []).map((column) => ` - '${column}'`).join('');
    // A table without a primary key is ordered by its whole row text.
    const order = keys ? keys.map((key) => `t."${key}"`).join(', ') : 'to_jsonb(t)::text collate "C"';
    const rows = await rowsOf<{ row: string }>(
      handle,
      `select (to_jsonb(t)${dropped})::text as row from "${table}" t order by ${order}`,
    );
    if (rows.length === 0) continue;
    const digest = createHash('sha256');
    for (const { row } of rows) digest.update(`${row}\n`);
    tables[table] = digest.digest('hex');
  }
  const overall = createHash('sha256');
  for (const [table, hash] of Object.entries(tables)) overall.update(`${table} ${hash}\n`);
  return { tables, overall: overall.digest('hex') };
};

const seedAndHash = async (options: Omit<TSeedOptions, 'db'>): Promise<TTableHashes> => {
  const handle = await openMigratedPglite();
  try {
    await seedDemoData({ ...options, db: handle.db });
    return await hashTables(handle);
  } finally {
    await handle.close();
  }
};

describe('seedDemoData output', () => {
  let main: TTableHashes;
  let options: TTableHashes;

  beforeAll(async () => {
    main = await seedAndHash(MAIN_SEED);
    options = await seedAndHash(OPTIONS_SEED);
    if (process.env.PRINT_SEED_HASHES) console.log(JSON.stringify({ main, options }, null, 2));
  }, 120_000);

  it('writes the same rows, table by table, for a fixed today', () => {
    expect(main).toEqual(EXPECTED.main);
  });

  it('writes the same rows with the company filter, mail domain, chunking and foreign keys off', () => {
    expect(options).toEqual(EXPECTED.options);
  });
});
