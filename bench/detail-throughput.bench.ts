/**
 * Performance goal P2: authenticated process-detail GET throughput at 10 and 50 connections (autocannon),
 * through the app against a bare Fastify + pg route running the same two queries (the detail row
 * and its visible history) in the same run, both unprepared and as named prepared statements.
 * Each server runs in its own child process; autocannon runs in this one. PostgreSQL only
 * (BENCH_DATABASE_URL; its public schema is DROPPED unless BENCH_REUSE=1 finds the same size).
 *
 *   node detail-throughput.bench.ts [--processes 100000] [--seconds 10]
 *
 * Prints figures only; no assertions.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, eq, Placeholder, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createServer } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/lib/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { inScopePlaceholder } from '../apps/api/src/db/scope.ts';
import { processes as processesTable } from '../apps/api/src/db/schema/processes.ts';
import { selectProcessRows } from '../apps/api/src/features/processes/process-row.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { BENCH_COMPANY_ID, openPostgresTarget, rowsOf } from './bench-database.ts';
import { recordResult } from './bench-results.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    serve: { type: 'string' },
  },
});

const JWT_SECRET = 'bench-detail-throughput-secret-of-enough-length';

const HISTORY_SQL =
  'select created_by, created, description from history_items where company_id = $1 and process_id = $2 and is_visible_to_client = true order by created desc, id desc';

/** Child: the app on a free port, answering the parent with it. */
const serveApp = async (url: string) => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    FOLLOW_UP_SCHEDULES: 'false',
    DATABASE_URL: url,
    JWT_SECRET,
  });
  const database = await openDatabase({ url });
  const app = await createServer({ config, database, isServingWeb: false });
  // The analytics store rebuilds from the database after a start (about 25 s at 1M items): the
  // throughput is measured once it is in step, as a running server answers.
  const iat = Math.floor(Date.now() / 1000);
  const token = await signAccessToken({
    claims: { sub: '1', companyIds: [BENCH_COMPANY_ID], iat, exp: iat + 3600 },
    signingKeys: [JWT_SECRET],
  });
  await app.inject({
    url: '/api/public/customer/import-dashboard?startDate=2026-06-01&endDate=2026-06-30',
    headers: { authorization: `Bearer ${token}` },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as { port: number }).port });
};

/** Child: bare Fastify + pg, the detail query's own text, named prepared statements or not. */
const serveBare = async (url: string, isPrepared: boolean) => {
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({ connectionString: url, max: 10 });
  const database = await openDatabase({ url });
  const detail = selectProcessRows(database.db)
    .where(and(inScopePlaceholder('companyIds'), eq(processesTable.id, sql.placeholder('id'))))
    .limit(1)
    .toSQL();
  await database.close();
  // The statement's parameters in order: the placeholders' values, and what Drizzle bound itself (the limit).
  const detailValues = (id: number) =>
    detail.params.map((param) => {
      if (!(param instanceof Placeholder)) return param;
      return param.name === 'companyIds' ? [BENCH_COMPANY_ID] : id;
    });
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/detail/:id', async (request) => {
    const id = Number(request.params.id);
    const [row] = (
      await pool.query({
        ...(isPrepared ? { name: 'bare_detail' } : {}),
        text: detail.sql,
        values: detailValues(id),
      })
    ).rows;
    const history = await pool.query({
      ...(isPrepared ? { name: 'bare_history' } : {}),
      text: HISTORY_SQL,
      values: [BENCH_COMPANY_ID, id],
    });
    return { data: { ...row, history: history.rows } };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as { port: number }).port });
};

const startChild = async (mode: string): Promise<{ child: ChildProcess; port: number }> => {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', mode], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${String(code)}`)));
  });
  return { child, port };
};

type TRun = { requestsPerSecond: number; p99: number; errors: number };

type TLoad = {
  port: number;
  path: (id: number) => string;
  connections: number;
  ids: number[];
  headers: Record<string, string>;
  seconds: number;
};

