import type { FastifyInstance } from 'fastify';
import type { TIngestDeclarationItem, TIngestInvoice, TIngestProcessInput } from '@pc/contract/integration';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import type { TDatabase } from '../../src/db/client.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { COUNTRIES } from '../../src/seed/countries-data.ts';
import { toDayNumber, toIsoDate } from '../../src/seed/dates.ts';
import { createRng, type TRng } from '../../src/seed/prng.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { advanceIdentitySequences, insertCompanies, insertUser } from './fixtures.ts';

/**
 * A dataset generated from a fixed seed and written through the ingestion API, as the broker's ERP
 * writes a real one: processes at every step (concluded and open, by the derived rule and by an
 * explicit isConcluded), numerários, invoices with instalments, and declarations with items. The
 * companies and the user are the only rows written directly: the analytics allow-list needs known
 * company ids, and signing in needs a known password.
 */
export const INGESTED_TODAY = '2026-11-25';

/** Companies on the Análise Operacional allow-list, so the BI answers for all of them. */
const COMPANY_IDS = [3, 7, 24] as const;

export const INGESTED_USER = { id: 1, email: 'ana@cliente.example', companyIds: [...COMPANY_IDS] };

const cnpjOf = (companyId: number) => String(companyId).padStart(14, '0');

/** Reference rows the ingestion API reads but does not write. */
export const prepareIngestedReference = async (db: TDatabase): Promise<void> => {
  await db.insert(processSteps).values([...PROCESS_STEPS]);
  await db.insert(countries).values([...COUNTRIES]);
  await insertCompanies(
    db,
    COMPANY_IDS.map((id) => ({ id })),
  );
  await insertUser(db, {
    id: INGESTED_USER.id,
    email: INGESTED_USER.email,
    companyIds: INGESTED_USER.companyIds,
  });
  await advanceIdentitySequences(db, ['companies', 'users']);
};

/** Every step a process can be in, Encerramento and the internal ones included. */
const STEP_CYCLE = [7, 1, 2, 3, 4, 11, 5, 5, 5, 6, 9, 10, 2, 3] as const;
const MODES = [
  { wayOfTransport: 'MARITIMA', typeOfBoarding: 'FCL' },
  { wayOfTransport: 'MARITIMA', typeOfBoarding: 'LCL' },
  { wayOfTransport: 'AEREA', typeOfBoarding: 'AEREO' },
  { wayOfTransport: 'RODOVIARIA', typeOfBoarding: 'RODOVIARIO' },
] as const;
const NCMS = ['84713012', '85171231', '39269090', '73181500', '90183119'];
const ORIGINS = ['CN', 'DE', 'US', 'IN'];

const money = (rng: TRng, min: number, max: number) => Math.round(rng.float(min, max) * 100) / 100;

type TGenerated = {
  process: TIngestProcessInput;
  declaration: { registryDate: string; items: TIngestDeclarationItem[] } | null;
  invoice: TIngestInvoice | null;
};

const REGISTERED_STEPS = new Set([3, 4, 11, 5, 6]);

const generateDeclaration = (rng: TRng, registryDay: number, mode: (typeof MODES)[number]) => ({
  registryDate: toIsoDate(registryDay),
  items: Array.from({ length: rng.int(1, 3) }, (_, index) => ({
    itemNumber: index + 1,
    ncm: rng.pick(NCMS),
    vmle: money(rng, 1_000, 50_000),
    vmld: money(rng, 1_000, 60_000),
    freight: money(rng, 0, 5_000),
    insurance: money(rng, 0, 500),
    ii: money(rng, 0, 8_000),
    ipi: money(rng, 0, 3_000),
    pis: money(rng, 0, 1_000),
    cofins: money(rng, 0, 4_000),
    antidumping: rng.chance(0.1) ? money(rng, 0, 2_000) : 0,
    siscomexFee: money(rng, 100, 200),
    icms: money(rng, 0, 9_000),
    grossWeight: money(rng, 10, 20_000),
    netWeight: money(rng, 5, 15_000),
    originCountry: rng.pick(ORIGINS),
    exporterName: rng.pick(['Ningbo Export Co.', 'Hamburg Maschinen GmbH', 'Texas Parts Inc.']),
    incoterm: rng.pick(['FOB', 'EXW', 'CIF']),
    negotiatedCurrency: rng.pick(['USD', 'EUR']),
    transportMode: mode.wayOfTransport,
    channel: rng.pick(['VERDE', 'AMARELO', 'VERMELHO'] as const),
  })),
});

const generateInvoice = (rng: TRng, today: number): TIngestInvoice => {
  const rate = money(rng, 5, 6);
  return {
    currency: 'USD',
    invoiceAmount: money(rng, 5_000, 90_000),
    invoiceDue: rng.chance(0.3) ? toIsoDate(today - rng.int(0, 20)) : null,
    installments: Array.from({ length: rng.int(1, 3) }, (_, index) => {
      const value = money(rng, 1_000, 30_000);
      return {
        parcel: index + 1,
        condition: 'Pagamento à Prazo' as const,
        term: 30 * (index + 1),
        dueDate: toIsoDate(today + rng.int(-40, 40)),
        value,
        valueInBrl: Math.round(value * rate * 100) / 100,
        lastExchangeRate: rate,
      };
    }),
  };
};

