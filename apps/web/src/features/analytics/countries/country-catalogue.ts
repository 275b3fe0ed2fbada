import type { TBiCountryRow } from '@pc/contract/bi';
import { NOT_INFORMED } from '../../../lib/format.ts';

/** 3-digit customs codes may come unpadded ('23'); the catalogue keys them padded ('023'). */
export const normaliseCountryCode = (code: string | null | undefined): string =>
  (code ?? '').trim().padStart(3, '0');

export type TCountryCatalogue = {
  find: (code: string | null | undefined) => TBiCountryRow | undefined;
  /** By ISO alpha-2 (the map's countries). */
  findByAlpha2: (alpha2: string) => TBiCountryRow | undefined;
  /** The pt-BR name, else the code as received, else N/I. */
  nameOf: (code: string | null | undefined) => string;
};

export const toCountryCatalogue = (rows: readonly TBiCountryRow[] | undefined): TCountryCatalogue => {
  const byCode = new Map((rows ?? []).map((row) => [normaliseCountryCode(row.codigo), row]));
  const byAlpha2 = new Map((rows ?? []).map((row) => [row.sigla.trim().toUpperCase(), row]));
  const find = (code: string | null | undefined) =>
    code ? byCode.get(normaliseCountryCode(code)) : undefined;
  return {
    find,
    findByAlpha2: (alpha2) => byAlpha2.get(alpha2.trim().toUpperCase()),
    nameOf: (code) => find(code)?.nome ?? (code?.trim() || NOT_INFORMED),
  };
};
