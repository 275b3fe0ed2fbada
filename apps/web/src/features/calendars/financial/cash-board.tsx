import { useState } from 'react';
import { PAYMENT_STATE_LABELS } from '@pc/contract/payment-reports';
import { PaymentReportDialog } from '../../../components/payment-report/payment-report-dialog.tsx';
import { formatBRL, formatNumber, formatProcessReference } from '../../../lib/format.ts';
import { describePayment } from '../../../lib/payment-report.ts';
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
  // Collaboration: the three payment states of a numerário or an instalment.
  { label: PAYMENT_STATE_LABELS.A_PAGAR, swatchClassName: cards.stateToPay ?? '' },
  { label: PAYMENT_STATE_LABELS.INFORMADO, swatchClassName: cards.stateReported ?? '' },
  { label: PAYMENT_STATE_LABELS.PAGO, swatchClassName: cards.statePaid ?? '' },
];

/** The dialog's subject line for a card (only cards with a payment subject open it). */
export const paymentDescription = (entry: TCashEntry): string =>
  entry.paymentSubject
    ? describePayment({
        subject: entry.paymentSubject,
        processReference: formatProcessReference(entry.typeOfProcess, entry.identification),
        invoiceNumber: entry.invoiceNumber,
        value: entry.value,
      })
    : '';

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

/** Legend, header text, grid, day modal, the numerário download and "Informar pagamento" of both financial calendars. */
export const CashBoard = ({ period, entries, displayField }: TCashBoardProps) => {
  const download = useNumerarioDownload();
  const [reporting, setReporting] = useState<TCashEntry | null>(null);

  const renderCard = (entry: TCashEntry) => (
    <CashCard
      key={entry.key}
      entry={entry}
      displayField={displayField}
      isDownloaded={download.isDownloaded(entry)}
      onDownload={download.requestDownload}
      onReportPayment={setReporting}
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
      <PaymentReportDialog
        processId={reporting?.processId ?? null}
        subject={reporting?.paymentSubject ?? null}
        description={reporting ? paymentDescription(reporting) : ''}
        onClose={() => setReporting(null)}
      />
    </>
  );
};
