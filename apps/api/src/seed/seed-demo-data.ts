import { sql } from 'drizzle-orm';
import type { TDatabase, TDbExecutor } from '../db/client.ts';
import { urgencyChanges } from '../db/schema/audit.ts';
import { declarationItems } from '../db/schema/declaration-items.ts';
import { processExpenses } from '../db/schema/process-expenses.ts';
import { documentLogs, documents } from '../db/schema/documents.ts';
import { historyItems } from '../db/schema/history.ts';
import { installments, invoices } from '../db/schema/invoices.ts';
import { processes } from '../db/schema/processes.ts';
import {
  freightQuotationContainers,
  freightQuotationDocuments,
  freightQuotations,
} from '../db/schema/quotations.ts';
import { businessDayOf } from '../lib/business-day.ts';
import { buildSeedContext, pickProcessCompanies } from './build-seed-context.ts';
import { formatBr, toDayNumber, toIsoDate } from './dates.ts';
import { generateChunk } from './generate-processes.ts';
import { insertRows, type TRowCounter } from './insert-rows.ts';
import { createRng, type TRng } from './prng.ts';
import {
  DEFAULT_HISTORY_DAYS,
  TEMPLATE_VARIANTS,
  type TChunk,
  type TSeedContext,
} from './process-context.ts';
import { seedCollaboration } from './seed-collaboration.ts';
import { seedDuimpDocuments } from './seed-duimp-documents.ts';
import { seedRecentChanges } from './seed-recent-changes.ts';
import { seedCompanies, seedExchangeRates, seedPartners, seedPlaces } from './seed-reference-data.ts';
import { seedUsers } from './seed-users.ts';
import { createTemplateFileStore } from './template-files.ts';

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.ts';

/** Fixed seed of the demo data: the same `today` always yields the same rows. */
export const SEED = 0x5eed_2026;

