import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProcessResponse } from '@pc/contract/process';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { ANA, COMPANY_A, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** What a customer tracks by: the containers the ERP sends are found by the header search. */
describe('container numbers from the ERP', () => {
  let ctx: TTestApp;
  let service: Record<string, string>;
  let user: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertProcessFixtures(database.db) });
    service = await createServiceHeader({ db: ctx.database.db, config: ctx.config });
    user = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A] }),
    );
  });
  afterAll(() => ctx.close());

  const put = (containerNumbers: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/integration/processes/42',
      headers: service,
      payload: { identification: 42, containerNumbers },
    });
  const search = async (q: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/customers/import/search?concluidos=true&q=${encodeURIComponent(q)}`,
      headers: user,
    });
    return response.json<{ data: TProcessResponse[] }>().data.map((process) => process.identification);
  };

  it('stores them as MSCU1234565 however they are typed, and the search finds the process by any of them', async () => {
    const sent = await put(['tghu 123456-6', 'TGHU1234566', 'CSQU3054383']);
    expect(sent.json()).toMatchObject({ result: 'updated' });
    expect(await search('TGHU1234566')).toEqual([42]);
    expect(await search('csqu305438')).toEqual([42]);
    // The same list again changes nothing.
    expect((await put(['TGHU1234566', 'CSQU3054383'])).json()).toMatchObject({ result: 'unchanged' });
    // [] clears them.
    expect((await put([])).json()).toMatchObject({ result: 'updated' });
    expect(await search('TGHU1234566')).toEqual([]);
  });

  it('refuses what is not a container number, in pt-BR', async () => {
    const response = await put(['MSCU12345']);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      'Informe cada contêiner como 4 letras e 7 dígitos (MSCU1234565).',
    );
  });
});
