-- values: ["2026-01-01","2026-12-31","AEREA","NB-14"]
SELECT strftime(registry_date, '%Y-%m') AS month, count(DISTINCT process_id) AS imports,
       (CASE WHEN min(unit) FILTER (WHERE quantity IS NOT NULL) IS NULL THEN 0
    WHEN min(unit) FILTER (WHERE quantity IS NOT NULL) = max(unit) FILTER (WHERE quantity IS NOT NULL) THEN 1 ELSE 2 END) AS units, sum(quantity) AS quantity,
       sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) FILTER (WHERE quantity > 0) AS costed_gross,
       sum(quantity) FILTER (WHERE quantity > 0) AS costed_quantity
     FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND product_code = $4 GROUP BY 1 ORDER BY 1;
