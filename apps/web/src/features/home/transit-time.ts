import type { TWayOfTransport } from '@pc/contract/primitives';
import type { TTransitTimeQuery, TTransitTimeRow } from '@pc/contract/indicators';
import type { TPeriod } from '@pc/contract/comparison-period';

/** Spec part 1 §2: Aéreo=AEREA, Marítimo=MARITIMA, Rodovia=RODOVIARIA. */
export const WAY_OF_TRANSPORT_LABELS: Record<TWayOfTransport, string> = {
  AEREA: 'Aéreo',
  MARITIMA: 'Marítimo',
  RODOVIARIA: 'Rodovia',
};

export const WAYS_OF_TRANSPORT: readonly TWayOfTransport[] = ['AEREA', 'MARITIMA', 'RODOVIARIA'];

/** Spec part 1 §8. */
export const EMPTY_TRANSIT_TEXT = 'Nenhum processo filtrado.';

/** Spec part 1 §9: the integer part of the average of the rows' averages; null without rows. */
export const meanTransitTime = (rows: readonly Pick<TTransitTimeRow, 'avaregeOfDays'>[]): number | null => {
  if (rows.length === 0) return null;
  const sum = rows.reduce((total, row) => total + row.avaregeOfDays, 0);
  return Math.trunc(sum / rows.length);
};

/** Spec part 1 §7: quoted values joined by commas ('"CHINA","ALEMANHA"'); a quote inside a value is dropped. */
export const toQuotedList = (values: readonly string[]): string =>
  values.map((value) => `"${value.replaceAll('"', '')}"`).join(',');

export type TTransitSelection = {
  origins: readonly string[];
  placesOfLoading: readonly string[];
  modais: readonly TWayOfTransport[];
};

/** The transit-time call's query; an empty selection means every value. */
export const buildTransitQuery = (
  period: TPeriod,
  selection: TTransitSelection,
  companyIds: readonly number[],
): TTransitTimeQuery => ({
  startDate: period.from,
  endDate: period.to,
  origins: toQuotedList(selection.origins),
  modais: toQuotedList(selection.modais),
  placesOfLoading: toQuotedList(selection.placesOfLoading),
  companiesIds: companyIds.join(','),
});
