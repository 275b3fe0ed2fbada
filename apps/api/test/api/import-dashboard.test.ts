import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../helpers/auth-token.ts';
import { processReference } from '@pc/contract/process';
import { BI_ANA, BI_BRUNO, insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { readSheets } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

// The BI fixtures: Ana has companies 3, 7 and 500 (the dashboard has no allow-list), Bruno only 500.
// November 2026 (a whole month) is compared with October 2026.
const NOVEMBER = 'startDate=2026-11-01&endDate=2026-11-30';
const URL = '/api/public/customer/import-dashboard';

describe('Import dashboard: the period against the previous one, from the analytics facts', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertBiFixtures(database.db) });
  });
  afterAll(() => ctx.close());

  const get = async (url: string, user = BI_ANA) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${await createAccessToken({ config: ctx.config, userId: user.id, companyIds: user.companyIds })}`,
      },
    });
  const data = async (url: string, user = BI_ANA) => {
    const response = await get(url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('sums each tax and compares it with the previous month (UP/DOWN and the percentage)', async () => {
    const dashboard = await data(`${URL}?${NOVEMBER}`);
    expect(dashboard.periodo).toEqual({ inicio: '2026-11-01', fim: '2026-11-30' });
    expect(dashboard.periodo_anterior).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
    // November: items 3 (company 3), 4 (company 7) and 5 (company 500); October: items 1 and 2.
    expect(dashboard.total_ii).toEqual({
      periodo_atual: 49,
      periodo_anterior: 14,
      variacao: 'UP',
      porcentagem: 250,
    });
    expect(dashboard.total_ipi).toEqual({
      periodo_atual: 15,
      periodo_anterior: 10,
      variacao: 'UP',
      porcentagem: 50,
    });
    expect(dashboard.total_pis).toEqual({
      periodo_atual: 6,
      periodo_anterior: 4,
      variacao: 'UP',
      porcentagem: 50,
    });
    expect(dashboard.total_confins).toEqual({
      periodo_atual: 27,
      periodo_anterior: 18,
      variacao: 'UP',
      porcentagem: 50,
    });
    expect(dashboard.total_siscomex).toEqual({
      periodo_atual: 3,
      periodo_anterior: 2,
      variacao: 'UP',
      porcentagem: 50,
    });
    expect(dashboard.total_antidumping).toEqual({
      periodo_atual: 7,
      periodo_anterior: 0,
      variacao: 'UP',
      porcentagem: 100,
    });
    // Sea only: November's item 5 (II 10) against October's items 1 and 2 (II 14).
    const sea = await data(`${URL}?${NOVEMBER}&modal=MARITIMA`);
    expect(sea.total_ii).toEqual({
      periodo_atual: 10,
      periodo_anterior: 14,
      variacao: 'DOWN',
      porcentagem: 28.57,
    });
  });

  it('counts processes per mode, sums VMLD with and without taxes, weights and freight', async () => {
    const dashboard = await data(`${URL}?${NOVEMBER}`);
    expect(dashboard.processosPorModal).toEqual({
      total_processos: 3,
      total_maritimo: 1,
      total_aereo: 1,
      total_rodoviario: 1,
    });
    expect(dashboard.vmld).toEqual({
      total_sem_impostos: 5350,
      total_com_impostos: 5457,
      variacao_sem_impostos: 'UP',
      variacao_com_impostos: 'UP',
      porcentagem_sem_impostos: 2575,
      porcentagem_com_impostos: 2100.4,
      vmld_periodo_anterior: { total_sem_impostos: 200, total_com_impostos: 248 },
    });
    expect(dashboard.peso_bruto).toBe(36);
    expect(dashboard.peso_liquido).toBe(30);
    expect(dashboard.frete).toEqual({
      total_periodo_atual: 31,
      total_periodo_anterior: 10,
      variacao: 'UP',
      porcentagem: 210,
      por_modal: [
        { modal: 'MARITIMA', total: 8 },
        { modal: 'AEREA', total: 20 },
        { modal: 'RODOVIARIA', total: 3 },
      ],
    });
  });

  it('averages the exchange rate of the period, of the filtered currency when it has quotes', async () => {
    const dollar = await data(`${URL}?${NOVEMBER}`);
    expect(dollar).toMatchObject({ media_periodo: '5.3000', moeda: 'USD' });
    const euro = await data(`${URL}?${NOVEMBER}&moeda=EUR`);
    expect(euro).toMatchObject({ media_periodo: '6.0000', moeda: 'EUR' });
    expect(euro.vmld.total_sem_impostos).toBe(300);
  });

  it('gives every month and every day of the period its bar, zero when nothing was registered', async () => {
    const dashboard = await data(`${URL}?startDate=2026-10-01&endDate=2026-11-30`);
    expect(dashboard.processosPorMes).toEqual([
      { ano: 2026, mes: 10, total: 1 },
      { ano: 2026, mes: 11, total: 3 },
    ]);
    expect(dashboard.processosPorDia).toHaveLength(61);
    const busy = dashboard.processosPorDia.filter((bar: { total: number }) => bar.total > 0);
    expect(busy).toEqual([
      { ano: 2026, mes: 10, dia: 5, total: 1 },
      { ano: 2026, mes: 11, dia: 3, total: 1 },
      { ano: 2026, mes: 11, dia: 4, total: 1 },
      { ano: 2026, mes: 11, dia: 20, total: 1 },
    ]);
    // Not a whole month: compared with the 61 days just before.
    expect(dashboard.periodo_anterior).toEqual({ inicio: '2026-08-01', fim: '2026-09-30' });
  });

  it('answers zeros for an empty period', async () => {
    const empty = await data(`${URL}?startDate=2024-01-01&endDate=2024-01-31`);
    expect(empty.total_ii).toEqual({ periodo_atual: 0, periodo_anterior: 0, variacao: 'UP', porcentagem: 0 });
    expect(empty.processosPorModal).toEqual({
      total_processos: 0,
      total_maritimo: 0,
      total_aereo: 0,
      total_rodoviario: 0,
    });
    expect(empty.frete.por_modal).toEqual([]);
    expect(empty.media_periodo).toBe('0.0000');
    expect(empty.processosPorMes).toEqual([{ ano: 2024, mes: 1, total: 0 }]);
    expect(empty.processosPorDia).toHaveLength(31);
  });

  it('is scoped to the caller: another company is 403, a narrowed scope sums only it', async () => {
    const foreign = await get(`${URL}?${NOVEMBER}&customerIds=999`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Você não tem acesso à empresa 999 informada em customerIds.');
    const bruno = await data(`${URL}?${NOVEMBER}`, BI_BRUNO);
    expect(bruno.vmld.total_sem_impostos).toBe(5000);
    const aurora = await data(`${URL}?${NOVEMBER}&customerIds=7`);
    expect(aurora.processosPorModal.total_rodoviario).toBe(1);
    expect(aurora.vmld.total_sem_impostos).toBe(50);
  });

  it('says in pt-BR what is wrong with the period and the filters', async () => {
    const reversed = await get(`${URL}?startDate=2026-11-30&endDate=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Data final não pode ser menor que data inicial.');
    const badDate = await get(`${URL}?startDate=30/11/2026&endDate=2026-11-30`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('Informe startDate no formato yyyy-MM-dd.');
    const tooLong = await get(`${URL}?startDate=2020-01-01&endDate=2026-11-30`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('O período pode ter no máximo 731 dias.');
    const badMode = await get(`${URL}?${NOVEMBER}&modal=NAVIO`);
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().message).toContain('Informe modal como AEREA, MARITIMA ou RODOVIARIA.');
    const hugeId = await get(`${URL}?${NOVEMBER}&customerIds=99999999999999999999`);
    expect(hugeId.statusCode).toBe(400);
    const foreign = await get(`${URL}?${NOVEMBER}&customerIds=999999`);
    expect(foreign.statusCode).toBe(403);
    expect((await get(`${URL}?${NOVEMBER}`, { id: 1, companyIds: [] })).statusCode).toBe(200);
  });

  it('lists the processes behind a day bar, a month and a mode slice, in scope', async () => {
    const ids = async (query: string, user = BI_ANA) =>
      (await data(`${URL}/processos?${query}`, user)).map((process: { id: number }) => process.id);
    expect(await ids('startDate=2026-11-20&endDate=2026-11-20')).toEqual([2]);
    expect((await ids(NOVEMBER)).toSorted()).toEqual([2, 3, 4]);
    expect(await ids(`${NOVEMBER}&modal=RODOVIARIA`)).toEqual([3]);
    expect(await ids(NOVEMBER, BI_BRUNO)).toEqual([4]);
    expect(await ids('startDate=2024-01-01&endDate=2024-01-31')).toEqual([]);
    expect((await get(`${URL}/processos?${NOVEMBER}&customerIds=999`)).statusCode).toBe(403);
  });

  it('answers the drill-down a page at a time, sorted and searched as the report', async () => {
    const response = await get(`${URL}/processos?${NOVEMBER}&size=2&sort=reference&desc=true`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.page).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    const all = await data(`${URL}/processos?${NOVEMBER}&size=100&sort=reference&desc=true`);
    expect(body.data.map((process: { id: number }) => process.id)).toEqual(
      all.slice(0, 2).map((process: { id: number }) => process.id),
    );
    const [first] = all as { id: number; typeOfProcess: string; identification: number }[];
    if (!first) throw new Error('no process in November');
    const reference = processReference(first.typeOfProcess, first.identification);
    const found = await data(
      `${URL}/processos?${NOVEMBER}&text=${reference.toLowerCase()}&textColumns=reference`,
    );
    expect(found.map((process: { id: number }) => process.id)).toEqual([first.id]);
  });

  it('exports every process behind a bucket in the list’s order, only in scope', async () => {
    const exportDrill = async (payload: unknown, user = BI_ANA) =>
      ctx.app.inject({
        method: 'POST',
        url: `${URL}/processos/excel`,
        headers: {
          authorization: `Bearer ${await createAccessToken({ config: ctx.config, userId: user.id, companyIds: user.companyIds })}`,
        },
        payload: payload as Record<string, unknown>,
      });
    const query = {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      sort: 'reference',
      desc: 'true',
      size: '1',
    };
    const response = await exportDrill({ query, columns: ['reference'] });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await readFirstSheet(response.rawPayload);
    const references: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) references.push(String(row.getCell(1).value));
    });
    const all = await data(`${URL}/processos?${NOVEMBER}&size=100&sort=reference&desc=true`);
    expect(references).toHaveLength(3);
    expect(references).toEqual(
      all.map((process: { typeOfProcess: string; identification: number }) =>
        processReference(process.typeOfProcess, process.identification),
      ),
    );
    expect(
      (await exportDrill({ query: { ...query, customerIds: '999' }, columns: ['reference'] })).statusCode,
    ).toBe(403);
    expect((await exportDrill({ query, columns: [] })).statusCode).toBe(400);
  });

  it('lists the drawer options of the period, countries and currencies by name', async () => {
    expect(await data(`${URL}/filtros?${NOVEMBER}`)).toEqual({
      modais: ['AEREA', 'MARITIMA', 'RODOVIARIA'],
      incoterms: ['EXW', 'FOB'],
      paises_origem: [
        { codigo: '023', nome: 'Alemanha' },
        { codigo: '063', nome: 'Argentina' },
        { codigo: '160', nome: 'China' },
      ],
      exportadores: ['=BERLIN GMBH', 'BUENOS AIRES SA', 'SHENZHEN TECH CO'],
      moedas: [
        { codigo: 'EUR', moeda: 'Euro' },
        { codigo: 'USD', moeda: 'Dólar americano' },
      ],
      declaracoes: ['DI', 'DUIMP'],
    });
  });

  it('filters DI against DUIMP: each figure of its declarations only, and both add up to the whole', async () => {
    // November: process 2 (company 3, air, red) is the one DUIMP; processes 3 and 4 are DIs.
    const duimp = await data(`${URL}?${NOVEMBER}&declaracao=DUIMP`);
    const di = await data(`${URL}?${NOVEMBER}&declaracao=DI`);
    const all = await data(`${URL}?${NOVEMBER}`);
    expect(duimp.processosPorModal).toEqual({
      total_processos: 1,
      total_maritimo: 0,
      total_aereo: 1,
      total_rodoviario: 0,
    });
    expect(duimp.vmld.total_sem_impostos).toBe(300);
    expect(di.vmld.total_sem_impostos).toBe(5050);
    expect(di.vmld.total_sem_impostos + duimp.vmld.total_sem_impostos).toBe(all.vmld.total_sem_impostos);
    expect(di.processosPorModal.total_processos + duimp.processosPorModal.total_processos).toBe(
      all.processosPorModal.total_processos,
    );
    const refused = await get(`${URL}?${NOVEMBER}&declaracao=DSI`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Informe declaracao como DI ou DUIMP.');
  });

  it('exports every figure per company with number cells and pt-BR headers', async () => {
    const response = await get(`${URL}/exportar?${NOVEMBER}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('painel-importacao.xlsx');
    const sheets = await readSheets(response.rawPayload);
    expect([...sheets.keys()]).toEqual(['Indicadores', 'Processos por mês', 'Processos por dia', 'Filtros']);

    const figures = sheets.get('Indicadores');
    if (!figures) throw new Error('no Indicadores sheet');
    const headers = (figures.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Empresa',
      'CNPJ',
      'Indicador',
      'Unidade',
      'Período atual',
      'Período anterior (P.A.)',
      'Direção',
      'Variação (%)',
    ]);
    const rows = figures
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    const find = (company: string, figure: string) =>
      rows.find((row) => row[0] === company && row[2] === figure) as unknown[];
    expect(find('Todas as empresas', 'II')).toEqual([
      'Todas as empresas',
      undefined,
      'II',
      'R$',
      49,
      14,
      'Alta',
      250,
    ]);
    expect(find('HÉRCULES MÁQUINAS LTDA', 'II')).toEqual([
      'HÉRCULES MÁQUINAS LTDA',
      '33000167000101',
      'II',
      'R$',
      30,
      14,
      'Alta',
      114.29,
    ]);
    expect(find('MAR ABERTO LTDA', 'VMLD sem impostos').slice(4, 6)).toEqual([5000, 0]);
    expect(find('AURORA TÊXTIL LTDA', 'Processos Rodoviário').slice(4)).toEqual([1]);
    expect(find('Todas as empresas', 'Peso bruto').slice(3, 5)).toEqual(['KG', 36]);
    expect(find('Todas as empresas', 'Taxa de câmbio média (USD)')[4]).toBe(5.3);
    // Four row sets (all, then companies 3, 7 and 500 by name) of 19 figures each.
    expect(rows).toHaveLength(4 * 19);
    const moneyCell = figures.getRow(2).getCell(5);
    expect(moneyCell.numFmt).toBe('#,##0.00');

    const days = sheets.get('Processos por dia');
    if (!days) throw new Error('no Processos por dia sheet');
    expect(days.rowCount).toBe(1 + 4 * 30);
    expect(days.getRow(2).getCell(3).value).toEqual(new Date('2026-11-01T00:00:00Z'));
    const filters = sheets.get('Filtros');
    expect(filters?.getRow(2).values).toEqual([undefined, 'Período', '01/11/2026 a 30/11/2026']);
  });
});
