import { describe, expect, it } from 'vitest';
import { paceQueries } from './client.ts';

describe('paceQueries (PGlite)', () => {
  it('lets the event loop turn between two queued queries', async () => {
    const events: string[] = [];
    const client = {
      query: async (name: string): Promise<string> => {
        events.push(name);
        // Stands for I/O that arrives while this query holds the thread.
        if (name === 'a') setImmediate(() => events.push('io'));
        return name;
      },
    };
    paceQueries(client as never);
    const answers = await Promise.all([client.query('a'), client.query('b'), client.query('c')]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a', 'io', 'b', 'c']);
  });

  it('keeps going after a failed query', async () => {
    const client = {
      query: async (name: string): Promise<string> => {
        if (name === 'bad') throw new Error('syntax error');
        return name;
      },
    };
    paceQueries(client as never);
    const results = await Promise.allSettled([client.query('bad'), client.query('ok')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
  });
});
