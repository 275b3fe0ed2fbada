import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';

/** One request in this many also sweeps the windows that ended long ago. */
const SWEEP_EVERY = 500;

type TCounted = { hits: number; ttl: number };

/**
 * @fastify/rate-limit's store on PostgreSQL: a fixed window per key (route + client IP), counted
 * with one upsert, so several instances behind a load balancer share one limit. Its API is the
 * plugin's (callbacks); a database error lets the request through — the limit is a flood guard,
 * and the per-account and per-IP failure throttles (throttle-service.ts) stay the precise ones.
 */
export const createRateLimitStore = ({
  db,
  now,
}: {
  db: TDatabase;
  now: () => Date;
}): FastifyRateLimitStoreCtor => {
  let requests = 0;
  const count = async (key: string, windowMs: number): Promise<TCounted> => {
    const at = now();
    const endsAt = new Date(at.getTime() + windowMs);
    requests += 1;
    if (requests % SWEEP_EVERY === 0) {
      await db.execute(
        sql`delete from rate_limit_window where window_ends_at < ${at.toISOString()}::timestamptz`,
      );
    }
    const result = await db.execute(sql`
      insert into rate_limit_window as w (key, hits, window_ends_at)
      values (${key}, 1, ${endsAt.toISOString()}::timestamptz)
      on conflict (key) do update set
        hits = case when w.window_ends_at <= ${at.toISOString()}::timestamptz then 1 else w.hits + 1 end,
        window_ends_at = case when w.window_ends_at <= ${at.toISOString()}::timestamptz
          then excluded.window_ends_at else w.window_ends_at end
      returning hits, window_ends_at as "windowEndsAt"`);
    const row = (result as unknown as { rows: { hits: number; windowEndsAt: string | Date }[] }).rows[0];
    const windowEndsAt = row ? new Date(row.windowEndsAt).getTime() : endsAt.getTime();
    return { hits: row?.hits ?? 1, ttl: Math.max(0, windowEndsAt - at.getTime()) };
  };

  class RateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      count(`${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        () => callback(null, { current: 0, ttl: timeWindow }),
      );
    }
    // Each route counts apart. The plugin passes its merged options with the route under
    // `routeInfo` (as its own RedisStore reads them), not the route options its types declare.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new RateLimitStore(undefined, `${method} ${route?.url ?? ''}|`);
    }
  }
  return RateLimitStore;
};
