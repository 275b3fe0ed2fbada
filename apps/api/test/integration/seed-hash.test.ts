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
 * the demo's DUIMP documents (a draft whose LPCO is in exigência takes its number), and duimp_versions
 * again since a DUIMP with a channel carries the Receita Federal's result and is received no earlier than
 * the last day it states.
 */
const EXPECTED: Readonly<Record<'main' | 'options', TTableHashes>> = {
  main: {
    tables: {
      companies: '801cc3feaa8fbb6b5faa8fe33f675b134e954e2412066a0cd7aa444c107e14bb',
      countries: '900f404e38a94a55621c279b394d730a0c6917d1a939421cf13d4157ba251152',
      declaration_items: 'f0eaf29e61929403a605b92874c9086c4013808cc2c529691a0e64514ad55e53',
      document_logs: '14c3f0a61b03cfa6d50214ed10fbc83da02e9bc1c3bce0b4de69c8988842800a',
      documents: '66ee206a288af5c3d104e379d7c735fc58af3a91164caf826995cd43412dd757',
      duimp_versions: '9d7c09cdc40b7275069993d55ef28bc8b1e18ba7a2f2fb692c5efbd481272e11',
      exchange_rates: '917904e8dd8ce465233a63f24e83734a3987c9205a0b9b3f9199eefece326750',
      freight_quotation_containers: '312a8ed4ee483ef55581530efc6c899d366d477f291dfcbe929332a2ddfe42b2',
      freight_quotation_documents: '76c7c410d3f39e7cf16f071fabab2637649834decaa8af601c7af4aaf1344296',
      freight_quotations: '1eb47ffadffe63114ce570fd43cf62d4e4411ffed43b2c7858050e17419767c8',
      history_items: 'ae78dc5ef655f3d7cccbfe0bf1c89b76753c59346fc86a113028d3c867ed1082',
      indicator_facts: '71c9d37a47221f944120f3616e505ccdceddc4743f07e29a6d74d84cc0b1bace',
      installments: 'd9a6df3fd3296c8536e0cbe0e71e10505044f1d95e4fbe72edf1c634ba88d509',
      invoices: '65097f1b0e7b10bc9aae07b1674d4099dc177c619e15e17b3e30f1cb12d2befa',
      message_reads: '61a9ca5f9fc501c6e311b0e0bb9f7e0d636e4149e588dd6ec25c663b01647dee',
      message_threads: '53187058872a97afe07ed32d17abeb605db13c7582f062eec2f140bb190c1ae7',
      notification_settings: '361c68222fcec7b84a409408a2463e428070fe3c771ea67dbab83ad3e494bc38',
      partners: '19784fb4a4c2d706a45f954f083469f0880f058ef4a6eecab7f185cf51f644ff',
      payment_reports: '3cc57ca408a2138b6767202f4ac7d8b213addec15b6eb640e8fa38bc14932650',
      places: 'b00e1f4cd826f118bb95d6a75fa6fa118b50ee59b2c19b7045f91667798a3233',
      process_changes: '08c0096105dcc06255b246332bef9f8366e103b2357b304741bcfd5339a036d4',
      process_expenses: '26fdcb341ed0fc5e4af8f3776c60a3119f192f130a8b868fc89aaefed7bc59f3',
      process_messages: 'e89c64dadf3296c20d2a0ece4c07413d80b8d2cc2bcfed42d5cda808742b5bdd',
      process_steps: 'f1b8fd94f73b54a480f4192342b42653ee6f995f99dbcceea75250dddc57de60',
      processes: '4a6fee8c263789101c32c162fb2a9dbb3ad029d52acdb7dc9b27a036e2fa5e06',
      service_clients: 'c512a8dccf4fcec143a8e2e5cd01d6b4b464b2d5f7f03f9d6efc35b86d6e08d1',
      stored_files: '0dd1a9c2817218bc92cbe4a8fc312a1848f95448a0b6e07d8539c57a6653781b',
      urgency_changes: 'bfba5c224bbf220f045de04be01d8045c770f4fb5b22bb9064f5341e4015b5f2',
      user_companies: 'baa044f0c3a02c339026c3219c8d2ddc3ec3fe416c1e992bafaca5dff7a2c36d',
      users: '0458d1b636cf93d5fd2083b3b29c47de5304400215a792f25aeeab28328684a2',
      webhook_events: 'f8bd458019adccef51a468110d4ec40974ccd1fd229d40927496a9aca19c4c89',
    },
    overall: '2d576bb8d7211f49e0a5adbe087c48a33e22cb820800e9d58b112ba83007e678',
  },
  options: {
    tables: {
      companies: '57e9f7ef9bd7eb626ad9bbe6d077140d9f4257b36696bbd82c736baf73d2be5a',
      countries: '900f404e38a94a55621c279b394d730a0c6917d1a939421cf13d4157ba251152',
      declaration_items: 'c81953c2f4a12cc4361270b7601b804d74f663491153ca88292fe757418c4976',
      document_logs: 'c05a6fcd353527204950ec5b79f19db981259e3cdee8f17d7795feff2c0719ce',
      documents: '856a0aabdab9c142e985ee507b8879c29b938abf61bcbe4bfaf269119f072aca',
      duimp_versions: '361a636696f0f320534a7b57b985e01778128825c1c0da12f74ae53706b47418',
      exchange_rates: '5cc61fc28c2c1d2b8c83da8fa198483e559f65d46802fd309df326176f370958',
      freight_quotation_containers: '62548bd805e1e7966afd2223859b609d2f47a2b90c8f79b71022e2d4f9147e19',
      freight_quotation_documents: 'a468932e6825dd26d32c9883500b2ebcf9503f4512b9af8c274abe34a3bf81c8',
      freight_quotations: 'ae1fb9d392e7af7c2478b6fe143fa11d825a3308a43b6d3e8acd91686b56c7b2',
      history_items: 'c9dcc66ba4765a955e6d63290c1785a9142d2e232f16ac2d12b1963e4195170c',
      indicator_facts: '9c39fc1b5cfd938fdf781070de53b294fec9808eb6e8159ca2b9bc8b78910b7d',
      installments: '7c692bef21a865ce2e83ee7a6deda3206916a45ff45cd027d42c7c79b5017420',
      invoices: '2d7f585ea0270f4cf35fe8b5fbdc716a9b2d438dfaa47ccd5e01460904f51e76',
      notification_settings: '4deb9a6fb59d99376ce6c1734bf4fbb57ed8ddecbd754b53e1d8a92ac78f1e5f',
      partners: '19784fb4a4c2d706a45f954f083469f0880f058ef4a6eecab7f185cf51f644ff',
      places: 'b00e1f4cd826f118bb95d6a75fa6fa118b50ee59b2c19b7045f91667798a3233',
      process_changes: 'b3c73afdc3ad4397c3105158e714af107b3f488cdf74c6d014f82fb89d5b332c',
      process_expenses: '947344ca8175615786c8a707c0d64533e61a79b1eea1c74bf5c43daebbb9d60a',
      process_steps: 'f1b8fd94f73b54a480f4192342b42653ee6f995f99dbcceea75250dddc57de60',
      processes: 'f934f53e59b214618358741135b8704924015dc959a3238ea2f1b01fc4f4d527',
      service_clients: 'c512a8dccf4fcec143a8e2e5cd01d6b4b464b2d5f7f03f9d6efc35b86d6e08d1',
      stored_files: '1ac5551d3601f85c3668b3a0ad760b2af5aca11458edaf20158fc145aafb865f',
      urgency_changes: '4e648866a880c07894a6988bc946ab4a2e20b854422104373d73b487a5b1c7d0',
      user_companies: 'baa044f0c3a02c339026c3219c8d2ddc3ec3fe416c1e992bafaca5dff7a2c36d',
      users: '13e05bc095b7524a02bcef51cb9de8ea789d1533d7ef13d7d241eccc4f0c2668',
    },
    overall: '21fef818fb5b358c398a82d8284fee03fdb6d501d64643ebcd5927a3a31f715e',
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
