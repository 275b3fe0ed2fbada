import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.ts';

describe('groupBy', () => {
  it('keeps the input order inside each group and the first-seen order of the groups', () => {
    const rows = [
      { processId: 7, id: 3 },
      { processId: 2, id: 1 },
      { processId: 7, id: 2 },
    ];
    const groups = groupBy(
      rows,
      (row) => row.processId,
      (row) => `doc ${row.id}`,
    );
    expect([...groups.entries()]).toEqual([
      [7, ['doc 3', 'doc 2']],
      [2, ['doc 1']],
    ]);
  });

  it('answers an empty map for no items', () => {
    expect(groupBy([], String, String).size).toBe(0);
  });
});
