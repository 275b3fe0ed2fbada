import type { TPaletteProcess } from '../../../components/command-palette/command-palette-types.ts';
import { processReference } from '@pc/contract/process';
import { getProcessSearchCall } from '@pc/contract/process-calls';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The command palette's processes: the header's search (concluded processes included), each as
 * its reference and whose it is. Loaded with the palette's first search, as the header's is.
 */
export const searchPaletteProcesses = async (term: string, signal: AbortSignal): Promise<TPaletteProcess[]> =>
  (await callApi(getProcessSearchCall, { query: { concluidos: 'true', q: term }, signal })).data.map(
    (process) => ({
      id: process.id,
      reference: processReference(process.typeOfProcess, process.identification),
      detail: [process.customer?.name, process.exporter?.name].filter(Boolean).join(' · '),
    }),
  );
