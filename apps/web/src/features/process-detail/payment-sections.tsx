import type { TInvoice } from '@pc/contract/invoice';
import { PAYMENT_STATE_LABELS } from '@pc/contract/payment-reports';
import { formatBRL, formatDate, orNI } from '../../lib/format.ts';
import { describePayment, REPORT_PAYMENT_LABEL, type TPaymentSubject } from '../../lib/payment-report.ts';
import styles from './payment-sections.module.css';
import type { TPaymentCellStatus } from './payment-state.ts';
import sections from './sections.module.css';

/** The cell when the payments' answer failed (no state to trust, so no "Informar pagamento"). */
export const PAYMENT_STATE_UNAVAILABLE = 'Situação indisponível';

/** What the Financeiro tab asks the dialog to report. */
export type TPaymentRequest = { subject: TPaymentSubject; description: string };

type TPaymentStateCellProps = {
  status: TPaymentCellStatus;
  /** The button's full name: the visible 'Informar pagamento' and what it pays. */
  actionName: string;
  onReport: () => void;
};

/** The state of one numerário or instalment; 'Informar pagamento' while it is À Pagar. */
export const PaymentStateCell = ({ status, actionName, onReport }: TPaymentStateCellProps) => {
  if (status === 'LOADING') return <span className={sections.muted}>Carregando…</span>;
  if (status === 'UNAVAILABLE') return <span className={sections.muted}>{PAYMENT_STATE_UNAVAILABLE}</span>;
  return (
    <span className={styles.cell}>
      <span className={styles.state} data-state={status.state}>
        {PAYMENT_STATE_LABELS[status.state]}
      </span>
      {status.rejectionReason !== null && (
        <span className={styles.refusal}>{`Pagamento recusado: ${status.rejectionReason}`}</span>
      )}
      {status.state === 'A_PAGAR' && (
        <button type="button" className={sections.actionButton} aria-label={actionName} onClick={onReport}>
          {REPORT_PAYMENT_LABEL}
        </button>
      )}
    </span>
  );
};

type TInstallmentPaymentsProps = {
  reference: string;
  invoices: readonly TInvoice[];
  /** The status of one instalment (the server's state, or that it loads or failed). */
  statusOf: (subject: TPaymentSubject) => TPaymentCellStatus;
  onReport: (request: TPaymentRequest) => void;
};

/** Collaboration: every instalment of every invoice with its payment state and "Informar pagamento". */
export const InstallmentPayments = ({
  reference,
  invoices,
  statusOf,
  onReport,
}: TInstallmentPaymentsProps) => {
  const rows = invoices.flatMap((invoice) =>
    invoice.installments.map((installment) => ({ invoice, installment })),
  );
  return (
    <section className={sections.card} aria-label="Pagamento das parcelas">
      <h3 className={sections.sectionTitle}>Pagamento das parcelas</h3>
      <div className={sections.tableWrap}>
        <table className={sections.table}>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Parcela</th>
              <th scope="col">Vencimento</th>
              <th scope="col" className={sections.numeric}>
                Valor em R$
              </th>
              <th scope="col">Pagamento</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ invoice, installment }) => {
              const subject: TPaymentSubject = {
                target: 'PARCELA_INVOICE',
                invoiceId: invoice.id,
                parcel: installment.parcel,
              };
              const description = describePayment({
                subject,
                processReference: reference,
                invoiceNumber: invoice.invoiceNumber,
                value: installment.valueInBrl,
              });
              return (
                <tr key={`${invoice.id}:${installment.parcel}`}>
                  <td className={sections.nowrap}>{orNI(invoice.invoiceNumber)}</td>
                  <td>{installment.parcel}</td>
                  <td className={sections.nowrap}>{orNI(formatDate(installment.dueDate))}</td>
                  <td className={sections.numeric}>{orNI(formatBRL(installment.valueInBrl))}</td>
                  <td>
                    <PaymentStateCell
                      status={statusOf(subject)}
                      actionName={`${REPORT_PAYMENT_LABEL} da parcela ${installment.parcel} da invoice ${orNI(invoice.invoiceNumber)}`}
                      onReport={() => onReport({ subject, description })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className={sections.empty}>Nenhuma parcela cadastrada para este processo.</p>
        )}
      </div>
    </section>
  );
};
