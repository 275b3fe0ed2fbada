-- values: ["2026-01-01","2026-12-31","023","160","NB-14"]
WITH imports AS (SELECT exporter_name, sum(imports) AS imports FROM (
        SELECT exporter_name AS exporter_name, sum(processes) AS imports FROM product_sums WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) AND product_code = $5 GROUP BY 1
        UNION ALL
        SELECT exporter_name AS exporter_name, count(DISTINCT process_id) - count(*) FROM product_spans WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) AND product_code = $5 GROUP BY 1)
      GROUP BY exporter_name),
     sums AS (SELECT exporter_name, arg_max(origin_country, registry_date) AS origin_country,
       (CASE WHEN min(min_unit) IS NULL THEN 0
    WHEN min(min_unit) = max(max_unit) THEN 1 ELSE 2 END) AS units, sum(quantity) AS quantity, sum(costed_gross) AS costed_gross,
       sum(costed_quantity) AS costed_quantity, min(min_unit_cost) AS min_unit, max(max_unit_cost) AS max_unit,
       strftime(max(registry_date), '%Y-%m-%d') AS last_import
     FROM product_sums WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) AND product_code = $5 GROUP BY exporter_name)
     SELECT sums.*, imports.imports FROM sums
     LEFT JOIN imports ON imports.exporter_name IS NOT DISTINCT FROM sums.exporter_name
     ORDER BY sums.exporter_name NULLS LAST;
