import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DASHBOARD_MODE_LABEL } from '@pc/contract/dashboard';
import { toast } from '../../lib/toast-store.ts';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { foundMessage, NO_PROCESS_FOUND, searchFailedMessage } from '../../lib/process-search.ts';
import { toProcesses } from '../../lib/routes.ts';
import { searchResultsStore } from '../../lib/search-results-store.ts';
import { fetchDrillFirstPage } from './api/get-import-dashboard-processes.ts';
import { drillLabel, toDrillQuery, type TDashboardRun, type TDrillBucket } from './dashboard-query.ts';

/**
 * A bar or slice opens its processes: one opens the process modal, several go to the process list
 * (as a search result, with its count toast), none says 'Nenhum processo encontrado!'.
 */
export const useDrillDown = (run: TDashboardRun) => {
  const navigate = useNavigate();
  const { openProcess } = useProcessModal();
  const mutation = useMutation({
    mutationFn: async (bucket: TDrillBucket) => {
      const query = toDrillQuery(run, bucket);
      const firstPage = await fetchDrillFirstPage(query);
      return { query, firstPage };
    },
    onSuccess: ({ query, firstPage }, bucket) => {
      const [first] = firstPage.data;
      const count = firstPage.page.totalElements;
      if (!first) {
        toast.warning(NO_PROCESS_FOUND, { position: 'top-center' });
        return;
      }
      if (count === 1) {
        openProcess(first.id);
        return;
      }
      const mode = bucket.kind === 'mode' ? bucket.mode : run.filters.modal;
      searchResultsStore.set(drillLabel(bucket, run, mode ? DASHBOARD_MODE_LABEL[mode] : ''), {
        kind: 'drill',
        query,
        firstPage,
      });
      toast.success(foundMessage(count));
      void navigate(toProcesses());
    },
    onError: (error) => toast.error(searchFailedMessage(error)),
  });
  return { openBucket: mutation.mutate, isOpening: mutation.isPending };
};
