-- values: ["2026-01-01","2026-12-31","023","160"]
SELECT manufacturer_name AS name, NULL AS city, manufacturer_country AS country, sum(vmld) total FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) GROUP BY manufacturer_name, manufacturer_country ORDER BY total DESC, manufacturer_name, manufacturer_country;
