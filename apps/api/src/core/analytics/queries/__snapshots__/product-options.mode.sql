-- values: ["2026-01-01","2026-12-31","AEREA"]
SELECT 'ncm' AS kind, ncm AS val, NULL::BIGINT AS n FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND product_code IS NOT NULL GROUP BY ncm
     UNION ALL SELECT 'exporter', exporter_name, NULL FROM facts
       WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND product_code IS NOT NULL AND exporter_name IS NOT NULL GROUP BY exporter_name
     UNION ALL SELECT 'origin', origin_country, NULL FROM facts
       WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND product_code IS NOT NULL AND origin_country IS NOT NULL GROUP BY origin_country
     UNION ALL SELECT 'missing', NULL, count(*) FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND product_code IS NULL;
