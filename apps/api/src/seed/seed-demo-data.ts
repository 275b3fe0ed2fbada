import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase, TDbExecutor } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { countries } from '../db/schema/countries.ts';
import { declarationItems } from '../db/schema/declaration-items.ts';
import { documentLogs, documents, storedFiles } from '../db/schema/documents.ts';
import { exchangeRates } from '../db/schema/exchange-rates.ts';
import { historyItems } from '../db/schema/history.ts';
import { installments, invoices } from '../db/schema/invoices.ts';
import { partners, places } from '../db/schema/partners.ts';
import { processSteps } from '../db/schema/process-steps.ts';
import { processes } from '../db/schema/processes.ts';
import {
  freightQuotationContainers,
  freightQuotationDocuments,
  freightQuotations,
} from '../db/schema/quotations.ts';
import { urgencyChanges } from '../db/schema/audit.ts';
import { userCompanies, users } from '../db/schema/users.ts';
import { makeCnpj } from './cnpj.ts';
import { COUNTRIES } from './countries-data.ts';
import { addMonths, brtInstant, formatBr, toDayNumber, toIsoDate } from './dates.ts';
import { DEMO_PASSWORD, DEMO_SERVICE_CLIENT, DEMO_USERS } from './demo-logins.ts';
import { serviceClients } from '../db/schema/service-clients.ts';
import { buildExchangeTable } from './exchange.ts';
import { buildAvatar, buildCargoPhoto, buildDiXml, buildPdf, buildXlsx } from './files.ts';
import {
  DOCUMENT_TEMPLATES,
  TEMPLATE_VARIANTS,
  generateChunk,
  type TChunk,
  type TExporterRef,
  type TPartnerRef,
  type TPortRef,
  type TSeedContext,
  type TTemplateKey,
} from './generate-processes.ts';
import { createRng } from './prng.ts';
import { seedRecentChanges } from './seed-recent-changes.ts';
import {
  AIRLINES,
  CARRIERS,
  COMPANIES,
  CUSTOMS_BROKERS,
  EXPORTERS,
  FREIGHT_FORWARDERS,
  MANUFACTURERS,
  PORTS,
  PROCESS_STEPS,
  ROAD_BORDER_BY_COUNTRY,
  ROAD_CARRIERS,
  SHIPOWNERS,
  WAREHOUSES,
  type TPartnerSeed,
} from './reference-data.ts';
import { businessDayOf } from '../lib/business-day.ts';

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.ts';

/** Fixed seed of the demo data: the same `today` always yields the same rows. */
export const SEED = 0x5eed_2026;
/** Fixed argon2 salt, so even the password hashes are reproducible (the demo password is public anyway). */
const DEMO_SALT = Buffer.from('portal-dos-clientes-demo', 'utf8');
/** `Algorithm.Argon2id` (a const enum, which erasable TS cannot import). */
const ARGON2ID = 2;

export type TSeedOptions = {
  db: TDbExecutor | TDatabase;
  /** The reference date; a Date is read in UTC. */
  today: Date | string;
  /** Number of processes (default 2,000). */
  processes?: number;
  internalEmailDomain?: string;
  /** Puts every process in these companies (bench runs); default: weighted over all demo companies. */
  processCompanyIds?: readonly number[];
  /**
   * Skips foreign-key triggers while seeding (`session_replication_role = replica`, superuser only),
   * about a third faster for big runs. The generator is covered by tests with the checks on.
   */
  skipForeignKeyChecks?: boolean;
  /** Processes generated and inserted per step (default 1,000). */
  chunkSize?: number;
  logger?: { info: (message: string) => void };
};

export type TSeedSummary = {
  today: string;
  processes: number;
  rows: Record<string, number>;
  totalRows: number;
  seconds: number;
  rowsPerSecond: number;
};

type TRowCounter = Record<string, number>;

const toJsonValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  return value;
};

/**
 * Bulk insert: each batch is one `insert … select from json_populate_recordset($1)` with a single
 * parameter, which is much faster than thousands of bind parameters on both PGlite and PostgreSQL.
 */
