import { useState } from 'react';
import {
  PAYMENT_REPORT_STATUSES,
  PAYMENT_REPORTS_PAGE_SIZE_DEFAULT,
  type TPaymentReport,
  type TPaymentReportStatus,
} from '@pc/contract/payment-reports';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useAdminPaymentReportsQuery, useConfirmPaymentReportMutation } from './api/admin-payment-reports.ts';
import { confirmPaymentQuestion } from './admin-confirmations.ts';
import { CompanyFilter } from './company-filter.tsx';
import type { TPickedCompany } from './company-picker.tsx';
import { PaymentReportRow } from './payment-reports-row.tsx';
import { PaymentReportRejectDialog } from './payment-reports-reject-dialog.tsx';
import { useConfirmation } from './use-confirmation.tsx';
import adminStyles from './admin.module.css';
import styles from './payment-reports.module.css';

export const PAYMENT_REPORT_STATUS_FILTER_LABELS: Readonly<Record<TPaymentReportStatus, string>> = {
  INFORMADO: 'Informados',
  CONFIRMADO: 'Confirmados',
  RECUSADO: 'Recusados',
};
export const EMPTY_PAYMENT_REPORTS_TEXT = 'Nenhum pagamento informado encontrado.';
export const PAYMENT_REPORTS_HEADERS = [
  'Empresa',
  'Processo',
  'O que',
  'Pago em',
  'Valor informado',
  'Comprovante',
  'Informado por',
] as const;

export const confirmedMessage = (report: Pick<TPaymentReport, 'reference'>): string =>
  `Pagamento do processo ${report.reference} confirmado.`;

type TFilters = { status: TPaymentReportStatus; company: TPickedCompany | null };

/** The payments customers reported, for the staff to confirm (Pago) or refuse with a reason. */
export const PaymentReportsPage = () => {
  const toast = useToast();
  const [filters, setFilters] = useState<TFilters>({ status: 'INFORMADO', company: null });
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<TPaymentReport | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const reports = useAdminPaymentReportsQuery({
    status: filters.status,
    page: String(page),
    size: String(PAYMENT_REPORTS_PAGE_SIZE_DEFAULT),
    ...(filters.company ? { companyId: String(filters.company.id) } : {}),
  });
  const confirm = useConfirmPaymentReportMutation();
  const { ask, dialog } = useConfirmation();
  const rows = reports.data?.data ?? [];
  const total = reports.data?.page.totalElements ?? 0;

  const setFilter = (patch: Partial<TFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  // Marking a payment paid cannot be taken back here: it asks first, naming the process and the amount.
  const onConfirm = (report: TPaymentReport) =>
    ask(confirmPaymentQuestion(report), () => {
      setBusyId(report.id);
      confirm.mutate(report.id, {
        onSuccess: () => toast.success(confirmedMessage(report)),
        onError: (error) => toast.error(errorMessage(error, 'Não foi possível confirmar o pagamento.')),
        onSettled: () => setBusyId(null),
      });
    });

  return (
    <section className={adminStyles.panel} aria-labelledby="admin-payment-reports-title">
      <PageTitle parts={[routes.AdminPaymentReports.title, routes.Admin.title]} />
      <header className={adminStyles.panelHeader}>
        <h2 id="admin-payment-reports-title" className={adminStyles.panelTitle}>
          {routes.AdminPaymentReports.title}
        </h2>
        <p className={adminStyles.panelText}>
          Pagamentos de numerário e de parcelas de invoice que os clientes informaram, com o comprovante.
          Confirmar marca o pagamento como pago; recusar o devolve a À Pagar e avisa o cliente do motivo.
        </p>
      </header>
      <div className={styles.toolbar}>
        <p className={adminStyles.count} aria-live="polite">
          <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'pagamento' : 'pagamentos'}
        </p>
        <label className={adminStyles.filter}>
          Situação
          <select
            value={filters.status}
            onChange={(event) => setFilter({ status: event.target.value as TPaymentReportStatus })}
          >
            {PAYMENT_REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_REPORT_STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <CompanyFilter company={filters.company} onChange={(company) => setFilter({ company })} />
      </div>
      <LoadingOverlay isVisible={reports.isPending} variant="container" label="Carregando pagamentos" />
      {reports.isError && !reports.data ? (
        <p className={adminStyles.error} role="alert">
          {errorMessage(reports.error, 'Não foi possível carregar os pagamentos informados.')}
        </p>
      ) : (
        <PlainTable
          label="Tabela de pagamentos informados"
          headers={PAYMENT_REPORTS_HEADERS}
          hasActions
          isBusy={reports.isPlaceholderData}
        >
          {rows.length === 0 ? (
            <tr>
              <td colSpan={PAYMENT_REPORTS_HEADERS.length + 1} className={styles.empty}>
                {reports.isPending ? '' : EMPTY_PAYMENT_REPORTS_TEXT}
              </td>
            </tr>
          ) : (
            rows.map((report) => (
              <PaymentReportRow
                key={report.id}
                report={report}
                isBusy={busyId === report.id}
                onConfirm={onConfirm}
                onReject={setRejecting}
              />
            ))
          )}
        </PlainTable>
      )}
      <Pager
        page={page}
        pageCount={reports.data?.page.totalPages ?? 1}
        label="Páginas dos pagamentos informados"
        onPage={setPage}
      />
      <PaymentReportRejectDialog report={rejecting} onClose={() => setRejecting(null)} />
      {dialog}
    </section>
  );
};
