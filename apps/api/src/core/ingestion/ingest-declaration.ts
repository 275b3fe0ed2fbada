import type {
  TIngestDeclaration,
  TIngestDeclarationItem,
  TIngestDeclarationResponse,
} from '@pc/contract/integration';
import type { TDatabase } from '../../db/client.ts';
import type { declarationItems } from '../../db/schema/declaration-items.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TAnalyticsPeriod } from '../analytics/analytics-types.ts';
import { canWriteCompany } from '../auth/service-client.ts';
import { lockProcessesByIdentification } from '../process-trail/process-change-repository.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import {
  deleteDeclarationItems,
  findCountryCodesByIso2,
  findDeclarationItemsOfProcesses,
  insertDeclarationItems,
  updateDeclarationItems,
  type TDeclarationItemPatch,
} from './integration-repository.ts';
import { changedValues, toDecimal, toText } from './stored-values.ts';

type TItemColumns = Omit<typeof declarationItems.$inferInsert, 'id' | 'companyId' | 'processId'>;

const money = (value: number) => value.toFixed(2);

const toItemColumns = (
  item: TIngestDeclarationItem,
  registryDate: string,
  countryOf: (iso2: string | null | undefined, field: string) => string | null,
): TItemColumns => ({
  itemNumber: item.itemNumber,
  ncm: item.ncm,
  vmle: money(item.vmle),
  vmld: money(item.vmld),
  freight: money(item.freight),
  insurance: money(item.insurance),
  ii: money(item.ii),
  ipi: money(item.ipi),
  pis: money(item.pis),
  cofins: money(item.cofins),
  antidumping: money(item.antidumping),
  siscomexFee: money(item.siscomexFee),
  icms: money(item.icms),
  grossWeight: item.grossWeight.toFixed(3),
  netWeight: item.netWeight.toFixed(3),
  originCountryCode: countryOf(item.originCountry, 'originCountry'),
  acquisitionCountryCode: countryOf(item.acquisitionCountry, 'acquisitionCountry'),
  exporterName: toText(item.exporterName) ?? null,
  exporterCity: toText(item.exporterCity) ?? null,
  exporterCountryCode: countryOf(item.exporterCountry, 'exporterCountry'),
  manufacturerName: toText(item.manufacturerName) ?? null,
  manufacturerCity: toText(item.manufacturerCity) ?? null,
  manufacturerCountryCode: countryOf(item.manufacturerCountry, 'manufacturerCountry'),
  incoterm: toText(item.incoterm) ?? null,
  negotiatedCurrency: item.negotiatedCurrency ?? null,
  urfDespacho: toText(item.urfDespacho) ?? null,
  urfEntrada: toText(item.urfEntrada) ?? null,
  recinto: toText(item.recinto) ?? null,
  transportMode: item.transportMode ?? null,
  channel: item.channel ?? null,
  // Optional since the landed cost: an item sent without them is stored without them.
  productCode: toText(item.productCode) ?? null,
  productDescription: toText(item.productDescription) ?? null,
  quantity: toDecimal(item.quantity, 5) ?? null,
  unit: toText(item.unit) ?? null,
  registryDate,
});

/** One process's declaration to write: its reference number and what was sent. */
export type TDeclarationWrite = { identification: number; declaration: TIngestDeclaration };

/** What became of one declaration of a batch: its answer, or why it was refused (nothing of it written). */
export type TDeclarationOutcome =
  { response: TIngestDeclarationResponse; stalePeriod: TAnalyticsPeriod | null } | { error: AppError };

