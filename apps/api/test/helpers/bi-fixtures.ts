import { eq } from 'drizzle-orm';
import type { TAnalyticsStore } from '../../src/core/analytics/analytics-types.ts';
import type { TDatabase } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { demoEntitlementsOf } from '../../src/seed/demo-entitlements.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { declarationItems } from '../../src/db/schema/declaration-items.ts';
import { exchangeRates } from '../../src/db/schema/exchange-rates.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';

/**
 * A hand-made set of declarations for the BI host, with the answers worked out in bi-host.test.ts.
 * Companies 3 and 7 are on the Analytics allow-list, 500 is not, 999 is nobody's. Ana has 3, 7 and
 * 500; Bruno only 500. The period of most tests is 01/10/2026 to 30/11/2026.
 */
export const BI_COMPANY = { hercules: 3, aurora: 7, notAllowed: 500, foreign: 999 } as const;
export const BI_ANA = { id: 1, companyIds: [3, 7, 500] };
export const BI_BRUNO = { id: 2, companyIds: [500] };

type TItem = Partial<typeof declarationItems.$inferInsert> & {
  id: number;
  companyId: number;
  processId: number;
  registryDate: string;
};

const money = (value: number) => value.toFixed(2);

const item = (fixture: TItem & { vmld?: string }): typeof declarationItems.$inferInsert => ({
  itemNumber: 1,
  ncm: '85171231',
  vmle: money(100),
  vmld: money(110),
  freight: money(8),
  insurance: money(2),
  ii: money(10),
  ipi: money(5),
  pis: money(2),
  cofins: money(9),
  antidumping: money(0),
  siscomexFee: money(1),
  icms: money(20),
  grossWeight: '12.000',
  netWeight: '10.000',
  originCountryCode: '160',
  acquisitionCountryCode: '160',
  exporterName: 'SHENZHEN TECH CO',
  exporterCity: 'SHENZHEN',
  exporterCountryCode: '160',
  manufacturerName: 'SHENZHEN TECH CO',
  manufacturerCity: 'SHENZHEN',
  manufacturerCountryCode: '160',
  incoterm: 'FOB',
  negotiatedCurrency: 'USD',
  urfDespacho: 'PORTO DE SANTOS',
  urfEntrada: 'PORTO DE SANTOS',
  recinto: 'BTP',
  transportMode: 'MARITIMA',
  channel: 'VERDE',
  ...fixture,
});

const process = (
  id: number,
  companyId: number,
  fields: Partial<typeof processes.$inferInsert>,
): typeof processes.$inferInsert => ({
  id,
  companyId,
  identification: 20_000 + id,
  typeOfProcess: 'CONTA_E_ORDEM',
  status: 'Em andamento',
  stepId: 7,
  created: new Date('2026-09-01T12:00:00-03:00'),
  ...fields,
});

export const BI_PROCESSES = [
  // Sea, green: presence 01/10 → registry 05/10 (4 days), clearance 06/10 → loading 08/10 (2),
  // presence → delivery 11/10 (10).
  process(1, 3, {
    wayOfTransport: 'MARITIMA',
    diChannel: 'VERDE',
    diRegistryDate: '2026-10-05',
    datesGoodsPresenceDate: '2026-10-01',
    diResourcefulnessDate: '2026-10-06',
    datesGoodsLoadingDate: '2026-10-08',
    datesCustomerDeliverDate: '2026-10-11',
  }),
  // Air, red, a DUIMP: presence 10/11 → registry 20/11 (10), clearance 21/11 → loading 25/11 (4), no delivery.
  process(2, 3, {
    wayOfTransport: 'AEREA',
    duimp: true,
    duimpChannel: 'VERMELHO',
    duimpRegistryDate: '2026-11-20',
    datesGoodsPresenceDate: '2026-11-10',
    duimpResourcefulnessDate: '2026-11-21',
    datesGoodsLoadingDate: '2026-11-25',
  }),
  // Road, yellow, company 7, no milestones.
  process(3, 7, { wayOfTransport: 'RODOVIARIA', diChannel: 'AMARELO', diRegistryDate: '2026-11-03' }),
  process(4, 500, { wayOfTransport: 'MARITIMA', diChannel: 'VERDE', diRegistryDate: '2026-11-04' }),
  process(5, 999, { wayOfTransport: 'MARITIMA', diChannel: 'VERDE', diRegistryDate: '2026-11-05' }),
  // Outside the period.
  process(6, 3, { wayOfTransport: 'MARITIMA', diChannel: 'VERDE', diRegistryDate: '2025-06-10' }),
];

