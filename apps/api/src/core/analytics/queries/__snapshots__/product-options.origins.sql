-- values: ["2026-01-01","2026-12-31","023","160"]
SELECT list(DISTINCT ncm) FILTER (WHERE product_code IS NOT NULL) AS ncms,
       list(DISTINCT exporter_name) FILTER (WHERE product_code IS NOT NULL AND exporter_name IS NOT NULL) AS exporters,
       list(DISTINCT origin_country) FILTER (WHERE product_code IS NOT NULL AND origin_country IS NOT NULL) AS origins,
       count(*) FILTER (WHERE product_code IS NULL) AS missing
     FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4);
