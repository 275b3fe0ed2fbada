import type { TProcessDetail } from '@pc/contract/process';
import type { TFreightQuotationsResponse } from '@pc/contract/quotation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime, formatRate, orNI } from '../../lib/format.ts';
import { saveQuotationSpreadsheet } from './api/post-freight-quotation-excel.ts';
import { useMarkQuotationsViewedMutation } from './api/post-quotations-viewed.ts';
import { SheetIcon } from './process-icons.tsx';
import { QuotationBests } from './quotation-bests.tsx';
import { rankQuotations } from './quotation-ranking.ts';
import { QuotationTable } from './quotation-table.tsx';
import styles from './quotations.module.css';
import sections from './sections.module.css';
import { SpreadsheetDialog } from './spreadsheet-dialog.tsx';

const HIGHLIGHT_MS = 2500;

const rowId = (quotationId: number) => `quotation-row-${quotationId}`;

type TQuotationsTabProps = { process: TProcessDetail; quotations: TFreightQuotationsResponse };

/** Tab 6 'Cotações Recebidas': rates, best-of cards, ranking and the spreadsheet. */
export const QuotationsTab = ({ process, quotations }: TQuotationsTabProps) => {
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [spreadsheetResult, setSpreadsheetResult] = useState<'success' | 'error' | null>(null);

  const spreadsheet = useMutation({
    mutationFn: () => saveQuotationSpreadsheet(process.id, process.identification),
    onSuccess: () => setSpreadsheetResult('success'),
    onError: () => setSpreadsheetResult('error'),
  });

  // Opening the tab is what "viewed" means: COTADO quotations become VISUALIZADO, and Home's
  // "Precisa de atenção" stops counting them.
  const hasUnviewed = quotations.freightQuotations.some((quotation) => quotation.status.value === 'COTADO');
  const markViewed = useMarkQuotationsViewedMutation(process.id);
  const { mutate: mutateViewed } = markViewed;
  useEffect(() => {
    if (hasUnviewed) mutateViewed();
  }, [hasUnviewed, mutateViewed]);

  useEffect(() => {
    if (highlightedId === null) return;
    const timer = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  const showQuotation = (quotationId: number) => {
    document.getElementById(rowId(quotationId))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setHighlightedId(quotationId);
  };

  const rates = [
    { label: 'Dólar (USD)', rate: quotations.usdRate },
    { label: 'Euro (EUR)', rate: quotations.euroRate },
  ];

  return (
    <>
      <div className={styles.top}>
        <div className={styles.rates}>
          {rates.map(({ label, rate }) => (
            <div key={label} className={styles.rate}>
              <span className={sections.fieldLabel}>{label}</span>
              <span className={styles.rateValue}>{rate ? `R$ ${formatRate(rate.sell)}` : orNI(null)}</span>
              <span className={sections.muted}>Atualizado em {orNI(formatDateTime(rate?.modified))}</span>
            </div>
          ))}
        </div>
        <button
          type="button"
          className={`${sections.actionButton} ${styles.generate}`}
          disabled={spreadsheet.isPending}
          onClick={() => spreadsheet.mutate()}
        >
          <SheetIcon size={16} />
          Gerar Planilha
        </button>
      </div>
      <QuotationBests quotations={quotations} onSelect={showQuotation} />
      <section className={sections.card} aria-label="Ranking das cotações">
        <h3 className={sections.sectionTitle}>Ranking das Cotações</h3>
        <QuotationTable
          processId={process.id}
          quotations={rankQuotations(quotations.freightQuotations)}
          highlightedId={highlightedId}
          rowId={rowId}
        />
      </section>
      <SpreadsheetDialog result={spreadsheetResult} onClose={() => setSpreadsheetResult(null)} />
    </>
  );
};
