import { queryOptions } from '@tanstack/react-query';
import { getProcessDocumentsCall } from '@pc/contract/process-calls';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { processInput } from './get-process.ts';

/** The process's documents (tab 'Documentos'). */
export const processDocumentsQueryOptions = (processId: number) =>
  queryOptions({ ...callQueryOptions(getProcessDocumentsCall, processInput(processId)), select: selectData });
