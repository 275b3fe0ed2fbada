import { eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIngestDeclarationItem } from '@pc/contract/integration';
import {
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCTS_NOT_ENTITLED_MESSAGE,
  type TProductDetail,
  type TProductList,
} from '@pc/contract/products';
import { companies } from '../../src/db/schema/companies.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { COUNTRIES } from '../../src/seed/countries-data.ts';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { ANA, BRUNO, COMPANY_A, COMPANY_B, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { NOTEBOOKS, PRESSES, WORKED_EXPENSES } from '../helpers/landed-cost-example.ts';
import { readSheets } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const CNPJ_A = '00000000000003';
/** The fixtures' processes by identification: 42 (P.di) in November, 44 (P.concluded) in October. */
const ID = { november: 42, october: 44 } as const;

const item = (base: TIngestDeclarationItem, overrides: Partial<TIngestDeclarationItem>) => ({
  ...base,
  ...overrides,
});

/** The worked example (docs/decisions/0120-landed-cost-arithmetic.md) with suppliers and origins. */
const NOVEMBER_ITEMS = [
  item(NOTEBOOKS, { exporterName: 'Ningbo Export Co.', originCountry: 'CN' }),
  item(PRESSES, { exporterName: 'Stuttgart Pressen GmbH', originCountry: 'DE' }),
  // An item without a product: counted apart, never in the list.
  item(NOTEBOOKS, {
    itemNumber: 3,
    ...{ vmld: 0, vmle: 0, ii: 0, ipi: 0, pis: 0, cofins: 0, siscomexFee: 0, icms: 0 },
    productCode: undefined,
    quantity: undefined,
    unit: undefined,
  }),
];

const EXPENSES = WORKED_EXPENSES;

/** October's notebooks: 50 at a lower VMLD, from another supplier, no expenses. */
const OCTOBER_ITEMS = [
  item(NOTEBOOKS, {
    vmld: 20000,
    vmle: 18000,
    ii: 3200,
    ipi: 3480,
    pis: 420,
    cofins: 1930,
    icms: 5600,
    quantity: 50,
    exporterName: 'Shenzhen Laptops Ltd.',
    originCountry: 'CN',
  }),
];

const NOVEMBER = 'startDate=2026-11-01&endDate=2026-11-30';

/**
 * The Produtos screen's calls: the analytics facts carry each item's product, quantity, share of the
 * expenses and regime credits, so the list's weighted means and a product's per-unit costs are the
 * Custo tab's own figures, and every change the ERP sends (items, expenses, settings) reaches them.
 */
