import type { TCashCalendarCategory } from '@pc/contract/cash-calendar';
import { PAYMENT_STATE_LABELS } from '@pc/contract/payment-reports';
import { useProcessModal } from '../../../hooks/use-process-modal.ts';
import {
  formatBRL,
  formatCurrency,
  formatDate,
  formatProcessReference,
  formatRate,
  orNI,
} from '../../../lib/format.ts';
import { REPORT_PAYMENT_LABEL } from '../../../lib/payment-report.ts';
import { displayText, type TDisplayField } from '../display-field.ts';
import { CalendarTooltip } from '../grid/calendar-tooltip.tsx';
import styles from '../cards.module.css';
import type { TCashEntry } from './cash-entries.ts';

export const CATEGORY_LABELS: Record<TCashCalendarCategory, string> = {
  NUMERARIO: 'Numerário',
  NUMERARIO_PREVISTO: 'Numerário Previsto',
  PARCELA_INVOICE: 'Parcela de Invoice',
};

/** 'Câmbio atualizado em 21/11/2026 com a taxa 5,3210' (spec §2.3), or null without a rate. */
export const exchangeText = (
  entry: Pick<TCashEntry, 'lastExchangeRate' | 'lastExchangeUpdate'>,
): string | null =>
  entry.lastExchangeRate === null
    ? null
    : `Câmbio atualizado em ${orNI(formatDate(entry.lastExchangeUpdate))} com a taxa ${formatRate(entry.lastExchangeRate)}`;

export const CashTooltip = ({ entry }: { entry: TCashEntry }) => {
  const exchange = exchangeText(entry);
  return (
    <>
      <span className={styles.tooltipTitle}>
        {formatProcessReference(entry.typeOfProcess, entry.identification)}
      </span>
      <span>{`Ref. cliente: ${orNI(entry.customerReference)}`}</span>
      <span>{CATEGORY_LABELS[entry.category]}</span>
      {entry.category === 'PARCELA_INVOICE' ? (
        <>
          <span>{`Valor na moeda da invoice: ${orNI(formatCurrency(entry.invoiceInstallmentValue, entry.invoiceCurrency))}`}</span>
          <span>{`Valor em reais: ${orNI(formatBRL(entry.invoiceInstallmentValueInBrl ?? entry.value))}`}</span>
          {exchange && <span>{exchange}</span>}
        </>
      ) : (
        <span>{`Valor: ${formatBRL(entry.value)}`}</span>
      )}
    </>
  );
};

/** ', Pago' / ', Pagamento informado' after the card's name; nothing for À Pagar (the default). */
const stateSuffix = (entry: Pick<TCashEntry, 'paymentState'>): string =>
  entry.paymentState === 'A_PAGAR' ? '' : `, ${PAYMENT_STATE_LABELS[entry.paymentState]}`;

type TCashCardProps = {
  entry: TCashEntry;
  displayField: TDisplayField;
  isDownloaded: boolean;
  onDownload: (entry: TCashEntry) => void;
  /** "Informar pagamento" (collaboration), offered on an À Pagar card that names what it pays. */
  onReportPayment?: (entry: TCashEntry) => void;
};

/**
 * One financial card: opens the process; the payment state (Pago ribbon, 'Pagamento informado'
 * label, nothing for À Pagar); 'Baixar numerário' when it has documents; 'Informar pagamento'.
 */
export const CashCard = ({
  entry,
  displayField,
  isDownloaded,
  onDownload,
  onReportPayment,
}: TCashCardProps) => {
  const { openProcess } = useProcessModal();
  const isNumerario = entry.category !== 'PARCELA_INVOICE';
  const isPaid = entry.paymentState === 'PAGO';
  const canReport = entry.paymentState === 'A_PAGAR' && entry.paymentSubject !== null && onReportPayment;
  const text = displayText(
    {
      invoice: entry.invoiceNumber,
      customerReference: entry.customerReference,
      typeOfProcess: entry.typeOfProcess,
      identification: entry.identification,
    },
    displayField,
  );
  return (
    <li
      className={styles.card}
      data-category={entry.category}
      data-paid={entry.isPaid}
      data-payment-state={entry.paymentState}
      data-has-ribbon={isPaid}
      data-testid="cash-card"
    >
      <CalendarTooltip content={<CashTooltip entry={entry} />}>
        <button type="button" className={styles.main} onClick={() => openProcess(entry.processId)}>
          {/* The visible text starts the accessible name (WCAG 2.5.3); the colour's meaning follows. */}
          <span className={styles.label}>{text}</span>{' '}
          <span className={styles.amount}>{formatBRL(entry.value)}</span>
          <span className="visually-hidden">
            {`, ${CATEGORY_LABELS[entry.category]}${stateSuffix(entry)}`}
          </span>
        </button>
      </CalendarTooltip>
      {isPaid && (
        <span className={styles.ribbon} aria-hidden="true">
          {PAYMENT_STATE_LABELS.PAGO}
        </span>
      )}
      {entry.paymentState === 'INFORMADO' && (
        <span className={styles.reported} aria-hidden="true">
          {PAYMENT_STATE_LABELS.INFORMADO}
        </span>
      )}
      {isNumerario && entry.documents.length > 0 && (
        <button
          type="button"
          className={styles.download}
          data-downloaded={isDownloaded}
          onClick={() => onDownload(entry)}
          title={isDownloaded ? 'Numerário já baixado' : undefined}
        >
          {isDownloaded && <span aria-hidden="true">✓</span>}
          Baixar numerário
        </button>
      )}
      {canReport && (
        <button type="button" className={styles.report} onClick={() => onReportPayment(entry)}>
          {REPORT_PAYMENT_LABEL}
        </button>
      )}
    </li>
  );
};
