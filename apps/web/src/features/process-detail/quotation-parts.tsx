import type { TFreightQuotation, TFreightQuotationStatusValue } from '@pc/contract/quotation';
import { formatBRL, formatCurrency, orNI } from '../../lib/format.ts';
import { containerTypeLabel, dayCountLabel } from './process-labels.ts';
import { DownloadIcon } from './process-icons.tsx';
import { QuotationApproval } from './quotation-approval.tsx';
import type { TQuotationDecisionKind } from './quotation-decision-dialog.tsx';
import styles from './quotations.module.css';
import sections from './sections.module.css';

// The pieces of one quotation that the ranking's table (desktop) and its cards (phone) share.

export type TQuotationDocument = TFreightQuotation['documents'][number];

const statusDotClass = (status: TFreightQuotationStatusValue): string => {
  switch (status) {
    case 'COTADO':
      return styles.cotado ?? '';
    case 'ENVIADO':
      return styles.enviado ?? '';
    case 'VISUALIZADO':
      return styles.visualizado ?? '';
  }
};

export const daysLabel = (value: number | null): string =>
  value === null ? orNI(null) : dayCountLabel(value);

/** The total the ranking orders by (spec part 1 §2: "ordered mainly by total value"). */
export const rankingTotalLabel = (quotation: TFreightQuotation): string => orNI(formatBRL(quotation.total));

export const containersLabel = (quotation: TFreightQuotation): string =>
  quotation.containers.length === 0
    ? orNI(null)
    : quotation.containers
        .map((container) => `${container.quantity} × ${containerTypeLabel(container.type)}`)
        .join(', ');

export const QuotationStatus = ({ quotation }: { quotation: TFreightQuotation }) => (
  <span className={styles.status}>
    <span className={`${styles.dot} ${statusDotClass(quotation.status.value)}`} aria-hidden="true" />
    {quotation.status.value}
  </span>
);

type TCurrencyTotal = { key: string; label: string; reais: number | null };

/** The totals per currency the total is made of (USD, EUR, R$, another currency), with their reais. */
const currencyTotalsOf = (quotation: TFreightQuotation): TCurrencyTotal[] => {
  const foreign = [
    { key: 'USD', value: quotation.totalUSD, currency: 'USD', reais: quotation.totalUSDReais },
    { key: 'EUR', value: quotation.totalEUR, currency: 'EUR', reais: quotation.totalEURReais },
    {
      key: 'OTHERS',
      value: quotation.totalOthers,
      currency: quotation.currency?.name ?? null,
      reais: quotation.totalOthersReais,
    },
  ];
  const totals: TCurrencyTotal[] = foreign
    .filter(({ value }) => value !== null && value !== 0)
    .map(({ key, value, currency, reais }) => ({ key, label: formatCurrency(value, currency), reais }));
  if (quotation.totalReais) {
    totals.splice(2, 0, { key: 'BRL', label: formatBRL(quotation.totalReais), reais: null });
  }
  return totals;
};

/** 'US$ 1.000,00 (R$ 5.000,00)' per currency, one a line; '-' without any. */
export const CurrencyTotals = ({ quotation }: { quotation: TFreightQuotation }) => {
  const totals = currencyTotalsOf(quotation);
  if (totals.length === 0) return <>-</>;
  return (
    <span className={styles.currencyTotals}>
      {totals.map(({ key, label, reais }) => (
        <span key={key} className={sections.nowrap}>
          {label}
          {reais !== null && <span className={sections.muted}> ({formatBRL(reais)})</span>}
        </span>
      ))}
    </span>
  );
};

type TQuotationDecisionProps = {
  quotation: TFreightQuotation;
  isRoundOpen: boolean;
  onDecide: (kind: TQuotationDecisionKind) => void;
};

/** The approval state, and while the round is open the buttons to approve or reject. */
export const QuotationDecision = ({ quotation, isRoundOpen, onDecide }: TQuotationDecisionProps) => (
  <span className={styles.decision}>
    <QuotationApproval quotation={quotation} />
    {isRoundOpen && (
      <span className={styles.decisionActions}>
        <button
          type="button"
          className={styles.approveButton}
          onClick={() => onDecide('approve')}
          aria-label={`Aprovar a cotação de ${orNI(quotation.freightForwarder?.name)}`}
        >
          Aprovar
        </button>
        {quotation.approved === null && (
          <button
            type="button"
            className={styles.rejectButton}
            onClick={() => onDecide('reject')}
            aria-label={`Reprovar a cotação de ${orNI(quotation.freightForwarder?.name)}`}
          >
            Reprovar
          </button>
        )}
      </span>
    )}
  </span>
);

type TQuotationNotesProps = {
  quotation: TFreightQuotation;
  downloadingId: number | null;
  onDownload: (document: TQuotationDocument) => void;
};

/** The partner's observation and the quotation's documents (spec part 1 §2). */
export const QuotationNotes = ({ quotation, downloadingId, onDownload }: TQuotationNotesProps) => (
  <div className={styles.details}>
    <span>
      <span className={styles.detailsLabel}>Observação: </span>
      {orNI(quotation.observation)}
    </span>
    <span className={styles.docs}>
      <span className={styles.detailsLabel}>Documentos: </span>
      {quotation.documents.length === 0
        ? 'Nenhum documento.'
        : quotation.documents.map((document) => (
            <button
              key={document.id}
              type="button"
              className={sections.actionButton}
              disabled={downloadingId === document.id}
              onClick={() => onDownload(document)}
            >
              <DownloadIcon size={14} />
              {document.originalFilename}
            </button>
          ))}
    </span>
  </div>
);

/** The round medal: '1º' on green for the best. */
export const RankPosition = ({ position }: { position: number }) => (
  <span className={`${styles.position} ${position === 1 ? styles.first : ''}`}>{position}º</span>
);
