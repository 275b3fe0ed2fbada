-- values: ["2026-01-01","2026-12-31"]
SELECT count(*) processes FROM (SELECT DISTINCT p.company_id, p.process_id FROM process_facts p
       WHERE p.company_id IN (7, 500) AND p.registry_date BETWEEN $1::DATE AND $2::DATE);
