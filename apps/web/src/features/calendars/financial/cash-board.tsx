import { useState } from 'react';
import { formatBRL, formatNumber } from '../../../lib/format.ts';
import { toDayKey } from '../calendar-dates.ts';
import { FINANCIAL_DAY_LIMIT, groupByDay } from '../card-overflow.ts';
import styles from '../calendar-page.module.css';
import cards from '../cards.module.css';
import type { TDisplayField } from '../display-field.ts';
import { CalendarGrid } from '../grid/calendar-grid.tsx';
import { DayModal } from '../grid/day-modal.tsx';
import { Legend, type TLegendItem } from '../legend.tsx';
import type { TCalendarPeriod } from '../use-calendar-period.ts';
import { CashCard } from './cash-card.tsx';
import { totalOf, type TCashEntry } from './cash-entries.ts';
import { useNumerarioDownload } from './use-numerario-download.tsx';

export const CASH_LEGEND: readonly TLegendItem[] = [
  { label: 'Numerário', swatchClassName: cards.numerario ?? '' },
  { label: 'Numerário Previsto', swatchClassName: cards.numerarioPrevisto ?? '' },
  { label: 'Parcela de Invoice', swatchClassName: cards.invoice ?? '' },
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
  const [openDay, setOpenDay] = useState<string | null>(null);
  const download = useNumerarioDownload();
  const byDay = groupByDay(entries);
  const dayEntries = openDay ? (byDay.get(openDay) ?? []) : [];

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
      <CalendarGrid
        view={period.view}
        anchor={period.anchor}
        todayKey={toDayKey(new Date())}
        entriesByDay={byDay}
        limit={FINANCIAL_DAY_LIMIT}
        renderCard={renderCard}
        onOpenDay={setOpenDay}
        totalOf={totalOf}
      />
      <DayModal
        dayKey={openDay}
        entries={dayEntries}
        renderCard={renderCard}
        total={totalOf(dayEntries)}
        onClose={() => setOpenDay(null)}
      />
      {download.dialog}
    </>
  );
};
