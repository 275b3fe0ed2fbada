import type { TBiFilterQuery } from '@pc/contract/bi';

/** What every block loads with: the run's filters and its id (see api/use-bi-query.ts). */
export type TBlockInput = { query: TBiFilterQuery; runId: number };
