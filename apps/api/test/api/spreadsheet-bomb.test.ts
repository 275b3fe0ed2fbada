import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSpreadsheetImport, TSpreadsheetImportDetail } from '@pc/contract/admin-spreadsheet';
import { bearer, signInTokens } from '../helpers/auth-requests.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const ADMIN = { id: 11, email: 'carla@portal.example', name: 'Carla Mendes' };
const IMPORTS = '/api/admin/planilha/importacoes';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/**
 * An .xlsx whose shared strings expand about a thousand times: 24 MB of XML in some 25 KB, the
 * shape of the 4.9 MB upload whose 2 GB of strings once aborted the server on PostgreSQL.
 */
const zipBomb = (): Buffer =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      'xl/workbook.xml': strToU8(`<workbook xmlns="${MAIN_NS}"><sheets/></workbook>`),
      'xl/sharedStrings.xml': strToU8(
        `<sst xmlns="${MAIN_NS}">${'<si><t>a</t></si>'.repeat(1_500_000)}</sst>`,
      ),
    }),
  );

/** On both databases: the import's thread (PostgreSQL) or the server's own (PGlite) reads it. */
describe('a zip bomb sent as a spreadsheet', () => {
  let ctx: TTestApp;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: ({ db }) => insertUser(db, { ...ADMIN, role: 'ADMIN' }) });
    ({ access_token: token } = await signInTokens(ctx.app, ADMIN.email));
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('is refused in pt-BR before it is inflated, and the server goes on answering', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `${IMPORTS}?arquivo=bomba.xlsx`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: bomb,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = (uploaded.json() as { data: TSpreadsheetImport }).data;

    let detail: TSpreadsheetImportDetail | undefined;
    for (let attempt = 0; attempt < 240 && detail?.status !== 'FAILED'; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${IMPORTS}/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      detail = (response.json() as { data: TSpreadsheetImportDetail }).data;
      expect(detail.status).not.toBe('PREVIEWED');
    }
    expect(detail).toMatchObject({
      status: 'FAILED',
      totals: { created: 0, updated: 0, unchanged: 0, refused: 0 },
    });
    expect(detail?.message).toMatch(
      /^Não foi possível ler a planilha: xl\/sharedStrings\.xml se expande \d+ vezes ao descompactar\. Divida-a em arquivos menores\.$/,
    );
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });
});
