/**
 * The back-office's lists: each list call through the app (app.inject with an admin's
 * token) at 100k users and 1M processes on PostgreSQL, beside the same SQL statements the call ran,
 * replayed bare through the driver one after the other (recorded from the pool during one call).
 * The dataset lives in `<BENCH_DATABASE_URL>_admin` (created when missing, seeded afresh unless
 * BENCH_REUSE=1 finds it whole): the demo seed of a few processes, then bulk SQL that clones them
 * to 1M processes over 5,000 companies and adds 100k users, their sign-ins and 1M audit events.
 *
 *   cd bench && BENCH_DATABASE_URL=postgresql://pdc_test:pdc_test@127.0.0.1:5432/pdc_bench node admin.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type TDatabaseHandle } from '../apps/api/src/db/client.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { createServer } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/lib/config.ts';
import {
  benchSiblingDatabase,
  openPostgresTarget,
  percentile,
  rowsOf,
  runBareSql,
  runTimedSql,
  timeIt,
  type TBenchTarget,
} from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '100000' },
    companies: { type: 'string', default: '5000' },
    iterations: { type: 'string', default: '20' },
  },
});
const processCount = Number(values.processes);
const userCount = Number(values.users);
const companyCount = Number(values.companies);
const iterations = Number(values.iterations);
const GOAL_MS = 150;
/** The demo seed's processes, cloned to processCount. */
const SEED_PROCESSES = 2000;

const { url: adminUrl } = await benchSiblingDatabase('admin');