/** The items as stored, or the pt-BR refusal of an unknown country (checked before any query). */
const toWantedItems = (
  declaration: TIngestDeclaration,
  countryCodes: ReadonlyMap<string, string>,
): TItemColumns[] | AppError => {
  const countryOf = (iso2: string | null | undefined, field: string): string | null => {
    if (!iso2) return null;
    const code = countryCodes.get(iso2);
    if (!code) throw new AppError('BAD_REQUEST', `${field}: país ${iso2} desconhecido.`);
    return code;
  };
  try {
    return declaration.items.map((item) => toItemColumns(item, declaration.registryDate, countryOf));
  } catch (error: unknown) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

/**
 * The registered declarations of many processes, each with all its items, in one transaction and a
 * handful of statements whatever their number (one lock of the processes, one read of their items,
 * one delete, one insert, one update per set of changed columns): new item numbers inserted, changed
 * ones updated, items not sent removed. A process appears at most once a batch.
 * Answers, in order, each one's result and the period whose analytics facts must be replaced (the
 * old and the new registry days; null when nothing changed), or its refusal (an unknown country, a
 * process missing or outside the caller's companies): a refusal writes nothing of that declaration
 * and leaves the others. A database error rolls the whole batch back (the caller may retry alone).
 */
export const upsertDeclarations = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  declarations: readonly TDeclarationWrite[];
  /** The country codes by ISO alpha-2, when the caller writes many batches and read them once. */
  countryCodes?: ReadonlyMap<string, string>;
}): Promise<TDeclarationOutcome[]> => {
  const { db, caller, declarations } = options;
  if (new Set(declarations.map((write) => write.identification)).size !== declarations.length) {
    throw new Error('a process appears twice in one batch of declarations');
  }
  const countryCodes = options.countryCodes ?? (await findCountryCodesByIso2(db));
  const wanted = declarations.map(({ declaration }) => toWantedItems(declaration, countryCodes));
  const checked = declarations.flatMap((write, index) =>
    wanted[index] instanceof AppError ? [] : [write.identification],
  );
  if (checked.length === 0) return wanted.map((items) => ({ error: items as AppError }));
  return db.transaction(async (tx) => {
    const processes = new Map(
      (await lockProcessesByIdentification(tx, checked)).map((row) => [row.identification, row]),
    );
    const writable = [...processes.values()].filter((row) => canWriteCompany(caller, row.companyId));
    const storedByProcess = new Map<number, Awaited<ReturnType<typeof findDeclarationItemsOfProcesses>>>();
    for (const row of await findDeclarationItemsOfProcesses(tx, writable)) {
      const list = storedByProcess.get(row.processId) ?? [];
      list.push(row);
      storedByProcess.set(row.processId, list);
    }
    const removed: { companyId: number; id: number }[] = [];
    const created: (typeof declarationItems.$inferInsert)[] = [];
    const patches: TDeclarationItemPatch[] = [];
    const outcomes = declarations.map(({ identification, declaration }, index): TDeclarationOutcome => {
      const items = wanted[index] ?? [];
      if (items instanceof AppError) return { error: items };
      const process = processes.get(identification);
      if (!process || !canWriteCompany(caller, process.companyId)) {
        return { error: new AppError('NOT_FOUND', 'Processo não encontrado.') };
      }
      const key = { companyId: process.companyId, processId: process.id };
      const stored = storedByProcess.get(process.id) ?? [];
      const byNumber = new Map(stored.map((row) => [row.itemNumber, row]));
      const wantedNumbers = new Set(items.map((item) => item.itemNumber));
      const before = removed.length + created.length + patches.length;
      for (const row of stored) {
        if (!wantedNumbers.has(row.itemNumber)) removed.push({ companyId: row.companyId, id: row.id });
      }
      for (const item of items) {
        const current = byNumber.get(item.itemNumber);
        if (!current) {
          created.push({ ...item, ...key });
          continue;
        }
        const patch = changedValues<TItemColumns>(current, item);
        if (Object.keys(patch).length > 0)
          patches.push({ companyId: current.companyId, id: current.id, patch });
      }
      const isChanged = removed.length + created.length + patches.length > before;
      const days = [...stored.map((row) => row.registryDate), declaration.registryDate].sort();
      return {
        response: {
          result: stored.length === 0 ? 'created' : isChanged ? 'updated' : 'unchanged',
          items: items.length,
        },
        stalePeriod: isChanged
          ? {
              companyIds: [key.companyId],
              fromDay: days[0] ?? declaration.registryDate,
              toDay: days.at(-1) ?? declaration.registryDate,
            }
          : null,
      };
    });
    await deleteDeclarationItems(tx, removed);
    await updateDeclarationItems(tx, patches);
    await insertDeclarationItems(tx, created);
    return outcomes;
  });
};

/**
 * The registered declaration of one process with all its items (the ingestion API's PUT): a batch
 * of one. Answers what changed and the period whose analytics facts must be replaced, or throws
 * its refusal.
 */
export const upsertDeclaration = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  identification: number;
  declaration: TIngestDeclaration;
}): Promise<{ response: TIngestDeclarationResponse; stalePeriod: TAnalyticsPeriod | null }> => {
  const { identification, declaration } = options;
  const [outcome] = await upsertDeclarations({ ...options, declarations: [{ identification, declaration }] });
  if (!outcome) throw new Error('no outcome for the declaration');
  if ('error' in outcome) throw outcome.error;
  return outcome;
};
