import { DonutChart } from '../../components/donut-chart/donut-chart.tsx';
import { formatNumber } from '../../lib/format.ts';
import { donutRemainder, donutRemainderText } from './figure-parts.ts';
import type { TSlice } from './indicator-catalogue.ts';
import { SectionHeading } from './section-heading.tsx';
import type { TCompared } from './use-general-indicators.ts';
import { VariationBadge } from './variation-badge.tsx';
import styles from './home.module.css';

type TDonutCardProps<TField extends string> = {
  id: string;
  title: string;
  definition: string;
  slices: readonly TSlice<TField>[];
  indicator: TCompared<Record<TField | 'total', number>>;
  /** Why the donut is empty: 'Nenhuma DI ou DUIMP registrada no período.' */
  emptyText: string;
  /** The processes in the total and in no slice, after 'O total inclui N': 'sem canal'. */
  remainderLabel: string;
};

/**
 * A donut with its legend. The legend is a real table (category, processes, variation), so the
 * numbers are there for screen readers and for anyone who cannot tell the colours apart. A total
 * beyond the slices is said under the legend; an empty donut is grey and says why.
 */
export const DonutCard = <TField extends string>({
  id,
  title,
  definition,
  slices,
  indicator,
  emptyText,
  remainderLabel,
}: TDonutCardProps<TField>) => {
  const { current, previous } = indicator;
  const titleId = `${id}-title`;
  const remainder = current
    ? donutRemainder(
        current,
        slices.map((slice) => slice.field),
      )
    : 0;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={id}>
      <SectionHeading id={titleId} title={title} definition={definition} />
      {indicator.isPending && <span className={styles.donutSkeleton} role="status" aria-label="Carregando" />}
      {!indicator.isPending && (indicator.isError || !current) && (
        <p className={styles.unavailable}>Indisponível</p>
      )}
      {!indicator.isPending && !indicator.isError && current && (
        <div className={styles.donutBody}>
          <DonutChart
            slices={slices.map((slice) => ({
              key: slice.field,
              label: slice.label,
              value: current[slice.field],
              color: slice.color,
            }))}
            emptyText={emptyText}
            formatValue={formatNumber}
            center={
              current.total === 0 ? (
                <span className={styles.donutCaption}>Sem processos</span>
              ) : (
                <>
                  <strong className={styles.donutTotal}>{formatNumber(current.total)}</strong>
                  <span className={styles.donutCaption}>processos</span>
                </>
              )
            }
          />
          <table className={styles.legend} aria-labelledby={titleId}>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">Categoria</th>
                <th scope="col">Processos</th>
                <th scope="col">Variação</th>
              </tr>
            </thead>
            <tbody>
              {slices.map((slice) => (
                <tr key={slice.field}>
                  <th scope="row" className={styles.legendLabel}>
                    <span className={styles.legendName}>
                      <span
                        className={styles.swatch}
                        style={{ background: slice.color }}
                        aria-hidden="true"
                      />
                      {slice.label}
                    </span>
                  </th>
                  <td className={styles.legendValue}>{formatNumber(current[slice.field])}</td>
                  <td className={styles.legendVariation}>
                    <VariationBadge current={current[slice.field]} previous={previous?.[slice.field]} />
                  </td>
                </tr>
              ))}
              <tr className={styles.legendTotal}>
                <th scope="row" className={styles.legendLabel}>
                  Total
                </th>
                <td className={styles.legendValue}>{formatNumber(current.total)}</td>
                <td className={styles.legendVariation}>
                  <VariationBadge current={current.total} previous={previous?.total} />
                </td>
              </tr>
            </tbody>
          </table>
          {remainder !== 0 && (
            <p className={styles.donutFootnote}>{donutRemainderText(remainder, remainderLabel)}</p>
          )}
        </div>
      )}
    </section>
  );
};