const countOf = async (handle: TDatabaseHandle, table: string): Promise<number> =>
  rowsOf<{ n: number }>(await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ??
  0;

/** Clones the seeded rows up to the goal's volume, in set-based statements (triggers stay on). */
const grow = async (handle: TDatabaseHandle) => {
  const columns = rowsOf<{ name: string }>(
    await handle.db.execute(
      sql.raw(
        `select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = 'processes' and column_name not in ('id', 'company_id', 'identification')
          order by ordinal_position`,
      ),
    ),
  ).map((row) => `"${row.name}"`);
  console.log(
    `  ${companyCount} companies ${await runTimedSql(
      handle,
      `insert into companies (federal_id, name, has_analytics)
       select lpad(g::text, 14, '0'), 'Empresa de Bancada ' || g || (case when g % 7 = 0 then ' Ltda' else ' S.A.' end), g % 3 = 0
         from generate_series(1, ${companyCount}) g`,
    )} s`,
  );
  await handle.db.execute(
    sql.raw(
      `create temporary table bench_companies as
         select id, row_number() over (order by id) - 1 as slot from companies where name like 'Empresa de Bancada %'`,
    ),
  );
  await handle.db.execute(
    sql.raw(
      `create temporary table bench_seed as select *, row_number() over (order by id) - 1 as slot from processes`,
    ),
  );
  const clones = processCount - SEED_PROCESSES;
  console.log(
    `  ${clones.toLocaleString('en-US')} processes ${await runTimedSql(
      handle,
      `insert into processes (company_id, identification, ${columns.join(', ')})
       select c.id, 10000000 + g, ${columns.map((column) => `p.${column}`).join(', ')}
         from generate_series(1, ${clones}) g
         join bench_seed p on p.slot = g % ${SEED_PROCESSES}
         join bench_companies c on c.slot = g % ${companyCount}`,
    )} s`,
  );
  console.log(
    `  process changes ${await runTimedSql(
      handle,
      `insert into process_changes (company_id, process_id, field, old_value, new_value, changed_at, source, author, notified_at)
       select company_id, id, 'eta', null, '2026-06-01', timestamptz '2026-06-30' - (id % 365) * interval '1 day', 'SEED', 'Bancada', now()
         from processes where identification > 10000000 and id % 4 = 0`,
    )} s`,
  );
  console.log(
    `  ${userCount.toLocaleString('en-US')} users ${await runTimedSql(
      handle,
      `insert into users (name, email, password_hash, role)
       select 'Usuária de Bancada ' || g, 'usuaria' || g || '@bancada.example', 'x',
              case when g % 2000 = 0 then 'STAFF' else 'CUSTOMER' end
         from generate_series(1, ${userCount}) g`,
    )} s`,
  );
  console.log(
    `  user links ${await runTimedSql(
      handle,
      `insert into user_companies (user_id, company_id)
       select u.id, c.id from users u join bench_companies c on c.slot = u.id % ${companyCount}
        where u.email like '%@bancada.example'`,
    )} s`,
  );
  console.log(
    `  sign-ins ${await runTimedSql(
      handle,
      `insert into user_access_logs (user_id, ip_address, origin, created)
       select u.id, '10.0.0.' || (k % 250), 'São Paulo - SP - Brasil', timestamptz '2026-06-30' - (u.id % 300 + k) * interval '1 day'
         from users u cross join generate_series(1, 5) k where u.email like '%@bancada.example'`,
    )} s`,
  );
  console.log(
    `  audit events ${await runTimedSql(
      handle,
      `insert into audit_events (at, actor_user_id, action, subject_type, subject_id, company_id, before, after, ip)
       select timestamptz '2026-06-30' - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute',
              (select min(id) from users), 'company.entitlements.update', 'company', c.id::text, c.id,
              '{"analytics": false}'::jsonb, '{"analytics": true}'::jsonb, '10.0.0.1'
         from generate_series(1, ${processCount}) g join bench_companies c on c.slot = g % ${companyCount}`,
    )} s`,
  );
  await growLogs(handle);
};

/** The ingestion log and the forwarder links (added after the first datasets: grown on their own). */
const growLogs = async (handle: TDatabaseHandle) => {
  if ((await countOf(handle, 'ingestion_requests')) < processCount) {
    console.log(
      `  ingestion requests ${await runTimedSql(
        handle,
        `with client as (
           insert into service_clients (client_id, name, secret_hash) values ('svc_bancada', 'ERP de Bancada', 'x')
           on conflict (client_id) do update set name = excluded.name returning id)
         insert into ingestion_requests (client_id, at, method, path, status, created, updated, unchanged, rejected, rejections, duration_ms)
         select client.id, timestamptz '2026-06-30' - g * interval '7 seconds', 'PUT', '/api/integration/processes/' || g, 200,
                (g % 3 = 0)::int, (g % 3 = 1)::int, (g % 3 = 2)::int, (g % 50 = 0)::int,
                case when g % 50 = 0 then '[{"line": null, "key": "1", "reason": "Informe a data."}]'::jsonb else '[]'::jsonb end, 5
           from client, generate_series(1, ${processCount}) g`,
      )} s`,
    );
  }
  if ((await countOf(handle, 'quotation_invitations')) < userCount) {
    console.log(
      `  forwarder links ${await runTimedSql(
        handle,
        `insert into quotation_invitations (company_id, process_id, token_hash, forwarder_name, email, expires_at, created_at, created_by, revoked_at)
         select p.company_id, p.id, md5(p.company_id || '-' || p.id || '-bancada'), 'Agente de Bancada ' || (p.id % 300), 'agente' || (p.id % 300) || '@bancada.example',
                timestamptz '2026-06-30' + (p.id % 60 - 30) * interval '1 day', timestamptz '2026-06-01', 'Bancada',
                case when p.id % 11 = 0 then timestamptz '2026-06-10' end
           from processes p where p.identification > 10000000 and p.id % 10 = 0 limit ${userCount}`,
      )} s`,
    );
  }
  await handle.db.execute(sql.raw('vacuum analyze'));
};

type TQuery = { text: string; values: unknown[] };

/** Records the statements the pool runs while `call` runs: the bare baseline replays them. */
const recordStatements = async (handle: TDatabaseHandle, call: () => Promise<unknown>): Promise<TQuery[]> => {
  const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const recorded: TQuery[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') recorded.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      // Drizzle passes the values beside the config: client.query({ text, rowMode }, values).
      recorded.push({ text: config.text, values: config.values ?? (second as unknown[] | undefined) ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await call();
  } finally {
    client.query = original;
  }
  return recorded;
};

const isGrown = async (handle: TDatabaseHandle): Promise<boolean> => {
  const [table] = rowsOf<{ name: string | null }>(
    await handle.db.execute(sql.raw("select to_regclass('public.processes')::text as name")),
  );
  if (!table?.name) return false;
  return (
    (await countOf(handle, 'processes')) >= processCount && (await countOf(handle, 'users')) >= userCount
  );
};

/** BENCH_REUSE=1 keeps a dataset a previous run grew (the growth takes minutes). */
const openTarget = async (): Promise<TBenchTarget> => {
  if (process.env.BENCH_REUSE === '1') {
    const handle = await openDatabase({ url: adminUrl.toString() });
    if (await isGrown(handle)) {
      console.log('  reusing the grown dataset (BENCH_REUSE=1)');
      await migrateDatabase(handle);
      await growLogs(handle);
      return { label: 'PostgreSQL', handle, dispose: () => handle.close() };
    }
    await handle.close();
  }
  const target = await openPostgresTarget(adminUrl.toString(), SEED_PROCESSES);
  await grow(target.handle);
  return target;
};

const target = await openTarget();
const { handle } = target;
try {
  const [admin] = rowsOf<{ id: number }>(
    await handle.db.execute(
      sql.raw(
        `update users set role = 'ADMIN' where id = (select min(id) from users where email not like '%@bancada.example') returning id`,
      ),
    ),
  );
  if (!admin) throw new Error('no demo user to act as the admin');
  const [company] = rowsOf<{ id: number }>(
    await handle.db.execute(
      sql.raw(`select max(id) as id from companies where name like 'Empresa de Bancada %'`),
    ),
  );
  const [client] = rowsOf<{ id: number }>(
    await handle.db.execute(sql.raw(`select id from service_clients where client_id = 'svc_bancada'`)),
  );
  const totals = {
    processes: await countOf(handle, 'processes'),
    users: await countOf(handle, 'users'),
    audit: await countOf(handle, 'audit_events'),
  };
  console.log(
    `\nPostgreSQL: ${totals.processes.toLocaleString('en-US')} processes, ${totals.users.toLocaleString('en-US')} users, ${totals.audit.toLocaleString('en-US')} audit events`,
  );

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    FOLLOW_UP_SCHEDULES: 'false',
  });
  const app = await createServer({ config, database: handle, isServingWeb: false });
  const iat = Math.floor(Date.now() / 1000);
  const token = await signAccessToken({
    claims: { sub: String(admin.id), companyIds: [], iat, exp: iat + 3600 },
    signingKeys: config.JWT_SIGNING_KEYS,
  });
  const inject = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  const lastCompanyPage = Math.ceil((await countOf(handle, 'companies')) / 25);
  const lists: { name: string; url: string }[] = [
    { name: 'Empresas, page 1', url: '/api/admin/companies?page=1&size=25' },
    {
      name: `Empresas, last page (${lastCompanyPage})`,
      url: `/api/admin/companies?page=${lastCompanyPage}&size=25`,
    },
    { name: 'Empresas, search "ltda"', url: '/api/admin/companies?search=ltda' },
    { name: 'Empresas, Analytics only', url: '/api/admin/companies?entitlement=analytics' },
    { name: 'Usuários, page 1', url: '/api/admin/users?page=1' },
    { name: 'Usuários, page 2000', url: '/api/admin/users?page=2000' },
    { name: 'Usuários, search "silva"', url: '/api/admin/users?search=silva' },
    { name: 'Usuários, search "usuaria 4242"', url: '/api/admin/users?search=usuaria4242' },
    { name: 'Usuários, one company', url: `/api/admin/users?companyId=${company?.id ?? 1}` },
    { name: 'Usuários, staff', url: '/api/admin/users?role=STAFF' },
    { name: 'Integrações', url: '/api/admin/service-clients' },
    { name: 'Integrações, requests page 1', url: `/api/admin/service-clients/${client?.id ?? 1}/requests` },
    {
      name: 'Integrações, requests with refusals',
      url: `/api/admin/service-clients/${client?.id ?? 1}/requests?onlyRejected=true`,
    },
    { name: 'Cotações de frete, page 1', url: '/api/admin/quotation-invitations' },
    { name: 'Cotações de frete, open', url: '/api/admin/quotation-invitations?status=OPEN' },
    {
      name: 'Cotações de frete, search',
      url: '/api/admin/quotation-invitations?search=agente17',
    },
    { name: 'Auditoria, page 1', url: '/api/admin/audit-events?page=1' },
    { name: 'Auditoria, page 200', url: '/api/admin/audit-events?page=200' },
    { name: 'Auditoria, one company', url: `/api/admin/audit-events?companyId=${company?.id ?? 1}` },
    {
      name: 'Auditoria, one month',
      url: '/api/admin/audit-events?start=2026-05-01&end=2026-05-31',
    },
  ];
  for (const list of lists) {
    await inject(list.url);
    const statements = await recordStatements(handle, () => inject(list.url));
    const viaApp = await timeIt(iterations, () => inject(list.url));
    const viaSql = await timeIt(iterations, async () => {
      for (const statement of statements) await runBareSql(handle, statement.text, statement.values);
    });
    const app50 = percentile(viaApp, 50);
    const sql50 = percentile(viaSql, 50);
    console.log(
      `  ${list.name.padEnd(34)} app p50 ${formatMs(app50).padStart(9)} p99 ${formatMs(percentile(viaApp, 99)).padStart(9)}   bare SQL (${statements.length} statements) p50 ${formatMs(sql50).padStart(9)}`,
    );
    recordResult({
      area: 'Admin',
      name: `${list.name}, ${totals.users.toLocaleString('en-US')} users / ${totals.processes.toLocaleString('en-US')} processes (PostgreSQL)`,
      goal: `≤ ${GOAL_MS} ms`,
      baseline: `bare p50 ${formatMs(sql50)}`,
      figure: `app p50 ${formatMs(app50)}`,
      ratio: app50 / sql50,
      isMet: app50 <= GOAL_MS,
    });
  }
  await app.close();
} finally {
  await target.dispose();
}
