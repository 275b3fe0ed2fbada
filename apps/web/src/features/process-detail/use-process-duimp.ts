import type { TProcessDuimp, TProcessDuimpVersion } from '@pc/contract/duimp';
import type { TProcessDetail } from '@pc/contract/process';
import { useQuery } from '@tanstack/react-query';
import { processDuimpQueryOptions } from './api/get-process-duimp.ts';
import { openRequirementCount } from './duimp-model.ts';
import { useLoadFailureToast } from './use-load-failure-toast.ts';

type TProcessDuimpState = {
  /** The current version's document; null for a DI process, without a DUIMP, or while it loads. */
  duimp: TProcessDuimp | null;
  versions: readonly TProcessDuimpVersion[];
  /** The requirements still waiting for an answer (the tab's count). */
  openRequirements: number;
};

/** The DUIMP tab's data: asked only for a DUIMP process (a DI process never calls). */
export const useProcessDuimp = (process: TProcessDetail): TProcessDuimpState => {
  const query = useQuery({ ...processDuimpQueryOptions(process.id), enabled: process.duimp });
  useLoadFailureToast(query.error, 'duimp');
  const duimp = process.duimp ? (query.data?.data ?? null) : null;
  return {
    duimp,
    versions: duimp === null ? [] : (query.data?.versions ?? []),
    openRequirements: openRequirementCount(duimp),
  };
};
