import type { TInvoice } from '@pc/contract/invoice';
import type { TProcessDetail } from '@pc/contract/process';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PaymentReportDialog } from '../../components/payment-report/payment-report-dialog.tsx';
import { formatBRL, formatDate, formatProcessReference, orNI } from '../../lib/format.ts';
import { describePayment } from '../../lib/payment-report.ts';
import { processPaymentReportsQueryOptions } from './api/get-process-payment-reports.ts';
import { FieldSection } from './field-list.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';
import {
  InstallmentPayments,
  PaymentStateCell,
  REPORT_PAYMENT_LABEL,
  type TPaymentRequest,
} from './payment-sections.tsx';
import { paymentStatusOf } from './payment-state.ts';
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
 * Tab 3 'Financeiro': cash request and invoices, and (issue #40) the payment state of the numerário
 * and of each instalment, with "Informar pagamento" on those À Pagar.
 */
export const FinancialTab = ({ process, invoices, isLoading }: TFinancialTabProps) => {
  const [search, setSearch] = useState('');
  const [openInvoice, setOpenInvoice] = useState<TInvoice | null>(null);
  const [reporting, setReporting] = useState<TPaymentRequest | null>(null);
  const reportsQuery = useQuery(processPaymentReportsQueryOptions(process.id));
  // A failed load shows the states the process knows by itself rather than 'Carregando…' for ever.
  const reports = reportsQuery.data ?? (reportsQuery.isError ? [] : null);
  const reference = formatProcessReference(process.typeOfProcess, process.identification);
  const numerarioValue =
    process.stepCashRequestEstimatedValue ?? process.estimatedStepCashRequestEstimatedValue;
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
          ...(numerarioValue === null
            ? []
            : [
                {
                  label: 'Pagamento',
                  value: (
                    <PaymentStateCell
                      // The process does not say whether its numerário was settled: only reports do.
                      status={
                        reports ? paymentStatusOf({ reports, subject: NUMERARIO, isPaid: false }) : null
                      }
                      actionName={`${REPORT_PAYMENT_LABEL} do numerário`}
                      onReport={() =>
                        setReporting({
                          subject: NUMERARIO,
                          description: describePayment({
                            subject: NUMERARIO,
                            processReference: reference,
                            invoiceNumber: null,
                            value: numerarioValue,
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
        reports={reports}
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
