import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANDED_COST_NOT_ENTITLED_MESSAGE,
  type TLandedCost,
  type TProcessLandedCostResponse,
} from '@pc/contract/landed-cost';
import { COST_COMPONENT_LABELS, COST_COMPONENTS, TAX_REGIME_RULES } from '@pc/contract/landed-cost-rules';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { declarationItems } from '../../src/db/schema/declaration-items.ts';
import { processExpenses } from '../../src/db/schema/process-expenses.ts';
import { LANDED_COST_EMPTY_MESSAGE } from '../../src/features/processes/landed-cost-service.ts';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { ANA, BRUNO, COMPANY_A, COMPANY_B, P, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { NOTEBOOKS, PRESSES, WORKED_DECLARATION, WORKED_EXPENSES } from '../helpers/landed-cost-example.ts';
import { readSheets } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);

/** The fixtures' CNPJs (the company id padded with zeros). */
const CNPJ_A = '00000000000003';
const CNPJ_B = '00000000000007';
/** The processes' reference numbers (the ingestion API's identification): 42 = P.di, 43 = P.duimp… */
const ID = { worked: 42, empty: 43, mixed: 44, foreign: 77 } as const;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The worked example's lines under Lucro Real with the expenses spread by VMLD (5 : 3). */
const NOTEBOOKS_COST = {
  itemNumber: 1,
  ncm: '84713012',
  productCode: 'NB-14',
  productDescription: 'Notebook 14"',
  quantity: 100,
  unit: 'UN',
  components: {
    vmld: 50000,
    ii: 8000,
    ipi: 8700,
    pis: 1050,
    cofins: 4825,
    antidumping: 0,
    siscomexFee: 100,
    icms: 14000,
    expenses: 2500.02,
  },
  totals: { gross: 89175.02, credits: 28575, net: 60600.02 },
  unitComponents: {
    vmld: 500,
    ii: 80,
    ipi: 87,
    pis: 10.5,
    cofins: 48.25,
    antidumping: 0,
    siscomexFee: 1,
    icms: 140,
    expenses: 25.0002,
  },
  unitTotals: { gross: 891.7502, credits: 285.75, net: 606.0002 },
};
const PRESSES_COST = {
  itemNumber: 2,
  ncm: '84629100',
  productCode: 'PR-200',
  productDescription: 'Prensa hidráulica',
  quantity: 3,
  unit: 'UN',
  components: {
    vmld: 30000,
    ii: 5400,
    ipi: 1770,
    pis: 630,
    cofins: 2895,
    antidumping: 1500,
    siscomexFee: 100,
    icms: 8000,
    expenses: 1500.02,
  },
  totals: { gross: 51795.02, credits: 13295, net: 38500.02 },
  unitComponents: {
    vmld: 10000,
    ii: 1800,
    ipi: 590,
    pis: 210,
    cofins: 965,
    antidumping: 500,
    siscomexFee: 33.3333,
    icms: 2666.6667,
    expenses: 500.0067,
  },
  unitTotals: { gross: 17265.0067, credits: 4431.6667, net: 12833.34 },
};
const PROCESS_COMPONENTS = {
  vmld: 80000,
  ii: 13400,
  ipi: 10470,
  pis: 1680,
  cofins: 7720,
  antidumping: 1500,
  siscomexFee: 200,
  icms: 22000,
  expenses: 4000.04,
};

const sumOf = (values: readonly number[]) =>
  Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;

/**
 * The landed cost (custo de nacionalização) through the API: the ERP sends a process's expenses, its
 * declaration items with product, quantity and unit, and the company's settings (allocation, tax
 * regime, the landedCost entitlement); the customer reads the cost per item and per unit, and
 * downloads the planilha. One app for the file: each step builds on the state the previous one left.
 */
