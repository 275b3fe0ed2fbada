import type { TReadRows, TSql } from './query-types.ts';
import { num } from './row-values.ts';

export const buildCountFactsSql = (): TSql => ({ sql: 'SELECT count(*) n FROM facts', values: [] });

export const readFactCount = async ({ read }: { read: TReadRows }): Promise<number> => {
  const { sql, values } = buildCountFactsSql();
  return num((await read(sql, values))[0]?.n);
};
