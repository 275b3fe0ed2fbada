import { useState } from 'react';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import type { TPaymentReport } from '@pc/contract/payment-reports';
import { useToast } from '../../hooks/use-toast.ts';
import { formatBRL, formatDate, orNI } from '../../lib/format.ts';
import { formatSaoPauloInstant } from '../../lib/format-instant.ts';
import { paymentTargetLabel } from '../../lib/payment-report.ts';
import { DOWNLOAD_ERROR, saveProcessDocument } from '../../lib/process-document-download.ts';
import adminStyles from './admin.module.css';
import styles from './payment-reports.module.css';

export const AMOUNT_DIFFERS_TEXT = 'Diferente do esperado';

/** Whether the amount informed is not what the numerário or instalment asked for (to the cent). */
export const isAmountDifferent = (report: Pick<TPaymentReport, 'amount' | 'expectedAmount'>): boolean =>
  report.expectedAmount !== null &&
  Math.round(report.amount * 100) !== Math.round(report.expectedAmount * 100);

/** 'Confirmado por Bruno em 21/11/2026 10:05' / 'Recusado por … : motivo'. */
export const decisionText = (report: TPaymentReport): string => {
  const verb = report.status === 'CONFIRMADO' ? 'Confirmado' : 'Recusado';
  const when = report.decidedAt ? ` em ${orNI(formatSaoPauloInstant(report.decidedAt))}` : '';
  const reason = report.status === 'RECUSADO' && report.rejectionReason ? `: ${report.rejectionReason}` : '';
  return `${verb} por ${orNI(report.decidedBy)}${when}${reason}`;
};

type TPaymentReportRowProps = {
  report: TPaymentReport;
  isBusy: boolean;
  onConfirm: (report: TPaymentReport) => void;
  onReject: (report: TPaymentReport) => void;
};

/** One reported payment: what, how much against what was asked, the proof, who and the decision. */
export const PaymentReportRow = ({ report, isBusy, onConfirm, onReject }: TPaymentReportRowProps) => {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);
  const what = paymentTargetLabel(report);

  const download = async () => {
    setIsDownloading(true);
    try {
      await saveProcessDocument({
        processId: report.processId,
        documentId: report.proof.documentId,
        originalFilename: report.proof.originalFilename,
      });
    } catch {
      toast.error(DOWNLOAD_ERROR);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <tr>
      <td>
        <SensitiveName className={adminStyles.companyName}>{report.companyName}</SensitiveName>
      </td>
      <td className={styles.nowrap}>{report.reference}</td>
      <td className={styles.what}>{what}</td>
      <td className={styles.nowrap}>{orNI(formatDate(report.paidOn))}</td>
      <td className={styles.number}>
        {formatBRL(report.amount)}
        <span className={styles.when}>{`Esperado: ${orNI(formatBRL(report.expectedAmount))}`}</span>
        {isAmountDifferent(report) && <span className={styles.differs}>{AMOUNT_DIFFERS_TEXT}</span>}
      </td>
      <td>
        <button
          type="button"
          className={adminStyles.linkButton}
          disabled={isDownloading}
          aria-label={`Baixar o comprovante ${report.proof.originalFilename} do processo ${report.reference}`}
          onClick={() => void download()}
        >
          {report.proof.originalFilename}
        </button>
      </td>
      <td>
        {report.reportedBy}
        <span className={styles.when}>{orNI(formatSaoPauloInstant(report.reportedAt))}</span>
      </td>
      <td className={report.status === 'INFORMADO' ? styles.actionsCell : undefined}>
        {report.status === 'INFORMADO' ? (
          <span className={styles.actions}>
            <button
              type="button"
              className={`${styles.action} ${styles.confirm}`}
              disabled={isBusy}
              aria-label={`Confirmar o pagamento de ${what} do processo ${report.reference}`}
              onClick={() => onConfirm(report)}
            >
              Confirmar
            </button>
            <button
              type="button"
              className={`${styles.action} ${styles.reject}`}
              disabled={isBusy}
              aria-label={`Recusar o pagamento de ${what} do processo ${report.reference}`}
              onClick={() => onReject(report)}
            >
              Recusar
            </button>
          </span>
        ) : (
          <span className={styles.decision}>{decisionText(report)}</span>
        )}
      </td>
    </tr>
  );
};