export type TSeedOptions = {
  db: TDbExecutor | TDatabase;
  /** The reference date; a Date is read in UTC. */
  today: Date | string;
  /** Number of processes (default 2,000). */
  processes?: number;
  internalEmailDomain?: string;
  /** ETD_INDICATOR_FEDERAL_ID: the demo company with this CNPJ gets 'ETD Atrasados' too (company 3 always does). */
  etdIndicatorFederalId?: string | undefined;
  /** Puts every process in these companies (bench runs); default: weighted over all demo companies. */
  processCompanyIds?: readonly number[];
  /**
   * Skips foreign-key triggers while seeding (`session_replication_role = replica`, superuser only),
   * about a third faster for big runs. The generator is covered by tests with the checks on.
   */
  skipForeignKeyChecks?: boolean;
  /** Processes generated and inserted per step (default 1,000). */
  chunkSize?: number;
  /**
   * Days of history the processes open over (default 730, two years). A longer history (the scale
   * bench's ten years) keeps the yearly volume and the share of open processes of a broker's.
   */
  historyDays?: number;
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

type TLog = (message: string) => void;
/** The seed's transaction, as Drizzle hands it to the callback (it can open savepoints). */
type TSeedTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

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
  'process_messages',
  'payment_reports',
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

/** Superuser only (always true on PGlite); on failure the savepoint is rolled back and checks stay on. */
const disableForeignKeyChecks = async ({ tx, log }: { tx: TSeedTransaction; log: TLog }) => {
  await tx
    .transaction((savepoint) => savepoint.execute(sql.raw('set local session_replication_role = replica')))
    .catch(() => log('sem permissão para desligar as verificações de chave estrangeira; seguindo com elas'));
};

type TSeedContextOptions = {
  tx: TDbExecutor;
  rng: TRng;
  counter: TRowCounter;
  todayDay: number;
  options: TSeedOptions;
  log: TLog;
};

/**
 * The reference data (companies, partners, places, rates, users), then what the process generator
 * reads from it. The main generator forks in a fixed order: exchange rates, each company's
 * preferences, the processes (and, after them, the recent changes).
 */
const seedReferenceData = async ({ tx, rng, counter, todayDay, options, log }: TSeedContextOptions) => {
  const companyRows = await seedCompanies({
    db: tx,
    counter,
    todayDay,
    etdIndicatorFederalId: options.etdIndicatorFederalId,
  });
  const partners = await seedPartners({ db: tx, counter });
  const ports = await seedPlaces({ db: tx, counter });
  const historyDays = options.historyDays ?? DEFAULT_HISTORY_DAYS;
  const exchange = await seedExchangeRates({
    db: tx,
    counter,
    rng: rng.fork('exchange'),
    todayDay,
    historyDays,
  });
  const usersByCompany = await seedUsers({
    db: tx,
    counter,
    todayDay,
    internalEmailDomain: options.internalEmailDomain,
  });
  log(`dados de referência gravados (${Object.values(counter).reduce((a, b) => a + b, 0)} linhas)`);
  const companies = pickProcessCompanies({ processCompanyIds: options.processCompanyIds });
  const files = createTemplateFileStore({ db: tx, counter, companies: companyRows, todayDay });
  const ctx = buildSeedContext({
    rng,
    todayDay,
    historyDays,
    exchange,
    companies,
    partners,
    ports,
    usersByCompany,
    fileId: files.fileId,
  });
  return { ctx, flushFiles: files.flushFiles };
};

type TInsertChunkOptions = { db: TDbExecutor; chunk: TChunk; counter: TRowCounter };

/** Parents before children, so the foreign keys hold row by row. */
const insertChunk = async ({ db, chunk, counter }: TInsertChunkOptions) => {
  await insertRows({ db, table: processes, rows: chunk.processes, counter });
  await insertRows({ db, table: invoices, rows: chunk.invoices, counter });
  await insertRows({ db, table: installments, rows: chunk.installments, counter });
  await insertRows({ db, table: documents, rows: chunk.documents, counter });
  await insertRows({ db, table: documentLogs, rows: chunk.documentLogs, counter });
  await insertRows({ db, table: historyItems, rows: chunk.historyItems, counter });
  await insertRows({ db, table: freightQuotations, rows: chunk.freightQuotations, counter });
  await insertRows({
    db,
    table: freightQuotationContainers,
    rows: chunk.freightQuotationContainers,
    counter,
  });
  await insertRows({ db, table: freightQuotationDocuments, rows: chunk.freightQuotationDocuments, counter });
  await insertRows({ db, table: declarationItems, rows: chunk.declarationItems, counter });
  await insertRows({ db, table: processExpenses, rows: chunk.processExpenses, counter });
  await insertRows({ db, table: urgencyChanges, rows: chunk.urgencyChanges, counter });
};

type TSeedProcessesOptions = {
  tx: TDbExecutor;
  ctx: TSeedContext;
  counter: TRowCounter;
  /** Writes the stored files the chunk's documents point at. */
  flushFiles: () => Promise<void>;
  processCount: number;
  chunkSize: number;
  log: TLog;
  startedAt: number;
};

/** The processes, generated and written a chunk at a time so memory stays flat for big seeds. */
const seedProcesses = async (options: TSeedProcessesOptions) => {
  const { tx, ctx, counter, processCount, chunkSize, log, startedAt } = options;
  for (let first = 0; first < processCount; first += chunkSize) {
    const count = Math.min(chunkSize, processCount - first);
    const chunk = generateChunk({ ctx, firstIndex: first, count });
    await options.flushFiles();
    await insertChunk({ db: tx, chunk, counter });
    if (processCount > chunkSize) {
      log(
        `processos ${first + count}/${processCount} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
      );
    }
  }
};

/** Writes the deterministic demo data set (reference data, companies, users and processes). */
export const seedDemoData = async (options: TSeedOptions): Promise<TSeedSummary> => {
  const startedAt = performance.now();
  const today = normalizeToday(options.today);
  const todayDay = toDayNumber(today);
  const processCount = options.processes ?? 2_000;
  const log = options.logger?.info ?? (() => undefined);
  const rng = createRng(SEED);
  const counter: TRowCounter = {};

  await (options.db as TDatabase).transaction(async (tx) => {
    if (options.skipForeignKeyChecks) await disableForeignKeyChecks({ tx, log });
    const { ctx, flushFiles } = await seedReferenceData({ tx, rng, counter, todayDay, options, log });
    const chunkSize = options.chunkSize ?? 1_000;
    await seedProcesses({ tx, ctx, counter, flushFiles, processCount, chunkSize, log, startedAt });
    await resetIdentitySequences(tx);
    counter['process_changes'] = await seedRecentChanges({
      tx,
      rng: rng.fork('recent-changes'),
      today: todayDay,
    });
    counter['collaboration'] = await seedCollaboration({ tx, today: todayDay });
    counter['duimp_versions'] = await seedDuimpDocuments({
      tx,
      rng: rng.fork('duimp-documents'),
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
