import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { findFirstBiItem, insertBiFixtures, readDeliveryDates } from '../helpers/bi-fixtures.ts';
import { createServer } from '../../src/app.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** An ingested change to a date the BI facts carry reaches the analytics store before the answer ends. */
describe('ingestion keeps the analytics store in step', () => {
  let ctx: TTestApp;
  let bearer: string;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertBiFixtures(database.db) });
    const client = await createServiceClient({ db: ctx.database.db, name: 'ERP', companyIds: null });
    const iat = Math.floor(Date.now() / 1000);
    bearer = `Bearer ${await signAccessToken({ claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 600, aud: SERVICE_AUDIENCE }, signingKeys: ctx.config.JWT_SIGNING_KEYS })}`;
  });
  afterAll(() => ctx.close());

  it('replaces the facts of a process whose delivery date changed', async () => {
    const { item, process } = await findFirstBiItem(ctx.database.db);
    const deliveryDates = () => readDeliveryDates(ctx.app.analyticsStore, item);
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

  it('reaches the store of another instance on the same database, which replays the logged period', async () => {
    const { item, process } = await findFirstBiItem(ctx.database.db);
    const other = await createServer({ config: ctx.config, database: ctx.database, isServingWeb: false });
    try {
      const deliveryDates = async () => new Set(await readDeliveryDates(other.analyticsStore, item));
      expect(await deliveryDates()).not.toContain('2031-03-20');
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/integration/processes/bulk',
        headers: { authorization: bearer, 'content-type': 'application/x-ndjson' },
        payload: `${JSON.stringify({ identification: process?.identification, datesCustomerDeliverDate: '2031-03-20' })}\n`,
      });
      expect(response.body).toContain('"result":"updated"');
      // The other instance learns of it from the change log (every 2 s; here at once).
      await other.analyticsChanges.poll();
      expect(await deliveryDates()).toEqual(new Set(['2031-03-20']));
    } finally {
      await other.close();
    }
  });

  it('a declaration sent again is unchanged; a new one replaces the items and the facts of both days', async () => {
    const { item, process } = await findFirstBiItem(ctx.database.db);
    const put = (body: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/integration/processes/${process?.identification}/declaration`,
        headers: { authorization: bearer },
        payload: body as Record<string, unknown>,
      });
    const declaration = {
      registryDate: '2031-02-10',
      items: [
        {
          itemNumber: 1,
          ncm: '84713012',
          vmle: 1000,
          vmld: 1234.56,
          freight: 100,
          insurance: 10,
          ii: 1,
          ipi: 0,
          pis: 2,
          cofins: 3,
          antidumping: 0,
          siscomexFee: 154.23,
          icms: 300,
          grossWeight: 10.5,
          netWeight: 9,
          originCountry: 'CN',
          transportMode: 'MARITIMA',
          channel: 'VERDE',
        },
      ],
    };
    const factsOf = async (day: string) => {
      const found: { vmld: number }[] = [];
      for await (const batch of ctx.app.analyticsStore.exportFacts({
        companyIds: [item.companyId],
        fromDay: day,
        toDay: day,
      })) {
        for (const fact of batch) if (fact.processId === item.processId) found.push({ vmld: fact.vmld });
      }
      return found;
    };
    expect((await factsOf(item.day)).length).toBeGreaterThan(0);

    const first = await put(declaration);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: 'updated', items: 1 });
    expect(await factsOf(item.day)).toEqual([]);
    expect(await factsOf('2031-02-10')).toEqual([{ vmld: 1234.56 }]);
    expect((await put(declaration)).json()).toEqual({ result: 'unchanged', items: 1 });

    const unknownCountry = await put({
      ...declaration,
      items: [{ ...declaration.items[0], originCountry: 'QQ' }],
    });
    expect(unknownCountry.statusCode, unknownCountry.body).toBe(400);
    expect(unknownCountry.json()).toMatchObject({ message: 'originCountry: país QQ desconhecido.' });
  });
});
