import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import {
  CUSTOMER_DOCUMENT_MESSAGES,
  CUSTOMER_DOCUMENT_SEND_ACTION,
  CUSTOMER_DOCUMENT_TYPES,
  MAX_CUSTOMER_DOCUMENT_BYTES,
} from '@pc/contract/customer-documents';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { messageThreads, processMessages } from '../../src/db/schema/collaboration.ts';
import { documents, storedFiles } from '../../src/db/schema/documents.ts';
import { webhookEvents } from '../../src/db/schema/webhooks.ts';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { buildPdf, buildPng } from '../../src/seed/files.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, createClock, insertUser } from '../helpers/fixtures.ts';
import { ANA, BRUNO, COMPANY_A, COMPANY_B, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 60, name: 'Carla Atendimento' };

const PDF = buildPdf(['Packing list', 'Caixas: 12']);
const PNG = buildPng(2, 2, () => [10, 120, 200]);
/** A Windows program (MZ header) under a .pdf name. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** A real one-entry zip (stored), as a renamed archive would be. */
const buildZip = (name: string, content: Buffer): Buffer => {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
};
const ZIP = buildZip('leia-me.txt', Buffer.from('nada de PDF aqui'));

type TUpload = { fileName: string; mimeType: string; content: Buffer };

/** A multipart body: text fields, then the file (when given). */
const multipart = (fields: Record<string, string>, file?: TUpload) => {
  const boundary = '----pdcCustomerDocument';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('Enviar documento (collaboration)', () => {
  let ctx: TTestApp;
  let service: string;
  let serviceOfB: string;
  const clock = createClock(new Date('2026-11-20T15:00:00Z'));

  const tokenOf = async (userId: number, companyIds: number[]) =>
    authHeader(await createAccessToken({ config: ctx.config, userId, companyIds, now: clock.now() }));
  const customer = () => tokenOf(ANA.id, [COMPANY_A]);
  const staff = () => tokenOf(STAFF.id, []);

  const send = async (
    processId: number,
    fields: Record<string, string>,
    file?: TUpload,
    headers: Promise<Record<string, string>> = customer(),
  ) => {
    const body = multipart(fields, file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${processId}/documents`,
      headers: { ...body.headers, ...(await headers) },
      payload: body.payload,
    });
  };
  const storedTypeOf = async (content: Buffer) =>
    (
      await ctx.database.db
        .select({ mimeType: storedFiles.mimeType })
        .from(storedFiles)
        .where(eq(storedFiles.sha256, sha256Of(content)))
    ).map((row) => row.mimeType);
  const serviceToken = async (companyIds: number[] | null) => {
    const client = await createServiceClient({ db: ctx.database.db, name: 'ERP Despachante', companyIds });
    const iat = Math.floor(clock.now().getTime() / 1000);
    return `Bearer ${await signAccessToken({ claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 3600, aud: SERVICE_AUDIENCE }, signingKeys: ctx.config.JWT_SIGNING_KEYS })}`;
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        await insertUser(database.db, {
          id: STAFF.id,
          email: 'carla@despachante.example',
          name: STAFF.name,
          role: 'STAFF',
        });
        await advanceIdentitySequences(database.db, ['documents', 'stored_files']);
      },
    });
    service = await serviceToken(null);
    serviceOfB = await serviceToken([COMPANY_B]);
  });
  afterAll(() => ctx.close());

  let packingListId = 0;

  it('stores a customer’s PDF as sent by the customer, audits it, records document.added and the DOCUMENT_SENT line', async () => {
    const response = await send(
      P.di,
      { documentTypeName: 'Packing list', note: '  Conferir o peso bruto.  ' },
      { fileName: 'packing.pdf', mimeType: 'application/pdf', content: PDF },
    );
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    packingListId = data.id;
    expect(data).toEqual({
      id: expect.any(Number),
      originalFilename: 'packing.pdf',
      documentTypeName: 'Packing list',
      created: '2026-11-20T15:00:00.000Z',
      createdBy: ANA.name,
      legacyCreated: null,
      legacyCreatedBy: null,
      logs: [],
      isSentByCustomer: true,
      note: 'Conferir o peso bruto.',
    });
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, packingListId));
    expect(row).toMatchObject({
      companyId: COMPANY_A,
      processId: P.di,
      isSentByCustomer: true,
      uploadedByUserId: ANA.id,
      isCashRequest: false,
    });
    expect(await storedTypeOf(PDF)).toEqual(['application/pdf']);

    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, CUSTOMER_DOCUMENT_SEND_ACTION));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: ANA.id,
      subjectId: String(packingListId),
      companyId: COMPANY_A,
    });

    const events = await ctx.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'document.added'));
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({
        documentId: packingListId,
        documentType: 'Packing list',
        fileName: 'packing.pdf',
      }),
    ]);

    const messages = await ctx.database.db
      .select()
      .from(processMessages)
      .where(and(eq(processMessages.companyId, COMPANY_A), eq(processMessages.processId, P.di)));
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'DOCUMENT_SENT',
        text: 'Enviou o documento Packing list: packing.pdf\nObservação: Conferir o peso bruto.',
        authorSide: 'CUSTOMER',
        authorUserId: ANA.id,
        authorName: ANA.name,
        documentIds: [packingListId],
      }),
    ]);
    // The line makes the thread wait for the broker in Atendimento.
    const [thread] = await ctx.database.db
      .select()
      .from(messageThreads)
      .where(and(eq(messageThreads.companyId, COMPANY_A), eq(messageThreads.processId, P.di)));
    expect(thread?.waitingSince?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
  });

  it('shows it in the Documentos tab marked as sent by the customer, with the note', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${P.di}/documents`,
      headers: await customer(),
    });
    expect(response.statusCode).toBe(200);
    const listed = (response.json().data as { id: number }[]).find((doc) => doc.id === packingListId);
    expect(listed).toMatchObject({ isSentByCustomer: true, note: 'Conferir o peso bruto.' });
  });

  it('lets the broker’s staff list and download it (any company’s process); another company’s customer gets 404', async () => {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${P.di}/documents`,
      headers: await staff(),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data as { id: number }[]).map((doc) => doc.id)).toContain(packingListId);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${P.di}/documents/${packingListId}/download`,
      headers: await staff(),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${P.di}/documents/${packingListId}/download`,
      headers: await tokenOf(BRUNO.id, [COMPANY_B]),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('judges the type by content: PNG bytes under a .pdf name are a PNG, stored as image/png under a .png name', async () => {
    const response = await send(
      P.di,
      { documentTypeName: 'Comprovante de pagamento' },
      { fileName: 'comprovante.pdf', mimeType: 'application/pdf', content: PNG },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ originalFilename: 'comprovante.png', note: null });
    expect(await storedTypeOf(PNG)).toEqual(['image/png']);
  });

  it.each([
    ['a program renamed .pdf', EXE],
    ['a zip renamed .pdf', ZIP],
    ['an HTML page renamed .pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
  ])('refuses %s with the contract’s message, storing nothing', async (_name, content) => {
    const response = await send(
      P.di,
      { documentTypeName: 'Invoice' },
      { fileName: 'invoice.pdf', mimeType: 'application/pdf', content },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CUSTOMER_DOCUMENT_MESSAGES.badType);
    expect(await storedTypeOf(content)).toEqual([]);
  });

  it('refuses a file over 25 MB', async () => {
    const content = Buffer.concat([PDF, Buffer.alloc(MAX_CUSTOMER_DOCUMENT_BYTES + 1 - PDF.length, 0x20)]);
    const response = await send(
      P.di,
      { documentTypeName: 'Invoice' },
      { fileName: 'grande.pdf', mimeType: 'application/pdf', content },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CUSTOMER_DOCUMENT_MESSAGES.tooLarge);
  });

  it('asks for the file, a known type and a short note', async () => {
    const noFile = await send(P.di, { documentTypeName: 'Invoice' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(CUSTOMER_DOCUMENT_MESSAGES.missingFile);

    const file = { fileName: 'a.pdf', mimeType: 'application/pdf', content: PDF };
    const badType = await send(P.di, { documentTypeName: 'Contrato' }, file);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe(
      `Informe documentTypeName como um destes tipos: ${CUSTOMER_DOCUMENT_TYPES.join(', ')}.`,
    );

    const longNote = await send(P.di, { documentTypeName: 'Outros', note: 'x'.repeat(501) }, file);
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe(CUSTOMER_DOCUMENT_MESSAGES.noteTooLong);
  });

  it('answers 404 for another company’s process, storing nothing', async () => {
    const content = buildPdf(['Documento de outra empresa']);
    const response = await send(
      P.foreign,
      { documentTypeName: 'Invoice' },
      { fileName: 'alheio.pdf', mimeType: 'application/pdf', content },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Processo não encontrado.');
    expect(await storedTypeOf(content)).toEqual([]);
  });

  let staffDocumentId = 0;

  it('lets staff send to any company’s process as the broker: not marked as the customer’s, no conversation line', async () => {
    const content = buildPdf(['Invoice do despachante']);
    const response = await send(
      P.foreign,
      { documentTypeName: 'Invoice' },
      { fileName: 'invoice-b.pdf', mimeType: 'application/pdf', content },
      staff(),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ isSentByCustomer: false, createdBy: STAFF.name });
    staffDocumentId = response.json().data.id;
    const lines = await ctx.database.db
      .select()
      .from(processMessages)
      .where(eq(processMessages.processId, P.foreign));
    expect(lines).toEqual([]);
  });

  describe('the ERP collects what customers sent', () => {
    const list = (query: string, authorization = service) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/integration/customer-documents${query}`,
        headers: { authorization },
      });

    it('pages by a cursor over the ids, oldest first, without the broker’s documents', async () => {
      const first = await list('?limit=1');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        items: [
          {
            id: packingListId,
            companyCnpj: String(COMPANY_A).padStart(14, '0'),
            identification: 42,
            documentTypeName: 'Packing list',
            originalFilename: 'packing.pdf',
            note: 'Conferir o peso bruto.',
            mimeType: 'application/pdf',
            sizeBytes: PDF.length,
            sha256: sha256Of(PDF),
            sentBy: ANA.name,
            sentByEmail: 'ana@cliente.example',
            created: '2026-11-20T15:00:00.000Z',
          },
        ],
        nextCursor: packingListId,
      });
      const second = await list(`?after=${packingListId}&limit=1`);
      expect(second.json().items.map((item: { originalFilename: string }) => item.originalFilename)).toEqual([
        'comprovante.png',
      ]);
      expect(second.json().nextCursor).toBeNull();
      const rest = await list(`?after=${second.json().items[0].id}`);
      expect(rest.json()).toEqual({ items: [], nextCursor: null });
      const all = await list('');
      expect(all.json().items.map((item: { id: number }) => item.id)).not.toContain(staffDocumentId);
    });

    it('sends a document’s file under its name; the broker’s own documents and other companies’ are 404', async () => {
      const content = await ctx.app.inject({
        method: 'GET',
        url: `/api/integration/customer-documents/${packingListId}/content`,
        headers: { authorization: service },
      });
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(PDF)).toBe(true);
      expect(content.headers['content-type']).toBe('application/pdf');
      expect(content.headers['content-disposition']).toContain('filename="packing.pdf"');

      const broker = await ctx.app.inject({
        method: 'GET',
        url: `/api/integration/customer-documents/${staffDocumentId}/content`,
        headers: { authorization: service },
      });
      expect(broker.statusCode).toBe(404);

      const limited = await ctx.app.inject({
        method: 'GET',
        url: `/api/integration/customer-documents/${packingListId}/content`,
        headers: { authorization: serviceOfB },
      });
      expect(limited.statusCode).toBe(404);
      expect((await list('', serviceOfB)).json()).toEqual({ items: [], nextCursor: null });
    });

    it('refuses a user’s token', async () => {
      const response = await list('', (await customer()).authorization);
      expect(response.statusCode).toBe(401);
    });
  });

  it('takes a message’s attachment as the customer’s document without a conversation line of its own', async () => {
    const linesOf = () =>
      ctx.database.db
        .select({ id: processMessages.id })
        .from(processMessages)
        .where(and(eq(processMessages.companyId, COMPANY_A), eq(processMessages.processId, P.duimp)));
    const before = await linesOf();
    const response = await send(
      P.duimp,
      { documentTypeName: 'Outros', isMessageAttachment: 'true' },
      { fileName: 'foto-da-carga.pdf', mimeType: 'application/pdf', content: buildPdf(['Foto da carga']) },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      isSentByCustomer: true,
      originalFilename: 'foto-da-carga.pdf',
    });
    // The message that carries it tells the broker; the upload alone writes nothing in the thread.
    expect(await linesOf()).toEqual(before);

    const refused = await send(
      P.duimp,
      { documentTypeName: 'Outros', isMessageAttachment: 'sim' },
      { fileName: 'foto.pdf', mimeType: 'application/pdf', content: buildPdf(['Foto']) },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Informe isMessageAttachment como true ou false.' });
  });
});
