import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import type { TProcessDetail } from '@pc/contract/process';
import { useCallback, useState } from 'react';
import type { TProcessModalTab } from '../../hooks/use-process-modal.ts';
import { useProcessUnreadCount } from '../../hooks/use-unread-messages.ts';
import { useScrollEdges } from '../../hooks/use-scroll-edges.ts';
import { useSelectedTabInView } from '../../hooks/use-selected-tab-in-view.ts';
import { formatProcessReference } from '../../lib/format.ts';
import { freightQuotationsQueryOptions } from './api/get-freight-quotations.ts';
import { processDocumentsQueryOptions } from './api/get-process-documents.ts';
import { processInvoicesQueryOptions } from './api/get-process-invoices.ts';
import { DocumentsTab } from './documents-tab.tsx';
import { CostTab } from './cost-tab.tsx';
import { DuimpTab } from './duimp-tab.tsx';
import { FinancialTab } from './financial-tab.tsx';
import { GeneralTab } from './general-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';
import modalStyles from './process-detail-modal.module.css';
import styles from './process-detail-view.module.css';
import { ProcessHeader } from './process-header.tsx';
import { InviteForwarderDialog } from './invite-forwarder-dialog.tsx';
import { isStaffUser, useSession } from '../../lib/session.ts';
import { ProcessSummary } from './process-summary.tsx';
import { QuotationsTab } from './quotations-tab.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';
import tabStyles from './tabs.module.css';
import { UrgencyDialog } from './urgency-dialog.tsx';
import { useLoadFailureToast } from './use-load-failure-toast.ts';
import { useProcessDuimp } from './use-process-duimp.ts';
import { useProcessLandedCost } from './use-process-landed-cost.ts';
import { useDocIdDownload, useRequestedDocId } from './use-doc-id-download.ts';

/** The DUIMP tab's slug; the address keeps it once lib/process-modal-url.ts lists it. */
const DUIMP_TAB = 'duimp' satisfies TProcessModalTab;
/** The landed cost's tab (custo de nacionalização). */
const COST_TAB = 'custo' satisfies TProcessModalTab;

type TTab = TProcessModalTab;

type TTabTriggerProps = {
  value: TTab;
  label: string;
  count?: number | undefined;
  /** What the count counts, for screen readers ('exigências abertas'). */
  countDescription?: string | undefined;
};

const TabTrigger = ({ value, label, count, countDescription }: TTabTriggerProps) => (
  <Tabs.Trigger value={value} className={tabStyles.trigger}>
    {label}
    {/* The space keeps the accessible name 'Documentos 3' rather than 'Documentos3'. */}
    {count !== undefined && (
      <>
        {' '}
        <span className={tabStyles.count}>{count}</span>
        {countDescription !== undefined && (
          <>
            {' '}
            <span className="visually-hidden">{countDescription}</span>
          </>
        )}
      </>
    )}
  </Tabs.Trigger>
);

/** The DUIMP tab's count: the open requirements, shown only when there are some. */
const openRequirementsBadge = (count: number) =>
  count > 0
    ? { count, countDescription: count === 1 ? 'exigência aberta' : 'exigências abertas' }
    : { count: undefined, countDescription: undefined };

type TProcessTabListProps = {
  listRef: (element: HTMLDivElement | null) => void;
  counts: { invoices: number; documents: number; history: number; openRequirements: number; unread: number };
  /** The tabs shown only when the process has them. */
  shown: { cost: boolean; quotations: boolean; duimp: boolean };
};

/** The tabs' strip, in the spec's order with Custo after Financeiro and DUIMP before Mensagens. */
const ProcessTabList = ({ listRef, counts, shown }: TProcessTabListProps) => (
  // Arrow keys switch tabs as Home's do (WAI-ARIA tabs, automatic activation).
  <Tabs.List ref={listRef} className={tabStyles.list} aria-label="Seções do processo">
    <TabTrigger value="geral" label="Dados Gerais" />
    <TabTrigger value="financeiro" label="Financeiro" count={counts.invoices} />
    {shown.cost && <TabTrigger value={COST_TAB} label="Custo" />}
    <TabTrigger value="documentos" label="Documentos" count={counts.documents} />
    <TabTrigger value="historico" label="Histórico" count={counts.history} />
    {shown.quotations && <TabTrigger value="cotacoes" label="Cotações Recebidas" />}
    {shown.duimp && (
      <TabTrigger value={DUIMP_TAB} label="DUIMP" {...openRequirementsBadge(counts.openRequirements)} />
    )}
    {/* The count is of the caller's unread messages, shown only when there are some. */}
    <TabTrigger value="mensagens" label="Mensagens" count={counts.unread > 0 ? counts.unread : undefined} />
  </Tabs.List>
);

/** Whether a tab has something to show (the optional ones only when the process has them). */
const isTabShown = (tab: TTab, shown: TProcessTabListProps['shown']): boolean => {
  if (tab === 'cotacoes') return shown.quotations;
  if (tab === DUIMP_TAB) return shown.duimp;
  if (tab === COST_TAB) return shown.cost;
  return true;
};

