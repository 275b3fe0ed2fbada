-- values: ["2026-01-01","2026-12-31","AEREA"]
SELECT product_code, arg_max(product_description, registry_date) description,
       arg_max(ncm, registry_date) ncm,
       count(DISTINCT unit) FILTER (WHERE quantity IS NOT NULL) units,
       min(unit) FILTER (WHERE quantity IS NOT NULL) unit,
       strftime(max(registry_date), '%Y-%m-%d') last_import, count(DISTINCT process_id) imports, count(*) items,
       sum(quantity) quantity, sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) gross,
       sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) FILTER (WHERE quantity > 0) costed_gross,
       sum(quantity) FILTER (WHERE quantity > 0) costed_quantity,
       sum(credits) FILTER (WHERE quantity > 0) costed_credits,
       count(*) FILTER (WHERE quantity > 0 AND credits IS NULL) costed_without_regime,
       count(*) OVER () total
     FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND product_code IS NOT NULL
     GROUP BY product_code ORDER BY gross DESC, product_code LIMIT 2000;
