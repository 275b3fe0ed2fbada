import type { TIngestDuimp } from '@pc/contract/duimp';

/**
 * A version as stored, with the fields added to the document since it was written set as the
 * contract sets an absent one (null): an older row reads, compares and serialises like a new one.
 */
export const readStoredDuimp = (document: TIngestDuimp): TIngestDuimp => ({
  ...document,
  channelAssignedOn: document.channelAssignedOn ?? null,
});