/** Header, summary and the tabs of a loaded process (spec part 1 §2; tabs 1, 3, 4, 5 and 6; DUIMP). */
export const ProcessDetailView = ({
  process,
  tab: tabInAddress = null,
  onTabChange,
}: {
  process: TProcessDetail;
  /** The tab the address names (`?aba=financeiro`); null: the first tab. */
  tab?: TProcessModalTab | null;
  /** A tab chosen by the user, for the address. */
  onTabChange?: ((tab: TProcessModalTab) => void) | undefined;
}) => {
  const documentsQuery = useQuery(processDocumentsQueryOptions(process.id));
  const invoicesQuery = useQuery(processInvoicesQueryOptions(process.id));
  const quotationsQuery = useQuery(freightQuotationsQueryOptions(process.id));
  // The DUIMP tab: a DUIMP process whose call answered a document (the DI's fields stay in Dados Gerais).
  const { duimp, versions: duimpVersions, openRequirements } = useProcessDuimp(process);
  // The Custo tab: a company entitled to the landed cost, and a declaration with items to cost.
  const cost = useProcessLandedCost(process.id);
  useLoadFailureToast(documentsQuery.error, 'documents');
  useLoadFailureToast(invoicesQuery.error, 'invoices');
  useLoadFailureToast(quotationsQuery.error, 'quotations');
  const requestedDocId = useRequestedDocId();
  // The tab follows the address when it changes (Back, a link); without one, a docIdDownload link opens
  // on the documents tab (and stays there once the link's parameter is consumed), anything else on
  // Dados Gerais. A click shows its tab at once and tells the address.
  const [shown, setShown] = useState<{ inAddress: TTab | null; tab: TTab }>(() => ({
    inAddress: tabInAddress,
    tab: tabInAddress ?? (requestedDocId === null ? 'geral' : 'documentos'),
  }));
  if (shown.inAddress !== tabInAddress) setShown({ inAddress: tabInAddress, tab: tabInAddress ?? 'geral' });
  const tab = shown.inAddress === tabInAddress ? shown.tab : (tabInAddress ?? 'geral');
  const setTab = (next: TTab) => {
    setShown({ inAddress: tabInAddress, tab: next });
    onTabChange?.(next);
  };
  const unread = useProcessUnreadCount(process.id, { isFreshOnMount: true });
  const [isUrgencyOpen, setIsUrgencyOpen] = useState(false);
  const markScrollEdges = useScrollEdges<HTMLDivElement>();
  const [isReminderOpen, setIsReminderOpen] = useState(false);
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const canInviteForwarder = isStaffUser(useSession().user);
  useDocIdDownload(process.id, documentsQuery.data);

  const reference = formatProcessReference(process.typeOfProcess, process.identification);
  const quotations = quotationsQuery.data;
  const hasQuotations = (quotations?.freightQuotations.length ?? 0) > 0;
  const shownTabs = { cost: cost !== null, quotations: hasQuotations, duimp: duimp !== null };
  const counts = {
    invoices: invoicesQuery.data?.length ?? 0,
    documents: documentsQuery.data?.length ?? 0,
    history: process.history.length,
    openRequirements,
    unread,
  };
  const visibleTab = isTabShown(tab, shownTabs) ? tab : 'geral';
  // The strip's widths change as the counts and the optional tabs arrive, moving the selected tab.
  const keepSelectedInView = useSelectedTabInView<HTMLDivElement>(
    JSON.stringify([visibleTab, shownTabs, counts]),
  );
  const tabListRef = useCallback(
    (element: HTMLDivElement | null) => {
      markScrollEdges(element);
      keepSelectedInView(element);
    },
    [markScrollEdges, keepSelectedInView],
  );

  return (
    <>
      <ProcessHeader
        process={process}
        onChangeUrgency={() => setIsUrgencyOpen(true)}
        onShowReminder={() => setIsReminderOpen(true)}
        onInviteForwarder={canInviteForwarder ? () => setIsInviteOpen(true) : undefined}
      />
      <div className={modalStyles.scroll}>
        <div className={styles.body}>
          <ProcessSummary process={process} />
          <Tabs.Root
            className={tabStyles.tabs}
            value={visibleTab}
            onValueChange={(value) => setTab(value as TTab)}
          >
            <ProcessTabList listRef={tabListRef} counts={counts} shown={shownTabs} />
            <Tabs.Content value="geral" className={tabStyles.panel}>
              <GeneralTab process={process} />
            </Tabs.Content>
            <Tabs.Content value="financeiro" className={tabStyles.panel}>
              <FinancialTab
                process={process}
                invoices={invoicesQuery.data}
                isLoading={invoicesQuery.isPending}
              />
            </Tabs.Content>
            <Tabs.Content value="documentos" className={tabStyles.panel}>
              <DocumentsTab
                processId={process.id}
                documents={documentsQuery.data}
                isLoading={documentsQuery.isPending}
              />
            </Tabs.Content>
            <Tabs.Content value="historico" className={tabStyles.panel}>
              <HistoryTab history={process.history} />
            </Tabs.Content>
            <Tabs.Content value="mensagens" className={tabStyles.panel}>
              <MessagesTab processId={process.id} />
            </Tabs.Content>
            {quotations && hasQuotations && (
              <Tabs.Content value="cotacoes" className={tabStyles.panel}>
                <QuotationsTab process={process} quotations={quotations} />
              </Tabs.Content>
            )}
            {cost !== null && (
              <Tabs.Content value={COST_TAB} className={tabStyles.panel}>
                <CostTab cost={cost} processId={process.id} />
              </Tabs.Content>
            )}
            {duimp !== null && (
              <Tabs.Content value={DUIMP_TAB} className={tabStyles.panel}>
                <DuimpTab duimp={duimp} versions={duimpVersions} />
              </Tabs.Content>
            )}
          </Tabs.Root>
        </div>
      </div>
      <UrgencyDialog
        isOpen={isUrgencyOpen}
        processId={process.id}
        reference={reference}
        isUrgent={process.urgent}
        onClose={() => setIsUrgencyOpen(false)}
      />
      {isInviteOpen && (
        <InviteForwarderDialog
          processId={process.id}
          reference={reference}
          onClose={() => setIsInviteOpen(false)}
        />
      )}
      <ReminderDialog
        isOpen={isReminderOpen}
        reminder={process.reminder ?? ''}
        onClose={() => setIsReminderOpen(false)}
      />
    </>
  );
};
