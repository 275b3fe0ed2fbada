import type { TDuimpAttentionState } from '@pc/contract/duimp-filter';

/**
 * Every open process in the state a DUIMP rule of "Precisa de atenção" counts: the card's list, all
 * steps (8) with the list's DUIMP attention filter (lib/duimp-list-filter.ts reads `atencaoDuimp`).
 * Written out so the Home carries no more than this line.
 */
export const duimpAttentionListPath = (state: TDuimpAttentionState): string =>
  `/processos?etapa=8&atencaoDuimp=${state}`;
