-- values: ["2026-01-01","2026-12-31","SHENZHEN CO","USD","8471","85171231"]
SELECT 'ncm' AS kind, ncm AS val, NULL::BIGINT AS n FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND exporter_name = $3 AND currency = $4 AND (starts_with(ncm, $5) OR starts_with(ncm, $6)) AND product_code IS NOT NULL GROUP BY ncm
     UNION ALL SELECT 'exporter', exporter_name, NULL FROM facts
       WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND exporter_name = $3 AND currency = $4 AND (starts_with(ncm, $5) OR starts_with(ncm, $6)) AND product_code IS NOT NULL AND exporter_name IS NOT NULL GROUP BY exporter_name
     UNION ALL SELECT 'origin', origin_country, NULL FROM facts
       WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND exporter_name = $3 AND currency = $4 AND (starts_with(ncm, $5) OR starts_with(ncm, $6)) AND product_code IS NOT NULL AND origin_country IS NOT NULL GROUP BY origin_country
     UNION ALL SELECT 'missing', NULL, count(*) FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND exporter_name = $3 AND currency = $4 AND (starts_with(ncm, $5) OR starts_with(ncm, $6)) AND product_code IS NULL;
