-- values: ["2025-01-01","2026-12-31","SHENZHEN CO","8471","85171231","2026-01-01","2026-12-31","2025-01-01","2025-12-31","2026-01-01","2026-12-31","SHENZHEN CO","8471","85171231"]
WITH imports AS (SELECT product_code, sum(imports) AS imports FROM (
        SELECT product_code AS product_code, sum(processes) AS imports FROM product_sums WHERE company_id IN (7, 500) AND registry_date BETWEEN $10::DATE AND $11::DATE AND exporter_name = $12 AND (starts_with(ncm, $13) OR starts_with(ncm, $14)) GROUP BY 1
        UNION ALL
        SELECT product_code AS product_code, count(DISTINCT process_id) - count(*) FROM product_spans WHERE company_id IN (7, 500) AND registry_date BETWEEN $10::DATE AND $11::DATE AND exporter_name = $12 AND (starts_with(ncm, $13) OR starts_with(ncm, $14)) GROUP BY 1)
      GROUP BY product_code),
     sums AS (SELECT product_code, arg_max(description, registry_date) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) description,
       arg_max(ncm, registry_date) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) ncm, (CASE WHEN min(min_unit) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) IS NULL THEN 0
    WHEN min(min_unit) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) = max(max_unit) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) THEN 1 ELSE 2 END) units,
       min(min_unit) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) unit,
       strftime(max(registry_date) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE), '%Y-%m-%d') last_import,
       sum(items) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) items, sum(quantity) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) quantity,
       sum(gross) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) gross, sum(costed_gross) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) costed_gross,
       sum(costed_quantity) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) costed_quantity,
       sum(costed_credits) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) costed_credits,
       sum(costed_without_regime) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) costed_without_regime,
       sum(items) FILTER (WHERE registry_date BETWEEN $8::DATE AND $9::DATE) previous_items, (CASE WHEN min(min_unit) FILTER (WHERE registry_date BETWEEN $8::DATE AND $9::DATE) IS NULL THEN 0
    WHEN min(min_unit) FILTER (WHERE registry_date BETWEEN $8::DATE AND $9::DATE) = max(max_unit) FILTER (WHERE registry_date BETWEEN $8::DATE AND $9::DATE) THEN 1 ELSE 2 END) previous_units,
       min(min_unit) FILTER (WHERE registry_date BETWEEN $8::DATE AND $9::DATE) previous_unit,
       sum(costed_gross) FILTER (WHERE registry_date BETWEEN $8::DATE AND $9::DATE) previous_costed_gross,
       sum(costed_quantity) FILTER (WHERE registry_date BETWEEN $8::DATE AND $9::DATE) previous_costed_quantity
     FROM product_sums WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND exporter_name = $3 AND (starts_with(ncm, $4) OR starts_with(ncm, $5))
     GROUP BY product_code HAVING sum(items) FILTER (WHERE registry_date BETWEEN $6::DATE AND $7::DATE) > 0)
     SELECT sums.*, coalesce(imports.imports, 0) imports, count(*) OVER () total
     FROM sums LEFT JOIN imports USING (product_code)
     ORDER BY gross DESC, product_code LIMIT 2000;
