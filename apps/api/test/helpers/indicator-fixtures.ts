import type { TDatabase } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/companies.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { users } from '../../src/db/schema/users.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { demoEntitlementsOf } from '../../src/seed/demo-entitlements.ts';

/**
 * A small hand-made dataset for the Home indicators, with known answers worked out in
 * the comments. Periods used by the tests: November 2026 (a whole month), October 2026 (its
 * comparison month) and 10–20/11/2026 (a non-month period). Every block of processes tests one
 * indicator; the others are "archived" (step 6, concluded on 30/09/2026) so they stay out of the
 * step and type counts.
 */
export const COMPANY = {
  /** Entitled to 'ETD Atrasados' by id. */
  hercules: 3,
  aurora: 7,
  /** Entitled to 'ETD Atrasados' by its data (the seed's rule: the configured CNPJ), not by the spec's id. */
  etdByCnpj: 40,
  /** A CNPJ one digit away from the configured one: not entitled. */
  nearCnpj: 41,
  /** The TRANSIT TIME company. */
  transit: 154,
  /** Nobody's company in the tests: it must never count. */
  foreign: 999,
} as const;

export const ETD_FEDERAL_ID = '11222333000181';

export const REQUESTER = { id: 1, name: 'Ana Souza', email: 'ana@cliente.example' };
export const THROTTLED_REQUESTER = { id: 2, name: 'Bruno Lima', email: 'bruno@cliente.example' };

export const COMPANY_ROWS = [
  { id: COMPANY.hercules, name: 'HÉRCULES MÁQUINAS LTDA', federalId: '33000167000101' },
  { id: COMPANY.aurora, name: 'AURORA TÊXTIL LTDA', federalId: '07000000000107' },
  { id: COMPANY.etdByCnpj, name: 'CLIENTE ETD S.A.', federalId: ETD_FEDERAL_ID },
  { id: COMPANY.nearCnpj, name: 'QUASE ETD LTDA', federalId: '11222333000182' },
  { id: COMPANY.transit, name: 'TRANSITO RÁPIDO LTDA', federalId: '15400000000154' },
  { id: COMPANY.foreign, name: 'OUTRA EMPRESA LTDA', federalId: '99900000000199' },
] as const;

const COUNTRY_ROWS = [
  { code: '160', iso2: 'CN', name: 'China' },
  { code: '361', iso2: 'IN', name: 'Índia' },
  { code: '023', iso2: 'DE', name: 'Alemanha' },
  { code: '399', iso2: 'JP', name: 'Japão' },
];

type TProcessInsert = typeof processes.$inferInsert;
type TProcessFixture = Partial<TProcessInsert> & { id: number; companyId: number };

/** São Paulo wall-clock instant (UTC-3): `spTime('2026-11-20', '23:30')` is 2026-11-21T02:30Z. */
const spTime = (day: string, time = '12:00') => new Date(`${day}T${time}:00-03:00`);

const ARCHIVED = {
  stepId: 6,
  status: 'Cancelado',
  isConcluded: true,
  concludedAt: spTime('2026-09-30'),
  created: spTime('2026-01-10'),
} as const;

const row = (fixture: TProcessFixture): TProcessInsert => ({
  identification: 10_000 + fixture.id,
  typeOfProcess: 'CONTA_E_ORDEM',
  status: 'Em andamento',
  stepId: 7,
  created: spTime('2026-01-10'),
  ...fixture,
});

/**
 * Steps and types (total/all, movimentacaoProcessual): answers in indicators-home.test.ts.
 * p6 concludes at 23:30 of 31/10 (São Paulo), i.e. 02:30Z on 01/11; p5 opens at 23:30 of 20/11
 * (02:30Z on 21/11); p12 opens at 23:00 of 31/10 (02:00Z on 01/11).
 */
