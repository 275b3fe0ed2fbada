import { queryOptions } from '@tanstack/react-query';
import { getProcessDuimpCall } from '@pc/contract/duimp';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { processInput } from './get-process.ts';

/**
 * The process's DUIMP (tab 'DUIMP'): the current version's document (`data`, null without one) and
 * the versions kept, newest first. Asked only for a DUIMP process (the view's `enabled`).
 */
export const processDuimpQueryOptions = (processId: number) =>
  queryOptions({ ...callQueryOptions(getProcessDuimpCall, processInput(processId)) });
