/**
 * Cards shown in a day cell. Up to `limit` items are all shown; beyond it `limit - 1` cards are
 * shown and the button VER MAIS ITENS carries the hidden count. Financial calendar: limit 4
 * (3 cards + N−3); operational: limit 5 (4 cards + N−4) (spec part 2 §9).
 */
export const splitOverflow = <T>(
  items: readonly T[],
  limit: number,
): { visible: readonly T[]; hiddenCount: number } => {
  if (items.length <= limit) return { visible: items, hiddenCount: 0 };
  const shown = Math.max(0, limit - 1);
  return { visible: items.slice(0, shown), hiddenCount: items.length - shown };
};

export const FINANCIAL_DAY_LIMIT = 4;
export const OPERATIONAL_DAY_LIMIT = 5;

/** Sum of `valueOf` over items, rounded to cents so float noise never shows. */
export const sumValues = <T>(items: readonly T[], valueOf: (item: T) => number): number =>
  Math.round(items.reduce((total, item) => total + valueOf(item), 0) * 100) / 100;

/** Entries per day key, keeping their order. */
export const groupByDay = <T extends { day: string }>(entries: readonly T[]): Map<string, T[]> => {
  const byDay = new Map<string, T[]>();
  for (const entry of entries) {
    const list = byDay.get(entry.day);
    if (list) list.push(entry);
    else byDay.set(entry.day, [entry]);
  }
  return byDay;
};