export const STEP_PROCESSES: TProcessFixture[] = [
  { id: 1, companyId: 3, stepId: 7, created: spTime('2026-10-15'), typeOfBoarding: 'FCL' },
  { id: 2, companyId: 3, stepId: 1, created: spTime('2026-11-05'), typeOfBoarding: 'FCL' },
  { id: 3, companyId: 7, stepId: 2, created: spTime('2026-09-01'), typeOfBoarding: 'LCL' },
  { id: 4, companyId: 3, stepId: 3, created: spTime('2026-08-01'), typeOfBoarding: 'AEREO' },
  { id: 5, companyId: 3, stepId: 4, created: spTime('2026-11-20', '23:30'), typeOfBoarding: 'RODOVIARIO' },
  {
    id: 6,
    companyId: 3,
    stepId: 5,
    created: spTime('2026-06-01'),
    isConcluded: true,
    concludedAt: spTime('2026-10-31', '23:30'),
    typeOfBoarding: 'BKB',
  },
  {
    id: 7,
    companyId: 3,
    stepId: 5,
    created: spTime('2026-07-01'),
    isConcluded: true,
    concludedAt: spTime('2026-11-10'),
    typeOfBoarding: 'RODOVIARIO',
  },
  { id: 8, companyId: 3, stepId: 11, created: spTime('2026-05-01'), typeOfBoarding: 'BKB' },
  {
    id: 9,
    companyId: 3,
    stepId: 6,
    created: spTime('2026-11-02'),
    isConcluded: true,
    concludedAt: spTime('2026-11-03'),
    typeOfBoarding: 'FCL',
  },
  { id: 10, companyId: 3, stepId: 10, created: spTime('2026-11-03'), typeOfBoarding: 'FCL' },
  { id: 11, companyId: 999, stepId: 2, created: spTime('2026-11-05'), typeOfBoarding: 'FCL' },
  { id: 12, companyId: 3, stepId: 2, created: spTime('2026-10-31', '23:00'), typeOfBoarding: null },
];

/** Lead times, DI/DUIMP channels and storage periods. */
export const DECLARATION_PROCESSES: TProcessFixture[] = [
  {
    // DI: presence→registry 3, clearance→loading 3, loading→delivery 2, delivery→closing 9, readiness→delivery 41.
    id: 21,
    companyId: 3,
    ...ARCHIVED,
    datesGoodsReadinesDate: '2026-10-01',
    datesGoodsPresenceDate: '2026-11-02',
    diRegistryDate: '2026-11-05',
    diChannel: 'VERDE',
    diResourcefulnessDate: '2026-11-06',
    datesGoodsLoadingDate: '2026-11-09',
    datesCustomerDeliverDate: '2026-11-11',
    billingCustomBrokerFinishDate: '2026-11-20',
    storagePeriod: 'PRIMEIRO_PERIODO',
  },
  {
    // DUIMP (its stray DI date and channel must be ignored): 4, 1, 1, no closing, readiness 19.
    id: 22,
    companyId: 7,
    ...ARCHIVED,
    duimp: true,
    datesGoodsReadinesDate: '2026-11-01',
    datesGoodsPresenceDate: '2026-11-10',
    duimpRegistryDate: '2026-11-14',
    duimpChannel: 'AMARELO',
    diRegistryDate: '2026-11-15',
    diChannel: 'VERMELHO',
    duimpResourcefulnessDate: '2026-11-18',
    datesGoodsLoadingDate: '2026-11-19',
    datesCustomerDeliverDate: '2026-11-20',
    storagePeriod: 'SEGUNDO_PERIODO',
  },
  {
    // Registered in October (presence→registry 2); no clearance date (loading skipped); delivered
    // before loading (a data error: skipped); delivery→closing 29 in November.
    id: 23,
    companyId: 3,
    ...ARCHIVED,
    datesGoodsPresenceDate: '2026-10-18',
    diRegistryDate: '2026-10-20',
    diChannel: 'VERMELHO',
    datesGoodsLoadingDate: '2026-11-03',
    datesCustomerDeliverDate: '2026-11-01',
    billingCustomBrokerFinishDate: '2026-11-30',
    storagePeriod: 'TERCEIRO_PERIODO',
  },
  {
    // Another company's: huge spans on every date; must never count.
    id: 24,
    companyId: 999,
    ...ARCHIVED,
    datesGoodsReadinesDate: '2025-01-01',
    datesGoodsPresenceDate: '2025-11-01',
    diRegistryDate: '2026-11-10',
    diChannel: 'CINZA',
    diResourcefulnessDate: '2026-01-01',
    datesGoodsLoadingDate: '2026-11-10',
    datesCustomerDeliverDate: '2026-11-15',
    billingCustomBrokerFinishDate: '2026-11-16',
    storagePeriod: 'OUTROS',
  },
  {
    // presence→registry 10, registered on the last day of November.
    id: 25,
    companyId: 3,
    ...ARCHIVED,
    datesGoodsPresenceDate: '2026-11-20',
    diRegistryDate: '2026-11-30',
    diChannel: 'CINZA',
    storagePeriod: 'OUTROS',
  },
  // Registered without a channel and without a presence date (counts in the DI total only).
  { id: 26, companyId: 3, ...ARCHIVED, diRegistryDate: '2026-11-12' },
];

