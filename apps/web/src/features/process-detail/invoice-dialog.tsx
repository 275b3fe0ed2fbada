import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import type { TInvoice } from '@pc/contract/invoice';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { formatBRL, formatCurrency, formatDate, formatRate, orNI } from '../../lib/format.ts';
import dialog from '../../components/dialog/dialog.module.css';
import styles from './dialogs.module.css';
import { FieldList } from './field-list.tsx';
import { installmentConditionLabel, invoiceTotalLabel } from './process-labels.ts';
import sections from './sections.module.css';

const exchangeUpdateLabel = (update: string | null, rate: number | null): string => {
  if (!update && rate === null) return orNI(null);
  const when = formatDate(update);
  const rateText = formatRate(rate);
  if (!rateText) return orNI(when);
  return when ? `${when} - taxa ${rateText}` : `Taxa ${rateText}`;
};

/** The invoice modal: its fields and the instalments table (spec part 1 §2). */
export const InvoiceDialog = ({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) => {
  const money = (value: number | null) => orNI(formatCurrency(value, invoice.currency));
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent
          className={`${dialog.content} ${styles.content} ${styles.wide}`}
          aria-describedby={undefined}
        >
          <div className={dialog.titleRow}>
            <Dialog.Title className={styles.title}>Invoice {orNI(invoice.invoiceNumber)}</Dialog.Title>
            <Dialog.Close className={`${dialog.close} ${styles.close}`} aria-label="Fechar">
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <FieldList
            fields={[
              { label: 'Número', value: orNI(invoice.invoiceNumber) },
              { label: 'Data Prevista', value: orNI(formatDate(invoice.estimatedInvoiceDate)) },
              { label: 'Data Confirmada', value: orNI(formatDate(invoice.invoiceDate)) },
              { label: 'Condição de Pagamento', value: orNI(invoice.paymentTerms) },
              { label: 'Moeda', value: orNI(invoice.currency) },
              { label: 'Taxa de Câmbio', value: orNI(formatRate(invoice.exchangeRate)) },
              { label: 'Exportador', value: <SensitiveName>{orNI(invoice.vendor?.name)}</SensitiveName> },
              { label: 'Total', value: invoiceTotalLabel(invoice) },
            ]}
          />
          <h3 className={sections.sectionTitle}>Parcelas</h3>
          <div className={sections.tableWrap}>
            <table className={sections.table}>
              <thead>
                <tr>
                  <th scope="col">Parcela</th>
                  <th scope="col">Condição</th>
                  <th scope="col">Vencimento</th>
                  <th scope="col" className={sections.numeric}>
                    Valor
                  </th>
                  <th scope="col" className={sections.numeric}>
                    Valor em R$
                  </th>
                  <th scope="col">Última Atualização do Câmbio</th>
                </tr>
              </thead>
              <tbody>
                {invoice.installments.map((installment) => (
                  <tr key={installment.parcel}>
                    <td>{installment.parcel}</td>
                    <td>{installmentConditionLabel(installment)}</td>
                    <td className={sections.nowrap}>{orNI(formatDate(installment.dueDate))}</td>
                    <td className={sections.numeric}>{money(installment.value)}</td>
                    <td className={sections.numeric}>{orNI(formatBRL(installment.valueInBrl))}</td>
                    <td className={sections.nowrap}>
                      {exchangeUpdateLabel(installment.lastExchangeUpdate, installment.lastExchangeRate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {invoice.installments.length === 0 && (
              <p className={sections.empty}>Nenhuma parcela cadastrada para esta invoice.</p>
            )}
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
