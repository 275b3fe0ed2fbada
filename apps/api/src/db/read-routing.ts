import { sql } from 'drizzle-orm';
import type { TDatabase, TDatabaseHandle } from './client.ts';

/** A WAL position as PostgreSQL prints it ('16/B374D848'). */
const LSN_PATTERN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

export const isWalPosition = (value: string): boolean => LSN_PATTERN.test(value);

/** A WAL position as a number of bytes, so two positions can be compared and subtracted. */
export const walBytes = (lsn: string): bigint => {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

const firstRow = async <T>(db: TDatabase, query: ReturnType<typeof sql>): Promise<T | undefined> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];

export type TReadTarget = 'primary' | 'replica';

export type TReplicaState = {
  isConfigured: boolean;
  /** Reachable, in recovery (a real replica) and within the lag limit at the last check. */
  isUsable: boolean;
  /** WAL bytes the replica had still to replay at the last check (null: unknown). */
  lagBytes: number | null;
};

type TCreateReadRoutingOptions = {
  primary: TDatabaseHandle;
  /** The streaming replica (DATABASE_READ_URL); absent, every read goes to the primary. */
  replica?: TDatabaseHandle | undefined;
  maxLagBytes: number;
  /** How often the replica's health and lag are read (ms). */
  checkEveryMs?: number;
  onReplicaChange?: (state: TReplicaState) => void;
};

/**
 * Where the heavy reads go. With a replica, a read goes there when the replica is up and close
 * behind; a caller that has just written sends the position of its write (X-Read-After, which
 * the write answered as X-Write-Position) and is read from the replica only once the replica has
 * replayed that far — otherwise from the primary, so nobody reads older data than they wrote.
 * Stateless: the position travels with the caller, so any instance can serve the next read.
 */
export const createReadRouting = ({
  primary,
  replica,
  maxLagBytes,
  checkEveryMs = 2_000,
  onReplicaChange = () => undefined,
}: TCreateReadRoutingOptions) => {
  const state: TReplicaState = { isConfigured: replica !== undefined, isUsable: false, lagBytes: null };
  let replayed = 0n;
  const reads: Record<TReadTarget, number> = { primary: 0, replica: 0 };

  const check = async (): Promise<void> => {
    if (!replica) return;
    const wasUsable = state.isUsable;
    try {
      const [head, standby] = await Promise.all([
        firstRow<{ lsn: string }>(primary.db, sql`select pg_current_wal_lsn()::text as lsn`),
        firstRow<{ lsn: string | null; isRecovering: boolean }>(
          replica.db,
          sql`select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as "isRecovering"`,
        ),
      ]);
      if (!head || !standby?.lsn || !standby.isRecovering) throw new Error('not a streaming replica');
      replayed = walBytes(standby.lsn);
      const lag = walBytes(head.lsn) - replayed;
      state.lagBytes = Number(lag > 0n ? lag : 0n);
      state.isUsable = state.lagBytes <= maxLagBytes;
    } catch {
      state.isUsable = false;
      state.lagBytes = null;
    }
    if (wasUsable !== state.isUsable) onReplicaChange({ ...state });
  };

  const hasReplayed = async (position: string): Promise<boolean> => {
    if (!replica) return false;
    const wanted = walBytes(position);
    if (replayed >= wanted) return true;
    try {
      const row = await firstRow<{ lsn: string | null }>(
        replica.db,
        sql`select pg_last_wal_replay_lsn()::text as lsn`,
      );
      if (row?.lsn) replayed = walBytes(row.lsn);
      return replayed >= wanted;
    } catch {
      return false;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    state: (): TReplicaState => ({ ...state }),
    /** Heavy reads served so far by each database (for /metrics). */
    readCounts: (): Record<TReadTarget, number> => ({ ...reads }),
    /** Reads the replica's state once, then every checkEveryMs. */
    start: async (): Promise<void> => {
      if (!replica) return;
      await check();
      timer = setInterval(() => void check(), checkEveryMs);
      timer.unref();
    },
    stop: (): void => clearInterval(timer),
    /** The database for a heavy read of a caller who may have written at `readAfter`. */
    readDbFor: async (readAfter?: string | undefined): Promise<TDatabase> => {
      const target: TReadTarget =
        replica &&
        state.isUsable &&
        (readAfter === undefined || !isWalPosition(readAfter) || (await hasReplayed(readAfter)))
          ? 'replica'
          : 'primary';
      reads[target] += 1;
      return target === 'replica' && replica ? replica.db : primary.db;
    },
    /** The primary's WAL position now (after a write commits); null without a replica. */
    writePosition: async (): Promise<string | null> => {
      if (!replica) return null;
      const row = await firstRow<{ lsn: string }>(primary.db, sql`select pg_current_wal_lsn()::text as lsn`);
      return row?.lsn ?? null;
    },
  };
};

export type TReadRouting = ReturnType<typeof createReadRouting>;
