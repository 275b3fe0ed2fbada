-- values: ["2026-01-01","2026-12-31"]
SELECT ncm, count(*) processes FROM (SELECT DISTINCT ncm, company_id, process_id FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE)
       GROUP BY ncm ORDER BY processes DESC, ncm;
