import { lazy, Suspense, useCallback } from 'react';
import { matchPath, useNavigate } from 'react-router';
import { processModalStore, useOpenProcessId } from '../../hooks/use-process-modal.ts';
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
 * Renders the one process modal of the signed-in app (the app mounts it once over the shell). The
 * processes page opens it for `/processos/:id`; closing it there leaves the URL at `/processos`.
 */
export const ProcessModalHost = () => {
  const openProcessId = useOpenProcessId();
  const navigate = useNavigate();

  const close = useCallback(() => {
    processModalStore.closeProcess();
    if (processIdInPath(window.location.pathname) !== null) void navigate(toProcesses(), { replace: true });
  }, [navigate]);

  if (openProcessId === null) return null;
  return (
    <Suspense fallback={null}>
      <ProcessDetailModal key={openProcessId} processId={openProcessId} onClose={close} />
    </Suspense>
  );
};
