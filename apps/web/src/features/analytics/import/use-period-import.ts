import type { TBiImportJob } from '@pc/contract/bi';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { errorMessage, isAbortError } from '../../../lib/api-error.ts';
import { fetchBiImportJob, startBiImport } from '../api/get-bi-import.ts';
import type { TIsoPeriod } from '../period/analytics-period.ts';

/** How often the running import is asked for its progress. */
export const IMPORT_POLL_MS = 1500;

export const IMPORT_SUCCESS_MESSAGE = 'Dados importados com sucesso!';
export const IMPORT_FAILURE_FALLBACK = 'Não foi possível importar os dados do período.';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

const isRunning = (job: TBiImportJob) => job.status === 'created' || job.status === 'active';

/**
 * The period import (spec part 2 §7): starts the job, then asks for it every 1.5 s while the
 * 'Importando Dados' loader shows its progress; completed regenerates the screen, failed toasts the
 * job's message. Leaving the screen stops asking (the job goes on on the server).
 */
export const usePeriodImport = (onCompleted: (period: TIsoPeriod) => void) => {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<TBiImportJob | 'starting' | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (period: TIsoPeriod, companyIds: readonly number[]) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const { signal } = current;
    setJob('starting');
    try {
      let state = await startBiImport(period, companyIds, signal);
      while (isRunning(state)) {
        setJob(state);
        await wait(IMPORT_POLL_MS, signal);
        state = await fetchBiImportJob(queryClient, state.id);
      }
      if (state.status === 'completed') {
        toast.success(IMPORT_SUCCESS_MESSAGE);
        onCompleted(period);
      } else {
        toast.error(state.mensagem ?? IMPORT_FAILURE_FALLBACK);
      }
    } catch (error) {
      if (isAbortError(error)) return;
      toast.error(errorMessage(error, IMPORT_FAILURE_FALLBACK));
    } finally {
      if (!signal.aborted) setJob(null);
    }
  };

  return {
    start,
    isImporting: job !== null,
    progress: job !== null && job !== 'starting' ? job.progresso : 0,
  };
};
