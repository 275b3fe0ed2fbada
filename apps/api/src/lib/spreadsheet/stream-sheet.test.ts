import { describe, expect, it } from 'vitest';
import { readAhead } from './stream-sheet.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('readAhead', () => {
  it('asks for the next batch before the current one is written', async () => {
    const events: string[] = [];
    async function* batches() {
      for (const batch of [1, 2, 3]) {
        events.push(`read ${batch}`);
        await tick();
        yield batch;
      }
    }
    for await (const batch of readAhead(batches())) {
      await tick();
      events.push(`write ${batch}`);
    }
    expect(events).toEqual(['read 1', 'read 2', 'write 1', 'read 3', 'write 2', 'write 3']);
  });

  it('throws a failed batch to the consumer, not as an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    async function* batches() {
      yield 1;
      await tick();
      throw new Error('consulta falhou');
    }
    const written: number[] = [];
    try {
      await expect(
        (async () => {
          for await (const batch of readAhead(batches())) {
            // The batch read ahead fails while this one is still being written.
            await tick();
            await tick();
            written.push(batch);
          }
        })(),
      ).rejects.toThrow('consulta falhou');
      await tick();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(written).toEqual([1]);
    expect(unhandled).toEqual([]);
  });

  it('closes the source when the consumer leaves early', async () => {
    let isClosed = false;
    async function* batches() {
      try {
        for (let batch = 1; ; batch += 1) {
          await tick();
          yield batch;
        }
      } finally {
        isClosed = true;
      }
    }
    const written: number[] = [];
    for await (const batch of readAhead(batches())) {
      written.push(batch);
      if (batch === 2) break;
    }
    expect(written).toEqual([1, 2]);
    expect(isClosed).toBe(true);
  });

  it('passes plain arrays through', async () => {
    const written: number[][] = [];
    for await (const batch of readAhead([[1], [2]])) written.push(batch);
    expect(written).toEqual([[1], [2]]);
  });
});
