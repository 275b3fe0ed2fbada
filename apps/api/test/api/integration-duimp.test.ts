import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TIngestDuimpInput, TIngestDuimpResponse, TProcessDuimpResponse } from '@pc/contract/duimp';
import { ZIngestDuimp } from '@pc/contract/duimp';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { findUnknownDuimpCodes } from '../../src/core/ingestion/ingest-duimp.ts';
import { duimpVersions } from '../../src/db/schema/duimp.ts';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { webhookEvents } from '../../src/db/schema/webhooks.ts';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { ANA, COMPANY_A, COMPANY_B, P, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const NUMBER = '26BR00016589107';

/** A registered DUIMP of process 42 (P.di): a MAPA LPCO in exigência with its open requirement. */
const duimpOf = (overrides: Partial<TIngestDuimpInput> = {}): TIngestDuimpInput => ({
  number: NUMBER,
  version: 1,
  situation: 'AGUARDANDO_PARAMETRIZACAO',
  licensingSituation: 'PENDENTE',
  cargoControl: 'ARMAZENADA',
  registeredOn: '2026-11-24',
  lpcos: [{ number: 'I2600012345', agency: 'MAPA', status: 'EM_EXIGENCIA', requestedOn: '2026-11-18' }],
  requirements: [
    {
      agency: 'MAPA',
      text: 'Apresentar o certificado fitossanitário original.',
      openedOn: '2026-11-25',
      dueOn: '2026-12-02',
      lpcoNumber: 'I2600012345',
    },
  ],
  taxes: [
    { tax: 'II', calculated: 14465.06, due: 14465.06, suspended: 0, paid: 14465.06, status: 'RECOLHIDO' },
  ],
  ...overrides,
});

/**
 * The DUIMP of the Portal Único through the ingestion API: versions kept by (process, number, version),
 * the process's DUIMP columns kept in step through the change trail, the webhooks' outbox, and the
 * customer's read of the current version.
 */
describe('the DUIMP of a process (ingestion and the customer’s read)', () => {
  let ctx: TTestApp;
  let service: Record<string, string>;
  let ana: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertProcessFixtures(database.db) });
    service = await createServiceHeader({ db: ctx.database.db, config: ctx.config });
    ana = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A] }),
    );
  });
  afterAll(() => ctx.close());

  const put = (identification: number, body: unknown, headers = service) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/integration/processes/${identification}/duimp`,
      headers,
      payload: body as Record<string, unknown>,
    });
  const putOk = async (identification: number, body: unknown) => {
    const response = await put(identification, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TIngestDuimpResponse>();
  };
  const read = (processId: number, headers = ana) =>
    ctx.app.inject({ method: 'GET', url: `/api/public/customer/processes/${processId}/duimp`, headers });
  const readOk = async (processId: number) => {
    const response = await read(processId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TProcessDuimpResponse>();
  };
  const processRow = async (id: number) => {
    const [row] = await ctx.database.db.select().from(processes).where(eq(processes.id, id));
    if (!row) throw new Error(`process ${id} is missing`);
    return row;
  };
  const eventsOf = async (processId: number) =>
    (
      await ctx.database.db
        .select({ type: webhookEvents.type, data: webhookEvents.data })
        .from(webhookEvents)
        .where(
          and(
            inArray(webhookEvents.type, ['duimp.updated', 'lpco.requirement_opened']),
            sql`(${webhookEvents.data} ->> 'processId')::int = ${processId}`,
          ),
        )
        .orderBy(asc(webhookEvents.id))
    ).map((row) => ({ type: row.type, data: row.data as Record<string, unknown> }));

  it('creates a version, answers unchanged for the same document (however its absent fields are sent), updated for a changed one', async () => {
    expect(await putOk(42, duimpOf())).toEqual({ result: 'created', version: 1, versions: 1 });
    expect(await putOk(42, duimpOf())).toEqual({ result: 'unchanged', version: 1, versions: 1 });
    // Left-out fields are null and left-out lists empty: sent explicitly, the document is the same.
    const explicit = {
      ...duimpOf(),
      channel: null,
      taxAuthorityResult: null,
      clearedOn: null,
      agencyResults: [],
    };
    expect(await putOk(42, explicit)).toEqual({ result: 'unchanged', version: 1, versions: 1 });
    expect(await putOk(42, duimpOf({ situation: 'EM_ANALISE_FISCAL', channel: 'AMARELO' }))).toEqual({
      result: 'updated',
      version: 1,
      versions: 1,
    });
    const rows = await ctx.database.db.select().from(duimpVersions).where(eq(duimpVersions.processId, P.di));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyId: COMPANY_A,
      number: NUMBER,
      version: 1,
      situation: 'EM_ANALISE_FISCAL',
      licensingSituation: 'PENDENTE',
      channel: 'AMARELO',
    });
    expect(rows[0]?.document).toEqual(
      ZIngestDuimp.parse(duimpOf({ situation: 'EM_ANALISE_FISCAL', channel: 'AMARELO' })),
    );
  });

  it('keeps the process’s DUIMP columns in step from the current version, through the change trail', async () => {
    const process = await processRow(P.di);
    expect(process).toMatchObject({
      duimp: true,
      duimpIdentification: NUMBER,
      duimpChannel: 'AMARELO',
      duimpRegistryDate: '2026-11-24',
      duimpResourcefulnessDate: null,
    });
    // The header search finds the process by its DUIMP number.
    expect(process.searchText).toContain(NUMBER.toLowerCase());
    const trail = await ctx.database.db
      .select({
        field: processChanges.field,
        oldValue: processChanges.oldValue,
        newValue: processChanges.newValue,
        source: processChanges.source,
        author: processChanges.author,
      })
      .from(processChanges)
      .where(eq(processChanges.processId, P.di))
      .orderBy(asc(processChanges.id));
    // The fixture's DUIMP registry day (2020-01-01) was replaced by the document's; then the channel arrived.
    expect(trail).toEqual([
      {
        field: 'duimpRegistryDate',
        oldValue: '2020-01-01',
        newValue: '2026-11-24',
        source: 'INGESTION',
        author: 'ERP',
      },
      { field: 'duimpChannel', oldValue: null, newValue: 'AMARELO', source: 'INGESTION', author: 'ERP' },
    ]);

    // The clearance reaches the process (and its trail) the same way.
    await putOk(42, duimpOf({ situation: 'DESEMBARACADA', channel: 'AMARELO', clearedOn: '2026-11-27' }));
    expect(await processRow(P.di)).toMatchObject({ duimpResourcefulnessDate: '2026-11-27' });
    const [cleared] = await ctx.database.db
      .select({ newValue: processChanges.newValue })
      .from(processChanges)
      .where(and(eq(processChanges.processId, P.di), eq(processChanges.field, 'duimpResourcefulnessDate')));
    expect(cleared?.newValue).toBe('2026-11-27');
  });

  it('keeps older versions when a new one arrives; the new one is current, for the process and the customer', async () => {
    const rectified = duimpOf({
      version: 2,
      situation: 'DESEMBARACADA',
      channel: 'VERMELHO',
      clearedOn: '2026-11-28',
      rectifications: [{ version: 2, date: '2026-11-26', reason: 'Peso líquido corrigido.' }],
    });
    expect(await putOk(42, rectified)).toEqual({ result: 'created', version: 2, versions: 2 });
    expect(await processRow(P.di)).toMatchObject({
      duimpChannel: 'VERMELHO',
      duimpResourcefulnessDate: '2026-11-28',
    });

    const answer = await readOk(P.di);
    expect(answer.data).toMatchObject({
      number: NUMBER,
      version: 2,
      situation: 'DESEMBARACADA',
      channel: 'VERMELHO',
      rectifications: [{ version: 2, date: '2026-11-26', reason: 'Peso líquido corrigido.' }],
      receivedAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
    });
    expect(answer.versions.map(({ number, version, situation }) => ({ number, version, situation }))).toEqual(
      [
        { number: NUMBER, version: 2, situation: 'DESEMBARACADA' },
        { number: NUMBER, version: 1, situation: 'DESEMBARACADA' },
      ],
    );

    // A late change to version 1 is stored, but version 2 stays current: the process does not move back.
    expect(await putOk(42, duimpOf({ situation: 'ENTREGUE', channel: 'VERDE' }))).toEqual({
      result: 'updated',
      version: 1,
      versions: 2,
    });
    expect(await processRow(P.di)).toMatchObject({ duimpChannel: 'VERMELHO' });
    expect((await readOk(P.di)).data?.version).toBe(2);
  });

  it('stores an unknown code and answers it as sent; an unknown channel leaves the process’s channel as it was', async () => {
    const body = duimpOf({
      number: '26BR00000012345',
      version: 3,
      situation: 'AGUARDANDO_NOVA_ETAPA',
      channel: 'LARANJA',
      taxAuthorityResult: 'EM_REVISAO',
      agencyResults: [{ agency: 'MAPA', result: 'PARCIALMENTE_DEFERIDO' }],
      lpcos: [{ number: 'I2600099999', agency: 'NOVO_ORGAO', status: 'EM_REANALISE' }],
      requirements: [],
      taxes: [{ tax: 'II', calculated: 10, due: 10, suspended: 0, paid: 0, status: 'PARCELADO' }],
    });
    expect(await putOk(43, body)).toMatchObject({ result: 'created', versions: 1 });
    const answer = await readOk(P.duimp);
    expect(answer.data).toMatchObject({
      situation: 'AGUARDANDO_NOVA_ETAPA',
      channel: 'LARANJA',
      taxAuthorityResult: 'EM_REVISAO',
      agencyResults: [{ agency: 'MAPA', result: 'PARCIALMENTE_DEFERIDO' }],
      lpcos: [{ agency: 'NOVO_ORGAO', status: 'EM_REANALISE' }],
      taxes: [{ tax: 'II', status: 'PARCELADO' }],
    });
    // The fixture's AMARELO stays: the process's channel holds only the channels it knows.
    expect(await processRow(P.duimp)).toMatchObject({
      duimpChannel: 'AMARELO',
      duimpRegistryDate: '2026-11-24',
    });
    // What the route logs (info): each unknown code with its field.
    expect(findUnknownDuimpCodes(ZIngestDuimp.parse(body))).toEqual([
      { field: 'situation', code: 'AGUARDANDO_NOVA_ETAPA' },
      { field: 'channel', code: 'LARANJA' },
      { field: 'taxAuthorityResult', code: 'EM_REVISAO' },
      { field: 'agencyResults.result', code: 'PARCIALMENTE_DEFERIDO' },
      { field: 'lpcos.agency', code: 'NOVO_ORGAO' },
      { field: 'lpcos.status', code: 'EM_REANALISE' },
      { field: 'taxes.status', code: 'PARCELADO' },
    ]);
  });

  it('writes duimp.updated and each new requirement’s lpco.requirement_opened to the outbox, never twice', async () => {
    const events = await eventsOf(P.di);
    // Created, updated, updated (clearance), created (version 2), updated (late version 1).
    expect(events.filter((event) => event.type === 'duimp.updated').map((event) => event.data)).toEqual([
      expect.objectContaining({
        companyId: COMPANY_A,
        processId: P.di,
        reference: expect.any(String) as string,
        version: 1,
        result: 'created',
        isCurrent: true,
      }),
      expect.objectContaining({ version: 1, result: 'updated', isCurrent: true, channel: 'AMARELO' }),
      expect.objectContaining({ version: 1, result: 'updated', isCurrent: true, clearedOn: '2026-11-27' }),
      expect.objectContaining({ version: 2, result: 'created', isCurrent: true, channel: 'VERMELHO' }),
      expect.objectContaining({ version: 1, result: 'updated', isCurrent: false, situation: 'ENTREGUE' }),
    ]);
    // The requirement came once: the later documents of the number already had it.
    expect(
      events.filter((event) => event.type === 'lpco.requirement_opened').map((event) => event.data),
    ).toEqual([
      expect.objectContaining({
        processId: P.di,
        number: NUMBER,
        version: 1,
        agency: 'MAPA',
        text: 'Apresentar o certificado fitossanitário original.',
        openedOn: '2026-11-25',
        dueOn: '2026-12-02',
        answeredOn: null,
        lpcoNumber: 'I2600012345',
      }),
    ]);

    // Version 3 answers the known requirement and brings a new one: only the new one is opened.
    const known = duimpOf().requirements?.[0];
    if (!known) throw new Error('the document has a requirement');
    await putOk(
      42,
      duimpOf({
        version: 3,
        requirements: [
          { ...known, answeredOn: '2026-11-29' },
          { agency: 'ANVISA', text: 'Apresentar a licença de funcionamento.', openedOn: '2026-11-29' },
          { agency: 'ANVISA', text: 'Apresentar a licença de funcionamento.', openedOn: '2026-11-29' },
        ],
      }),
    );
    const opened = (await eventsOf(P.di)).filter((event) => event.type === 'lpco.requirement_opened');
    expect(opened.map((event) => [event.data.agency, event.data.version])).toEqual([
      ['MAPA', 1],
      ['ANVISA', 3],
    ]);
    // The same document again writes nothing more.
    const before = (await eventsOf(P.di)).length;
    await putOk(
      42,
      duimpOf({
        version: 3,
        requirements: [
          { ...known, answeredOn: '2026-11-29' },
          { agency: 'ANVISA', text: 'Apresentar a licença de funcionamento.', openedOn: '2026-11-29' },
          { agency: 'ANVISA', text: 'Apresentar a licença de funcionamento.', openedOn: '2026-11-29' },
        ],
      }),
    );
    expect(await eventsOf(P.di)).toHaveLength(before);
  });

  it('answers 404 to a limited client for another company’s process, and writes nothing', async () => {
    const client = await createServiceClient({
      db: ctx.database.db,
      name: 'ERP da B',
      companyIds: [COMPANY_B],
    });
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    const limited = authHeader(token.json<{ access_token: string }>().access_token);
    const outside = await put(44, duimpOf({ number: '26BR00000000044' }), limited);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ message: 'Processo não encontrado.' });
    expect(
      await ctx.database.db.select().from(duimpVersions).where(eq(duimpVersions.processId, P.concluded)),
    ).toEqual([]);
    // Its own company's process is written.
    const inside = await put(77, duimpOf({ number: '26BR00000000077' }), limited);
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('answers the customer data null without a DUIMP, and 404 for another company’s process', async () => {
    expect(await readOk(P.concluded)).toEqual({ data: null, versions: [] });
    const foreign = await read(P.foreign);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Processo não encontrado.' });
  });

  it('refuses a bad number or version with a pt-BR message, writing nothing', async () => {
    const badNumber = await put(42, duimpOf({ number: '26/1234567-8' }));
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json<{ message: string }>().message).toContain(
      'Informe number como o número da DUIMP: 2 dígitos do ano, BR e 11 dígitos (26BR00016589107).',
    );
    const badVersion = await put(42, duimpOf({ version: 100 }));
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json<{ message: string }>().message).toContain(
      'Informe version como inteiro de 0 a 99.',
    );
    const unknownField = await put(42, { ...duimpOf(), canal: 'VERDE' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json<{ message: string }>().message).toContain('Campo desconhecido: canal.');
  });
});