const load = async (options: TLoad): Promise<TRun> => {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [
      {
        setupRequest: (request) => {
          next = (next * 7919 + 13) % options.ids.length;
          return { ...request, path: options.path(options.ids[next] ?? 1) };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const main = async () => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('detail-throughput.bench.ts needs BENCH_DATABASE_URL (PostgreSQL).');
  if (values.serve === 'app') return serveApp(url);
  if (values.serve === 'bare' || values.serve === 'bare-prepared')
    return serveBare(url, values.serve === 'bare-prepared');

  const target = await openPostgresTarget(url, Number(values.processes));
  const ids = rowsOf<{ id: number }>(
    await target.handle.db.execute(
      sql.raw(`select id from processes where company_id = ${BENCH_COMPANY_ID} order by id`),
    ),
  ).map((row) => row.id);
  await target.dispose();

  const iat = Math.floor(Date.now() / 1000);
  const token = await signAccessToken({
    claims: { sub: '1', companyIds: [BENCH_COMPANY_ID], iat, exp: iat + 3600 },
    signingKeys: [JWT_SECRET],
  });
  const servers: {
    mode: string;
    label: string;
    path: (id: number) => string;
    headers: Record<string, string>;
  }[] = [
    { mode: 'bare', label: 'bare Fastify + pg', path: (id: number) => `/detail/${id}`, headers: {} },
    {
      mode: 'bare-prepared',
      label: 'bare, prepared statements',
      path: (id: number) => `/detail/${id}`,
      headers: {},
    },
    {
      mode: 'app',
      label: 'app',
      path: (id: number) => `/api/public/customer/processes/${id}`,
      headers: { authorization: `Bearer ${token}`, 'App-Source': 'WEBPC' },
    },
  ];
  const results = new Map<string, TRun>();
  for (const server of servers) {
    const { child, port } = await startChild(server.mode);
    try {
      // A short warm-up fills the pool and the plan caches.
      const common = { port, path: server.path, ids, headers: server.headers };
      await load({ ...common, connections: 10, seconds: 3 });
      for (const connections of [10, 50]) {
        const run = await load({ ...common, connections, seconds: Number(values.seconds) });
        results.set(`${server.mode} ${connections}`, run);
      }
    } finally {
      child.kill();
    }
  }

  console.log(
    `\nprocess detail GET, ${ids.length.toLocaleString('en-US')} processes, ${values.seconds} s per run`,
  );
  for (const connections of [10, 50]) {
    const bare = results.get(`bare ${connections}`);
    const bestBare = results.get(`bare-prepared ${connections}`);
    for (const server of servers) {
      const run = results.get(`${server.mode} ${connections}`);
      if (!run || !bare || !bestBare) continue;
      console.log(
        `  ${String(connections).padStart(2)} connections  ${server.label.padEnd(26)} ${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${String(run.p99).padStart(4)} ms  errors ${run.errors}  | vs bare ${(run.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}  vs prepared bare ${(run.requestsPerSecond / bestBare.requestsPerSecond).toFixed(2)}`,
      );
    }
  }

  const app10 = results.get('app 10');
  const app50 = results.get('app 50');
  // Like for like: the app sends named prepared statements, so its baseline does too.
  const bare10 = results.get('bare-prepared 10');
  const bare50 = results.get('bare-prepared 50');
  if (!app10 || !app50 || !bare10 || !bare50) return;
  for (const [connections, app, bare] of [
    [10, app10, bare10],
    [50, app50, bare50],
  ] as const) {
    const ratio = app.requestsPerSecond / bare.requestsPerSecond;
    recordResult({
      area: 'P2',
      name: `detail GET throughput, ${connections} connections (PostgreSQL)`,
      goal: '≥ 50 % of bare',
      baseline: `bare (prepared) ${bare.requestsPerSecond.toFixed(0)} req/s`,
      figure: `app ${app.requestsPerSecond.toFixed(0)} req/s`,
      ratio,
      isMet: ratio >= 0.5 && app.errors === 0,
    });
  }
  recordResult({
    area: 'P2',
    name: 'detail GET p99, 10 connections (PostgreSQL)',
    goal: '< 50 ms',
    baseline: `bare (prepared) p99 ${bare10.p99} ms`,
    figure: `app p99 ${app10.p99} ms`,
    ratio: null,
    isMet: app10.p99 < 50,
  });
  const best = Math.max(app10.requestsPerSecond, app50.requestsPerSecond);
  recordResult({
    area: 'P2',
    name: 'detail GET throughput, far target (PostgreSQL, 2 cores)',
    goal: '≥ 5,000 req/s',
    baseline: `bare (prepared) ${Math.max(bare10.requestsPerSecond, bare50.requestsPerSecond).toFixed(0)} req/s`,
    figure: `app ${best.toFixed(0)} req/s`,
    ratio: null,
    isMet: best >= 5000,
  });
};

await main();
