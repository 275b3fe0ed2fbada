-- values: ["2026-01-01","2026-12-31"]
SELECT p.company_id, p.process_id, max(p.registry_date) registry FROM process_facts p WHERE p.company_id IN (7, 500) AND p.registry_date BETWEEN $1::DATE AND $2::DATE
       GROUP BY p.company_id, p.process_id ORDER BY registry DESC, p.process_id DESC;
