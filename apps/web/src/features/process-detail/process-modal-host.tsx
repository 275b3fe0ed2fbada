import { lazy, Suspense, useCallback, useEffect } from 'react';
import { matchPath, useNavigate, useSearchParams } from 'react-router';
import {
  MESSAGES_TAB_SLUG,
  PROCESS_LINK_PROCESS_PARAM,
  PROCESS_LINK_TAB_PARAM,
} from '@pc/contract/thread-link';
import { processModalStore, useOpenProcess } from '../../hooks/use-process-modal.ts';
import { routes, toProcesses } from '../../lib/routes.ts';

// The modal (tabs, tables, dialogs) loads on first use: the shell stays light.
const ProcessDetailModal = lazy(() =>
  import('./process-detail-modal.tsx').then((module) => ({ default: module.ProcessDetailModal })),
);

const processIdInPath = (pathname: string): number | null => {
  const id = Number(matchPath(routes.Processes.path, pathname)?.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Collaboration: `?processo=<id>&aba=mensagens` on any signed-in page (the e-mails' "Responder")
 * opens that process on its Mensagens tab; the parameters are consumed, so a reload or closing
 * the modal does not open it again.
 */
const useProcessLink = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const processParam = searchParams.get(PROCESS_LINK_PROCESS_PARAM);
  const tabParam = searchParams.get(PROCESS_LINK_TAB_PARAM);
  useEffect(() => {
    if (processParam === null) return;
    const id = Number(processParam);
    processModalStore.openProcess(id, tabParam === MESSAGES_TAB_SLUG ? { tab: MESSAGES_TAB_SLUG } : {});
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PROCESS_LINK_PROCESS_PARAM);
        next.delete(PROCESS_LINK_TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [processParam, tabParam, setSearchParams]);
};

/**
 * Renders the one process modal of the signed-in app (the app mounts it once over the shell). The
 * processes page opens it for `/processos/:id`; closing it there leaves the URL at `/processos`.
 */
export const ProcessModalHost = () => {
  useProcessLink();
  const openProcess = useOpenProcess();
  const navigate = useNavigate();

  const close = useCallback(() => {
    processModalStore.closeProcess();
    if (processIdInPath(window.location.pathname) !== null) void navigate(toProcesses(), { replace: true });
  }, [navigate]);

  if (openProcess === null) return null;
  return (
    <Suspense fallback={null}>
      <ProcessDetailModal
        // Asked again for another tab (Home's "Mensagens não lidas" over an open process): a new modal.
        key={`${openProcess.id}:${openProcess.tab ?? ''}`}
        processId={openProcess.id}
        initialTab={openProcess.tab}
        onClose={close}
      />
    </Suspense>
  );
};
