import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/lib/auth/service-client.ts';
import { declarationItems } from '../../src/db/schema/declaration-items.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** An ingested change to a date the BI facts carry reaches the analytics store before the answer ends. */
describe('ingestion keeps the analytics store in step', () => {
  let ctx: TTestApp;
  let bearer: string;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertBiFixtures(database.db) });
    const client = await createServiceClient({ db: ctx.database.db, name: 'ERP', companyIds: null });
    const iat = Math.floor(Date.now() / 1000);
    bearer = `Bearer ${signAccessToken(
      { sub: String(client.id), companyIds: [], iat, exp: iat + 600, aud: SERVICE_AUDIENCE },
      ctx.config.JWT_SECRET,
    )}`;
  });
  afterAll(() => ctx.close());

  it('replaces the facts of a process whose delivery date changed', async () => {
    const { db } = ctx.database;
    const [item] = await db
      .select({
        companyId: declarationItems.companyId,
        processId: declarationItems.processId,
        day: declarationItems.registryDate,
      })
      .from(declarationItems)
      .limit(1);
    if (!item) throw new Error('the BI fixtures hold declaration items');
    const [process] = await db
      .select({ identification: processes.identification })
      .from(processes)
      .where(eq(processes.id, item.processId));
    const filter = { companyIds: [item.companyId], fromDay: item.day, toDay: item.day };
    const deliveryDates = async () => {
      const dates: (string | null)[] = [];
      for await (const batch of ctx.app.analyticsStore.exportFacts(filter)) {
        for (const fact of batch) if (fact.processId === item.processId) dates.push(fact.deliveryDate);
      }
      return dates;
    };
    expect((await deliveryDates()).length).toBeGreaterThan(0);
    expect(await deliveryDates()).not.toContain('2031-01-15');

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/processes/bulk',
      headers: { authorization: bearer, 'content-type': 'application/x-ndjson' },
      payload: `${JSON.stringify({ identification: process?.identification, datesCustomerDeliverDate: '2031-01-15' })}\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"result":"updated"');
    expect(new Set(await deliveryDates())).toEqual(new Set(['2031-01-15']));
  });
});
