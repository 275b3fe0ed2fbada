import type { TFreightQuotation } from '@pc/contract/quotation';
import { formatDateTime, orNI } from '../../lib/format.ts';
import {
  containersLabel,
  CurrencyTotals,
  daysLabel,
  QuotationDecision,
  QuotationNotes,
  QuotationStatus,
  rankingTotalLabel,
  RankPosition,
  type TQuotationDocument,
} from './quotation-parts.tsx';
import type { TQuotationDecisionKind } from './quotation-decision-dialog.tsx';
import styles from './quotations.module.css';

type TQuotationCardProps = {
  quotation: TFreightQuotation;
  position: number;
  isHighlighted: boolean;
  rowId: string;
  isRoundOpen: boolean;
  downloadingId: number | null;
  onDecide: (kind: TQuotationDecisionKind) => void;
  onDownload: (document: TQuotationDocument) => void;
};

/** One quotation on a phone: rank, agent, the total it ranks by and its approval first. */
const QuotationCard = ({
  quotation,
  position,
  isHighlighted,
  rowId,
  isRoundOpen,
  downloadingId,
  onDecide,
  onDownload,
}: TQuotationCardProps) => {
  const agent = orNI(quotation.freightForwarder?.name);
  const facts = [
    { label: 'Status', value: <QuotationStatus quotation={quotation} /> },
    { label: 'Transit Time', value: daysLabel(quotation.transitTime) },
    { label: 'Free Time', value: daysLabel(quotation.freetime) },
    { label: 'Totais por Moeda', value: <CurrencyTotals quotation={quotation} />, isWide: true },
    { label: 'Data', value: orNI(formatDateTime(quotation.created)) },
    { label: 'Containers', value: containersLabel(quotation) },
  ];
  return (
    <li
      id={rowId}
      className={`${styles.card} ${isHighlighted ? styles.highlighted : ''}`}
      aria-label={`${position}º ${agent}`}
      data-testid="quotation-card"
      data-highlighted={isHighlighted}
    >
      <div className={styles.cardHead}>
        <RankPosition position={position} />
        <span className={styles.agent}>
          <strong data-testid="quotation-agent">{agent}</strong>
          <span className={styles.contact}>{orNI(quotation.person)}</span>
        </span>
      </div>
      <div className={styles.cardTotal}>
        <span className={styles.cardLabel}>Total Geral</span>
        <strong className={styles.cardTotalValue}>{rankingTotalLabel(quotation)}</strong>
      </div>
      {/* Spec part 1 §2: no approval shows nothing; a closed round then leaves no row. */}
      {(quotation.approved !== null || isRoundOpen) && (
        <div className={styles.cardDecision}>
          <span className={styles.cardLabel}>Aprovação</span>
          <QuotationDecision quotation={quotation} isRoundOpen={isRoundOpen} onDecide={onDecide} />
        </div>
      )}
      <dl className={styles.cardFacts}>
        {facts.map(({ label, value, isWide }) => (
          <div key={label} className={`${styles.cardFact} ${isWide ? styles.cardFactWide : ''}`}>
            <dt className={styles.cardLabel}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <QuotationNotes quotation={quotation} downloadingId={downloadingId} onDownload={onDownload} />
    </li>
  );
};

type TQuotationCardsProps = {
  quotations: readonly TFreightQuotation[];
  highlightedId: number | null;
  rowId: (quotationId: number) => string;
  isRoundOpen: boolean;
  downloadingId: number | null;
  onDecide: (quotation: TFreightQuotation, kind: TQuotationDecisionKind) => void;
  onDownload: (document: TQuotationDocument) => void;
};

/** The ranking as a list of cards: a phone has no room for the table's columns. */
export const QuotationCards = ({
  quotations,
  highlightedId,
  rowId,
  onDecide,
  ...shared
}: TQuotationCardsProps) => (
  <ol className={styles.cards} aria-label="Cotações por posição">
    {quotations.map((quotation, index) => (
      <QuotationCard
        key={quotation.id}
        quotation={quotation}
        position={index + 1}
        isHighlighted={highlightedId === quotation.id}
        rowId={rowId(quotation.id)}
        onDecide={(kind) => onDecide(quotation, kind)}
        {...shared}
      />
    ))}
  </ol>
);
