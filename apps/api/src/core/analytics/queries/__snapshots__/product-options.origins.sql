-- values: ["2026-01-01","2026-12-31","023","160"]
SELECT list(DISTINCT ncm) AS ncms, list(DISTINCT exporter_name) FILTER (WHERE exporter_name IS NOT NULL) AS exporters,
       list(DISTINCT origin_country) FILTER (WHERE origin_country IS NOT NULL) AS origins,
       (SELECT coalesce(sum(items_without_product), 0) FROM day_sums WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4)) AS missing
     FROM product_sums WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4);