describe('the landed cost of a process (ingestion, read and planilha)', () => {
  let ctx: TTestApp;
  let erp: Record<string, string>;
  /** A user of company A (3) only; of company B (7) only. */
  let ana: Record<string, string>;
  let bruno: Record<string, string>;

  /** A service client limited to company B, with its token from the client-credentials grant. */
  const limitedClientHeader = async () => {
    const client = await createServiceClient({
      db: ctx.database.db,
      name: 'ERP filial',
      companyIds: [COMPANY_B],
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode, response.body).toBe(200);
    return authHeader(response.json<{ access_token: string }>().access_token);
  };

  const putExpenses = (identification: number, body: unknown, headers = erp) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/integration/processes/${identification}/expenses`,
      headers,
      payload: body as Record<string, unknown>,
    });
  const putExpensesOk = async (identification: number, expenses: unknown[]) => {
    const response = await putExpenses(identification, { expenses });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: string; expenses: number }>();
  };
  const putDeclaration = (identification: number, body: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/integration/processes/${identification}/declaration`,
      headers: erp,
      payload: body as Record<string, unknown>,
    });
  const putCompany = (cnpj: string, body: Record<string, unknown>, headers = erp) =>
    ctx.app.inject({ method: 'PUT', url: `/api/integration/companies/${cnpj}`, headers, payload: body });
  const putCompanyOk = async (cnpj: string, body: Record<string, unknown>) => {
    const response = await putCompany(cnpj, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: string }>().result;
  };
  /** Company A's settings as the ERP sends them (its name and entitlement kept). */
  const settleCompanyA = (landedCost: Record<string, unknown>) =>
    putCompanyOk(CNPJ_A, { name: 'Hércules Máquinas Ltda', landedCost });

  const getLandedCost = (processId: number, headers = ana) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${processId}/landed-cost`,
      headers,
    });
  const readCost = async (processId: number, headers = ana): Promise<TLandedCost | null> => {
    const response = await getLandedCost(processId, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TProcessLandedCostResponse>().data;
  };
  const readWorkedCost = async (): Promise<TLandedCost> => {
    const cost = await readCost(P.di);
    if (!cost) throw new Error('the worked example has no landed cost');
    return cost;
  };
  const exportCost = (processId: number, headers = ana) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${processId}/landed-cost/export`,
      headers,
    });

  const storedExpenses = (processId: number) =>
    ctx.database.db
      .select({
        lineNumber: processExpenses.lineNumber,
        category: processExpenses.category,
        description: processExpenses.description,
        amount: processExpenses.amount,
        spentOn: processExpenses.spentOn,
        isTaxDeductible: processExpenses.isTaxDeductible,
        cashRequest: processExpenses.cashRequest,
      })
      .from(processExpenses)
      .where(and(eq(processExpenses.companyId, COMPANY_A), eq(processExpenses.processId, processId)))
      .orderBy(asc(processExpenses.lineNumber));
  const storedSettings = async (companyId: number) =>
    (
      await ctx.database.db
        .select({
          hasLandedCost: companies.hasLandedCost,
          allocation: companies.landedCostAllocation,
          taxRegime: companies.taxRegime,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
    )[0];

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        // Company A starts without the landed cost: the ERP grants it below (company B keeps the demo's).
        await database.db.update(companies).set({ hasLandedCost: false }).where(eq(companies.id, COMPANY_A));
      },
    });
    erp = await createServiceHeader({ db: ctx.database.db, config: ctx.config });
    ana = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A] }),
    );
    bruno = authHeader(
      await createAccessToken({ config: ctx.config, userId: BRUNO.id, companyIds: [COMPANY_B] }),
    );
  });
  afterAll(() => ctx.close());

  describe('PUT /api/integration/processes/{identification}/expenses', () => {
    it('creates the set, keeps the same set unchanged, replaces a changed one and clears it with an empty list', async () => {
      expect(await putExpensesOk(ID.worked, WORKED_EXPENSES)).toEqual({ result: 'created', expenses: 3 });
      expect(await storedExpenses(P.di)).toEqual([
        {
          lineNumber: 1,
          category: 'afrmm',
          description: null,
          amount: '1000.00',
          spentOn: '2026-11-21',
          isTaxDeductible: true,
          cashRequest: 'NUM-2026-0142',
        },
        {
          lineNumber: 2,
          category: 'armazenagem',
          description: 'Armazenagem Santos (1º período)',
          amount: '2000.04',
          spentOn: '2026-11-24',
          isTaxDeductible: true,
          cashRequest: null,
        },
        {
          lineNumber: 3,
          category: 'honorarios',
          description: 'Honorários de despacho',
          amount: '1000.00',
          spentOn: '2026-11-25',
          isTaxDeductible: false,
          cashRequest: null,
        },
      ]);

      // The same set: unchanged, however its absent fields are sent (null, '', padded text).
      expect(await putExpensesOk(ID.worked, WORKED_EXPENSES)).toEqual({ result: 'unchanged', expenses: 3 });
      const explicit = WORKED_EXPENSES.map((expense, index) => ({
        description: index === 0 ? '' : null,
        cashRequest: null,
        ...expense,
        ...(expense.description ? { description: `  ${expense.description} ` } : {}),
      }));
      expect(await putExpensesOk(ID.worked, explicit)).toEqual({ result: 'unchanged', expenses: 3 });

      // A changed amount, and the order counts: updated, the set replaced whole.
      const changed = [{ ...WORKED_EXPENSES[0], amount: 1500.5 }, ...WORKED_EXPENSES.slice(1)];
      expect(await putExpensesOk(ID.worked, changed)).toEqual({ result: 'updated', expenses: 3 });
      expect((await storedExpenses(P.di)).map((row) => row.amount)).toEqual([
        '1500.50',
        '2000.04',
        '1000.00',
      ]);
      const reordered = [...WORKED_EXPENSES].reverse();
      expect(await putExpensesOk(ID.worked, reordered)).toEqual({ result: 'updated', expenses: 3 });
      expect((await storedExpenses(P.di)).map((row) => row.category)).toEqual([
        'honorarios',
        'armazenagem',
        'afrmm',
      ]);

      expect(await putExpensesOk(ID.worked, [])).toEqual({ result: 'updated', expenses: 0 });
      expect(await storedExpenses(P.di)).toEqual([]);
      expect(await putExpensesOk(ID.worked, [])).toEqual({ result: 'unchanged', expenses: 0 });

      // The worked example's set again, for the reads below.
      expect(await putExpensesOk(ID.worked, WORKED_EXPENSES)).toEqual({ result: 'created', expenses: 3 });
    });

    it('answers 404 to a limited client for a process of another company, and writes its own company’s', async () => {
      const limited = await limitedClientHeader();
      const foreign = await putExpenses(ID.worked, { expenses: [] }, limited);
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect(foreign.json()).toMatchObject({ message: 'Processo não encontrado.' });
      const own = await putExpenses(ID.foreign, { expenses: WORKED_EXPENSES.slice(0, 1) }, limited);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toEqual({ result: 'created', expenses: 1 });
      // The refused call wrote nothing.
      expect(await storedExpenses(P.di)).toHaveLength(3);

      const missing = await putExpenses(999_999, { expenses: [] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Processo não encontrado.' });
    });

    it('refuses a user’s token: the ingestion API takes a service client’s', async () => {
      const response = await putExpenses(ID.worked, { expenses: [] }, ana);
      expect(response.statusCode).toBe(401);
    });

    const good = WORKED_EXPENSES[0];
    it.each([
      [
        'a bad category',
        { ...good, category: 'frete' },
        'category',
        'Informe category como um destes valores: afrmm, armazenagem, capatazia, freteInternacional, seguro, freteRodoviario, honorarios, sda, taxasPortuarias, demurrage, outros.',
      ],
      ['a negative amount', { ...good, amount: -0.01 }, 'amount', 'amount não pode ser negativo.'],
      [
        'an amount with 3 decimal places',
        { ...good, amount: 10.005 },
        'amount',
        'amount tem no máximo 2 casas decimais.',
      ],
      ['an amount as text', { ...good, amount: '10,00' }, 'amount', 'Informe amount como número (em reais).'],
      ['a huge amount', { ...good, amount: 1e14 }, 'amount', 'amount é grande demais.'],
      [
        'a date not in yyyy-MM-dd',
        { ...good, date: '21/11/2026' },
        'date',
        'Informe date no formato yyyy-MM-dd.',
      ],
      ['a day that does not exist', { ...good, date: '2026-02-30' }, 'date', 'date: data inexistente.'],
      ['no date', { ...good, date: undefined }, 'date', 'Informe date no formato yyyy-MM-dd.'],
      [
        'no isTaxDeductible',
        { ...good, isTaxDeductible: undefined },
        'isTaxDeductible',
        'Informe isTaxDeductible como true ou false.',
      ],
      [
        'a description too long',
        { ...good, description: 'x'.repeat(201) },
        'description',
        'description deve ter no máximo 200 caracteres.',
      ],
    ])('answers 400 in pt-BR for %s', async (_case, expense, field, message) => {
      const response = await putExpenses(ID.worked, { expenses: [good, expense] });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ code: string; message: string; details: unknown[] }>();
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.message).toContain(message);
      expect(body.details).toContainEqual({ path: `body.expenses.1.${field}`, message });
      // Nothing written: the worked example's set stays.
      expect(await storedExpenses(P.di)).toHaveLength(3);
    });

    it('takes an amount of 2 places however large, up to the maximum', async () => {
      const response = await putExpenses(ID.worked, {
        expenses: [...WORKED_EXPENSES, { ...good, amount: 10000000000.03 }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedExpenses(P.di)).toHaveLength(4);
      expect((await putExpenses(ID.worked, { expenses: WORKED_EXPENSES })).statusCode).toBe(200);
    });

    it('answers 400 in pt-BR for a body without a list', async () => {
      const response = await putExpenses(ID.worked, { expenses: 'nenhuma' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        'Informe expenses como uma lista de despesas.',
      );
      const tooMany = await putExpenses(ID.worked, { expenses: Array.from({ length: 501 }, () => good) });
      expect(tooMany.statusCode, tooMany.body).toBe(400);
      expect(tooMany.json<{ message: string }>().message).toContain(
        'Informe no máximo 500 despesas por processo.',
      );
    });
  });

  describe('PUT …/declaration with product, quantity and unit', () => {
    const storedItems = (processId: number) =>
      ctx.database.db
        .select({
          itemNumber: declarationItems.itemNumber,
          productCode: declarationItems.productCode,
          productDescription: declarationItems.productDescription,
          quantity: declarationItems.quantity,
          unit: declarationItems.unit,
        })
        .from(declarationItems)
        .where(eq(declarationItems.processId, processId))
        .orderBy(asc(declarationItems.itemNumber));

    it('stores each item’s product, quantity and unit; the same declaration again is unchanged', async () => {
      const created = await putDeclaration(ID.worked, WORKED_DECLARATION);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toEqual({ result: 'created', items: 2 });
      expect(await storedItems(P.di)).toEqual([
        {
          itemNumber: 1,
          productCode: 'NB-14',
          productDescription: 'Notebook 14"',
          quantity: '100.00000',
          unit: 'UN',
        },
        {
          itemNumber: 2,
          productCode: 'PR-200',
          productDescription: 'Prensa hidráulica',
          quantity: '3.00000',
          unit: 'UN',
        },
      ]);
      expect((await putDeclaration(ID.worked, WORKED_DECLARATION)).json()).toEqual({
        result: 'unchanged',
        items: 2,
      });
      // Only the quantity or the product changed: updated, as any other field of the item.
      const changed = { ...WORKED_DECLARATION, items: [{ ...NOTEBOOKS, quantity: 100.5 }, PRESSES] };
      expect((await putDeclaration(ID.worked, changed)).json()).toEqual({ result: 'updated', items: 2 });
      expect((await storedItems(P.di))[0]?.quantity).toBe('100.50000');
      const renamed = { ...WORKED_DECLARATION, items: [NOTEBOOKS, { ...PRESSES, productCode: 'PR-201' }] };
      expect((await putDeclaration(ID.worked, renamed)).json()).toEqual({ result: 'updated', items: 2 });
      expect((await putDeclaration(ID.worked, WORKED_DECLARATION)).json()).toEqual({
        result: 'updated',
        items: 2,
      });
      expect((await storedItems(P.di)).map((item) => [item.productCode, item.quantity])).toEqual([
        ['NB-14', '100.00000'],
        ['PR-200', '3.00000'],
      ]);
    });

    it('still takes an item without them (stored as null), beside one with a fractional quantity', async () => {
      const {
        productCode: _code,
        productDescription: _description,
        quantity: _quantity,
        unit: _unit,
        ...bare
      } = PRESSES;
      const response = await putDeclaration(ID.mixed, {
        registryDate: '2026-11-20',
        items: [{ ...NOTEBOOKS, quantity: 12.5, unit: 'KG' }, bare],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ result: 'created', items: 2 });
      expect(await storedItems(P.concluded)).toEqual([
        {
          itemNumber: 1,
          productCode: 'NB-14',
          productDescription: 'Notebook 14"',
          quantity: '12.50000',
          unit: 'KG',
        },
        { itemNumber: 2, productCode: null, productDescription: null, quantity: null, unit: null },
      ]);
    });

    it.each([
      [{ quantity: 0 }, 'Informe quantity como número maior que zero.'],
      [{ quantity: '3' }, 'Informe quantity como número maior que zero.'],
      // Stored with 5 places: 0,000001 would be kept as zero.
      [{ quantity: 0.000001 }, 'quantity tem no máximo 5 casas decimais.'],
      [{ unit: 'U'.repeat(21) }, 'unit deve ter no máximo 20 caracteres.'],
      [{ productCode: 'P'.repeat(61) }, 'productCode deve ter no máximo 60 caracteres.'],
    ])('answers 400 in pt-BR for a bad item field (%#)', async (overrides, message) => {
      const response = await putDeclaration(ID.worked, {
        ...WORKED_DECLARATION,
        items: [{ ...NOTEBOOKS, ...overrides }],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });
  });

  describe('PUT /api/integration/companies/{cnpj} with the landed cost', () => {
    it('grants the entitlement with the allocation and the tax regime; the same again is unchanged', async () => {
      // Not entitled yet: the process reads as missing.
      const before = await getLandedCost(P.di);
      expect(before.statusCode).toBe(404);
      expect(before.json()).toMatchObject({ message: LANDED_COST_NOT_ENTITLED_MESSAGE });

      const body = {
        name: 'Hércules Máquinas Ltda',
        entitlements: { landedCost: true },
        landedCost: { allocation: 'vmld', taxRegime: 'lucroReal' },
      };
      expect(await putCompanyOk(CNPJ_A, body)).toBe('updated');
      expect(await storedSettings(COMPANY_A)).toEqual({
        hasLandedCost: true,
        allocation: 'vmld',
        taxRegime: 'lucroReal',
      });
      expect(await putCompanyOk(CNPJ_A, body)).toBe('unchanged');
      // Settings not sent keep theirs.
      expect(await putCompanyOk(CNPJ_A, { name: 'Hércules Máquinas Ltda' })).toBe('unchanged');
      expect(await putCompanyOk(CNPJ_A, { name: 'Hércules Máquinas Ltda', landedCost: {} })).toBe(
        'unchanged',
      );
      expect(await storedSettings(COMPANY_A)).toEqual({
        hasLandedCost: true,
        allocation: 'vmld',
        taxRegime: 'lucroReal',
      });
    });

    it('creates a company with its settings, and a limited client may send its own company’s', async () => {
      const created = await putCompany('11222333000181', {
        name: 'Nova Importadora Ltda',
        entitlements: { landedCost: true },
        landedCost: { allocation: 'weight', taxRegime: 'simplesNacional' },
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ result: 'created', cnpj: '11222333000181' });
      expect(await storedSettings(created.json<{ id: number }>().id)).toEqual({
        hasLandedCost: true,
        allocation: 'weight',
        taxRegime: 'simplesNacional',
      });

      const limited = await limitedClientHeader();
      const own = await putCompany(
        CNPJ_B,
        { name: 'Aurora Têxtil Ltda', landedCost: { taxRegime: 'lucroPresumido' } },
        limited,
      );
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ result: 'updated' });
      expect(await storedSettings(COMPANY_B)).toMatchObject({
        allocation: 'vmld',
        taxRegime: 'lucroPresumido',
      });
    });

    it.each([
      [{ allocation: 'peso' }, 'Informe landedCost.allocation como vmld, weight, quantity.'],
      [
        { taxRegime: 'lucro' },
        'Informe landedCost.taxRegime como lucroReal, lucroPresumido, simplesNacional ou null.',
      ],
      [{ regime: 'lucroReal' }, 'Campo desconhecido em landedCost: regime.'],
      ['vmld', 'Informe landedCost como um objeto com allocation e taxRegime.'],
    ])('answers 400 in pt-BR for bad settings (%#)', async (landedCost, message) => {
      const response = await putCompany(CNPJ_A, { name: 'Hércules Máquinas Ltda', landedCost });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });
  });

  describe('GET /api/public/customer/processes/{id}/landed-cost', () => {
    it('reproduces the worked example: expenses by VMLD, Lucro Real credits, per-unit values', async () => {
      const cost = await readWorkedCost();
      expect(cost).toEqual({
        allocation: 'vmld',
        appliedAllocation: 'vmld',
        taxRegime: 'lucroReal',
        creditedComponents: ['ipi', 'pis', 'cofins', 'icms'],
        components: PROCESS_COMPONENTS,
        totals: { gross: 140970.04, credits: 41870, net: 99100.04 },
        expensesTotal: 4000.04,
        items: [NOTEBOOKS_COST, PRESSES_COST],
        expenses: [
          {
            category: 'afrmm',
            description: null,
            amount: 1000,
            date: '2026-11-21',
            isTaxDeductible: true,
            cashRequest: 'NUM-2026-0142',
          },
          {
            category: 'armazenagem',
            description: 'Armazenagem Santos (1º período)',
            amount: 2000.04,
            date: '2026-11-24',
            isTaxDeductible: true,
            cashRequest: null,
          },
          {
            category: 'honorarios',
            description: 'Honorários de despacho',
            amount: 1000,
            date: '2026-11-25',
            isTaxDeductible: false,
            cashRequest: null,
          },
        ],
      });
    });

    it('adds the items’ components up to the process’s, and the components up to the gross', async () => {
      const cost = await readWorkedCost();
      for (const component of COST_COMPONENTS) {
        expect(cost.components[component], component).toBe(
          sumOf(cost.items.map((item) => item.components[component])),
        );
      }
      expect(sumOf(COST_COMPONENTS.map((component) => cost.components[component]))).toBe(cost.totals.gross);
      for (const item of cost.items) {
        expect(sumOf(COST_COMPONENTS.map((component) => item.components[component]))).toBe(item.totals.gross);
      }
      expect(sumOf(cost.items.map((item) => item.totals.gross))).toBe(cost.totals.gross);
      expect(sumOf(cost.items.map((item) => item.totals.credits ?? 0))).toBe(cost.totals.credits);
    });

    it('follows the company’s allocation: by gross weight (2 : 3), by quantity (100 : 3)', async () => {
      expect(await settleCompanyA({ allocation: 'weight' })).toBe('updated');
      const byWeight = await readWorkedCost();
      expect(byWeight).toMatchObject({
        allocation: 'weight',
        appliedAllocation: 'weight',
        taxRegime: 'lucroReal',
      });
      expect(byWeight.items.map((item) => item.components.expenses)).toEqual([1600.02, 2400.02]);
      expect(byWeight.totals).toEqual({ gross: 140970.04, credits: 41870, net: 99100.04 });

      expect(await settleCompanyA({ allocation: 'quantity' })).toBe('updated');
      const byQuantity = await readWorkedCost();
      expect(byQuantity).toMatchObject({ allocation: 'quantity', appliedAllocation: 'quantity' });
      // 1 000 → 970,87 + 29,13; 2 000,04 → 1 941,79 + 58,25; 1 000 → 970,87 + 29,13.
      expect(byQuantity.items.map((item) => item.components.expenses)).toEqual([3883.53, 116.51]);
      expect(byQuantity.components.expenses).toBe(4000.04);
      expect(byQuantity.totals.gross).toBe(140970.04);
    });

    it('follows the company’s tax regime: Lucro Presumido, Simples Nacional, none', async () => {
      expect(await settleCompanyA({ allocation: 'vmld', taxRegime: 'lucroPresumido' })).toBe('updated');
      const presumido = await readWorkedCost();
      expect(presumido.creditedComponents).toEqual(['ipi', 'icms']);
      expect(presumido.items.map((item) => item.totals.net)).toEqual([66475.02, 42025.02]);
      expect(presumido.totals).toEqual({ gross: 140970.04, credits: 32470, net: 108500.04 });

      expect(await settleCompanyA({ taxRegime: 'simplesNacional' })).toBe('updated');
      const simples = await readWorkedCost();
      expect(simples.creditedComponents).toEqual([]);
      expect(simples.totals).toEqual({ gross: 140970.04, credits: 0, net: 140970.04 });
      expect(simples.items.map((item) => item.totals)).toEqual([
        { gross: 89175.02, credits: 0, net: 89175.02 },
        { gross: 51795.02, credits: 0, net: 51795.02 },
      ]);

      expect(await settleCompanyA({ taxRegime: null })).toBe('updated');
      const unknown = await readWorkedCost();
      expect(unknown).toMatchObject({ taxRegime: null, creditedComponents: [] });
      expect(unknown.totals).toEqual({ gross: 140970.04, credits: null, net: null });
      expect(unknown.items[0]?.totals.net).toBeNull();
      expect(unknown.items[0]?.unitTotals).toEqual({ gross: 891.7502, credits: null, net: null });

      expect(await settleCompanyA({ taxRegime: 'lucroReal' })).toBe('updated');
      expect((await readWorkedCost()).totals).toEqual({ gross: 140970.04, credits: 41870, net: 99100.04 });
    });

    it('an item without a quantity has no unit cost, and the quantity allocation falls back to VMLD', async () => {
      expect(await settleCompanyA({ allocation: 'quantity' })).toBe('updated');
      await putExpensesOk(ID.mixed, [
        { category: 'sda', amount: 80, date: '2026-11-22', isTaxDeductible: true },
      ]);
      const cost = await readCost(P.concluded);
      expect(cost).toMatchObject({ allocation: 'quantity', appliedAllocation: 'vmld', expensesTotal: 80 });
      const [first, second] = cost?.items ?? [];
      // 80 by VMLD 5 : 3.
      expect(first).toMatchObject({ quantity: 12.5, unit: 'KG', components: { expenses: 50 } });
      expect(first?.unitTotals?.gross).toBe(6938);
      expect(second).toMatchObject({
        productCode: null,
        productDescription: null,
        quantity: null,
        unit: null,
        components: { expenses: 30 },
        unitComponents: null,
        unitTotals: null,
      });
      expect(await settleCompanyA({ allocation: 'vmld' })).toBe('updated');
    });

    it('answers data null for a process of an entitled company without declaration items', async () => {
      expect(await readCost(P.duimp)).toBeNull();
      // Expenses alone do not make a cost.
      await putExpensesOk(ID.empty, WORKED_EXPENSES);
      expect(await readCost(P.duimp)).toBeNull();
    });

    it('answers 404 for a process outside the user’s companies, and for a company without the entitlement', async () => {
      expect(
        await putDeclaration(ID.foreign, WORKED_DECLARATION).then((response) => response.statusCode),
      ).toBe(200);
      // Bruno's company B is entitled (the demo's): he reads it; Ana, of company A only, does not.
      expect((await readCost(P.foreign, bruno))?.totals.gross).toBe(137970);
      for (const response of [await getLandedCost(P.foreign), await exportCost(P.foreign)]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Processo não encontrado.' });
      }

      expect(
        await putCompanyOk(CNPJ_B, { name: 'Aurora Têxtil Ltda', entitlements: { landedCost: false } }),
      ).toBe('updated');
      for (const response of [await getLandedCost(P.foreign, bruno), await exportCost(P.foreign, bruno)]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Processo não encontrado.' });
      }
      // A user of both companies still reads the entitled one's.
      const both = authHeader(
        await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A, COMPANY_B] }),
      );
      expect((await getLandedCost(P.foreign, both)).statusCode).toBe(404);
      expect((await readCost(P.di, both))?.totals.gross).toBe(140970.04);

      const missing = await getLandedCost(999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Processo não encontrado.' });
    });
  });

  describe('GET …/landed-cost/export', () => {
    const HEADERS = [
      'Adição',
      'NCM',
      'Produto',
      'Descrição',
      'Quantidade',
      'Unidade',
      'VMLD',
      'II',
      'IPI',
      'PIS',
      'COFINS',
      'Antidumping',
      'Taxa Siscomex',
      'ICMS',
      'Despesas rateadas',
      'Custo bruto',
      'Créditos',
      'Custo líquido',
      'Custo unitário bruto',
      'Custo unitário líquido',
      ...COST_COMPONENTS.map((component) => `${COST_COMPONENT_LABELS[component]} por unidade`),
    ];
    const GROSS_COLUMN = HEADERS.indexOf('Custo bruto') + 1;
    let bytes: Buffer;

    beforeAll(async () => {
      const response = await exportCost(P.di);
      expect(response.statusCode, response.body).toBe(200);
      bytes = response.rawPayload;
    });

    it('answers the planilha custo-nacionalizacao.xlsx', async () => {
      const response = await exportCost(P.di);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="custo-nacionalizacao.xlsx"; filename*=UTF-8''custo-nacionalizacao.xlsx`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('holds one row per item and a Total row whose Custo bruto is the process’s gross', async () => {
      const sheets = await readSheets(bytes);
      expect([...sheets.keys()]).toEqual(['Custo por item', 'Despesas', 'Regras']);
      const sheet = sheets.get('Custo por item');
      if (!sheet) throw new Error('no Custo por item sheet');
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(values(1)).toEqual(HEADERS);
      expect(sheet.rowCount).toBe(4);
      const lineOf = (item: typeof NOTEBOOKS_COST) => [
        item.itemNumber,
        item.ncm,
        item.productCode,
        item.productDescription,
        item.quantity,
        item.unit,
        ...COST_COMPONENTS.map((component) => item.components[component]),
        item.totals.gross,
        item.totals.credits,
        item.totals.net,
        item.unitTotals.gross,
        item.unitTotals.net,
        ...COST_COMPONENTS.map((component) => item.unitComponents[component]),
      ];
      expect(values(2)).toEqual(lineOf(NOTEBOOKS_COST));
      expect(values(3)).toEqual(lineOf(PRESSES_COST));
      expect(sheet.getRow(2).getCell(GROSS_COLUMN).numFmt).toBe('#,##0.00');
      expect(sheet.getRow(2).getCell(HEADERS.indexOf('Custo unitário bruto') + 1).numFmt).toBe('#,##0.0000');

      const total = sheet.getRow(4);
      expect(total.getCell(1).value).toBe('Total');
      expect(total.getCell(2).value).toBe('2 adições');
      expect(total.getCell(GROSS_COLUMN).value).toEqual({ formula: 'SUM(P2:P3)', result: 140970.04 });
      expect(total.getCell(HEADERS.indexOf('Despesas rateadas') + 1).value).toEqual({
        formula: 'SUM(O2:O3)',
        result: 4000.04,
      });
      expect(total.getCell(HEADERS.indexOf('Créditos') + 1).value).toMatchObject({ result: 41870 });
      expect(total.getCell(HEADERS.indexOf('Custo líquido') + 1).value).toMatchObject({ result: 99100.04 });
    });

    it('lists the expenses with their total, and the rules the figures follow', async () => {
      const sheets = await readSheets(bytes);
      const expenses = sheets.get('Despesas');
      const rules = sheets.get('Regras');
      if (!expenses || !rules) throw new Error('a sheet is missing');
      const values = (sheet: typeof expenses, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(values(expenses, 1)).toEqual([
        'Categoria',
        'Descrição',
        'Data',
        'Valor',
        'Dedutível',
        'Numerário',
      ]);
      expect(values(expenses, 2)).toEqual([
        'AFRMM',
        'N/I',
        new Date('2026-11-21T00:00:00Z'),
        1000,
        'Sim',
        'NUM-2026-0142',
      ]);
      expect(values(expenses, 4)).toEqual([
        'Honorários do despachante',
        'Honorários de despacho',
        new Date('2026-11-25T00:00:00Z'),
        1000,
        'Não',
        'N/I',
      ]);
      expect(expenses.getRow(5).getCell(1).value).toBe('Total');
      expect(expenses.getRow(5).getCell(2).value).toBe('3 despesas');
      expect(expenses.getRow(5).getCell(4).value).toEqual({ formula: 'SUM(D2:D4)', result: 4000.04 });

      const lines = Array.from(
        { length: rules.rowCount },
        (_, index) => rules.getRow(index + 1).getCell(1).value,
      );
      expect(lines[0]).toBe('Como os valores foram calculados');
      expect(lines).toContain('Despesas rateadas entre as adições proporcional ao VMLD.');
      expect(lines).toContain(TAX_REGIME_RULES.lucroReal);
      expect(lines).toContain('Regime tributário: Lucro Real.');
      expect(lines).toContain('Rateio escolhido: proporcional ao VMLD.');
    });

    it('answers 404 for a process without declaration items', async () => {
      const response = await exportCost(P.duimp);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'Este processo ainda não tem adições registradas para calcular o custo.',
      });
      expect(LANDED_COST_EMPTY_MESSAGE).toBe(
        'Este processo ainda não tem adições registradas para calcular o custo.',
      );
    });

    it('says N/I where an item has no product or quantity, and where the tax regime is not known', async () => {
      expect(await settleCompanyA({ allocation: 'quantity', taxRegime: null })).toBe('updated');
      try {
        const response = await exportCost(P.concluded);
        expect(response.statusCode, response.body).toBe(200);
        const sheets = await readSheets(response.rawPayload);
        const sheet = sheets.get('Custo por item');
        const rules = sheets.get('Regras');
        if (!sheet || !rules) throw new Error('a sheet is missing');
        const cell = (row: number, header: string) =>
          sheet.getRow(row).getCell(HEADERS.indexOf(header) + 1).value;
        expect(sheet.rowCount).toBe(4);
        expect(
          ['Produto', 'Descrição', 'Quantidade', 'Unidade', 'Créditos', 'Custo líquido'].map((header) =>
            cell(3, header),
          ),
        ).toEqual(['N/I', 'N/I', 'N/I', 'N/I', 'N/I', 'N/I']);
        expect(
          ['Custo unitário bruto', 'Custo unitário líquido', 'VMLD por unidade'].map((header) =>
            cell(3, header),
          ),
        ).toEqual(['N/I', 'N/I', 'N/I']);
        expect([cell(2, 'Quantidade'), cell(2, 'Unidade'), cell(2, 'Custo unitário bruto')]).toEqual([
          12.5,
          'KG',
          6938,
        ]);
        expect(cell(2, 'Custo unitário líquido')).toBe('N/I');
        expect(cell(4, 'Custo bruto')).toMatchObject({ formula: 'SUM(P2:P3)', result: 136970 + 80 });
        expect(cell(4, 'Créditos')).toBe('N/I');
        const lines = Array.from(
          { length: rules.rowCount },
          (_, index) => rules.getRow(index + 1).getCell(1).value,
        );
        expect(lines).toContain(
          'Despesas rateadas entre as adições proporcional ao VMLD: o rateio proporcional à quantidade não se aplica, pois há adição sem quantidade informada.',
        );
        expect(lines).toContain(
          'Regime tributário não informado pelo despachante: o custo líquido não é calculado.',
        );
        expect(lines).toContain('Rateio escolhido: proporcional à quantidade.');
      } finally {
        expect(await settleCompanyA({ allocation: 'vmld', taxRegime: 'lucroReal' })).toBe('updated');
      }
    });

    // npm test installs LibreOffice (Debian's libreoffice-calc-nogui) before the API suites run.
    it('LibreOffice opens it: every sheet converts, the Total row’s SUM gives the process’s gross', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pc-landed-cost-'));
      try {
        const file = path.join(dir, 'custo.xlsx');
        await writeFile(file, bytes);
        // The 12th token (-1) writes one CSV per sheet: custo-<sheet>.csv.
        const { stderr } = await run(
          'libreoffice',
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'csv:Text - txt - csv (StarCalc):44,34,76,1,,,false,true,true,false,false,-1',
            '--outdir',
            dir,
            file,
          ],
          { timeout: 120_000 },
        );
        // Nothing to say about the file (Java's absence is the machine's, not the planilha's).
        expect(stderr.split('\n').filter((line) => line.trim() !== '' && !line.includes('javaldx'))).toEqual(
          [],
        );
        const csvOf = async (sheet: string) =>
          (await readFile(path.join(dir, `custo-${sheet}.csv`), 'utf8')).trim().split(/\r?\n/);
        expect((await readdir(dir)).filter((name) => name.endsWith('.csv')).sort()).toEqual([
          'custo-Custo por item.csv',
          'custo-Despesas.csv',
          'custo-Regras.csv',
        ]);
        const items = await csvOf('Custo por item');
        expect(items).toEqual([
          HEADERS.join(','),
          '1,84713012,NB-14,"Notebook 14""",100,UN,"50,000.00","8,000.00","8,700.00","1,050.00","4,825.00",0.00,100.00,"14,000.00","2,500.02","89,175.02","28,575.00","60,600.02",891.7502,606.0002,500.0000,80.0000,87.0000,10.5000,48.2500,0.0000,1.0000,140.0000,25.0002',
          '2,84629100,PR-200,Prensa hidráulica,3,UN,"30,000.00","5,400.00","1,770.00",630.00,"2,895.00","1,500.00",100.00,"8,000.00","1,500.02","51,795.02","13,295.00","38,500.02","17,265.0067","12,833.3400","10,000.0000","1,800.0000",590.0000,210.0000,965.0000,500.0000,33.3333,"2,666.6667",500.0067',
          // The Total row: each money column's SUM, Custo bruto the process's gross.
          'Total,2 adições,,,,,"80,000.00","13,400.00","10,470.00","1,680.00","7,720.00","1,500.00",200.00,"22,000.00","4,000.04","140,970.04","41,870.00","99,100.04",,,,,,,,,,,',
        ]);
        expect(await csvOf('Despesas')).toEqual([
          'Categoria,Descrição,Data,Valor,Dedutível,Numerário',
          'AFRMM,N/I,21/11/2026,"1,000.00",Sim,NUM-2026-0142',
          'Armazenagem,Armazenagem Santos (1º período),24/11/2026,"2,000.04",Sim,N/I',
          'Honorários do despachante,Honorários de despacho,25/11/2026,"1,000.00",Não,N/I',
          'Total,3 despesas,,"4,000.04",,',
        ]);
        expect(await csvOf('Regras')).toContain('Rateio escolhido: proporcional ao VMLD.');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});
