import { describe, expect, it } from 'vitest';
import type { TAnalyticsFilter } from '../analytics-types.ts';
import { buildFactWhere } from '../fact-filter-sql.ts';
import { buildSchemaSql } from '../store-schema.ts';
import { buildRebuildSwapSql, buildSwapSql, type TWriteStatement } from '../store-writes.ts';
import { buildCountFactsSql } from './count-facts-query.ts';
import { buildExportFactsSql } from './export-facts-query.ts';
import { buildFilterOptionsSql } from './filter-options-query.ts';
import { buildLeadTimesSql } from './lead-times-query.ts';
import { buildMapCountriesSql, buildMapNcmsSql, buildMapProcessesSql } from './map-query.ts';
import { buildNcmGoodsSql } from './ncm-goods-query.ts';
import { buildProcessCountsSql } from './process-counts-query.ts';
import { buildProcessKeysSql } from './process-keys-query.ts';
import { buildProcessesByPeriodSql } from './processes-by-period-query.ts';
import {
  buildFactsPageSql,
  buildProductMonthsSql,
  buildProductSuppliersSql,
} from './product-detail-query.ts';
import { buildProductOptionsSql, buildProductsSql } from './products-query.ts';
import type { TSql } from './query-types.ts';
import { buildRankedSql, RANKED_COLUMNS } from './ranked-query.ts';
import { buildSummarySql } from './summary-query.ts';

// The SQL each query sends, kept as files beside this test: a change to a query shows in review as
// a diff of its .sql files. `vitest -u` rewrites them; under CI a missing or changed file fails.

const period = { companyIds: [7, 500], fromDay: '2026-01-01', toDay: '2026-12-31' };

/** The shapes a filter takes: the period alone (day sums, no EXISTS), a mode, item filters, the map's countries. */
const FILTERS: Record<string, TAnalyticsFilter> = {
  period,
  mode: { ...period, mode: 'AEREA' },
  items: { ...period, ncms: ['8471', '85171231'], exporter: 'SHENZHEN CO', currency: 'USD' },
  origins: { ...period, originCountries: ['023', '160'] },
};

/** What the Produtos screens narrow by, the only filters product_sums can answer. */
const PRODUCT_FILTERS: Record<string, TAnalyticsFilter> = {
  period,
  items: { ...period, ncms: ['8471', '85171231'], exporter: 'SHENZHEN CO' },
  origins: FILTERS.origins ?? period,
};

const PRODUCT_QUERIES: Record<string, (filter: TAnalyticsFilter) => TSql> = {
  products: (filter) =>
    buildProductsSql({ filter, previous: { fromDay: '2025-01-01', toDay: '2025-12-31' }, limit: 2_000 }),
  'product-options': (filter) => buildProductOptionsSql({ period: filter }),
  'product-months': (filter) => buildProductMonthsSql({ filter: { ...filter, productCode: 'NB-14' } }),
  'product-suppliers': (filter) => buildProductSuppliersSql({ filter: { ...filter, productCode: 'NB-14' } }),
};

const QUERIES: Record<string, (filter: TAnalyticsFilter) => TSql> = {
  summary: (filter) => buildSummarySql({ filter }),
  'process-counts': (filter) => buildProcessCountsSql({ filter }),
  'ncm-goods': (filter) => buildNcmGoodsSql({ filter }),
  'ranked-origins': (filter) => buildRankedSql({ filter, columns: RANKED_COLUMNS.origins }),
  'ranked-exporters': (filter) => buildRankedSql({ filter, columns: RANKED_COLUMNS.exporters }),
  'ranked-manufacturers': (filter) => buildRankedSql({ filter, columns: RANKED_COLUMNS.manufacturers }),
  'processes-by-month': (filter) => buildProcessesByPeriodSql({ filter, grain: 'month' }),
  'processes-by-day': (filter) => buildProcessesByPeriodSql({ filter, grain: 'day' }),
  'lead-times': (filter) => buildLeadTimesSql({ filter }),
  'process-keys': (filter) => buildProcessKeysSql({ filter }),
  'map-countries': (filter) => buildMapCountriesSql({ filter }),
  'map-ncms': (filter) => buildMapNcmsSql({ filter }),
  'map-processes': (filter) => buildMapProcessesSql({ filter }),
  'export-facts': (filter) => buildExportFactsSql({ filter }),
  'facts-page': (filter) => buildFactsPageSql({ filter, limit: 15, offset: 30 }),
};

/**
 * One statement or more as a .sql file, each led by a comment with its parameter values ($1, $2…;
 * `none`: run unprepared) and ended by a semicolon, so the file also reads as a script.
 */
const asSqlFile = (statements: readonly TWriteStatement[]): string =>
  statements
    .map(
      ({ sql, values }) => `-- values: ${values === undefined ? 'none' : JSON.stringify(values)}\n${sql};\n`,
    )
    .join('\n');

const snapshot = (name: string) => `./__snapshots__/${name}.sql`;

describe('the SQL of the analytics store', () => {
  const cases = [
    [QUERIES, FILTERS],
    [PRODUCT_QUERIES, PRODUCT_FILTERS],
  ] as const;
  for (const [queries, filters] of cases) {
    for (const [query, build] of Object.entries(queries)) {
      for (const [shape, filter] of Object.entries(filters)) {
        it(`${query}, ${shape}`, async () => {
          await expect(asSqlFile([build(filter)])).toMatchFileSnapshot(snapshot(`${query}.${shape}`));
        });
      }
    }
  }

  it('refuses a product filter product_sums cannot answer, rather than ignore it', () => {
    expect(() => buildProductsSql({ filter: FILTERS.mode ?? period, previous: null, limit: 10 })).toThrow(
      'product_sums has no column for the filter mode',
    );
  });

  it('filter-options and count-facts', async () => {
    await expect(asSqlFile([buildFilterOptionsSql({ period })])).toMatchFileSnapshot(
      snapshot('filter-options.period'),
    );
    await expect(asSqlFile([buildCountFactsSql()])).toMatchFileSnapshot(snapshot('count-facts'));
  });

  it('the schema of a new file and of an older one', async () => {
    const statements = (version: number | null) => buildSchemaSql({ version }).map((sql) => ({ sql }));
    await expect(asSqlFile(statements(null))).toMatchFileSnapshot(snapshot('schema.new'));
    await expect(asSqlFile(statements(2))).toMatchFileSnapshot(snapshot('schema.older'));
  });

  it('the swap of a period replaced and of a rebuild', async () => {
    await expect(asSqlFile(buildSwapSql({ scope: buildFactWhere(period) }))).toMatchFileSnapshot(
      snapshot('swap.period'),
    );
    await expect(asSqlFile(buildRebuildSwapSql())).toMatchFileSnapshot(snapshot('swap.rebuild'));
  });
});
