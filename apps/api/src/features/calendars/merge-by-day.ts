import { sortEntries, type TCashEntry } from './cash-calendar-items.ts';

/** A source of entries in day order, a batch at a time; null once it has no more. */
export type TDayOrderedRead = () => Promise<TCashEntry[] | null>;

type TSource = { read: TDayOrderedRead; buffer: TCashEntry[]; isDone: boolean; lastDay: string };

const lastOf = (source: TSource): TCashEntry | undefined => source.buffer[source.buffer.length - 1];

/** Reads the source's next batch onto its buffer; a batch left empty by the filters reads on. */
const refill = async (source: TSource): Promise<void> => {
  while (!source.isDone) {
    const entries = await source.read();
    if (entries === null) {
      source.isDone = true;
      return;
    }
    for (const entry of entries) {
      // The SQL's order and the placement rule must agree, or the calendar order would be wrong.
      if (entry.day < source.lastDay) {
        throw new Error(`Lançamentos fora de ordem: ${entry.day} depois de ${source.lastDay}.`);
      }
      source.lastDay = entry.day;
      source.buffer.push(entry);
    }
    if (entries.length > 0) return;
  }
};

/** Removes and returns the buffer's entries of days before `horizon` (all of them when null). */
const takeBefore = (source: TSource, horizon: string | null): TCashEntry[] => {
  if (horizon === null) return source.buffer.splice(0);
  const end = source.buffer.findIndex((entry) => entry.day >= horizon);
  return source.buffer.splice(0, end === -1 ? source.buffer.length : end);
};

/**
 * Batches of entries in the calendar's order (compareEntries) from sources that each give their
 * entries in day order: a day is yielded once every source has read past it, so a day's entries
 * from all sources are sorted together, and no more than a day or a batch per source waits.
 */
export async function* mergeByDay(reads: readonly TDayOrderedRead[]): AsyncGenerator<TCashEntry[]> {
  const sources: TSource[] = reads.map((read) => ({ read, buffer: [], isDone: false, lastDay: '' }));
  for (;;) {
    for (const source of sources) {
      if (source.buffer.length === 0) await refill(source);
    }
    const open = sources.filter((source) => !source.isDone);
    // Entries before the earliest last-read day of the open sources can have no more company.
    const horizon = open.reduce<string | null>((earliest, source) => {
      const day = lastOf(source)?.day ?? '';
      return earliest === null || day < earliest ? day : earliest;
    }, null);
    const ready = sources.flatMap((source) => takeBefore(source, horizon));
    if (ready.length > 0) yield sortEntries(ready);
    if (open.length === 0) return;
    if (ready.length === 0) {
      // Every buffered day is still open: read on where the horizon stands.
      for (const source of open) {
        if (lastOf(source)?.day === horizon) await refill(source);
      }
    }
  }
}