/**
 * Encerramento both ways: closed (the broker's closing date, so concluded by the rule) or still
 * being closed; now and then the ERP says isConcluded itself, which is kept whatever the step.
 */
const closingOf = (rng: TRng, stepId: number, today: number): Partial<TIngestProcessInput> => {
  const closing = rng.chance(0.5) ? { billingCustomBrokerFinishDate: toIsoDate(today - rng.int(0, 60)) } : {};
  if (stepId === 5) return { ...closing, ...(rng.chance(0.15) ? { isConcluded: false } : {}) };
  return rng.chance(0.08) ? { isConcluded: true } : {};
};

const generateProcess = (rng: TRng, index: number, today: number): TGenerated => {
  const stepId = STEP_CYCLE[index % STEP_CYCLE.length] ?? 7;
  const mode = rng.pick(MODES);
  const created = today - rng.int(0, 200);
  const eta = created + rng.int(20, 90);
  const hasCash = stepId !== 9 && rng.chance(0.7);
  const registryDay = Math.min(today - 1, created + rng.int(20, 60));
  const process: TIngestProcessInput = {
    identification: 80_000 + index,
    companyCnpj: cnpjOf(COMPANY_IDS[index % COMPANY_IDS.length] ?? 3),
    typeOfProcess: rng.pick(['CONTA_E_ORDEM', 'ENCOMENDA', 'ACESSORIA'] as const),
    status: `Etapa ${stepId}`,
    stepId,
    created: toIsoDate(created),
    ...mode,
    originCountry: rng.pick(ORIGINS),
    invoice: `INV-${80_000 + index}`,
    datesETA: rng.chance(0.8) ? toIsoDate(eta) : null,
    ...(hasCash
      ? {
          estimatedStepCashRequest: toIsoDate(eta - rng.int(0, 10)),
          estimatedStepCashRequestEstimatedValue: money(rng, 1_000, 40_000),
          stepCashRequestEstimatedValue: rng.chance(0.5) ? money(rng, 1_000, 40_000) : 0,
          cashRequestDone: rng.chance(0.4),
        }
      : {}),
    ...closingOf(rng, stepId, today),
  };
  const isRegistered = REGISTERED_STEPS.has(stepId) && registryDay > created;
  return {
    process,
    declaration: isRegistered ? generateDeclaration(rng, registryDay, mode) : null,
    invoice: stepId !== 9 && rng.chance(0.6) ? generateInvoice(rng, today) : null,
  };
};

/** The generated processes (and what hangs from them), the same for the same count. */
export const generateIngestedDataset = (count: number): TGenerated[] => {
  const rng = createRng(0x2026_1125);
  const today = toDayNumber(INGESTED_TODAY);
  return Array.from({ length: count }, (_, index) => generateProcess(rng.fork(index), index, today));
};

type TSend = { method: 'PUT' | 'POST'; url: string; payload: string | object; contentType?: string };

/** Writes the dataset through the ingestion API as a service client; fails on any rejected line. */
export const ingestDataset = async ({
  app,
  db,
  dataset,
}: {
  app: FastifyInstance;
  db: TDatabase;
  dataset: readonly TGenerated[];
}): Promise<void> => {
  const client = await createServiceClient({ db, name: 'ERP (invariantes)', companyIds: null });
  const tokenResponse = await app.inject({
    method: 'POST',
    url: '/api/integration/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  const { access_token: token } = tokenResponse.json<{ access_token: string }>();
  const send = async ({ method, url, payload, contentType = 'application/json' }: TSend) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    if (response.statusCode !== 200 || response.body.includes('"rejected"'))
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  };

  const today = toDayNumber(INGESTED_TODAY);
  const rates = Array.from({ length: 240 }, (_, index) => toIsoDate(today - 200 + index)).flatMap(
    (date, index) => [
      { currency: 'USD', date, buy: 5 + (index % 17) / 100, sell: 5.01 + (index % 17) / 100 },
      { currency: 'EUR', date, buy: 6 + (index % 13) / 100, sell: 6.01 + (index % 13) / 100 },
    ],
  );
  await send({ method: 'PUT', url: '/api/integration/exchange-rates', payload: { rates } });
  await send({
    method: 'POST',
    url: '/api/integration/processes/bulk',
    payload: `${dataset.map(({ process }) => JSON.stringify(process)).join('\n')}\n`,
    contentType: 'application/x-ndjson',
  });
  for (const { process, declaration, invoice } of dataset) {
    const path = `/api/integration/processes/${process.identification}`;
    if (declaration) await send({ method: 'PUT', url: `${path}/declaration`, payload: declaration });
    if (invoice) await send({ method: 'PUT', url: `${path}/invoices/${process.invoice}`, payload: invoice });
  }
};
