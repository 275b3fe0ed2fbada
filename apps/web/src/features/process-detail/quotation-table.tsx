import type { TFreightQuotation, TFreightQuotationStatusValue } from '@pc/contract/quotation';
import { useState } from 'react';
import { formatBRL, formatCurrency, formatDateTime, orNI } from '../../lib/format.ts';
import { downloadQuotationDocument } from './api/download-process-document.ts';
import { containerTypeLabel, dayCountLabel } from './process-labels.ts';
import { DownloadIcon } from './process-icons.tsx';
import { QuotationApproval } from './quotation-approval.tsx';
import { QuotationDecisionDialog, type TQuotationDecisionKind } from './quotation-decision-dialog.tsx';
import styles from './quotations.module.css';
import sections from './sections.module.css';

const COLUMN_COUNT = 14;

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

const days = (value: number | null) => (value === null ? orNI(null) : dayCountLabel(value));

/** A foreign total with its value in reais below it. */
const Amount = ({
  value,
  currency,
  reais,
}: {
  value: number | null;
  currency: string | null;
  reais: number | null;
}) => {
  if (value === null || value === 0) return <>-</>;
  return (
    <span className={styles.amount}>
      <span>{formatCurrency(value, currency)}</span>
      {reais !== null && <span className={sections.muted}>{formatBRL(reais)}</span>}
    </span>
  );
};

const containersLabel = (quotation: TFreightQuotation): string =>
  quotation.containers.length === 0
    ? orNI(null)
    : quotation.containers
        .map((container) => `${container.quantity} × ${containerTypeLabel(container.type)}`)
        .join(', ');

type TQuotationRowsProps = {
  quotation: TFreightQuotation;
  /** 1 for the best of the ranking. */
  position: number;
  isHighlighted: boolean;
  rowId: string;
  isRoundOpen: boolean;
  downloadingId: number | null;
  onDecide: (kind: TQuotationDecisionKind) => void;
  onDownload: (document: TFreightQuotation['documents'][number]) => void;
};

/** One quotation: its figures, then a second row with the observation and documents. */
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
          <span className={`${styles.position} ${position === 1 ? styles.first : ''}`}>{position}º</span>
        </td>
        <td>
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
        </td>
        <td>{orNI(quotation.freightForwarder?.name)}</td>
        <td>{orNI(quotation.person)}</td>
        <td>
          <span className={styles.status}>
            <span className={`${styles.dot} ${statusDotClass(quotation.status.value)}`} aria-hidden="true" />
            {quotation.status.value}
          </span>
        </td>
        <td className={sections.nowrap}>{formatDateTime(quotation.created)}</td>
        <td className={sections.nowrap}>{days(quotation.transitTime)}</td>
        <td className={sections.nowrap}>{days(quotation.freetime)}</td>
        <td className={sections.numeric}>
          <Amount value={quotation.totalUSD} currency="USD" reais={quotation.totalUSDReais} />
        </td>
        <td className={sections.numeric}>
          <Amount value={quotation.totalEUR} currency="EUR" reais={quotation.totalEURReais} />
        </td>
        <td className={sections.numeric}>{quotation.totalReais ? formatBRL(quotation.totalReais) : '-'}</td>
        <td className={sections.numeric}>
          <Amount
            value={quotation.totalOthers}
            currency={quotation.currency?.name ?? null}
            reais={quotation.totalOthersReais}
          />
        </td>
        <td className={sections.numeric}>
          <strong>{orNI(formatBRL(quotation.total))}</strong>
        </td>
        <td className={sections.nowrap}>{containersLabel(quotation)}</td>
      </tr>
      <tr className={`${rowClass} ${styles.detailRow}`}>
        <td colSpan={COLUMN_COUNT}>
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

/** The ranking table (spec part 1 §2, tab 6); a second row carries the observation and documents. */
export const QuotationTable = ({ processId, quotations, highlightedId, rowId }: TQuotationTableProps) => {
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [decision, setDecision] = useState<{
    quotation: TFreightQuotation;
    kind: TQuotationDecisionKind;
  } | null>(null);
  // Once one is approved the round is closed: no more decisions.
  const isRoundOpen = !quotations.some((quotation) => quotation.approved === true);

  const download = async (documentId: number, originalFilename: string) => {
    setDownloadingId(documentId);
    await downloadQuotationDocument({ processId, documentId, originalFilename });
    setDownloadingId(null);
  };

  return (
    <div className={sections.tableWrap}>
      <table className={sections.table}>
        <thead>
          <tr>
            <th scope="col">Posição</th>
            <th scope="col">Aprovação</th>
            <th scope="col">Agente de Carga</th>
            <th scope="col">Contato</th>
            <th scope="col">Status</th>
            <th scope="col">Data</th>
            <th scope="col">Transit Time</th>
            <th scope="col">Free Time</th>
            <th scope="col" className={sections.numeric}>
              Total USD
            </th>
            <th scope="col" className={sections.numeric}>
              Total EUR
            </th>
            <th scope="col" className={sections.numeric}>
              Total R$
            </th>
            <th scope="col" className={sections.numeric}>
              Outras Moedas
            </th>
            <th scope="col" className={sections.numeric}>
              Total Geral
            </th>
            <th scope="col">Containers</th>
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
              onDecide={(kind) => setDecision({ quotation, kind })}
              onDownload={(document) => void download(document.id, document.originalFilename)}
            />
          ))}
        </tbody>
      </table>
      {decision && (
        <QuotationDecisionDialog
          processId={processId}
          quotation={decision.quotation}
          kind={decision.kind}
          onClose={() => setDecision(null)}
        />
      )}
    </div>
  );
};
