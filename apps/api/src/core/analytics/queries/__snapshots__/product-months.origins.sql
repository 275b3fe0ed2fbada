-- values: ["2026-01-01","2026-12-31","023","160","NB-14"]
WITH imports AS (SELECT month, sum(imports) AS imports FROM (
        SELECT strftime(registry_date, '%Y-%m') AS month, sum(processes) AS imports FROM product_sums WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) AND product_code = $5 GROUP BY 1
        UNION ALL
        SELECT strftime(registry_date, '%Y-%m') AS month, count(DISTINCT process_id) - count(*) FROM product_spans WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) AND product_code = $5 GROUP BY 1)
      GROUP BY month)
     SELECT strftime(registry_date, '%Y-%m') AS month, any_value(imports.imports) AS imports, (CASE WHEN min(min_unit) IS NULL THEN 0
    WHEN min(min_unit) = max(max_unit) THEN 1 ELSE 2 END) AS units,
       sum(quantity) AS quantity, sum(costed_gross) AS costed_gross, sum(costed_quantity) AS costed_quantity
     FROM product_sums LEFT JOIN imports ON imports.month = strftime(registry_date, '%Y-%m')
     WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) AND product_code = $5 GROUP BY 1 ORDER BY 1;
