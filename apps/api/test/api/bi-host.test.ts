import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationItems } from '../../src/db/schema/declaration-items.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { signBiToken } from '../../src/core/auth/bi-token.ts';
import { hashPassword } from '../../src/core/auth/password.ts';
import { bearer, requestToken, signInTokens } from '../helpers/auth-requests.ts';
import { createAccessToken } from '../helpers/auth-token.ts';
import { BI_ANA, BI_BRUNO, BI_COMPANY, insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { FIXTURE_PASSWORD } from '../helpers/fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { BI_ANALYTICS_FORBIDDEN_MESSAGE } from '@pc/contract/bi';

const PERIOD = 'data_registro_di_inicial=2026-10-01&data_registro_di_final=2026-11-30';
const FORBIDDEN = BI_ANALYTICS_FORBIDDEN_MESSAGE;

describe('BI host (/bi/*): figures from the analytics store, scoped and allow-listed', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertBiFixtures(database.db) });
  });
  afterAll(() => ctx.close());

  const headersOf = async (user: { id: number; companyIds: number[] }) => {
    const now = new Date();
    return {
      authorization: `Bearer ${await createAccessToken({ config: ctx.config, userId: user.id, companyIds: user.companyIds })}`,
      token: await signBiToken({
        signingKeys: ctx.config.JWT_SIGNING_KEYS,
        userId: user.id,
        sessionVersion: 0,
        now,
        ttlSeconds: 3600,
      }),
    };
  };
  const get = async (url: string, user = BI_ANA) =>
    ctx.app.inject({ method: 'GET', url, headers: await headersOf(user) });
  const dados = async (url: string, user = BI_ANA) => {
    const response = await get(url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dados;
  };

  it('sums taxes, VMLD, ICMS, weights, modes, channels and freight of the allowed companies', async () => {
    expect(await dados(`/bi/valores-impostos?${PERIOD}`)).toEqual({
      ii: 53,
      ipi: 20,
      pis: 8,
      cofins: 36,
      antidumping: 7,
      siscomex: 4,
      total: 128,
    });
    expect(await dados(`/bi/valores-vmld-icms?${PERIOD}`)).toEqual({ total_vmld: 550, total_icms: 80 });
    expect(await dados(`/bi/pesos-importados?${PERIOD}`)).toEqual({ peso_bruto: 42, peso_liquido: 35 });
    expect(await dados(`/bi/processos-por-modal?${PERIOD}`)).toEqual({
      total_processos: 3,
      total_maritimo: 1,
      total_aereo: 1,
      total_rodoviario: 1,
    });
    expect(await dados(`/bi/processos-por-canal?${PERIOD}`)).toEqual({
      total_processos: 3,
      total_amarelo: 1,
      total_verde: 1,
      total_vermelho: 1,
    });
    expect(await dados(`/bi/valores-frete?${PERIOD}`)).toEqual([
      { modal: 'AEREA', total: 20 },
      { modal: 'MARITIMA', total: 10 },
      { modal: 'RODOVIARIA', total: 3 },
    ]);
  });

  it('applies each drawer filter', async () => {
    const vmldWith = async (filter: string) =>
      (await dados(`/bi/valores-vmld-icms?${PERIOD}&${filter}`)).total_vmld as number;
    expect(await vmldWith('modal=AEREA')).toBe(300);
    expect(await vmldWith('companies_ids=7')).toBe(50);
    expect(await vmldWith('moeda_negociada=USD')).toBe(250);
    expect(await vmldWith('incoterm=EXW')).toBe(300);
    expect(await vmldWith('pais_origem=063')).toBe(50);
    expect(await vmldWith('pais_aquisicao=160')).toBe(200);
    expect(await vmldWith(`exportador=${encodeURIComponent('=BERLIN GMBH')}`)).toBe(300);
    expect(await vmldWith('fabricante=ROSARIO%20SA')).toBe(50);
    expect(await vmldWith('urf_despacho=PORTO%20DE%20SANTOS')).toBe(250);
    expect(await vmldWith('urf_entrada=AEROPORTO%20DE%20VIRACOPOS')).toBe(300);
    expect(await vmldWith('recinto=BTP')).toBe(250);
    expect(await vmldWith('modal=')).toBe(550);
    // Not in the spec: DI against DUIMP (process 2 is the one DUIMP).
    expect(await vmldWith('declaracao=DUIMP')).toBe(300);
    expect(await vmldWith('declaracao=DI')).toBe(250);
  });

  it('ranks goods by NCM, origins, exporters and manufacturers by VMLD', async () => {
    const goods = await dados(`/bi/mercadorias-ncm?${PERIOD}`);
    expect(goods.map((row: { codigo_ncm: string; vmld: number }) => [row.codigo_ncm, row.vmld])).toEqual([
      ['84713012', 390],
      ['85171231', 110],
      ['39269090', 50],
    ]);
    expect(goods[0]).toMatchObject({
      id: 1,
      nome_adquirente: 'HÉRCULES MÁQUINAS LTDA',
      ii: 34,
      antidumping: 7,
    });
    expect(await dados(`/bi/paises-origem?${PERIOD}`)).toEqual([
      { id: 1, fabricante_cidade: 'MUNIQUE', fabricante_codigo_pais: '023', total: 300 },
      { id: 2, fabricante_cidade: 'SHENZHEN', fabricante_codigo_pais: '160', total: 200 },
      { id: 3, fabricante_cidade: 'ROSARIO', fabricante_codigo_pais: '063', total: 50 },
    ]);
    const exporters = await dados(`/bi/exportadores?${PERIOD}`);
    expect(exporters.map((row: { exportador_nome: string }) => row.exportador_nome)).toEqual([
      '=BERLIN GMBH',
      'SHENZHEN TECH CO',
      'BUENOS AIRES SA',
    ]);
    const manufacturers = await dados(`/bi/fabricantes?${PERIOD}`);
    expect(manufacturers.map((row: { fabricante_nome: string }) => row.fabricante_nome)).toEqual([
      'MUNICH AG',
      'SHENZHEN TECH CO',
      'ROSARIO SA',
    ]);
  });

  it('counts processes per month beyond 30 days and per day within them', async () => {
    expect(await dados(`/bi/processos-por-periodo?${PERIOD}`)).toEqual([
      { ano: 2026, mes: 10, dia: null, total: 1 },
      { ano: 2026, mes: 11, dia: null, total: 2 },
    ]);
    expect(
      await dados(
        '/bi/processos-por-periodo?data_registro_di_inicial=2026-11-01&data_registro_di_final=2026-11-30',
      ),
    ).toEqual([
      { ano: 2026, mes: 11, dia: 3, total: 1 },
      { ano: 2026, mes: 11, dia: 20, total: 1 },
    ]);
  });

  it('averages lead times per process, with the keys the spec spells, optionally for one mode', async () => {
    expect(await dados(`/bi/lead-times?${PERIOD}`)).toMatchObject({
      'presenca-x-registro': 7,
      'desembaraco-x-carregamento': 3,
      'preseca-x-entrega': 10,
    });
    // No road process: the spec's 0 days, and no process behind any of them.
    expect(await dados(`/bi/lead-times?${PERIOD}&modal=RODOVIARIA`)).toEqual({
      'presenca-x-registro': 0,
      'desembaraco-x-carregamento': 0,
      'preseca-x-entrega': 0,
      processos: { 'presenca-x-registro': 0, 'desembaraco-x-carregamento': 0, 'preseca-x-entrega': 0 },
      duimp: { 'registro-x-canal': 0, processos: 0, 'lpco-pedido-x-deferimento': [] },
    });
  });

  it('gives the map its countries with taxes, NCM counts and the selections by NCM prefix and country', async () => {
    const response = await get(`/bi/valores-mapa-ncm?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      paises: [
        { codigo: '023', pais: 'Alemanha', valor: 354 },
        { codigo: '160', pais: 'China', valor: 248 },
        { codigo: '063', pais: 'Argentina', valor: 76 },
      ],
      ncms: { '84713012': 2, '85171231': 1, '39269090': 1 },
      totais_primeiro_pais: { total_com_impostos: 354 },
      // Process 1 has two NCMs: the NCM counts add up to 4, the processes are 3, as processos-por-modal says.
      total_processos: 3,
      total_processos_periodo: 3,
    });
    const selected = await get(`/bi/valores-mapa-ncm?${PERIOD}&ncm=8471&pais_origem=160,063`);
    expect(selected.json().data).toEqual({
      paises: [{ codigo: '160', pais: 'China', valor: 111 }],
      ncms: { '84713012': 1 },
      totais_primeiro_pais: { total_com_impostos: 111 },
      total_processos: 1,
      total_processos_periodo: 3,
    });
    // The drawer's filters narrow the whole too: the gauge never reads more than its whole.
    const air = await get(`/bi/valores-mapa-ncm?${PERIOD}&modal=AEREA`);
    expect(air.json().data).toMatchObject({ total_processos: 1, total_processos_periodo: 1 });
  });

  it('lists the drawer options of the period, and the country catalogue', async () => {
    const response = await get(`/bi/valores-filtros?${PERIOD}`);
    const valores = response.json().valores;
    expect(valores).toMatchObject({
      incoterms: ['EXW', 'FOB'],
      modais: ['AEREA', 'MARITIMA', 'RODOVIARIA'],
      recintos: ['BTP', 'TECA VIRACOPOS'],
      paises_origem: ['023', '063', '160'],
      declaracoes: ['DI', 'DUIMP'],
    });
    expect(valores.moedas_negociada.map((currency: { codigo: string }) => currency.codigo)).toEqual([
      'EUR',
      'USD',
    ]);
    expect(valores.moedas_negociada[0].moeda).not.toBe('EUR');
    const countries = await dados('/bi/paises');
    expect(countries).toContainEqual({ codigo: '023', sigla: 'DE', nome: 'Alemanha' });
    expect(countries).toContainEqual({ codigo: '998', sigla: 'ZZ', nome: 'Território de teste' });
  });

  it('averages exchange rates per month for a long period and per day for a short one', async () => {
    const long = await dados(`/bi/medias-taxa-cambio?${PERIOD}`);
    expect(long.dolar).toEqual({
      media_periodo: '5.2333',
      periodos: { '2026-10': 5.1, '2026-11': 5.3 },
      cotacoes: [],
    });
    expect(long.euro.periodos).toEqual({ '2026-11': 6 });
    expect(long.libra).toEqual({ media_periodo: '0.0000', periodos: {}, cotacoes: [] });
    expect(long.real.periodos).toEqual({ '2026-10': 1, '2026-11': 1 });
    const short = await dados(
      '/bi/medias-taxa-cambio?data_registro_di_inicial=2026-11-01&data_registro_di_final=2026-11-30',
    );
    expect(short.dolar.cotacoes).toEqual([
      { data_referencia: '2026-11-02', valor_compra: 5.2 },
      { data_referencia: '2026-11-03', valor_compra: 5.4 },
    ]);
  });

  it('answers 403 for a company outside the caller’s or off the allow-list, never its figures', async () => {
    for (const ids of ['500', '999', '3,500']) {
      const response = await get(`/bi/valores-vmld-icms?${PERIOD}&companies_ids=${ids}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error_description).toBeTypeOf('string');
    }
    const bruno = await get(`/bi/valores-vmld-icms?${PERIOD}`, BI_BRUNO);
    expect(bruno.statusCode).toBe(403);
    expect(bruno.json()).toMatchObject({ message: FORBIDDEN, error_description: FORBIDDEN });
  });

  it('answers 401 without the BI token and 400 with error_description for a bad query', async () => {
    const { authorization } = await headersOf(BI_ANA);
    const unauthorised = await ctx.app.inject({
      url: `/bi/valores-impostos?${PERIOD}`,
      headers: { authorization },
    });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json().error_description).toBeTypeOf('string');
    const reversed = await get(
      '/bi/valores-impostos?data_registro_di_inicial=2026-11-30&data_registro_di_final=2026-11-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error_description).toContain('Data final não pode ser menor que data inicial.');
  });

  it('exports the filtered items as analise-operacional.xlsx with real cells and escaped text', async () => {
    const response = await get(`/bi/exportar/exportar-itens?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('analise-operacional.xlsx');
    const sheet = await readFirstSheet(response.rawPayload);
    expect(sheet.rowCount).toBe(5);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(['Data de Registro', 'Adquirente', 'Processo', 'NCM']);
    const column = (name: string) => headers.indexOf(name) + 1;
    const first = sheet.getRow(2);
    expect(first.getCell(column('Data de Registro')).value).toEqual(new Date('2026-10-05T00:00:00Z'));
    expect(first.getCell(column('NCM')).value).toBe('8517.12.31');
    // The process number is a number cell ('0', no separators), not a number-like text Excel flags.
    expect(typeof first.getCell(column('Processo')).value).toBe('number');
    expect(first.getCell(column('Processo')).numFmt).toBe('0');
    expect(first.getCell(column('VMLD (R$)')).value).toBe(110);
    expect(first.getCell(column('VMLD (R$)')).numFmt).toBe('#,##0.00');
    const last = sheet.getRow(5);
    expect(last.getCell(column('Exportador')).value).toEqual({ richText: [{ text: '=BERLIN GMBH' }] });
  });

  it('rebuilds a period from the declarations as a job the web polls; twice never double-counts', async () => {
    await ctx.database.db.update(declarationItems).set({ vmld: '210.00' }).where(eq(declarationItems.id, 1));
    expect((await dados(`/bi/valores-vmld-icms?${PERIOD}`)).total_vmld).toBe(550);

    const runImport = async () => {
      const started = await dados(
        '/processos-importacao/importar-por-periodo-do-gescomex?buscar_cotacoes_moedas=true&data_registro_di_inicial=2026-10-01&data_registro_di_final=2026-10-31&companies_ids=3',
      );
      expect(started).toMatchObject({ status: 'created', progresso: 0 });
      const deadline = Date.now() + 30_000;
      for (;;) {
        const job = await dados(`/processos-importacao/importacoes/${started.id}`);
        if (job.status === 'completed' || job.status === 'failed' || Date.now() > deadline) return job;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    for (let run = 0; run < 2; run += 1) {
      const job = await runImport();
      expect(job).toMatchObject({
        status: 'completed',
        progresso: 1,
        processos_importados: 1,
        itens_importados: 2,
      });
      expect((await dados(`/bi/valores-vmld-icms?${PERIOD}`)).total_vmld).toBe(650);
    }

    const started = await dados(
      '/processos-importacao/importar-por-periodo-do-gescomex?data_registro_di_inicial=2026-10-01&data_registro_di_final=2026-10-31&companies_ids=3',
    );
    // Another user of the same company did not start it.
    const foreign = await get(`/processos-importacao/importacoes/${started.id}`, { id: 2, companyIds: [3] });
    expect(foreign.statusCode).toBe(404);
    const notAllowed = await get(
      '/processos-importacao/importar-por-periodo-do-gescomex?data_registro_di_inicial=2026-10-01&data_registro_di_final=2026-10-31&companies_ids=500',
    );
    expect(notAllowed.statusCode).toBe(403);
  });
});

describe('BI host scope: the user’s live links, not what the BI token was issued with', () => {
  let ctx: TTestApp;
  const VMLD = `/bi/valores-vmld-icms?${PERIOD}`;

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await insertBiFixtures(database.db);
        await database.db
          .update(users)
          .set({ passwordHash: await hashPassword(FIXTURE_PASSWORD) })
          .where(eq(users.id, BI_ANA.id));
      },
    });
  });
  afterAll(() => ctx.close());

  const biSignIn = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/gescomex/auth',
      payload: { email: 'ana@cliente.example', password: FIXTURE_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().auth_data.token as string;
  };
  const biGet = (url: string, headers: { accessToken: string; biToken: string }) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(headers.accessToken), token: headers.biToken },
    });

  it('every call is scoped by the access token’s companies (checked against the session version)', async () => {
    // Issued while Ana sees 3, 7 and 500: the BI token never widens the access token's scope.
    const biToken = await biSignIn();
    const accessToken = await createAccessToken({
      config: ctx.config,
      userId: BI_ANA.id,
      companyIds: [BI_COMPANY.hercules],
      sessionVersion: (await sessionVersionOf(ctx, BI_ANA.id)) ?? 0,
    });
    expect((await biGet(`${VMLD}&companies_ids=7`, { accessToken, biToken })).statusCode).toBe(403);
    expect((await biGet(VMLD, { accessToken, biToken })).json().dados.total_vmld).toBe(500);
  });

  it('a company unlinked from the user leaves the BI at once, even with a fresh access token', async () => {
    const session = await signInTokens(ctx.app, 'ana@cliente.example');
    const biToken = await biSignIn();
    const before = await biGet(`${VMLD}&companies_ids=7`, { accessToken: session.access_token, biToken });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().dados.total_vmld).toBe(50);

    await ctx.database.db
      .delete(userCompanies)
      .where(and(eq(userCompanies.userId, BI_ANA.id), eq(userCompanies.companyId, BI_COMPANY.aurora)));
    const renewed = await requestToken(ctx.app, {
      fields: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(renewed.statusCode).toBe(200);
    const accessToken = renewed.json().access_token as string;

    // The BI token issued before the unlink is over (session version), whatever it carried.
    const stale = await biGet(`${VMLD}&companies_ids=7`, { accessToken, biToken });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({
      error_description: 'Token do BI inválido ou expirado. Entre novamente.',
    });
    expect((await biGet(VMLD, { accessToken, biToken })).statusCode).toBe(401);

    // A new BI sign-in sees company 3 only; company 7 is another company's now.
    const fresh = await biSignIn();
    const foreign = await biGet(`${VMLD}&companies_ids=7`, { accessToken, biToken: fresh });
    expect(foreign.statusCode).toBe(403);
    const all = await biGet(VMLD, { accessToken, biToken: fresh });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().dados.total_vmld).toBe(500);
  });

  it('a password change ends the BI token too', async () => {
    const biToken = await biSignIn();
    const version = (await sessionVersionOf(ctx, BI_ANA.id)) ?? 0;
    const tokenOf = (sessionVersion: number) =>
      createAccessToken({ config: ctx.config, userId: BI_ANA.id, companyIds: [3], sessionVersion });
    expect((await biGet(VMLD, { accessToken: await tokenOf(version), biToken })).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Outra@senha1') })
      .where(eq(users.id, BI_ANA.id));
    const raised = (await sessionVersionOf(ctx, BI_ANA.id)) ?? 0;
    expect(raised).toBeGreaterThan(version);
    // Even with an access token of the new version, the old BI token no longer opens the BI.
    expect((await biGet(VMLD, { accessToken: await tokenOf(raised), biToken })).statusCode).toBe(401);
  });
});

const sessionVersionOf = async (ctx: TTestApp, userId: number) =>
  (await ctx.database.db.select({ sv: users.sessionVersion }).from(users).where(eq(users.id, userId)))[0]?.sv;