const insertAll = async <T extends PgTable>(
  db: TDbExecutor,
  table: T,
  rows: readonly InferInsertModel<T>[],
  counter: TRowCounter,
  batchSize = 2_000,
): Promise<void> => {
  if (rows.length === 0) return;
  const name = getTableName(table);
  // Columns the rows set (absent keys keep their SQL default instead of becoming NULL).
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => first[key] !== undefined)
    .map(([key, column]) => ({ key, name: column.name }));
  const columnList = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const column of columns) {
        const value = (row as Record<string, unknown>)[column.key];
        if (value !== undefined) record[column.name] = toJsonValue(value);
      }
      return record;
    });
    await db.execute(
      sql`insert into ${sql.identifier(name)} (${columnList}) select ${columnList} from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(batch)}::json)`,
    );
  }
  counter[name] = (counter[name] ?? 0) + rows.length;
};

const normalizeToday = (today: Date | string): string =>
  typeof today === 'string' ? toIsoDate(toDayNumber(today)) : businessDayOf(today);

/** True when no company and no user exists (fresh, migrated database). */
export const isDatabaseEmpty = async ({ db }: { db: TDbExecutor | TDatabase }): Promise<boolean> => {
  const result = await db.execute<{ has_rows: boolean }>(
    sql`select (exists (select 1 from companies) or exists (select 1 from users)) as has_rows`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { has_rows: boolean }[] }).rows) as {
    has_rows: boolean;
  }[];
  return rows[0]?.has_rows !== true;
};

const IDENTITY_TABLES = [
  'companies',
  'users',
  'process_steps',
  'partners',
  'places',
  'exchange_rates',
  'processes',
  'invoices',
  'installments',
  'stored_files',
  'documents',
  'document_logs',
  'history_items',
  'freight_quotations',
  'freight_quotation_containers',
  'freight_quotation_documents',
  'declaration_items',
  'urgency_changes',
  'user_access_logs',
  'email_outbox',
  'recovery_codes',
  'refresh_tokens',
] as const;

