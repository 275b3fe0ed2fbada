import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMetricsModule from 'fastify-metrics';
import { sql } from 'drizzle-orm';
import { getMetricsCall } from '@pc/contract/health';
import { notFound, unauthorized } from '../lib/app-error.ts';
import { registerCall } from '../core/http/register-call.ts';

// A CommonJS module with `exports.default`: Node's ESM import hands over the whole exports object.
const fastifyMetrics = fastifyMetricsModule.default;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const isSameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics (fastify-metrics on prom-client): Node's defaults (event-loop delay, memory,
 * GC), a latency histogram and summary per route with method and status, and the product's own
 * gauges read at scrape time: the database pool, pg-boss's waiting and running jobs per queue,
 * and the e-mail outbox by status (FAILED ones need an operator). GET /metrics needs the
 * METRICS_TOKEN bearer; without the setting it does not exist.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMetrics, {
      endpoint: null,
      // Tests and benches start many apps in one process: each start owns the default registry.
      clearRegisterOnInit: true,
      defaultMetrics: { enabled: true },
      routeMetrics: { enabled: true, routeBlacklist: ['/metrics'], groupStatusCodes: false },
    });
    const { client } = app.metrics;
    const registry = new client.Registry();

    new client.Gauge({
      name: 'pdc_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    new client.Gauge({
      name: 'pdc_job_queue_depth',
      help: 'pg-boss jobs waiting (created, retry) or running (active), by queue',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        const table = rowsOf<{ name: string | null }>(
          await app.db.execute(sql`select to_regclass('pgboss.job')::text as name`),
        );
        if (!table[0]?.name) return;
        const rows = rowsOf<{ queue: string; state: string; count: number }>(
          await app.db.execute(
            sql`select name as queue, state, count(*)::int as count from pgboss.job where state in ('created', 'retry', 'active') group by name, state`,
          ),
        );
        for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
    new client.Gauge({
      name: 'pdc_email_outbox',
      help: 'E-mails in the outbox by status (PENDING waiting or retrying, FAILED after the last try)',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        this.reset();
        const rows = rowsOf<{ status: string; count: number }>(
          await app.db.execute(
            sql`select status, count(*)::int as count from email_outbox where status in ('PENDING', 'FAILED') group by status`,
          ),
        );
        for (const status of ['PENDING', 'FAILED']) {
          this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
        }
      },
    });

    new client.Counter({
      name: 'pdc_heavy_reads_total',
      help: 'Heavy reads (report, calendars, indicators) by the database that served them',
      labelNames: ['target'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [target, count] of Object.entries(app.readRouting.readCounts()))
          this.inc({ target }, count);
      },
    });
    new client.Gauge({
      name: 'pdc_read_replica_lag_bytes',
      help: 'WAL bytes the read replica had still to replay at its last check (-1: down or not a replica)',
      registers: [registry],
      collect() {
        const state = app.readRouting.state();
        if (!state.isConfigured) return;
        this.set(state.lagBytes ?? -1);
      },
    });

    registerCall(app, getMetricsCall, async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      if (!token) throw notFound();
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!isSameToken(given, token)) throw unauthorized('Informe o token de métricas.');
      const merged = client.Registry.merge([client.register, registry]);
      return reply
        .header('content-type', merged.contentType)
        .header('cache-control', 'no-store')
        .send(await merged.metrics());
    });
  },
  { name: 'metrics' },
);
