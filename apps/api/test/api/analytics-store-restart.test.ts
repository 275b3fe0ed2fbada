import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/app.ts';
import { analyticsChanges, analyticsLogState } from '../../src/db/schema/bi-imports.ts';
import { declarationItems } from '../../src/db/schema/declaration-items.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { loadConfig } from '../../src/lib/config.ts';
import { createServiceHeader } from '../helpers/auth-token.ts';
import { findFirstBiItem, insertBiFixtures, readDeliveryDates } from '../helpers/bi-fixtures.ts';
import { createTestApp, testEnv, type TTestApp } from '../helpers/test-app.ts';

const RESUMED = 'base analítica retomada do arquivo e em dia com o banco';
const REBUILT = 'base analítica reconstruída a partir do banco';

/**
 * A store kept in a file (the default outside tests) is not rebuilt at a restart: it replays the
 * change log from the last entry it holds, so writes made while it was down reach it in seconds.
 */
describe('the analytics store in a file, across restarts', () => {
  let ctx: TTestApp;
  let service: Record<string, string>;
  let folder: string;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertBiFixtures(database.db) });
    folder = await mkdtemp(path.join(tmpdir(), 'pdc-store-'));
    service = await createServiceHeader({ db: ctx.database.db, config: ctx.config });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** An instance whose store is `file`, its log messages kept; answers once the store is in step. */
  const startInstance = async (file: string) => {
    const messages: string[] = [];
    const records: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          const record = JSON.parse(chunk.toString()) as { msg: string };
          records.push(record);
          messages.push(record.msg);
          done();
        },
      }),
    );
    const config = loadConfig({
      ...testEnv,
      ANALYTICS_STORE_PATH: file,
      ANALYTICS_STORE_MEMORY_LIMIT: '64MB',
      DATA_DIR: folder,
    });
    const app = await createServer({ config, database: ctx.database, isServingWeb: false, logger });
    // In step: replayed or rebuilt (calls may read the file's facts before that).
    await app.analyticsChanges.synced;
    return { app, messages, records };
  };

  const deliveryDatesIn = async (instance: TTestApp['app']) => {
    const { item } = await findFirstBiItem(ctx.database.db);
    return new Set(await readDeliveryDates(instance.analyticsStore, item));
  };

  /** Another instance (the test app) ingests a new delivery date for the first item's process. */
  const ingestDeliveryDate = async (day: string) => {
    const [item] = await ctx.database.db
      .select({ identification: processes.identification })
      .from(declarationItems)
      .innerJoin(processes, eq(processes.id, declarationItems.processId))
      .limit(1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/processes/bulk',
      headers: { ...service, 'content-type': 'application/x-ndjson' },
      payload: `${JSON.stringify({ identification: item?.identification, datesCustomerDeliverDate: day })}\n`,
    });
    expect(response.body).toContain('"result":"updated"');
  };

  it('replays what was written while it was down instead of rebuilding, and the memory limit holds', async () => {
    const file = path.join(folder, 'resume', 'store.duckdb');
    const first = await startInstance(file);
    expect(first.messages).toContain(REBUILT);
    // DuckDB prints the limit it applies: 64MB is 61.0 MiB (its default is 80% of the machine's).
    expect(first.records.find((record) => record.msg === 'base analítica aberta')).toMatchObject({
      file,
      memoryLimit: '61.0 MiB',
    });
    await first.app.close();

    await ingestDeliveryDate('2032-04-01');
    await ingestDeliveryDate('2032-05-02');

    const second = await startInstance(file);
    try {
      expect(second.messages).toContain(RESUMED);
      expect(second.messages).not.toContain(REBUILT);
      expect(await deliveryDatesIn(second.app)).toEqual(new Set(['2032-05-02']));
      // And it goes on following the log once started.
      await ingestDeliveryDate('2032-06-03');
      await second.app.analyticsChanges.poll();
      expect(await deliveryDatesIn(second.app)).toEqual(new Set(['2032-06-03']));
    } finally {
      await second.app.close();
    }
  });

  it('is rebuilt when the log no longer holds what it missed, or when it comes from another database', async () => {
    const file = path.join(folder, 'behind', 'store.duckdb');
    const first = await startInstance(file);
    await first.app.close();
    await ingestDeliveryDate('2032-07-04');
    // As if a week had passed: the pruning dropped the entry the store did not replay.
    const [newest] = await ctx.database.db
      .select({ id: analyticsChanges.id })
      .from(analyticsChanges)
      .orderBy(desc(analyticsChanges.id))
      .limit(1);
    expect(newest).toBeDefined();
    await ctx.database.db.update(analyticsLogState).set({ prunedThrough: newest?.id ?? 0 });
    try {
      const behind = await startInstance(file);
      try {
        expect(behind.messages).not.toContain(RESUMED);
        await behind.app.analyticsChanges.poll();
        // Readable at once (its own database's facts), in step once the background rebuild ends.
        await expect.poll(() => behind.messages.includes(REBUILT)).toBe(true);
        expect(await deliveryDatesIn(behind.app)).toEqual(new Set(['2032-07-04']));
      } finally {
        await behind.app.close();
      }
    } finally {
      await ctx.database.db.update(analyticsLogState).set({ prunedThrough: 0 });
    }

    // A database restored from a backup taken before the store's last change: the log ends before it.
    const current = await startInstance(file);
    await current.app.close();
    await ingestDeliveryDate('2032-08-05');
    const stored = await ctx.database.db
      .select({ id: analyticsChanges.id })
      .from(analyticsChanges)
      .orderBy(desc(analyticsChanges.id))
      .limit(1);
    const behindBackup = await startInstance(file);
    await behindBackup.app.close();
    await ctx.database.db.delete(analyticsChanges).where(eq(analyticsChanges.id, stored[0]?.id ?? 0));
    const restoredFromBackup = await startInstance(file);
    try {
      expect(restoredFromBackup.messages).toContain(REBUILT);
      expect(restoredFromBackup.messages).not.toContain(RESUMED);
    } finally {
      await restoredFromBackup.app.close();
    }

    // A file from another database (a restore onto a new server): its id differs.
    const restored = await startInstance(file);
    await restored.app.close();
    await ctx.database.db
      .update(analyticsLogState)
      .set({ databaseId: '00000000-0000-4000-8000-000000000000' });
    const foreign = await startInstance(file);
    try {
      expect(foreign.messages).toContain(REBUILT);
      expect(foreign.messages).not.toContain(RESUMED);
    } finally {
      await foreign.app.close();
    }
  });
});