describe('the Produtos calls (landed cost per product over time)', () => {
  let ctx: TTestApp;
  let erp: Record<string, string>;
  let ana: Record<string, string>;
  let bruno: Record<string, string>;

  const put = async (url: string, payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({ method: 'PUT', url, headers: erp, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const get = (url: string, headers = ana) => ctx.app.inject({ method: 'GET', url, headers });
  const list = async (query = NOVEMBER): Promise<TProductList> => {
    const response = await get(`/api/public/customer/products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TProductList }>().data;
  };
  const product = async (code: string, query = NOVEMBER): Promise<TProductDetail> => {
    const response = await get(`/api/public/customer/products/${encodeURIComponent(code)}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TProductDetail }>().data;
  };
  const settleCompanyA = (landedCost: Record<string, unknown>) =>
    put(`/api/integration/companies/${CNPJ_A}`, { name: 'Hércules Máquinas Ltda', landedCost });

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        await database.db.insert(countries).values([...COUNTRIES]);
        await database.db.update(companies).set({ hasLandedCost: true }).where(eq(companies.id, COMPANY_A));
        await database.db.update(companies).set({ hasLandedCost: false }).where(eq(companies.id, COMPANY_B));
      },
    });
    erp = await createServiceHeader({ db: ctx.database.db, config: ctx.config });
    ana = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A] }),
    );
    bruno = authHeader(
      await createAccessToken({ config: ctx.config, userId: BRUNO.id, companyIds: [COMPANY_B] }),
    );
    await settleCompanyA({ allocation: 'vmld', taxRegime: 'lucroReal' });
    await put(`/api/integration/processes/${ID.november}/declaration`, {
      registryDate: '2026-11-20',
      items: NOVEMBER_ITEMS,
    });
    await put(`/api/integration/processes/${ID.october}/declaration`, {
      registryDate: '2026-10-10',
      items: OCTOBER_ITEMS,
    });
    await put(`/api/integration/processes/${ID.november}/expenses`, { expenses: EXPENSES });
  });
  afterAll(() => ctx.close());

  it('lists the products with the weighted mean unit cost of the Custo tab, gross and net of Lucro Real', async () => {
    const data = await list();
    expect(data.total).toBe(2);
    expect(data.itemsWithoutProduct).toBe(1);
    expect(data.previousPeriod).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const [notebooks, presses] = data.products;
    // Costliest first: 89.175,02 before 51.795,02 (the worked example's line totals).
    expect(notebooks).toMatchObject({
      productCode: 'NB-14',
      description: 'Notebook 14"',
      ncm: '84713012',
      unit: 'UN',
      hasMixedUnits: false,
      lastImportDate: '2026-11-20',
      imports: 1,
      quantity: 100,
      grossCost: 89175.02,
      meanUnitCost: 891.7502,
      meanUnitNetCost: 606.0002,
    });
    expect(presses).toMatchObject({ productCode: 'PR-200', grossCost: 51795.02, meanUnitCost: 17265.0067 });
    // October: (20.000 + 3.200 + 3.480 + 420 + 1.930 + 100 + 5.600) ÷ 50 = 694,60 per notebook.
    expect(notebooks?.previousMeanUnitCost).toBe(694.6);
    expect(notebooks?.change).toBeCloseTo((891.7502 - 694.6) / 694.6, 10);
    expect(presses?.previousMeanUnitCost).toBeNull();
    expect(presses?.change).toBeNull();
    expect(data.options).toEqual({
      ncms: ['84629100', '84713012'],
      exportadores: ['Ningbo Export Co.', 'Stuttgart Pressen GmbH'],
      paises_origem: [
        { codigo: expect.any(String), nome: 'Alemanha' },
        { codigo: expect.any(String), nome: 'China' },
      ],
    });
  });

  it('narrows by NCM, supplier and origin', async () => {
    expect((await list(`${NOVEMBER}&ncm=8462`)).products.map((row) => row.productCode)).toEqual(['PR-200']);
    expect(
      (await list(`${NOVEMBER}&exportador=Ningbo%20Export%20Co.`)).products.map((row) => row.productCode),
    ).toEqual(['NB-14']);
    const germany = (await list()).options.paises_origem.find((country) => country.nome === 'Alemanha');
    expect(
      (await list(`${NOVEMBER}&paisOrigem=${germany?.codigo ?? ''}`)).products.map((row) => row.productCode),
    ).toEqual(['PR-200']);
  });

  it('shows a product’s imports costed per unit as the Custo tab, and its suppliers compared', async () => {
    const detail = await product('NB-14', 'startDate=2026-10-01&endDate=2026-11-30');
    expect(detail.imports.map((row) => [row.registryDate, row.exporterName, row.unitCost])).toEqual([
      ['2026-11-20', 'Ningbo Export Co.', 891.7502],
      ['2026-10-10', 'Shenzhen Laptops Ltd.', 694.6],
    ]);
    const [november] = detail.imports;
    expect(november).toMatchObject({
      processNumber: 'PRI00042',
      companyId: COMPANY_A,
      originCountryName: 'China',
      quantity: 100,
      unit: 'UN',
      grossCost: 89175.02,
      credits: 28575,
      taxRegime: 'lucroReal',
      unitNetCost: 606.0002,
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
    });
    // The lowest and highest are the lines' own unit costs, as the tab states them.
    expect(
      detail.suppliers.map((row) => [row.exporterName, row.meanUnitCost, row.minUnitCost, row.maxUnitCost]),
    ).toEqual([
      ['Shenzhen Laptops Ltd.', 694.6, 694.6, 694.6],
      ['Ningbo Export Co.', 891.7502, 891.7502, 891.7502],
    ]);
    expect(detail.months).toEqual([
      { month: '2026-10', meanUnitCost: 694.6, quantity: 50, imports: 1 },
      { month: '2026-11', meanUnitCost: 891.7502, quantity: 100, imports: 1 },
    ]);
    expect([detail.importsTotal, detail.page, detail.size]).toEqual([2, 1, 15]);
    const second = await product('NB-14', 'startDate=2026-10-01&endDate=2026-11-30&page=2&size=1');
    expect(second.imports.map((row) => row.registryDate)).toEqual(['2026-10-10']);
    expect([second.importsTotal, second.page, second.size]).toEqual([2, 2, 1]);
    // Two months: (89.175,02 + 34.730) ÷ 150.
    expect(detail.product.meanUnitCost).toBe(Math.round((123905.02 / 150) * 10_000) / 10_000);
  });

  it('follows the ERP: new expenses, another basis and another regime reach the figures', async () => {
    await put(`/api/integration/processes/${ID.november}/expenses`, { expenses: [EXPENSES[0]] });
    // 1.000 by VMLD (5 : 3 : 0): the notebooks take 625,00.
    const afterExpenses = (await list()).products.find((row) => row.productCode === 'NB-14');
    expect(afterExpenses?.grossCost).toBeCloseTo(86675 + 625, 2);
    await settleCompanyA({ allocation: 'quantity', taxRegime: 'simplesNacional' });
    const [notebooks] = (await list()).products;
    // By quantity the unnamed item (no quantity) sends the basis back to VMLD: the same share.
    expect(notebooks?.grossCost).toBeCloseTo(86675 + 625, 2);
    // Simples Nacional takes no credit: net = gross.
    expect(notebooks?.meanUnitNetCost).toBe(notebooks?.meanUnitCost);
    await settleCompanyA({ taxRegime: null });
    expect((await list()).products[0]?.meanUnitNetCost).toBeNull();
    await settleCompanyA({ allocation: 'vmld', taxRegime: 'lucroReal' });
    await put(`/api/integration/processes/${ID.november}/expenses`, { expenses: EXPENSES });
    expect((await list()).products[0]?.meanUnitCost).toBe(891.7502);
  });

  it('answers 404 for a product outside the filters, 403 outside the entitlement or the companies', async () => {
    const missing = await get(`/api/public/customer/products/NB-99?${NOVEMBER}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(PRODUCT_NOT_FOUND_MESSAGE);
    const notEntitled = await get(`/api/public/customer/products?${NOVEMBER}`, bruno);
    expect(notEntitled.statusCode).toBe(403);
    expect(notEntitled.json<{ message: string }>().message).toBe(PRODUCTS_NOT_ENTITLED_MESSAGE);
    // Bruno's company B is not entitled, so its products (none here) never show to Ana either.
    const foreign = await get(`/api/public/customer/products?${NOVEMBER}&customerIds=${COMPANY_B}`);
    expect(foreign.statusCode).toBe(403);
    const reversed = await get('/api/public/customer/products?startDate=2026-11-30&endDate=2026-11-01');
    expect(reversed.statusCode).toBe(400);
  });

  it('exports the list and a product as spreadsheets whose figures are the screen’s', async () => {
    const listFile = await get(`/api/public/customer/products/export?${NOVEMBER}`);
    expect(listFile.statusCode, listFile.body).toBe(200);
    expect(listFile.headers['content-disposition']).toContain('produtos.xlsx');
    const listSheets = await readSheets(listFile.rawPayload);
    expect([...listSheets.keys()]).toEqual(['Produtos']);
    const rowsOf = (sheet: ExcelJS.Worksheet | undefined) =>
      (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    const listRows = rowsOf(listSheets.get('Produtos'));
    expect(listRows[0]).toContain('Custo unitário médio');
    expect(listRows[1]).toContain('NB-14');
    expect(listRows[1]).toContain(891.7502);
    const productFile = await get(`/api/public/customer/products/NB-14/export?${NOVEMBER}`);
    expect(productFile.statusCode, productFile.body).toBe(200);
    const sheets = await readSheets(productFile.rawPayload);
    expect([...sheets.keys()]).toEqual(['Importações', 'Fornecedores', 'Produto']);
    const [, november] = rowsOf(sheets.get('Importações'));
    expect(november).toContain('PRI00042');
    expect(november).toContain(891.7502);
  });
});
