import { describe, expect, it } from 'vitest';
import type { TDbExecutor } from './client.ts';
import { preparedPerExecutor } from './prepared.ts';

describe('preparedPerExecutor', () => {
  it('prepares once per database handle and again for another handle', () => {
    const prepared: object[] = [];
    const statementOf = preparedPerExecutor((db) => {
      const statement = { db };
      prepared.push(statement);
      return statement;
    });
    const first = {} as TDbExecutor;
    const second = {} as TDbExecutor;
    expect(statementOf(first)).toBe(statementOf(first));
    expect(statementOf(second)).not.toBe(statementOf(first));
    expect(prepared).toHaveLength(2);
  });
});
