-- values: ["2026-01-01","2026-12-31","AEREA","NB-14"]
SELECT exporter_name, arg_max(origin_country, registry_date) AS origin_country,
       count(DISTINCT process_id) AS imports, (CASE WHEN min(unit) FILTER (WHERE quantity IS NOT NULL) IS NULL THEN 0
    WHEN min(unit) FILTER (WHERE quantity IS NOT NULL) = max(unit) FILTER (WHERE quantity IS NOT NULL) THEN 1 ELSE 2 END) AS units,
       sum(quantity) AS quantity, sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) FILTER (WHERE quantity > 0) AS costed_gross,
       sum(quantity) FILTER (WHERE quantity > 0) AS costed_quantity,
       min((round(vmld::DOUBLE / quantity::DOUBLE, 4) + round(ii::DOUBLE / quantity::DOUBLE, 4) + round(ipi::DOUBLE / quantity::DOUBLE, 4) + round(pis::DOUBLE / quantity::DOUBLE, 4) + round(cofins::DOUBLE / quantity::DOUBLE, 4) + round(antidumping::DOUBLE / quantity::DOUBLE, 4) + round(siscomex::DOUBLE / quantity::DOUBLE, 4) + round(icms::DOUBLE / quantity::DOUBLE, 4) + round(expenses::DOUBLE / quantity::DOUBLE, 4))) FILTER (WHERE quantity > 0) AS min_unit, max((round(vmld::DOUBLE / quantity::DOUBLE, 4) + round(ii::DOUBLE / quantity::DOUBLE, 4) + round(ipi::DOUBLE / quantity::DOUBLE, 4) + round(pis::DOUBLE / quantity::DOUBLE, 4) + round(cofins::DOUBLE / quantity::DOUBLE, 4) + round(antidumping::DOUBLE / quantity::DOUBLE, 4) + round(siscomex::DOUBLE / quantity::DOUBLE, 4) + round(icms::DOUBLE / quantity::DOUBLE, 4) + round(expenses::DOUBLE / quantity::DOUBLE, 4))) FILTER (WHERE quantity > 0) AS max_unit,
       strftime(max(registry_date), '%Y-%m-%d') AS last_import
     FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND product_code = $4 GROUP BY exporter_name ORDER BY exporter_name NULLS LAST;
