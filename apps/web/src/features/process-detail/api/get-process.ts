import { queryOptions } from '@tanstack/react-query';
import { getProcessCall } from '@pc/contract/process-calls';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';

/** The input of every call about one process. */
export const processInput = (id: number) => ({ params: { id: String(id) } });

/** The process and its history; a change made in the modal invalidates it. */
export const processQueryOptions = (processId: number) =>
  queryOptions({ ...callQueryOptions(getProcessCall, processInput(processId)), select: selectData });
