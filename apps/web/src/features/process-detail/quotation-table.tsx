import type { TFreightQuotation } from '@pc/contract/quotation';
import { useState } from 'react';
import { formatDateTime, orNI } from '../../lib/format.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { downloadQuotationDocument } from './api/download-process-document.ts';
import { QuotationCards } from './quotation-cards.tsx';
import { QuotationDecisionDialog, type TQuotationDecisionKind } from './quotation-decision-dialog.tsx';
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
import styles from './quotations.module.css';
import sections from './sections.module.css';

/** Where the table gives way to cards: the same width as the best-of cards' single column. */
export const QUOTATION_CARDS_QUERY = '(max-width: 760px)';

const COLUMNS = [
  'Posição',
  'Agente de Carga',
  'Total Geral',
  'Aprovação',
  'Status',
  'Transit Time',
  'Free Time',
  'Totais por Moeda',
  'Data',
  'Containers',
] as const;

const NUMERIC_COLUMNS: ReadonlySet<string> = new Set(['Total Geral', 'Totais por Moeda']);

type TQuotationRowsProps = {
  quotation: TFreightQuotation;
  /** 1 for the best of the ranking. */
  position: number;
  isHighlighted: boolean;
  rowId: string;
  isRoundOpen: boolean;
  downloadingId: number | null;
  onDecide: (kind: TQuotationDecisionKind) => void;
  onDownload: (document: TQuotationDocument) => void;
};

/**
 * One quotation: the total it is ranked by right after its rank and agent (it must show without
 * scrolling), then the decision and the rest; a second row with the observation and documents.
 */
const QuotationRows = ({
  quotation,
  position,
  isHighlighted,
  rowId,
  isRoundOpen,
  downloadingId,
  onDecide,
  onDownload,
}: TQuotationRowsProps) => {
  const rowClass = `${styles.row} ${isHighlighted ? styles.highlighted : ''}`;
  return (
    <>
      <tr id={rowId} className={rowClass} data-testid="quotation-row" data-highlighted={isHighlighted}>
        <td>
          <RankPosition position={position} />
        </td>
        <td>
          <span className={styles.agent}>
            <span data-testid="quotation-agent">{orNI(quotation.freightForwarder?.name)}</span>
            <span className={styles.contact}>{orNI(quotation.person)}</span>
          </span>
        </td>
        <td className={`${sections.numeric} ${styles.rankingTotal}`}>{rankingTotalLabel(quotation)}</td>
        <td>
          <QuotationDecision quotation={quotation} isRoundOpen={isRoundOpen} onDecide={onDecide} />
        </td>
        <td>
          <QuotationStatus quotation={quotation} />
        </td>
        <td className={sections.nowrap}>{daysLabel(quotation.transitTime)}</td>
        <td className={sections.nowrap}>{daysLabel(quotation.freetime)}</td>
        <td className={sections.numeric}>
          <CurrencyTotals quotation={quotation} />
        </td>
        <td>{formatDateTime(quotation.created)}</td>
        <td>{containersLabel(quotation)}</td>
      </tr>
      <tr className={`${rowClass} ${styles.detailRow}`}>
        <td colSpan={COLUMNS.length}>
          <QuotationNotes quotation={quotation} downloadingId={downloadingId} onDownload={onDownload} />
        </td>
      </tr>
    </>
  );
};

type TQuotationTableProps = {
  processId: number;
  quotations: readonly TFreightQuotation[];
  highlightedId: number | null;
  rowId: (quotationId: number) => string;
};

/**
 * The ranking (spec part 1 §2, tab 6): a table on a desktop, cards on a phone, each leading with
 * rank, agent and the total the order follows.
 */
export const QuotationTable = ({ processId, quotations, highlightedId, rowId }: TQuotationTableProps) => {
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [decision, setDecision] = useState<{
    quotation: TFreightQuotation;
    kind: TQuotationDecisionKind;
  } | null>(null);
  const isPhone = useMediaQuery(QUOTATION_CARDS_QUERY);
  // Once one is approved the round is closed: no more decisions.
  const isRoundOpen = !quotations.some((quotation) => quotation.approved === true);

  const download = async (documentId: number, originalFilename: string) => {
    setDownloadingId(documentId);
    await downloadQuotationDocument({ processId, documentId, originalFilename });
    setDownloadingId(null);
  };
  const onDownload = (document: TQuotationDocument) => void download(document.id, document.originalFilename);
  const onDecide = (quotation: TFreightQuotation, kind: TQuotationDecisionKind) =>
    setDecision({ quotation, kind });

  return (
    <>
      {isPhone ? (
        <QuotationCards
          quotations={quotations}
          highlightedId={highlightedId}
          rowId={rowId}
          isRoundOpen={isRoundOpen}
          downloadingId={downloadingId}
          onDecide={onDecide}
          onDownload={onDownload}
        />
      ) : (
        <div className={sections.tableWrap}>
          <table className={`${sections.table} ${styles.rankingTable}`}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={NUMERIC_COLUMNS.has(column) ? sections.numeric : undefined}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {quotations.map((quotation, index) => (
                <QuotationRows
                  key={quotation.id}
                  quotation={quotation}
                  position={index + 1}
                  isHighlighted={highlightedId === quotation.id}
                  rowId={rowId(quotation.id)}
                  isRoundOpen={isRoundOpen}
                  downloadingId={downloadingId}
                  onDecide={(kind) => onDecide(quotation, kind)}
                  onDownload={onDownload}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {decision && (
        <QuotationDecisionDialog
          processId={processId}
          quotation={decision.quotation}
          kind={decision.kind}
          onClose={() => setDecision(null)}
        />
      )}
    </>
  );
};
