/**
 * How many processes brought a product in must add up across the rows of product_sums, which
 * count each row's processes. A process falls in more than one row when its items of one product
 * differ in registry day, NCM, exporter or origin: rare, but then the rows' counts would take it
 * twice. product_spans holds every row such a process (company, product, process) falls in, and
 * only those, so a count subtracts, per key, the rows it keeps of them and adds their distinct
 * processes back (productImportsSql).
 *
 * Kept in step with the facts by (company, product, process), not by day alone: a process's rows on
 * other days decide whether it spans. A load that touches some days drops the rows of those days and
 * every row of the processes its days now hold, then writes those processes' rows again from their
 * facts on every day they have. A process whose touched rows left keeps its other rows, which stay
 * true; one row left alone counts once and subtracts nothing.
 */
export const PRODUCT_SPANS_DDL = `CREATE TABLE IF NOT EXISTS product_spans (company_id INTEGER, registry_date DATE,
  product_code VARCHAR, ncm VARCHAR, exporter_name VARCHAR, origin_country VARCHAR, process_id INTEGER)`;

/** The key of a product_sums row, and the process. */
const SPAN_COLUMNS =
  'company_id, registry_date, product_code, ncm, exporter_name, origin_country, process_id';

/**
 * The rows of the product processes of `source` that fall in more than one product_sums row: its
 * distinct rows per product process, counted, then only the spanning processes' rows read again.
 * Distinct rows and a count keep fixed-size states that DuckDB spills under its memory limit; the
 * least and greatest of each key part per process took 18 s and 1 GB at 10M items, this 3.4 s and
 * 443 MB.
 */
const selectSpans = (source: string): string => `SELECT DISTINCT ${SPAN_COLUMNS}
  FROM ${source} SEMI JOIN (SELECT company_id, product_code, process_id
    FROM (SELECT DISTINCT ${SPAN_COLUMNS} FROM ${source} WHERE product_code IS NOT NULL)
    GROUP BY company_id, product_code, process_id HAVING count(*) > 1) spanning
    USING (company_id, product_code, process_id)
  ORDER BY company_id, registry_date`;

/**
 * The rows of the product processes a load's days hold, on every day those processes have
 * (process_facts, already in step, says which): the days a load touched, and seldom another. Kept
 * in a table of their own, since selectSpans reads its source twice.
 */
const TOUCHED_PRODUCT_FACTS = `CREATE OR REPLACE TEMP TABLE touched_product_facts AS SELECT ${SPAN_COLUMNS}
  FROM facts JOIN (SELECT DISTINCT company_id, registry_date FROM process_facts
    SEMI JOIN touched_products USING (company_id, process_id)) days USING (company_id, registry_date)
  SEMI JOIN touched_products USING (company_id, product_code, process_id)`;

/** The statements that bring product_spans in step once the facts are swapped and `touched` is set. */
export const buildProductSpansSql = ({ isEveryDay }: { isEveryDay: boolean }): string[] =>
  isEveryDay
    ? ['DELETE FROM product_spans', `INSERT INTO product_spans ${selectSpans('facts')}`]
    : [
        `CREATE OR REPLACE TEMP TABLE touched_products AS SELECT DISTINCT company_id, product_code, process_id
          FROM facts JOIN touched USING (company_id, registry_date) WHERE product_code IS NOT NULL`,
        `DELETE FROM product_spans s
          WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = s.company_id AND t.registry_date = s.registry_date)
            OR EXISTS (SELECT 1 FROM touched_products t WHERE t.company_id = s.company_id
              AND t.product_code = s.product_code AND t.process_id = s.process_id)`,
        TOUCHED_PRODUCT_FACTS,
        `INSERT INTO product_spans ${selectSpans('touched_product_facts')}`,
        'DROP TABLE touched_product_facts',
        'DROP TABLE touched_products',
      ];
