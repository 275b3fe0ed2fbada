import { getProcessSearchCall } from '@pc/contract/process-calls';
import type { TProcessResponse } from '@pc/contract/process';
import { callApi } from '../../../lib/api-client.ts';

/** The header's search: the processes matching the term, concluded ones included. */
export const searchProcesses = async (term: string): Promise<TProcessResponse[]> =>
  (await callApi(getProcessSearchCall, { query: { concluidos: 'true', q: term } })).data;
