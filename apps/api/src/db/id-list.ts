import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: a list of ids as ONE bind parameter. `inArray` binds one parameter
 * per id, and PostgreSQL's protocol allows 65,535, so a calendar of a large company (45,411
 * processes) failed with "bind message has 45411 parameter formats". Works on PGlite too.
 */
export const inIdList = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;
