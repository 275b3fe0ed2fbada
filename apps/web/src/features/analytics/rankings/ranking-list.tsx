import { SensitiveName } from '../../../components/sensitive-name/sensitive-name.tsx';
import { usePresentationMode } from '../../../hooks/use-presentation-mode.ts';
import { formatBRL } from '../../../lib/format.ts';
import { CountryFlag } from '../countries/country-flag.tsx';
import type { TCountryCatalogue } from '../countries/country-catalogue.ts';
import styles from './rankings.module.css';

export type TRankingRow = {
  id: number;
  /** Exporter or manufacturer name (blurred in presentation mode), or the city of origin. */
  name: string;
  isNameSensitive: boolean;
  countryCode: string | null;
  total: number;
};

type TRankingListProps = {
  rows: readonly TRankingRow[];
  catalogue: TCountryCatalogue;
  emptyText: string;
  label: string;
};

/**
 * Ranked 1º, 2º… with the country's flag and name, and the BRL total (spec part 2 §2.6). The name
 * has the row's width (the country and total go under it) and up to two lines; a longer one keeps
 * its full text as a tooltip, except in presentation mode, where it is blurred.
 */
export const RankingList = ({ rows, catalogue, emptyText, label }: TRankingListProps) => {
  const { isPresentationMode } = usePresentationMode();
  if (rows.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ol className={styles.list} aria-label={label}>
      {rows.map((row, index) => {
        const country = catalogue.find(row.countryCode);
        const countryName = catalogue.nameOf(row.countryCode);
        return (
          <li key={row.id} className={styles.row}>
            <span className={styles.rank}>{index + 1}º</span>
            <CountryFlag alpha2={country?.sigla} />
            <span
              className={styles.name}
              title={row.isNameSensitive && isPresentationMode ? undefined : row.name}
            >
              {row.isNameSensitive ? <SensitiveName>{row.name}</SensitiveName> : row.name}
            </span>
            <span className={styles.country}>{countryName}</span>
            <strong className={styles.total}>{formatBRL(row.total)}</strong>
          </li>
        );
      })}
    </ol>
  );
};

/**
 * 10 grey rows while the list loads (spec part 2 §9). The status is a wrapper: a role on the <ol>
 * itself would take its list semantics away, leaving its items outside any list (axe: listitem).
 */
export const RankingPlaceholder = ({ count }: { count: number }) => (
  <div role="status" aria-label="Carregando">
    <ol className={styles.list}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.row} data-testid="ranking-placeholder">
          <span className={styles.rank}>{index + 1}º</span>
          <span className={styles.placeholderFlag} />
          <span className={styles.placeholderText} />
        </li>
      ))}
    </ol>
  </div>
);
