import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../src/db/client.ts';
import { documentLogs, storedFiles } from '../../src/db/schema/documents.ts';
import { freightQuotationDocuments, freightQuotations } from '../../src/db/schema/quotations.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock, storedFileRow } from '../helpers/fixtures.ts';
import {
  ANA,
  COMPANY_A,
  COMPANY_B,
  DOC,
  DOCUMENT_BYTES,
  FORWARDER_A,
  insertProcessFixtures,
  P,
} from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** A PNG signature plus a tail: bytes distinct from the process fixtures' PDF. */
const QUOTE_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('cotação de frete', 'utf8'),
]);
const QUOTE_NAME = 'Cotação Rápido – frete marítimo (nº 7).png';
/** Quotation document ids: on P.di (non-ASCII name), on P.duimp, and of company B's process. */
const QDOC = { di: 30, duimp: 31, foreign: 32 } as const;

/** The shared process fixtures plus quotation documents on two processes and two companies. */
const insertQuotationDocumentFixtures = async (db: TDatabase): Promise<void> => {
  await insertProcessFixtures(db);
  await db
    .insert(storedFiles)
    .values(storedFileRow({ id: 3, companyId: COMPANY_A, mimeType: 'image/png', content: QUOTE_BYTES }));
  await db.insert(freightQuotations).values({
    id: 5,
    companyId: COMPANY_A,
    processId: P.duimp,
    freightForwarderId: FORWARDER_A.id,
    status: 'COTADO',
    created: new Date('2026-01-05T12:00:00Z'),
  });
  await db.insert(freightQuotationDocuments).values(
    [
      { id: QDOC.di, companyId: COMPANY_A, freightQuotationId: 1, fileId: 3, originalFilename: QUOTE_NAME },
      {
        id: QDOC.duimp,
        companyId: COMPANY_A,
        freightQuotationId: 5,
        fileId: 1,
        originalFilename: 'duimp.pdf',
      },
      { id: QDOC.foreign, companyId: COMPANY_B, freightQuotationId: 4, fileId: 2, originalFilename: 'b.pdf' },
    ].map((row) => ({ ...row, created: new Date('2026-01-05T12:30:00Z') })),
  );
};

const urlOf = (processId: number | string, documentId: number | string) =>
  `/freightQuotation/importProcess/${processId}/documents/${documentId}/download`;

describe('GET quotation document download', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;
  const clock = createClock(new Date('2026-03-02T12:00:00Z'));

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: (database) => insertQuotationDocumentFixtures(database.db),
      now: clock.now,
    });
    headers = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );
  });
  afterAll(() => ctx.close());

  it('streams the stored bytes with type, length and a non-ASCII file name', async () => {
    const response = await get(urlOf(P.di, QDOC.di));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(QUOTE_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(QUOTE_BYTES.length));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Cotacao Rapido _ frete maritimo (n_ 7).png"; filename*=UTF-8''Cota%C3%A7%C3%A3o%20R%C3%A1pido%20%E2%80%93%20frete%20mar%C3%ADtimo%20%28n%C2%BA%207%29.png`,
    );
  });

  it('serves the document of each process under that process only', async () => {
    const duimp = await get(urlOf(P.duimp, QDOC.duimp));
    expect(duimp.statusCode).toBe(200);
    expect(duimp.rawPayload.equals(DOCUMENT_BYTES)).toBe(true);
    const fixture = await get(urlOf(P.di, 1));
    expect(fixture.statusCode).toBe(200);
    expect(fixture.headers['content-disposition']).toContain('filename="cotacao-oceano.pdf"');
  });

  it('records no DOWNLOAD log (document_logs holds process documents only)', async () => {
    const before = await ctx.database.db.select().from(documentLogs);
    expect((await get(urlOf(P.di, QDOC.di))).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(documentLogs)).toHaveLength(before.length);
  });

  it.each([
    ['another process of the same company', P.di, QDOC.duimp],
    ['another company’s process', P.foreign, QDOC.foreign],
    ['another company’s document under an own process', P.di, QDOC.foreign],
    ['a process document id, not a quotation document id', P.di, DOC.main],
    ['an unknown document', P.di, 999999],
    ['an unknown process', 999999, QDOC.di],
  ])('answers 404 for %s', async (_, processId, documentId) => {
    const response = await get(urlOf(processId, documentId));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Documento não encontrado.' });
  });

  it.each([
    [urlOf('abc', QDOC.di), 'Informe id'],
    [urlOf(-1, QDOC.di), 'Informe id'],
    [urlOf(P.di, 0), 'Informe docId'],
    [urlOf(P.di, '1e3'), 'Informe docId'],
  ])('GET %s answers 400 naming the parameter', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: urlOf(P.di, QDOC.di) });
    expect(response.statusCode).toBe(401);
  });
});
