import { queryOptions } from '@tanstack/react-query';
import { getAttentionCall } from '@pc/contract/attention';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';

/** "Precisa de atenção" of the Home's companies (ids joined by commas). */
export const attentionQueryOptions = (customersId: string) =>
  queryOptions({ ...callQueryOptions(getAttentionCall, { query: { customersId } }), select: selectData });
