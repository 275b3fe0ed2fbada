-- values: ["2025-01-01","2026-12-31","SHENZHEN CO","USD","8471","85171231","2026-01-01","2026-12-31","2025-01-01","2025-12-31"]
SELECT product_code, arg_max(product_description, registry_date) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE) description,
       arg_max(ncm, registry_date) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE) ncm,
       (CASE WHEN min(unit) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity IS NOT NULL) IS NULL THEN 0
    WHEN min(unit) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity IS NOT NULL) = max(unit) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity IS NOT NULL) THEN 1 ELSE 2 END) units,
       min(unit) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity IS NOT NULL) unit,
       strftime(max(registry_date) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE), '%Y-%m-%d') last_import,
       count(DISTINCT process_id) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE) imports, count(*) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE) items,
       sum(quantity) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE) quantity, sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE) gross,
       sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity > 0) costed_gross,
       sum(quantity) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity > 0) costed_quantity,
       sum(credits) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity > 0) costed_credits,
       count(*) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE AND quantity > 0 AND credits IS NULL) costed_without_regime,
       count(*) FILTER (WHERE registry_date BETWEEN $9::DATE AND $10::DATE) previous_items,
       (CASE WHEN min(unit) FILTER (WHERE registry_date BETWEEN $9::DATE AND $10::DATE AND quantity IS NOT NULL) IS NULL THEN 0
    WHEN min(unit) FILTER (WHERE registry_date BETWEEN $9::DATE AND $10::DATE AND quantity IS NOT NULL) = max(unit) FILTER (WHERE registry_date BETWEEN $9::DATE AND $10::DATE AND quantity IS NOT NULL) THEN 1 ELSE 2 END) previous_units,
       min(unit) FILTER (WHERE registry_date BETWEEN $9::DATE AND $10::DATE AND quantity IS NOT NULL) previous_unit,
       sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) FILTER (WHERE registry_date BETWEEN $9::DATE AND $10::DATE AND quantity > 0) previous_costed_gross,
       sum(quantity) FILTER (WHERE registry_date BETWEEN $9::DATE AND $10::DATE AND quantity > 0) previous_costed_quantity,
       count(*) OVER () total
     FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND exporter_name = $3 AND currency = $4 AND (starts_with(ncm, $5) OR starts_with(ncm, $6)) AND product_code IS NOT NULL
     GROUP BY product_code HAVING count(*) FILTER (WHERE registry_date BETWEEN $7::DATE AND $8::DATE) > 0
     ORDER BY gross DESC, product_code LIMIT 2000;
