/**
 * A customer's requests while an admin imports a 50 MB spreadsheet, on PostgreSQL: the latency of a
 * signed-in GET (/credential, then a keyword search of processes) sent one after another while the upload,
 * its preview and its commit run, against the same requests on the idle server in the same run
 * (the bare baseline), and the server's resident memory before and at its peak.
 * The server runs as in production, in a process of its own (`node apps/api/src/server.ts`).
 * The file is a CSV of declaration items ("Itens de declaração") for the seeded processes.
 * Seeds its own database, `<BENCH_DATABASE_URL>_upload` (created when missing; its public schema
 * is dropped), so the main bench dataset is never touched.
 *
 *   cd bench && BENCH_DATABASE_URL=postgresql://…/pdc_bench node upload-latency.bench.ts [--megabytes 50]
 *
 * Prints figures only; no assertions.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SPREADSHEET_COLUMNS } from '@pc/contract/admin-spreadsheet';
import { loadConfig } from '../apps/api/src/lib/config.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { createApiInstance } from '../scripts/cluster/cluster-processes.ts';
import { freePort } from '../scripts/cluster/free-port.ts';
import {
  BENCH_COMPANY_ID,
  benchSiblingDatabase,
  openPostgresTarget,
  percentile,
  rowsOf,
} from './bench-database.ts';
import { recordResult } from './bench-results.ts';
import { declarationItemValues } from './declaration-item-values.ts';

const { values } = parseArgs({ options: { megabytes: { type: 'string', default: '50' } } });
const TARGET_BYTES = Number(values.megabytes) * 1024 * 1024;
const PROCESSES = 2_000;
const GOAL = { p99Ms: 500 };
const IMPORTS = '/api/admin/planilha/importacoes';

const { url } = await benchSiblingDatabase('upload');
const target = await openPostgresTarget(url.toString(), PROCESSES);
const { db } = target.handle;
// The server runs as in production, which refuses the seed's published demo logins: retire them.
await db.execute(
  sql.raw(
    `update users set email = 'retired-' || id || '@bench.example' where email like '%.example' and email not like 'retired-%'`,
  ),
);
await db.execute(sql.raw(`update service_clients set revoked_at = now() where revoked_at is null`));
// (An e-mail change ends the user's sessions: the users' session versions are read after it.)
const processNumbers = rowsOf<{ identification: number }>(
  await db.execute(sql.raw(`select identification from processes order by id limit ${PROCESSES}`)),
).map((row) => row.identification);
const [admin] = rowsOf<{ id: number; sv: number }>(
  await db.execute(
    sql.raw(
      `select id, session_version as sv from users where role = 'ADMIN' and is_active order by id limit 1`,
    ),
  ),
);
const [customer] = rowsOf<{ id: number; sv: number }>(
  await db.execute(
    sql.raw(
      `select u.id, u.session_version as sv from users u join user_companies uc on uc.user_id = u.id
        where uc.company_id = ${BENCH_COMPANY_ID} and u.role = 'CUSTOMER' and u.is_active order by u.id limit 1`,
    ),
  ),
);
await target.dispose();
if (!admin || !customer || processNumbers.length === 0)
  throw new Error('the seed has no admin, customer or process');

/** Item rows for the seeded processes, up to the file's size: every one a new item. */
const buildCsv = (): Buffer => {
  const columns = SPREADSHEET_COLUMNS.declarations;
  const lines = [columns.map((column) => column.header).join(';')];
  let bytes = lines[0]?.length ?? 0;
  // Up to the limit, not past it (the upload answers 413 beyond 50 MB).
  for (let index = 0; bytes < TARGET_BYTES - 1_024; index += 1) {
    const values = declarationItemValues(
      processNumbers[index % processNumbers.length] ?? 0,
      1_000 + Math.floor(index / processNumbers.length),
    );
    const line = columns.map((column) => String(values[column.field] ?? '')).join(';');
    lines.push(line);
    bytes += line.length + 2;
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
};

const workDir = mkdtempSync(path.join(os.tmpdir(), 'pdc-upload-bench-'));
const port = await freePort();
const env = {
  DATABASE_URL: url.toString(),
  JWT_SECRET: randomBytes(32).toString('hex'),
  OAUTH_CLIENT_SECRET: randomBytes(24).toString('hex'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  BI_ENABLED: 'false',
  FOLLOW_UP_SCHEDULES: 'false',
  WEBHOOKS_SCHEDULES: 'false',
  SHUTDOWN_DELAY_SECONDS: '0',
  LOG_LEVEL: 'warn',
};
const instance = createApiInstance({ name: 'api', port, env, workDir });
const config = loadConfig({ ...env, NODE_ENV: 'production' });
const bearerOf = async ({ id: userId, sv }: { id: number; sv: number }, companyIds: number[]) => {
  const iat = Math.floor(Date.now() / 1000);
  const token = await signAccessToken({
    claims: { sub: String(userId), companyIds, iat, exp: iat + 3600, sv },
    signingKeys: config.JWT_SIGNING_KEYS,
  });
  return { authorization: `Bearer ${token}` };
};

/** The server's resident memory now, in MB (VmRSS of /proc/<pid>/status). */
const readRssMb = (): number => {
  const pid = instance.pid();
  if (pid === null) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

try {
  await instance.start().catch((error: unknown) => {
    console.error(readFileSync(instance.logFile, 'utf8').slice(-2_000));
    throw error;
  });
  const customerHeaders = await bearerOf(customer, [BENCH_COMPANY_ID]);
  const adminHeaders = await bearerOf(admin, []);
  const customerUrls = ['/credential', '/customers/import/search?q=PRI'];

  /** One customer request after another until `isRunning()` is false: each one's milliseconds. */
  const probe = async (isRunning: () => boolean): Promise<number[]> => {
    const samples: number[] = [];
    for (let index = 0; isRunning(); index += 1) {
      const started = performance.now();
      const response = await fetch(`${instance.url}${customerUrls[index % customerUrls.length]}`, {
        headers: customerHeaders,
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`probe: ${response.status} ${body.slice(0, 300)}`);
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return samples;
  };
  const describe = (samples: number[]) =>
    `${samples.length} requests, p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`;

  // Warm the server's paths, then the idle baseline.
  let until = Date.now() + 3_000;
  await probe(() => Date.now() < until);
  until = Date.now() + 15_000;
  const idle = await probe(() => Date.now() < until);
  const rssBefore = readRssMb();
  console.log(`  idle: ${describe(idle)}; RSS ${rssBefore.toFixed(0)} MB`);

  const content = buildCsv();
  console.log(`  file: ${(content.length / 1024 / 1024).toFixed(1)} MB`);
  let isImporting = true;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, readRssMb());
  }, 200);
  const during = probe(() => isImporting);
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    phases[name] = (performance.now() - started) / 1000;
    return result;
  };
  const readImport = async (id: number) => {
    const response = await fetch(`${instance.url}${IMPORTS}/${id}`, { headers: adminHeaders });
    return ((await response.json()) as { data: { status: string; message: string | null } }).data;
  };
  const waitWhile = async (id: number, status: string) => {
    for (;;) {
      const current = await readImport(id);
      if (current.status !== status) return current;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  try {
    const uploaded = await timed('upload', async () => {
      const response = await fetch(`${instance.url}${IMPORTS}?arquivo=itens.csv`, {
        method: 'POST',
        headers: { ...adminHeaders, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(content),
      });
      const body = (await response.json()) as { data: { id: number } };
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
      return body.data;
    });
    const previewed = await timed('preview', () => waitWhile(uploaded.id, 'PREVIEWING'));
    if (previewed.status !== 'PREVIEWED') throw new Error(`preview: ${JSON.stringify(previewed)}`);
    await fetch(`${instance.url}${IMPORTS}/${uploaded.id}/confirmar`, {
      method: 'POST',
      headers: adminHeaders,
    });
    const done = await timed('commit', () => waitWhile(uploaded.id, 'COMMITTING'));
    if (done.status !== 'DONE') throw new Error(`commit: ${JSON.stringify(done)}`);
  } finally {
    isImporting = false;
    clearInterval(sampler);
  }
  const importing = await during;
  console.log(
    `  during the import (upload ${phases.upload?.toFixed(1)} s, preview ${phases.preview?.toFixed(1)} s, commit ${phases.commit?.toFixed(1)} s): ${describe(importing)}`,
  );
  console.log(
    `  RSS ${rssBefore.toFixed(0)} MB idle, ${rssPeak.toFixed(0)} MB at its peak (+${(rssPeak - rssBefore).toFixed(0)} MB)`,
  );
  const p99 = percentile(importing, 99);
  const idleP99 = percentile(idle, 99);
  console.log(
    `  p99 ${p99.toFixed(1)} ms against ${idleP99.toFixed(1)} ms idle (${(p99 / idleP99).toFixed(1)}×); goal ≤ ${GOAL.p99Ms} ms: ${p99 <= GOAL.p99Ms ? 'met' : 'NOT met'}`,
  );
  recordResult({
    area: 'Uploads',
    name: `customer GETs during a ${(content.length / 1024 / 1024).toFixed(0)} MB CSV import, PostgreSQL`,
    goal: `p99 ≤ ${GOAL.p99Ms} ms`,
    baseline: `${idleP99.toFixed(1)} ms p99 idle`,
    figure: `${p99.toFixed(1)} ms p99; RSS +${(rssPeak - rssBefore).toFixed(0)} MB`,
    ratio: p99 / idleP99,
    isMet: p99 <= GOAL.p99Ms,
  });
} catch (error) {
  console.error(`server log:\n${readFileSync(instance.logFile, 'utf8').slice(-3_000)}`);
  throw error;
} finally {
  await instance.stop('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
