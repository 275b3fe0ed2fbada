import { describe, expect, it } from 'vitest';
import type { TDatabase, TDatabaseHandle } from './client.ts';
import { createReadRouting, walBytes } from './read-routing.ts';

type TFakeServer = { lsn: string; isRecovering: boolean; isDown: boolean };

/** A database handle whose only query answers are the WAL positions the routing reads. */
const fakeHandle = (server: TFakeServer): TDatabaseHandle => {
  const db = {
    execute: async (query: unknown) => {
      if (server.isDown) throw new Error('connection refused');
      const text = JSON.stringify(query);
      if (text.includes('pg_current_wal_lsn')) return { rows: [{ lsn: server.lsn }] };
      return { rows: [{ lsn: server.lsn, isRecovering: server.isRecovering }] };
    },
  } as unknown as TDatabase;
  return {
    db,
    kind: 'postgres',
    location: 'fake',
    ping: async () => !server.isDown,
    close: async () => undefined,
    jobConnection: { url: 'postgresql://fake' },
    listen: async () => async () => undefined,
  };
};

const setUp = (maxLagBytes = 1024) => {
  const primary = { lsn: '0/5000', isRecovering: false, isDown: false };
  const replica = { lsn: '0/5000', isRecovering: true, isDown: false };
  const primaryHandle = fakeHandle(primary);
  const replicaHandle = fakeHandle(replica);
  const routing = createReadRouting({ primary: primaryHandle, replica: replicaHandle, maxLagBytes });
  return { primary, replica, routing, primaryDb: primaryHandle.db, replicaDb: replicaHandle.db };
};

describe('walBytes', () => {
  it('reads a WAL position as bytes (high word × 2³², low word)', () => {
    expect(walBytes('0/10')).toBe(16n);
    expect(walBytes('1/0')).toBe(4_294_967_296n);
    expect(walBytes('16/B374D848') > walBytes('16/B374D847')).toBe(true);
  });
});

describe('read routing', () => {
  it('reads from the primary without a replica, and answers no write position', async () => {
    const primary = fakeHandle({ lsn: '0/10', isRecovering: false, isDown: false });
    const routing = createReadRouting({ primary, maxLagBytes: 0 });
    await routing.start();
    expect(await routing.readDbFor()).toBe(primary.db);
    expect(await routing.writePosition()).toBeNull();
  });

  it('sends heavy reads to a replica that is close behind, and counts them', async () => {
    const { routing, replicaDb } = setUp();
    await routing.start();
    expect(await routing.readDbFor()).toBe(replicaDb);
    expect(routing.readCounts()).toEqual({ primary: 0, replica: 1 });
    expect(routing.state()).toMatchObject({ isUsable: true, lagBytes: 0 });
    routing.stop();
  });

  it('reads your writes: a caller whose write the replica has not replayed reads the primary', async () => {
    const { primary, replica, routing, primaryDb, replicaDb } = setUp();
    await routing.start();
    primary.lsn = '0/5400';
    const position = await routing.writePosition();
    expect(position).toBe('0/5400');
    expect(await routing.readDbFor(position ?? undefined)).toBe(primaryDb);
    replica.lsn = '0/5400';
    expect(await routing.readDbFor(position ?? undefined)).toBe(replicaDb);
    routing.stop();
  });

  it('skips a replica that is too far behind, down, or not in recovery', async () => {
    const { primary, routing, primaryDb } = setUp(1024);
    primary.lsn = '0/6000';
    await routing.start();
    expect(routing.state()).toMatchObject({ isUsable: false, lagBytes: 4096 });
    expect(await routing.readDbFor()).toBe(primaryDb);
    routing.stop();

    const down = setUp();
    down.replica.isDown = true;
    await down.routing.start();
    expect(await down.routing.readDbFor()).toBe(down.primaryDb);
    down.routing.stop();

    const promoted = setUp();
    promoted.replica.isRecovering = false;
    await promoted.routing.start();
    expect(await promoted.routing.readDbFor()).toBe(promoted.primaryDb);
    promoted.routing.stop();
  });
});
