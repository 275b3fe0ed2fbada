/** The Home tabs; TRANSIT TIME lives in the URL (`?aba=transit-time`) so a reload or a shared link keeps it. */
export type THomeTab = 'geral' | 'transit-time';

export const HOME_TAB_PARAM = 'aba';

/** The tab to show: TRANSIT TIME only when asked for and allowed (company 154), else GERAL. */
export const readHomeTab = (value: string | null, canSeeTransitTime: boolean): THomeTab =>
  value === 'transit-time' && canSeeTransitTime ? 'transit-time' : 'geral';