/** ETD Atrasados: strictly more than 7 days between the initial ETD and the ETD. */
export const ETD_PROCESSES: TProcessFixture[] = [
  { id: 31, companyId: 3, ...ARCHIVED, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-09' },
  { id: 32, companyId: 3, ...ARCHIVED, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-08' },
  { id: 33, companyId: 40, ...ARCHIVED, initialDatesEtd: '2026-10-20', datesEtd: '2026-11-15' },
  { id: 34, companyId: 7, ...ARCHIVED, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-20' },
  { id: 35, companyId: 999, ...ARCHIVED, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-20' },
  { id: 36, companyId: 3, ...ARCHIVED, datesEtd: '2026-11-20' },
  { id: 37, companyId: 3, ...ARCHIVED, initialDatesEtd: '2026-09-01', datesEtd: '2026-10-31' },
  { id: 38, companyId: 41, ...ARCHIVED, initialDatesEtd: '2026-11-01', datesEtd: '2026-11-20' },
];

const transit = (
  id: number,
  companyId: number,
  originCountryCode: string,
  placeOfLoading: string,
  wayOfTransport: 'AEREA' | 'MARITIMA' | 'RODOVIARIA',
  datesDepartureDate: string | null,
  datesArrivalDate: string,
): TProcessFixture => ({
  id,
  companyId,
  ...ARCHIVED,
  originCountryCode,
  placeOfLoading,
  wayOfTransport,
  datesDepartureDate,
  datesArrivalDate,
});

/** Transit time: arrival − departure in days. */
export const TRANSIT_PROCESSES: TProcessFixture[] = [
  transit(41, 154, '160', 'Shanghai', 'MARITIMA', '2026-10-01', '2026-11-05'), // 35
  transit(42, 154, '160', 'Shanghai', 'MARITIMA', '2026-10-10', '2026-11-10'), // 31
  transit(43, 154, '160', 'Ningbo', 'AEREA', '2026-11-01', '2026-11-04'), // 3
  transit(44, 154, '361', 'Chennai', 'MARITIMA', '2026-10-01', '2026-11-02'), // 32
  transit(45, 154, '023', 'Hamburg', 'MARITIMA', '2026-10-15', '2026-11-08'), // 24
  transit(46, 154, '023', 'Hamburg', 'MARITIMA', '2026-10-16', '2026-11-10'), // 25
  transit(47, 154, '399', 'Tokyo', 'AEREA', '2026-10-01', '2026-10-05'), // October
  transit(48, 154, '160', 'Shanghai', 'MARITIMA', null, '2026-11-06'), // no departure
  transit(49, 7, '399', 'Yokohama', 'MARITIMA', '2026-10-01', '2026-11-11'), // 41, company 7
  transit(50, 999, '160', 'Shanghai', 'MARITIMA', '2026-01-01', '2026-11-05'), // foreign
  transit(51, 154, '160', 'Shanghai', 'MARITIMA', '2026-11-10', '2026-11-05'), // arrival before departure
];

export const insertIndicatorFixtures = async (db: TDatabase): Promise<void> => {
  await db.insert(companies).values(
    COMPANY_ROWS.map((company) => ({
      ...company,
      ...demoEntitlementsOf({ ...company, etdIndicatorFederalId: ETD_FEDERAL_ID }),
    })),
  );
  await db
    .insert(users)
    .values([REQUESTER, THROTTLED_REQUESTER].map((user) => ({ ...user, passwordHash: 'x' })));
  await db.insert(processSteps).values([...PROCESS_STEPS]);
  await db.insert(countries).values(COUNTRY_ROWS);
  await db
    .insert(processes)
    .values([...STEP_PROCESSES, ...DECLARATION_PROCESSES, ...ETD_PROCESSES, ...TRANSIT_PROCESSES].map(row));
};
