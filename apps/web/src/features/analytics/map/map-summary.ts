import type { TBiMapData } from '@pc/contract/bi';
import { formatNcm, NOT_INFORMED } from '../../../lib/format.ts';

/** Spec part 2 §3 "Map summary". */
export type TMapSummary = {
  topNcm: string;
  topPais: string;
  /** BRL, VMLD plus taxes of the top origin country. */
  totalImpostos: number;
  /**
   * Distinct processes of the map's selection, counted by the server: a process with several NCMs
   * counts once, so it is not the sum of `ncms`.
   */
  totalProcessos: number;
  /** The gauge's whole: the processes of the run's filters without the map's País and NCM. */
  periodProcessos: number;
};

/** Spec part 2 §4: a failed (or absent) map answer reads N/I and zero. */
export const EMPTY_MAP_SUMMARY: TMapSummary = {
  topNcm: NOT_INFORMED,
  topPais: NOT_INFORMED,
  totalImpostos: 0,
  totalProcessos: 0,
  periodProcessos: 0,
};

export const summariseMap = (
  data: TBiMapData | undefined,
  countryName: (code: string) => string,
): TMapSummary => {
  if (!data) return EMPTY_MAP_SUMMARY;
  const ncms = Object.entries(data.ncms);
  // The first of equals wins, so the answer's order decides ties.
  const top = ncms.reduce<[string, number] | null>(
    (best, entry) => (best === null || entry[1] > best[1] ? entry : best),
    null,
  );
  const topCountry = [...data.paises].sort((a, b) => b.valor - a.valor)[0];
  return {
    topNcm: top ? formatNcm(top[0]) : NOT_INFORMED,
    topPais: topCountry ? countryName(topCountry.codigo) || topCountry.pais : NOT_INFORMED,
    totalImpostos: data.totais_primeiro_pais.total_com_impostos,
    totalProcessos: data.total_processos,
    periodProcessos: data.total_processos_periodo,
  };
};

/** Spec part 2 §2.6: the gauge's needle turns share × 180° (0 with no period total; at most 180). */
export const gaugeRotation = (value: number, total: number): number => {
  if (!(total > 0) || !(value > 0)) return 0;
  return Math.min(value / total, 1) * 180;
};
