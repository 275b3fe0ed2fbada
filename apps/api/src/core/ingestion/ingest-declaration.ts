import type {
  TIngestDeclaration,
  TIngestDeclarationItem,
  TIngestDeclarationResponse,
} from '@pc/contract/integration';
import type { TDatabase } from '../../db/client.ts';
import type { declarationItems } from '../../db/schema/declaration-items.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TAnalyticsPeriod } from '../analytics/analytics-types.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import { findWritableProcess } from './ingest-references.ts';
import {
  deleteDeclarationItems,
  findCountryCodesByIso2,
  findDeclarationItems,
  insertDeclarationItems,
  updateDeclarationItem,
} from './integration-repository.ts';
import { changedValues, toText } from './stored-values.ts';

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
  registryDate,
});

/**
 * The registered declaration of a process with all its items: new item numbers inserted, changed
 * ones updated, items not sent removed. Answers what changed and the period whose analytics facts
 * must be replaced (the old and the new registry days), or null when nothing changed.
 */
export const upsertDeclaration = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  identification: number;
  declaration: TIngestDeclaration;
  /** The country codes by ISO alpha-2, when the caller writes many declarations and read them once. */
  countryCodes?: ReadonlyMap<string, string>;
}): Promise<{ response: TIngestDeclarationResponse; stalePeriod: TAnalyticsPeriod | null }> => {
  const { db, caller, identification, declaration } = options;
  const countryCodes = options.countryCodes ?? (await findCountryCodesByIso2(db));
  const countryOf = (iso2: string | null | undefined, field: string): string | null => {
    if (!iso2) return null;
    const code = countryCodes.get(iso2);
    if (!code) throw new AppError('BAD_REQUEST', `${field}: país ${iso2} desconhecido.`);
    return code;
  };
  const wanted = declaration.items.map((item) => toItemColumns(item, declaration.registryDate, countryOf));
  return db.transaction(async (tx) => {
    const process = await findWritableProcess(tx, caller, identification);
    const key = { companyId: process.companyId, processId: process.id };
    const stored = await findDeclarationItems(tx, key);
    const byNumber = new Map(stored.map((row) => [row.itemNumber, row]));
    const wantedNumbers = new Set(wanted.map((item) => item.itemNumber));
    const removed = stored.filter((row) => !wantedNumbers.has(row.itemNumber));
    await deleteDeclarationItems(tx, { companyId: key.companyId, ids: removed.map((row) => row.id) });
    const created: (typeof declarationItems.$inferInsert)[] = [];
    let updated = 0;
    for (const item of wanted) {
      const current = byNumber.get(item.itemNumber);
      if (!current) {
        created.push({ ...item, ...key });
        continue;
      }
      const patch = changedValues<TItemColumns>(current, item);
      if (Object.keys(patch).length === 0) continue;
      await updateDeclarationItem(tx, { companyId: key.companyId, id: current.id }, patch);
      updated += 1;
    }
    await insertDeclarationItems(tx, created);
    const isChanged = removed.length + created.length + updated > 0;
    const days = [...stored.map((row) => row.registryDate), declaration.registryDate].sort();
    return {
      response: {
        result: stored.length === 0 ? 'created' : isChanged ? 'updated' : 'unchanged',
        items: wanted.length,
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
};
