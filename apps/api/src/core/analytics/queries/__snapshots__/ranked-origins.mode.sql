-- values: ["2026-01-01","2026-12-31","AEREA"]
SELECT NULL AS name, manufacturer_city AS city, manufacturer_country AS country, sum(vmld) total FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 GROUP BY manufacturer_city, manufacturer_country ORDER BY total DESC, manufacturer_city, manufacturer_country;
