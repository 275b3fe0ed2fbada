import { formatBRL, formatNumber } from '../../../lib/format.ts';
import { FINANCIAL_DAY_LIMIT } from '../card-overflow.ts';
import styles from '../calendar-page.module.css';
import cards from '../cards.module.css';
import type { TDisplayField } from '../display-field.ts';
import { CalendarBoard } from '../grid/calendar-board.tsx';
import { Legend, type TLegendItem } from '../legend.tsx';
import type { TCalendarPeriod } from '../use-calendar-period.ts';
import { CashCard, CATEGORY_LABELS } from './cash-card.tsx';
import { totalOf, type TCashEntry } from './cash-entries.ts';
import { useNumerarioDownload } from './use-numerario-download.tsx';

export const CASH_LEGEND: readonly TLegendItem[] = [
  { label: CATEGORY_LABELS.NUMERARIO, swatchClassName: cards.numerario ?? '' },
  { label: CATEGORY_LABELS.NUMERARIO_PREVISTO, swatchClassName: cards.numerarioPrevisto ?? '' },
  { label: CATEGORY_LABELS.PARCELA_INVOICE, swatchClassName: cards.invoice ?? '' },
];

/** 'Estão sendo exibidos N lançamentos com a previsão total de X.' (spec §2.3; singular for one). */
export const summaryText = (count: number, total: number): string =>
  count === 1
    ? `Está sendo exibido 1 lançamento com a previsão total de ${formatBRL(total)}.`
    : `Estão sendo exibidos ${formatNumber(count)} lançamentos com a previsão total de ${formatBRL(total)}.`;

type TCashBoardProps = {
  period: TCalendarPeriod;
  /** Already filtered to the period and the Tipo / Status filters. */
  entries: readonly TCashEntry[];
  displayField: TDisplayField;
};

/** Legend, header text, grid, day modal and the numerário download of both financial calendars. */
export const CashBoard = ({ period, entries, displayField }: TCashBoardProps) => {
  const download = useNumerarioDownload();

  const renderCard = (entry: TCashEntry) => (
    <CashCard
      key={entry.key}
      entry={entry}
      displayField={displayField}
      isDownloaded={download.isDownloaded(entry)}
      onDownload={download.requestDownload}
    />
  );

  return (
    <>
      <Legend items={CASH_LEGEND} />
      <p className={styles.summary} data-testid="calendar-summary">
        {summaryText(entries.length, totalOf(entries))}
      </p>
      <CalendarBoard
        period={period}
        entries={entries}
        // The 4-item limit is the month's (spec §2.3); a week has room for every item of the day.
        limit={period.view === 'month' ? FINANCIAL_DAY_LIMIT : Number.POSITIVE_INFINITY}
        renderCard={renderCard}
        totalOf={totalOf}
      />
      {download.dialog}
    </>
  );
};
