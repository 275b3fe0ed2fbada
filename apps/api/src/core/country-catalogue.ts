import { asc } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import portuguese from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import type { TBiCountryRow } from '@pc/contract/bi';
import type { TDbExecutor } from '../db/client.ts';
import { countries as countryTable } from '../db/schema/countries.ts';

countries.registerLocale(portuguese);

/** The pt-BR name of an ISO 3166 alpha-2 code, from the library; null when it does not know it. */
export const countryNameOf = (iso2: string): string | null => countries.getName(iso2, 'pt') ?? null;

/**
 * The customs codes come from our `countries` table (the Receita Federal's 3-digit codes, which no
 * library carries); names come from i18n-iso-countries, the table's own name only as a fallback.
 */
export const readCountryCatalogue = async ({ db }: { db: TDbExecutor }): Promise<TBiCountryRow[]> => {
  const rows = await db.select().from(countryTable).orderBy(asc(countryTable.code));
  return rows.map((row) => ({
    codigo: row.code,
    sigla: row.iso2,
    nome: countryNameOf(row.iso2) ?? row.name,
  }));
};
