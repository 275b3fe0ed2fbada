import { describe, expect, it } from 'vitest';
import { compareEntries, type TCashEntry } from './cash-calendar-items.ts';
import { mergeByDay, type TDayOrderedRead } from './merge-by-day.ts';
import { cashEntryFixture } from './cash-entry-fixture.ts';

const entry = (
  day: string,
  category: TCashEntry['item']['category'],
  value: number,
  id: number,
): TCashEntry => cashEntryFixture({ day, category, value, id });

/** A source that gives these batches, then the end; counts its reads. */
const source = (batches: TCashEntry[][]) => {
  let reads = 0;
  const read: TDayOrderedRead = () => {
    reads += 1;
    return Promise.resolve(batches.shift() ?? null);
  };
  return { read, reads: () => reads };
};

const collect = async (reads: TDayOrderedRead[]) => {
  const batches: TCashEntry[][] = [];
  for await (const batch of mergeByDay(reads)) batches.push(batch);
  return batches;
};

const label = ({ day, item }: TCashEntry) => `${day} ${item.category} ${item.value}`;

describe('mergeByDay', () => {
  it('gives what one whole sort gives, a day spread over batches and sources included', async () => {
    const numerarios = [
      [entry('2026-01-02', 'NUMERARIO', 10, 1), entry('2026-01-05', 'NUMERARIO_PREVISTO', 7, 2)],
      [entry('2026-01-05', 'NUMERARIO', 3, 3)],
      // A batch the filters emptied: the merge reads on.
      [],
      [entry('2026-01-05', 'NUMERARIO', 30, 4), entry('2026-02-01', 'NUMERARIO', 1, 5)],
    ];
    const installments = [
      [entry('2026-01-01', 'PARCELA_INVOICE', 50, 6), entry('2026-01-05', 'PARCELA_INVOICE', 99, 7)],
      [entry('2026-01-05', 'PARCELA_INVOICE', 1, 8), entry('2026-01-31', 'PARCELA_INVOICE', 2, 9)],
    ];
    const everything = [...numerarios.flat(), ...installments.flat()].sort(compareEntries);

    const batches = await collect([source(numerarios).read, source(installments).read]);

    expect(batches.flat().map(label)).toEqual(everything.map(label));
    expect(batches.flat().map(label).slice(1, 6)).toEqual([
      '2026-01-02 NUMERARIO 10',
      '2026-01-05 NUMERARIO 30',
      '2026-01-05 NUMERARIO 3',
      '2026-01-05 NUMERARIO_PREVISTO 7',
      '2026-01-05 PARCELA_INVOICE 99',
    ]);
    // A day is never cut between two batches.
    const daysPerBatch = batches.map((batch) => new Set(batch.map(({ day }) => day)));
    for (const [index, days] of daysPerBatch.entries()) {
      for (const later of daysPerBatch.slice(index + 1)) {
        expect([...days].filter((day) => later.has(day))).toEqual([]);
      }
    }
  });

  it('yields early days before the sources are read to the end', async () => {
    const numerarios = source([
      [entry('2026-01-01', 'NUMERARIO', 1, 1)],
      [entry('2026-03-01', 'NUMERARIO', 1, 2)],
      [entry('2026-06-01', 'NUMERARIO', 1, 3)],
    ]);
    const installments = source([
      [entry('2026-02-01', 'PARCELA_INVOICE', 1, 4)],
      [entry('2026-07-01', 'PARCELA_INVOICE', 1, 5)],
    ]);
    const merged = mergeByDay([numerarios.read, installments.read]);

    const first = await merged.next();

    expect(first.value?.map(label)).toEqual(['2026-01-01 NUMERARIO 1']);
    // One read past 01/01 in the numerários says that day is complete; the rest is still unread.
    expect([numerarios.reads(), installments.reads()]).toEqual([2, 1]);
  });

  it('ends at once without sources, and with sources that have nothing', async () => {
    expect(await collect([])).toEqual([]);
    expect(await collect([source([]).read, source([[], []]).read])).toEqual([]);
  });

  it('refuses a source out of day order instead of misordering the calendar', async () => {
    const late = source([[entry('2026-01-05', 'NUMERARIO', 1, 1)], [entry('2026-01-04', 'NUMERARIO', 1, 2)]]);

    await expect(collect([late.read])).rejects.toThrow(
      'Lançamentos fora de ordem: 2026-01-04 depois de 2026-01-05.',
    );
  });
});
