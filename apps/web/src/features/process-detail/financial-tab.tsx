import type { TInvoice } from '@pc/contract/invoice';
import type { TProcessDetail } from '@pc/contract/process';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PaymentReportDialog } from '../../components/payment-report/payment-report-dialog.tsx';
import { formatBRL, formatDate, formatProcessReference, orNI } from '../../lib/format.ts';
import { describePayment, REPORT_PAYMENT_LABEL, type TPaymentSubject } from '../../lib/payment-report.ts';
import { processPaymentReportsQueryOptions } from './api/get-process-payment-reports.ts';
import { FieldSection } from './field-list.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { InstallmentPayments, PaymentStateCell, type TPaymentRequest } from './payment-sections.tsx';
import { paymentStatusOf, type TPaymentCellStatus } from './payment-state.ts';
import { invoiceTotalLabel } from './process-labels.ts';
import { ViewIcon } from './process-icons.tsx';
import sections from './sections.module.css';
import { matchesSearch } from './text-search.ts';

const invoiceDateLabel = (invoice: TInvoice): string =>
  orNI(formatDate(invoice.invoiceDate ?? invoice.estimatedInvoiceDate));

const searchableText = (invoice: TInvoice) => [
  invoice.invoiceNumber,
  invoiceDateLabel(invoice),
  invoice.paymentTerms,
  invoice.currency,
  invoice.installments.length,
  invoiceTotalLabel(invoice),
];

type TFinancialTabProps = {
  process: TProcessDetail;
  invoices: readonly TInvoice[] | undefined;
  isLoading: boolean;
};

const NUMERARIO = { target: 'NUMERARIO' } as const;

/**
 * Tab 3 'Financeiro': cash request and invoices, and (collaboration) the payment state of the numerário
 * and of each instalment, with "Informar pagamento" on those À Pagar.
 */
export const FinancialTab = ({ process, invoices, isLoading }: TFinancialTabProps) => {
  const [search, setSearch] = useState('');
  const [openInvoice, setOpenInvoice] = useState<TInvoice | null>(null);
  const [reporting, setReporting] = useState<TPaymentRequest | null>(null);
  const paymentsQuery = useQuery(processPaymentReportsQueryOptions(process.id));
  const payments = paymentsQuery.data ?? null;
  // The states are the server's alone (it knows what the ERP settled): none is guessed here, so a
  // failed load offers no "Informar pagamento" the server would refuse.
  const statusOf = (subject: TPaymentSubject): TPaymentCellStatus => {
    if (!payments) return paymentsQuery.isError ? 'UNAVAILABLE' : 'LOADING';
    return paymentStatusOf({ payments, subject }) ?? 'UNAVAILABLE';
  };
  const reference = formatProcessReference(process.typeOfProcess, process.identification);
  const numerario = payments?.numerario ?? null;
  const allInvoices = invoices ?? [];
  const visible = allInvoices.filter((invoice) => matchesSearch(search, searchableText(invoice)));
  const emptyText =
    allInvoices.length === 0
      ? 'Nenhum Invoice foi cadastrada para este processo.'
      : 'Nenhum resultado encontrado.';

  return (
    <>
      <FieldSection
        title="Solicitação de Numerário"
        fields={[
          { label: 'Data Prevista', value: orNI(formatDate(process.estimatedStepCashRequest)) },
          { label: 'Valor Previsto', value: orNI(formatBRL(process.estimatedStepCashRequestEstimatedValue)) },
          { label: 'Data Confirmada', value: orNI(formatDate(process.stepCashRequest)) },
          { label: 'Valor Confirmado', value: orNI(formatBRL(process.stepCashRequestEstimatedValue)) },
          // Shown once the server says the process has a numerário.
          ...(numerario === null
            ? []
            : [
                {
                  label: 'Pagamento',
                  value: (
                    <PaymentStateCell
                      status={statusOf(NUMERARIO)}
                      actionName={`${REPORT_PAYMENT_LABEL} do numerário`}
                      onReport={() =>
                        setReporting({
                          subject: NUMERARIO,
                          description: describePayment({
                            subject: NUMERARIO,
                            processReference: reference,
                            invoiceNumber: null,
                            value: numerario.expectedAmount,
                          }),
                        })
                      }
                    />
                  ),
                },
              ]),
        ]}
      />
      <section className={sections.card} aria-label="Invoices">
        <div className={sections.toolbar}>
          <h3 className={sections.sectionTitle}>Invoices</h3>
          <input
            type="search"
            className={sections.search}
            placeholder="Pesquisar invoices"
            aria-label="Pesquisar invoices"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={sections.tableWrap}>
          <table className={sections.table}>
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Data</th>
                <th scope="col">Condição</th>
                <th scope="col">Moeda</th>
                <th scope="col">Parcelas</th>
                <th scope="col" className={sections.numeric}>
                  Total
                </th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((invoice) => (
                <tr key={invoice.id}>
                  <td className={sections.nowrap}>{orNI(invoice.invoiceNumber)}</td>
                  <td className={sections.nowrap}>{invoiceDateLabel(invoice)}</td>
                  <td>{orNI(invoice.paymentTerms)}</td>
                  <td>{orNI(invoice.currency)}</td>
                  <td>{invoice.installments.length}</td>
                  <td className={sections.numeric}>{invoiceTotalLabel(invoice)}</td>
                  <td>
                    <button
                      type="button"
                      className={sections.iconAction}
                      aria-label={`Visualizar invoice ${invoice.invoiceNumber ?? ''}`.trim()}
                      onClick={() => setOpenInvoice(invoice)}
                    >
                      <ViewIcon size={18} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {visible.length === 0 && <p className={sections.empty}>{isLoading ? 'Carregando…' : emptyText}</p>}
        </div>
      </section>
      <InstallmentPayments
        reference={reference}
        invoices={allInvoices}
        statusOf={statusOf}
        onReport={setReporting}
      />
      {openInvoice && <InvoiceDialog invoice={openInvoice} onClose={() => setOpenInvoice(null)} />}
      <PaymentReportDialog
        processId={reporting ? process.id : null}
        subject={reporting?.subject ?? null}
        description={reporting?.description ?? ''}
        onClose={() => setReporting(null)}
      />
    </>
  );
};
