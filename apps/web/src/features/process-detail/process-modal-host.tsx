import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { processModalStore, useOpenProcess } from '../../hooks/use-process-modal.ts';
import {
  isPushedModalState,
  PROCESS_MODAL_PUSHED_STATE,
  readOpenProcess,
  withProcessClosed,
  withProcessOpen,
  type TProcessModalTab,
} from '../../lib/process-modal-url.ts';

// The modal (tabs, tables, dialogs) loads on first use: the shell stays light.
const ProcessDetailModal = lazy(() =>
  import('./process-detail-modal.tsx').then((module) => ({ default: module.ProcessDetailModal })),
);

const pathOf = (location: Location): string => `${location.pathname}${location.search}`;

/**
 * Keeps the modal and the address together (docs/decisions/0100-state-in-the-address.md):
 * - the address opens it: `/processos/:id?aba=…` over the list, `?processo=<id>&abaProcesso=…`
 *   over any other screen (and the e-mails' `?processo=<id>&aba=mensagens`, rewritten to those);
 * - opening it from a screen pushes that address, so Back closes it; closing it goes back to the
 *   address it was opened from, or, opened by a link, to the list or screen under it;
 * - a tab replaces the address: Back still closes the modal rather than walking its tabs.
 */
const useModalAddress = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = readOpenProcess(location);
  const canonical = inAddress === null ? null : withProcessOpen(location, inAddress);
  const here = pathOf(location);

  // The address changed (Back, a link, a tab): the store follows; a legacy form is rewritten.
  useEffect(() => {
    processModalStore.followAddress(inAddress);
    if (canonical !== null && canonical !== here)
      void navigate(canonical, { replace: true, state: location.state as unknown });
    // inAddress is read from here and canonical: the address is the only input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [here]);

  useEffect(
    () =>
      processModalStore.registerNavigator({
        open: (next) => {
          // Over an open modal (another process, another tab) the address is replaced: one Back
          // still returns to the screen, not to the previous process.
          const isOpen = readOpenProcess(location) !== null;
          void navigate(withProcessOpen(location, next), {
            replace: isOpen,
            state: isOpen ? (location.state as unknown) : PROCESS_MODAL_PUSHED_STATE,
          });
        },
        close: () => {
          if (readOpenProcess(location) === null) return;
          if (isPushedModalState(location.state)) void navigate(-1);
          else void navigate(withProcessClosed(location), { replace: true });
        },
        setTab: (tab: TProcessModalTab) => {
          const open = readOpenProcess(location);
          if (open === null) return;
          const next = { id: open.id, tab: tab === 'geral' ? null : tab };
          void navigate(withProcessOpen(location, next), { replace: true, state: location.state as unknown });
        },
      }),
    [location, navigate],
  );
};

/** Renders the one process modal of the signed-in app (the app mounts it once over the shell). */
export const ProcessModalHost = () => {
  useModalAddress();
  const openProcess = useOpenProcess();
  const close = useCallback(() => processModalStore.closeProcess(), []);
  const changeTab = useCallback((tab: TProcessModalTab) => processModalStore.setProcessTab(tab), []);

  if (openProcess === null) return null;
  return (
    <Suspense fallback={null}>
      <ProcessDetailModal
        key={openProcess.id}
        processId={openProcess.id}
        tab={openProcess.tab}
        onTabChange={changeTab}
        onClose={close}
      />
    </Suspense>
  );
};