export const BI_ITEMS = [
  item({ id: 1, companyId: 3, processId: 1, registryDate: '2026-10-05' }),
  item({
    id: 2,
    companyId: 3,
    processId: 1,
    itemNumber: 2,
    registryDate: '2026-10-05',
    ncm: '84713012',
    vmle: money(80),
    vmld: money(90),
    freight: money(2),
    ii: money(4),
    grossWeight: '6.000',
    netWeight: '5.000',
  }),
  item({
    id: 3,
    companyId: 3,
    processId: 2,
    registryDate: '2026-11-20',
    ncm: '84713012',
    vmle: money(280),
    vmld: money(300),
    freight: money(20),
    ii: money(30),
    antidumping: money(7),
    originCountryCode: '023',
    acquisitionCountryCode: '023',
    exporterName: '=BERLIN GMBH',
    exporterCountryCode: '023',
    manufacturerName: 'MUNICH AG',
    manufacturerCity: 'MUNIQUE',
    manufacturerCountryCode: '023',
    incoterm: 'EXW',
    negotiatedCurrency: 'EUR',
    urfDespacho: 'AEROPORTO DE VIRACOPOS',
    urfEntrada: 'AEROPORTO DE VIRACOPOS',
    recinto: 'TECA VIRACOPOS',
    transportMode: 'AEREA',
    channel: 'VERMELHO',
  }),
  item({
    id: 4,
    companyId: 7,
    processId: 3,
    registryDate: '2026-11-03',
    ncm: '39269090',
    vmle: money(45),
    vmld: money(50),
    freight: money(3),
    ii: money(9),
    originCountryCode: '063',
    acquisitionCountryCode: '063',
    exporterName: 'BUENOS AIRES SA',
    exporterCountryCode: '063',
    manufacturerName: 'ROSARIO SA',
    manufacturerCity: 'ROSARIO',
    manufacturerCountryCode: '063',
    negotiatedCurrency: 'USD',
    transportMode: 'RODOVIARIA',
    channel: 'AMARELO',
  }),
  item({ id: 5, companyId: 500, processId: 4, registryDate: '2026-11-04', vmld: money(5000) }),
  item({ id: 6, companyId: 999, processId: 5, registryDate: '2026-11-05', vmld: money(7000) }),
  item({ id: 7, companyId: 3, processId: 6, registryDate: '2025-06-10', vmld: money(9000) }),
];

const rate = (currency: 'USD' | 'EUR' | 'GBP', date: string, buy: number) => ({
  currency,
  date,
  buy: buy.toFixed(4),
  sell: (buy + 0.01).toFixed(4),
  modified: new Date('2026-11-23T12:00:00Z'),
});

export const BI_RATES = [
  rate('USD', '2026-10-15', 5.1),
  rate('USD', '2026-11-02', 5.2),
  rate('USD', '2026-11-03', 5.4),
  rate('EUR', '2026-11-03', 6),
  rate('GBP', '2025-06-10', 7),
];

export const insertBiFixtures = async (db: TDatabase): Promise<void> => {
  // The spec's entitlements: 3 and 7 open Analytics, 500 and 999 do not.
  await db.insert(companies).values(
    [
      { id: 3, name: 'HÉRCULES MÁQUINAS LTDA', federalId: '33000167000101' },
      { id: 7, name: 'AURORA TÊXTIL LTDA', federalId: '07000000000107' },
      { id: 500, name: 'MAR ABERTO LTDA', federalId: '50000000000150' },
      { id: 999, name: 'OUTRA EMPRESA LTDA', federalId: '99900000000199' },
    ].map((company) => ({ ...company, ...demoEntitlementsOf(company) })),
  );
  await db.insert(users).values([
    { id: BI_ANA.id, name: 'Ana Souza', email: 'ana@cliente.example', passwordHash: 'x' },
    { id: BI_BRUNO.id, name: 'Bruno Lima', email: 'bruno@cliente.example', passwordHash: 'x' },
  ]);
  await db
    .insert(userCompanies)
    .values([
      ...BI_ANA.companyIds.map((companyId) => ({ userId: BI_ANA.id, companyId })),
      ...BI_BRUNO.companyIds.map((companyId) => ({ userId: BI_BRUNO.id, companyId })),
    ]);
  await db.insert(processSteps).values([...PROCESS_STEPS]);
  await db.insert(countries).values([
    { code: '160', iso2: 'CN', name: 'China (tabela)' },
    { code: '023', iso2: 'DE', name: 'Alemanha (tabela)' },
    { code: '063', iso2: 'AR', name: 'Argentina (tabela)' },
    { code: '998', iso2: 'ZZ', name: 'Território de teste' },
  ]);
  await db.insert(processes).values(BI_PROCESSES);
  await db.insert(declarationItems).values(BI_ITEMS);
  await db.insert(exchangeRates).values(BI_RATES);
};

/** A declaration item of the BI fixtures, and the reference number of its process. */
export const findFirstBiItem = async (db: TDatabase) => {
  const [item] = await db
    .select({
      companyId: declarationItems.companyId,
      processId: declarationItems.processId,
      day: declarationItems.registryDate,
    })
    .from(declarationItems)
    .limit(1);
  if (!item) throw new Error('the BI fixtures hold declaration items');
  const [process] = await db
    .select({ identification: processes.identification })
    .from(processes)
    .where(eq(processes.id, item.processId));
  return { item, process };
};

/** The delivery dates a store holds for the item's process on the item's day. */
export const readDeliveryDates = async (
  store: TAnalyticsStore,
  item: { companyId: number; processId: number; day: string },
): Promise<(string | null)[]> => {
  const dates: (string | null)[] = [];
  const filter = { companyIds: [item.companyId], fromDay: item.day, toDay: item.day };
  for await (const batch of store.exportFacts(filter)) {
    for (const fact of batch) if (fact.processId === item.processId) dates.push(fact.deliveryDate);
  }
  return dates;
};
