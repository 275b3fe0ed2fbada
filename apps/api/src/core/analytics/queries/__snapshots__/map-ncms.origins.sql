-- values: ["2026-01-01","2026-12-31","023","160"]
SELECT ncm, count(*) processes FROM (SELECT DISTINCT ncm, company_id, process_id FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4))
       GROUP BY ncm ORDER BY processes DESC, ncm;
