import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { insertAuthFixtures } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Hardening: bad input answers a small 4xx in pt-BR, however large it is. */
describe('bounded error answers', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db) });
    headers = {
      ...authHeader(await createAccessToken({ config: ctx.config, userId: 1, companyIds: [3] })),
      'content-type': 'application/json',
    };
  });
  afterAll(() => ctx.close());

  const exportReport = (columns: unknown, ids: unknown = [1]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/customers/import/report/excel',
      headers,
      payload: JSON.stringify({ ids, columns }),
    });

  it('refuses a 1.5 MB columns list with a small 413 in pt-BR', async () => {
    const columns = Array.from({ length: 150_000 }, (_, index) => `coluna${index}`);
    const response = await exportReport(columns);
    expect(response.statusCode).toBe(413);
    expect(response.body.length).toBeLessThan(1_000);
    expect(response.json().message).toBe('O corpo da requisição é grande demais (máximo de 1200 KB).');
  });

  it('lists at most 10 issues of a list of thousands of bad values, and counts the rest', async () => {
    const ids = Array.from({ length: 60_000 }, (_, index) => `p${index}`);
    const response = await exportReport(['processo'], ids);
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(8_000);
    const body = response.json();
    expect(body.details).toHaveLength(10);
    expect(body.message).toMatch(/\(e mais \d+ problemas na requisição\)$/);
  });

  it('keeps other routes to 64 KB and says what is wrong with a body in pt-BR', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/customer/processes/change-urgency',
      headers,
      payload: JSON.stringify({ processId: 1, hasUrgency: true, justification: 'x'.repeat(70_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('O corpo da requisição é grande demais (máximo de 64 KB).');
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/customer/processes/change-urgency',
      headers,
      payload: '{"processId": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('O corpo da requisição não é um JSON válido.');
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/customer/processes/change-urgency',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe('Tipo de conteúdo não suportado: text/csv.');
  });
});
