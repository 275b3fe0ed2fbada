import type { TInvoice } from '@pc/contract/invoice';
import type { TProcessDetail } from '@pc/contract/process';
import { useState } from 'react';
import { formatBRL, formatDate, orNI } from '../../lib/format.ts';
import { FieldSection } from './field-list.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';
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

/** Tab 3 'Financeiro': cash request and invoices. */
export const FinancialTab = ({ process, invoices, isLoading }: TFinancialTabProps) => {
  const [search, setSearch] = useState('');
  const [openInvoice, setOpenInvoice] = useState<TInvoice | null>(null);
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
      {openInvoice && <InvoiceDialog invoice={openInvoice} onClose={() => setOpenInvoice(null)} />}
    </>
  );
};
