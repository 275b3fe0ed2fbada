import type { TDbExecutor } from './client.ts';

/**
 * One prepared statement per database handle (or transaction), built on first use. On PostgreSQL
 * Drizzle sends it as a named statement, so each pooled connection parses and plans it once: for
 * a many-join read such as the process detail, planning costs several times its execution.
 */
export const preparedPerExecutor = <TStatement>(
  prepare: (db: TDbExecutor) => TStatement,
): ((db: TDbExecutor) => TStatement) => {
  const statements = new WeakMap<TDbExecutor, TStatement>();
  return (db) => {
    const known = statements.get(db);
    if (known) return known;
    const statement = prepare(db);
    statements.set(db, statement);
    return statement;
  };
};