/** Moves every identity sequence past the explicit ids the seed wrote. */
export const resetIdentitySequences = async (db: TDbExecutor): Promise<void> => {
  for (const table of IDENTITY_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
};

type TTemplateFile = { sha256: string; mimeType: string; content: Buffer };

const buildTemplateFile = async (
  template: TTemplateKey,
  variant: number,
  company: { id: number; name: string; federalId: string },
  todayDay: number,
): Promise<TTemplateFile> => {
  const spec = DOCUMENT_TEMPLATES[template];
  const model = `Modelo ${variant + 1} - ${company.name}`;
  let content: Buffer;
  switch (template) {
    case 'invoice':
    case 'proforma':
      content = buildPdf([
        template === 'invoice' ? 'Commercial Invoice' : 'Proforma Invoice',
        `Buyer: ${company.name}`,
        `CNPJ: ${company.federalId}`,
        `Reference: INV-MODEL-${company.id}-${variant + 1}`,
        'Terms: FOB - payment as agreed',
        'Description of goods / Qty / Unit price / Amount',
        `Document model ${variant + 1} (demo data)`,
      ]);
      break;
    case 'billOfLading':
      content = buildPdf([
        'Bill of Lading',
        `Consignee: ${company.name}`,
        `CNPJ: ${company.federalId}`,
        `B/L model ${variant + 1}`,
        'Port of discharge: Brazil',
        'Freight collect - Shipped on board',
      ]);
      break;
    case 'cashRequest':
      content = buildPdf([
        'Solicitacao de Numerario',
        `Cliente: ${company.name}`,
        `CNPJ: ${company.federalId}`,
        'Impostos federais (II, IPI, PIS, COFINS), taxa Siscomex, ICMS',
        'Despesas portuarias e armazenagem',
        model,
      ]);
      break;
    case 'freightQuote':
      content = buildPdf([
        'Freight Quotation',
        `Customer: ${company.name}`,
        'Ocean freight, BAF, THC origin, BL fee',
        `Quotation model ${variant + 1}`,
      ]);
      break;
    case 'cargoPhoto':
      content = buildCargoPhoto(variant + company.id);
      break;
    case 'packingList':
      content = await buildXlsx(
        {
          name: 'Packing List',
          columns: ['Item', 'Descrição', 'Volumes', 'Peso líquido (kg)', 'Peso bruto (kg)', 'Cubagem (m³)'],
          rows: Array.from({ length: 5 + variant * 3 }, (_, row) => [
            row + 1,
            `Mercadoria ${row + 1} - ${company.name}`,
            10 + row * 3,
            120.5 + row * 14,
            131.25 + row * 15,
            1.2 + row * 0.3,
          ]),
        },
        new Date(Date.UTC(2024, 0, 1, 12)),
      );
      break;
    case 'diExtract':
      content = buildDiXml({
        numeroDI: `MODELO-${variant + 1}`,
        importadorNome: company.name,
        importadorNumero: company.federalId,
        tipoDeclaracao: 'CONSUMO',
        dataGeracao: toIsoDate(todayDay).replace(/-/g, ''),
        observacao: `Extrato de demonstração, modelo ${variant + 1}`,
      });
      break;
  }
  return { sha256: createHash('sha256').update(content).digest('hex'), mimeType: spec.mimeType, content };
};

const toPartnerRows = (seeds: readonly TPartnerSeed[], firstId: number) =>
  seeds.map((seed, index) => ({
    id: firstId + index,
    kind: seed.kind,
    name: seed.name,
    city: seed.city,
    countryCode: seed.countryCode,
    federalId: seed.cnpjRoot ? makeCnpj(seed.cnpjRoot) : null,
  }));

/** Writes the deterministic demo data set (reference data, companies, users and processes). */
export const seedDemoData = async (options: TSeedOptions): Promise<TSeedSummary> => {
  const startedAt = performance.now();
  const today = normalizeToday(options.today);
  const todayDay = toDayNumber(today);
  const processCount = options.processes ?? 2_000;
  const chunkSize = options.chunkSize ?? 1_000;
  const log = options.logger?.info ?? (() => undefined);
  const rng = createRng(SEED);
  const counter: TRowCounter = {};
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID, salt: DEMO_SALT });

  await (options.db as TDatabase).transaction(async (tx) => {
    if (options.skipForeignKeyChecks) {
      // Superuser only (always true on PGlite); on failure the savepoint is rolled back and checks stay on.
      await tx
        .transaction((savepoint) =>
          savepoint.execute(sql.raw('set local session_replication_role = replica')),
        )
        .catch(() =>
          log('sem permissão para desligar as verificações de chave estrangeira; seguindo com elas'),
        );
    }
    // Reference data
    await insertAll(tx, countries, COUNTRIES, counter);
    await insertAll(tx, processSteps, [...PROCESS_STEPS], counter);
    const companyRows = COMPANIES.map((company, index) => ({
      id: company.id,
      federalId: makeCnpj(company.root, company.branch),
      name: company.name,
      isCustomer: company.isCustomer,
      isCustomBroker: company.isCustomBroker,
      createdAt: brtInstant(todayDay - 900 + index * 7, 9, 0),
    }));
    await insertAll(tx, companies, companyRows, counter);

    const exporterRows = toPartnerRows(EXPORTERS, 1);
    const manufacturerRows = toPartnerRows(MANUFACTURERS, 101);
    const forwarderRows = toPartnerRows(FREIGHT_FORWARDERS, 201);
    const shipownerRows = toPartnerRows(SHIPOWNERS, 301);
    const airlineRows = toPartnerRows(AIRLINES, 351);
    const roadCarrierRows = toPartnerRows(ROAD_CARRIERS, 371);
    const carrierRows = toPartnerRows(CARRIERS, 401);
    const warehouseRows = toPartnerRows(WAREHOUSES, 501);
    const brokerRows = toPartnerRows(CUSTOMS_BROKERS, 601);
    await insertAll(
      tx,
      partners,
      [
        ...exporterRows,
        ...manufacturerRows,
        ...forwarderRows,
        ...shipownerRows,
        ...airlineRows,
        ...roadCarrierRows,
        ...carrierRows,
        ...warehouseRows,
        ...brokerRows,
      ],
      counter,
    );

    let placeId = 0;
    const placeRows: InferInsertModel<typeof places>[] = [];
    const urfIds = new Map<string, number>();
    const portRefs: TPortRef[] = PORTS.map((seed) => {
      const portId = ++placeId;
      placeRows.push({ id: portId, ...seed.port, countryCode: '105' });
      if (!urfIds.has(seed.urf.alias)) {
        const urfId = ++placeId;
        urfIds.set(seed.urf.alias, urfId);
        placeRows.push({ id: urfId, ...seed.urf, countryCode: '105' });
      }
      const enclosures = seed.enclosures.map((enclosure) => {
        const id = ++placeId;
        placeRows.push({ id, ...enclosure, countryCode: '105' });
        return { id, alias: enclosure.alias, name: enclosure.name };
      });
      return {
        id: portId,
        alias: seed.port.alias,
        name: seed.port.name,
        mode: seed.mode,
        urfName: `${seed.urf.alias} - ${seed.urf.name}`,
        enclosures,
        weight: seed.weight,
      };
    });
    await insertAll(tx, places, placeRows, counter);

    // Exchange rates: 27 months back to today
    const exchange = buildExchangeTable(rng.fork('exchange'), addMonths(todayDay, -27), todayDay);
    await insertAll(
      tx,
      exchangeRates,
      exchange.rows.map((row, index) => ({ id: index + 1, ...row })),
      counter,
    );

    // Users
    const demoUsers = DEMO_USERS(options.internalEmailDomain);
    const userRows = demoUsers.map((user, index) => ({
      id: index + 1,
      name: user.name,
      email: user.email.toLowerCase(),
      passwordHash,
      photo: index === 0 ? buildAvatar([46, 125, 50]).toString('base64') : null,
      hiringDate: toIsoDate(todayDay - 400 - index * 200),
      followUp: index !== 1,
      followUpAnalytical: index === 0,
      followUpSynthetic: index !== 1,
      followUpSyntheticWeekday: index === 1 ? null : ('MONDAY' as const),
      isActive: true,
      createdAt: brtInstant(todayDay - 400 - index * 200, 10, 0),
      updatedAt: brtInstant(todayDay - 30, 10, 0),
      passwordChangedAt: brtInstant(todayDay - 30, 10, 0),
    }));
    await insertAll(tx, users, userRows, counter);
    await tx.insert(serviceClients).values({
      clientId: DEMO_SERVICE_CLIENT.clientId,
      name: DEMO_SERVICE_CLIENT.name,
      secretHash: await hash(DEMO_SERVICE_CLIENT.secret, { algorithm: ARGON2ID, salt: DEMO_SALT }),
      companyIds: null,
    });
    await insertAll(
      tx,
      userCompanies,
      demoUsers.flatMap((user, index) =>
        user.companyIds.map((companyId) => ({ userId: index + 1, companyId })),
      ),
      counter,
    );
    const usersByCompany = new Map<number, { id: number; name: string }[]>();
    demoUsers.forEach((user, index) => {
      for (const companyId of user.companyIds) {
        const list = usersByCompany.get(companyId) ?? [];
        list.push({ id: index + 1, name: user.name });
        usersByCompany.set(companyId, list);
      }
    });
    log(`dados de referência gravados (${Object.values(counter).reduce((a, b) => a + b, 0)} linhas)`);

    // Process companies
    const processCompanies = (
      options.processCompanyIds
        ? COMPANIES.filter((company) => options.processCompanyIds?.includes(company.id)).map((company) => ({
            ...company,
            weight: 1,
          }))
        : COMPANIES.filter((company) => company.weight > 0)
    ).map((company) => ({
      id: company.id,
      weight: company.weight,
      sectors: company.sectors,
      name: company.name,
    }));
    if (processCompanies.length === 0)
      throw new Error('processCompanyIds não corresponde a nenhuma empresa de demonstração');

    // Stored files: one row per (company, template, variant), written on first use
    const fileIds = new Map<string, number>();
    let nextFileId = 0;
    const pendingFiles: { companyId: number; key: TTemplateKey; variant: number; id: number }[] = [];
    const fileCache = new Map<string, TTemplateFile>();
    const companyById = new Map(companyRows.map((company) => [company.id, company]));
    const fileId = (companyId: number, key: TTemplateKey, variant: number): number => {
      const cacheKey = `${companyId}:${key}:${variant}`;
      const existing = fileIds.get(cacheKey);
      if (existing !== undefined) return existing;
      const id = ++nextFileId;
      fileIds.set(cacheKey, id);
      pendingFiles.push({ companyId, key, variant, id });
      return id;
    };
    const flushFiles = async () => {
      const rows: InferInsertModel<typeof storedFiles>[] = [];
      for (const pending of pendingFiles.splice(0)) {
        const company = companyById.get(pending.companyId);
        if (!company) throw new Error(`empresa ${pending.companyId} desconhecida`);
        const cacheKey = `${pending.companyId}:${pending.key}:${pending.variant}`;
        const file =
          fileCache.get(cacheKey) ??
          (await buildTemplateFile(pending.key, pending.variant, company, todayDay));
        fileCache.set(cacheKey, file);
        rows.push({
          id: pending.id,
          companyId: pending.companyId,
          sha256: file.sha256,
          mimeType: file.mimeType,
          sizeBytes: file.content.length,
          content: file.content,
        });
      }
      await insertAll(tx, storedFiles, rows, counter);
      fileCache.clear();
    };

    const exporterRefs: TExporterRef[] = EXPORTERS.map((seed, index) => {
      const row = exporterRows[index];
      if (!row) throw new Error('exportador sem linha');
      const sameCountry = manufacturerRows.filter(
        (manufacturer) => manufacturer.countryCode === seed.countryCode,
      );
      const ownCity: TPartnerRef[] = sameCountry.length > 0 ? sameCountry : manufacturerRows.slice(0, 1);
      return {
        id: row.id,
        name: row.name,
        city: row.city,
        countryCode: row.countryCode,
        sector: seed.sector ?? 'machinery',
        placeOfLoading: seed.placeOfLoading ?? seed.city ?? '',
        currencies: seed.currencies ?? [['USD', 1]],
        manufacturers: ownCity,
      };
    });
    const preferredExporters = new Map<number, number[]>();
    for (const company of COMPANIES) {
      const companyRng = rng.fork(`company-${company.id}`);
      const matching = exporterRefs
        .map((exporter, index) => ({ exporter, index }))
        .filter(({ exporter }) => company.sectors.includes(exporter.sector))
        .map(({ index }) => index);
      const extra = companyRng.int(0, exporterRefs.length - 1);
      preferredExporters.set(company.id, [...matching, extra]);
    }

    const ctx: TSeedContext = {
      rng: rng.fork('processes'),
      today: todayDay,
      exchange,
      companies: processCompanies,
      exporters: exporterRefs,
      forwarders: forwarderRows,
      shipowners: shipownerRows,
      airlines: airlineRows,
      roadCarriers: roadCarrierRows,
      carriers: carrierRows,
      warehouses: warehouseRows,
      customBrokerId: brokerRows[0]?.id ?? 601,
      ports: portRefs,
      roadBorders: ROAD_BORDER_BY_COUNTRY,
      usersByCompany,
      fileId,
      ids: {
        invoice: 0,
        installment: 0,
        document: 0,
        documentLog: 0,
        history: 0,
        quotation: 0,
        container: 0,
        quotationDocument: 0,
        declarationItem: 0,
        urgencyChange: 0,
      },
      preferredExporters,
    };

    const insertChunk = async (chunk: TChunk) => {
      await flushFiles();
      await insertAll(tx, processes, chunk.processes, counter);
      await insertAll(tx, invoices, chunk.invoices, counter);
      await insertAll(tx, installments, chunk.installments, counter);
      await insertAll(tx, documents, chunk.documents, counter);
      await insertAll(tx, documentLogs, chunk.documentLogs, counter);
      await insertAll(tx, historyItems, chunk.historyItems, counter);
      await insertAll(tx, freightQuotations, chunk.freightQuotations, counter);
      await insertAll(tx, freightQuotationContainers, chunk.freightQuotationContainers, counter);
      await insertAll(tx, freightQuotationDocuments, chunk.freightQuotationDocuments, counter);
      await insertAll(tx, declarationItems, chunk.declarationItems, counter);
      await insertAll(tx, urgencyChanges, chunk.urgencyChanges, counter);
    };

    for (let first = 0; first < processCount; first += chunkSize) {
      const count = Math.min(chunkSize, processCount - first);
      await insertChunk(generateChunk(ctx, first, count));
      if (processCount > chunkSize) {
        log(
          `processos ${first + count}/${processCount} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
        );
      }
    }
    await resetIdentitySequences(tx);
    counter['process_changes'] = await seedRecentChanges({
      tx,
      rng: rng.fork('recent-changes'),
      today: todayDay,
    });
  });

  const seconds = (performance.now() - startedAt) / 1000;
  const totalRows = Object.values(counter).reduce((sum, value) => sum + value, 0);
  log(`dados de demonstração: ${totalRows} linhas em ${seconds.toFixed(1)} s (hoje = ${formatBr(todayDay)})`);
  return {
    today,
    processes: processCount,
    rows: counter,
    totalRows,
    seconds,
    rowsPerSecond: Math.round(totalRows / Math.max(seconds, 0.001)),
  };
};

/** Exposed for tests: how many template variants a company can have per document type. */
export const DOCUMENT_TEMPLATE_VARIANTS = TEMPLATE_VARIANTS;
