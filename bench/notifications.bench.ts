/**
 * The notification centre's goals, on PostgreSQL, each against a bare baseline of the same run:
 *
 * 1. The sweep turns 100,000 changes of the trail into notifications for 10,000 users (2,000 companies
 *    of 5 users, 10,000 processes, ETAs moved 3 days: 500,000 notifications) in ≤ 60 s; baseline: one
 *    bare INSERT … SELECT writing the same rows into a copy of the table. Run again, and again with
 *    every source pending as after a crash, it adds nothing.
 * 2. One instance (node apps/api/src/server.ts, production mode) holds 2,000 open event streams with
 *    its event loop's p99 ≤ 50 ms while a change reaches all 2,000; baseline: the same instance idle.
 *    Prints the memory per stream (VmRSS before and after opening them).
 *
 * Seeds its own database, `<BENCH_DATABASE_URL>_notifications` (its public schema is dropped).
 *
 *   cd bench && BENCH_DATABASE_URL=postgresql://…/pdc_bench node notifications.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_STREAM_PATH } from '@pc/contract/notifications';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { runNotificationSweep } from '../apps/api/src/features/notifications/notification-sweep.ts';
import { loadConfig } from '../apps/api/src/lib/config.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { metricValue } from '../scripts/cluster/cluster-client.ts';
import { createApiInstance } from '../scripts/cluster/cluster-processes.ts';
import { freePort } from '../scripts/cluster/free-port.ts';
import { benchSiblingDatabase, rowsOf } from './bench-database.ts';
import { recordResult } from './bench-results.ts';

const COMPANIES = 2_000;
const USERS_PER_COMPANY = 5;
const PROCESSES_PER_COMPANY = 5;
const CHANGES_PER_PROCESS = 10;
const STREAMS = 2_000;
const GOAL = { sweepSeconds: 60, eventLoopP99Ms: 50 };

const { url } = await benchSiblingDatabase('notifications');
const handle = await openDatabase({ url: url.toString() });
const { db } = handle;
const run = (text: string) => db.execute(sql.raw(text));
const countOf = async (table: string): Promise<number> =>
  rowsOf<{ n: number }>(await run(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;
const seconds = (startedAt: number) => (performance.now() - startedAt) / 1000;

console.log('━━ dataset');
await run('drop schema if exists drizzle cascade');
await run('drop schema public cascade');
await run('create schema public');
await migrateDatabase(handle);
await run(`insert into process_steps (id, alias, description, color, text_color, position)
  values (2, 'Trânsito', 'Em trânsito', '#1E88E5', '#FFFFFF', 1)`);
await run(`insert into companies (id, federal_id, name)
  select c, lpad(c::text, 14, '0'), 'Importadora ' || c from generate_series(1, ${COMPANIES}) c`);
await run(`insert into users (id, name, email, password_hash)
  select u, 'Usuário ' || u, 'u' || u || '@bench.example', 'x'
  from generate_series(1, ${COMPANIES * USERS_PER_COMPANY}) u`);
await run(`insert into user_companies (user_id, company_id)
  select u, (u - 1) / ${USERS_PER_COMPANY} + 1 from generate_series(1, ${COMPANIES * USERS_PER_COMPANY}) u`);
await run(`insert into processes (company_id, id, identification, type_of_process, status, step_id, created, dates_eta)
  select (p - 1) / ${PROCESSES_PER_COMPANY} + 1, p, p, 'CONTA_E_ORDEM', 'Em trânsito', 2, now(), date '2026-06-01'
  from generate_series(1, ${COMPANIES * PROCESSES_PER_COMPANY}) p`);
const writeTrail = (offsetDays: number) =>
  run(`insert into process_changes (company_id, process_id, field, old_value, new_value, changed_at, source, author, webhook_pending)
    select (p - 1) / ${PROCESSES_PER_COMPANY} + 1, p, 'datesEta',
      to_char(date '2026-06-01' + ${offsetDays} + k * 3, 'YYYY-MM-DD'),
      to_char(date '2026-06-01' + ${offsetDays} + (k + 1) * 3, 'YYYY-MM-DD'),
      now() - make_interval(mins => k), 'INGESTION', 'ERP', false
    from generate_series(1, ${COMPANIES * PROCESSES_PER_COMPANY}) p, generate_series(0, ${CHANGES_PER_PROCESS - 1}) k`);
await writeTrail(0);
await run('vacuum analyze');
const changes = await countOf('process_changes');
console.log(
  `  ${changes.toLocaleString('en-US')} changes, ${(COMPANIES * USERS_PER_COMPANY).toLocaleString('en-US')} users`,
);

console.log('━━ 1. the sweep');
// The floor: the same rows in one statement, into a copy with the same indexes.
await run('create table notifications_bare (like notifications including all)');
let startedAt = performance.now();
await run(`insert into notifications_bare (user_id, company_id, process_id, event, text, reference, tab, source_key, created_at)
  select uc.user_id, c.company_id, c.process_id, 'PROCESS_DATE_MOVED',
    'PRI' || lpad(c.process_id::text, 5, '0') || ': ETA alterado de ' || c.old_value || ' para ' || c.new_value,
    'PRI' || lpad(c.process_id::text, 5, '0'), 'geral', 'trail:' || c.company_id || ':' || c.id, c.changed_at
  from process_changes c join user_companies uc on uc.company_id = c.company_id`);
const bareSeconds = seconds(startedAt);
const bareRows = await countOf('notifications_bare');
await run('drop table notifications_bare');

startedAt = performance.now();
let swept = { trailRows: 0, notifiedUsers: 0 };
// One run takes up to 200,000 rows (100 batches); the schedule's next run takes the rest.
for (let pass = 0; pass < 10; pass += 1) {
  const result = await runNotificationSweep({ db, now: new Date() });
  swept = {
    trailRows: swept.trailRows + result.trailRows,
    notifiedUsers: Math.max(swept.notifiedUsers, result.notifiedUserIds.length),
  };
  if (result.trailRows === 0) break;
}
const sweepSeconds = seconds(startedAt);
const made = await countOf('notifications');
const again = await runNotificationSweep({ db, now: new Date() });
await run('update process_changes set notification_pending = true');
const replayStartedAt = performance.now();
const replay = await runNotificationSweep({ db, now: new Date() });
const replaySeconds = seconds(replayStartedAt);
const afterReplay = await countOf('notifications');
console.log(
  `  bare INSERT … SELECT: ${bareRows.toLocaleString('en-US')} rows in ${bareSeconds.toFixed(1)} s\n` +
    `  sweep: ${swept.trailRows.toLocaleString('en-US')} changes → ${made.toLocaleString('en-US')} notifications ` +
    `for ${swept.notifiedUsers.toLocaleString('en-US')} users in ${sweepSeconds.toFixed(1)} s ` +
    `(${(sweepSeconds / bareSeconds).toFixed(1)}× the bare insert; goal ≤ ${GOAL.sweepSeconds} s)\n` +
    `  run again: ${again.trailRows} changes taken, ${again.notifiedUserIds.length} users notified\n` +
    `  replay (every change pending again, ${replay.trailRows.toLocaleString('en-US')} taken in ${replaySeconds.toFixed(1)} s): ` +
    `${replay.notifiedUserIds.length} users notified, ${(afterReplay - made).toLocaleString('en-US')} rows added`,
);
recordResult({
  area: 'Notifications',
  name: `sweep of ${changes} changes for ${COMPANIES * USERS_PER_COMPANY} users (PostgreSQL)`,
  goal: `≤ ${GOAL.sweepSeconds} s, never twice`,
  baseline: `${bareSeconds.toFixed(1)} s bare INSERT … SELECT`,
  figure: `${sweepSeconds.toFixed(1)} s, ${made} notifications, +${afterReplay - made} on replay`,
  ratio: sweepSeconds / bareSeconds,
  isMet:
    sweepSeconds <= GOAL.sweepSeconds &&
    made === bareRows &&
    afterReplay === made &&
    again.notifiedUserIds.length === 0,
});

console.log(`━━ 2. ${STREAMS.toLocaleString('en-US')} open streams on one instance`);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'pdc-notifications-bench-'));
const port = await freePort();
const metricsToken = randomBytes(24).toString('hex');
const env = {
  DATABASE_URL: url.toString(),
  JWT_SECRET: randomBytes(32).toString('hex'),
  OAUTH_CLIENT_SECRET: randomBytes(24).toString('hex'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  METRICS_TOKEN: metricsToken,
  BI_ENABLED: 'false',
  FOLLOW_UP_SCHEDULES: 'false',
  WEBHOOKS_SCHEDULES: 'false',
  SHUTDOWN_DELAY_SECONDS: '0',
  LOG_LEVEL: 'warn',
  // BENCH_PROFILE_DIR=… writes the instance's CPU profile there (node --cpu-prof).
  ...(process.env.BENCH_PROFILE_DIR
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
    : {}),
};
const config = loadConfig({ ...env, NODE_ENV: 'production' });
const instance = createApiInstance({ name: 'api', port, env, workDir });
const readRssMb = (): number => {
  const pid = instance.pid();
  const match = pid === null ? null : /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};
/** The event loop's p99 since the last read (prom-client resets its histogram on each scrape). */
const eventLoopP99Ms = async (): Promise<number> => {
  const response = await fetch(`${instance.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  return metricValue(await response.text(), 'nodejs_eventloop_lag_p99_seconds') * 1000;
};
const ticketOf = async (userId: number, companyId: number) => {
  const iat = Math.floor(Date.now() / 1000);
  return signAccessToken({
    claims: {
      sub: String(userId),
      companyIds: [companyId],
      iat,
      exp: iat + 3600,
      sv: 0,
      aud: 'notification-stream',
    },
    signingKeys: config.JWT_SIGNING_KEYS,
  });
};
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let received = 0;
const requests: http.ClientRequest[] = [];
const openStream = (ticket: string) =>
  new Promise<void>((resolve, reject) => {
    const request = http.get(
      `${instance.url}${NOTIFICATION_STREAM_PATH}?ticket=${ticket}`,
      { agent },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk.split('event: notification').length - 1;
        });
        resolve();
      },
    );
    request.on('error', reject);
    requests.push(request);
  });

try {
  await instance.start();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await eventLoopP99Ms();
  // Idle for 10 s: the baseline.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idleP99 = await eventLoopP99Ms();
  const rssBefore = readRssMb();
  const users = Array.from({ length: STREAMS }, (_, index) => index + 1);
  for (let start = 0; start < users.length; start += 100) {
    await Promise.all(
      users
        .slice(start, start + 100)
        .map(async (userId) => openStream(await ticketOf(userId, Math.ceil(userId / USERS_PER_COMPANY)))),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const rssOpen = readRssMb();
  await eventLoopP99Ms();
  // One change per company of the streams, ten times: each round reaches every stream once. The
  // instance sweeps them itself, woken by the trail's trigger, as in production.
  const companies = STREAMS / USERS_PER_COMPANY;
  const ROUNDS = 10;
  const fanOutStartedAt = performance.now();
  for (let round = 1; round <= ROUNDS; round += 1) {
    await run(`insert into process_changes (company_id, process_id, field, old_value, new_value, changed_at, source, author, webhook_pending)
      select c, (c - 1) * ${PROCESSES_PER_COMPANY} + 1, 'datesEta', '2026-06-01',
        to_char(date '2026-06-01' + ${round * 3}, 'YYYY-MM-DD'), now(), 'INGESTION', 'ERP', false
      from generate_series(1, ${companies}) c`);
    const deadline = Date.now() + 60_000;
    while (received < round * STREAMS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const fanOutSeconds = seconds(fanOutStartedAt);
  const busyP99 = await eventLoopP99Ms();
  const perStreamKb = ((rssOpen - rssBefore) * 1024) / STREAMS;
  console.log(
    `  idle (no stream): event loop p99 ${idleP99.toFixed(1)} ms\n` +
      `  ${STREAMS} streams open, ${ROUNDS} rounds of ${companies} changes reaching every stream ` +
      `(${received.toLocaleString('en-US')} events received in ${fanOutSeconds.toFixed(1)} s): ` +
      `event loop p99 ${busyP99.toFixed(1)} ms (${(busyP99 / idleP99).toFixed(1)}× idle; goal ≤ ${GOAL.eventLoopP99Ms} ms)\n` +
      `  memory: ${rssBefore.toFixed(0)} MB → ${rssOpen.toFixed(0)} MB with the streams open: ${perStreamKb.toFixed(1)} KB per stream`,
  );
  recordResult({
    area: 'Notifications',
    name: `${STREAMS} open event streams on one instance (PostgreSQL)`,
    goal: `event loop p99 ≤ ${GOAL.eventLoopP99Ms} ms`,
    baseline: `${idleP99.toFixed(1)} ms idle`,
    figure: `${busyP99.toFixed(1)} ms; ${perStreamKb.toFixed(1)} KB per stream`,
    ratio: busyP99 / idleP99,
    isMet: busyP99 <= GOAL.eventLoopP99Ms,
  });
} finally {
  for (const request of requests) request.destroy();
  agent.destroy();
  await instance.stop('SIGTERM');
  await handle.close();
  rmSync(workDir, { recursive: true, force: true });
}
