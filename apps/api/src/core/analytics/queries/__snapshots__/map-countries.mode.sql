-- values: ["2026-01-01","2026-12-31","AEREA"]
SELECT origin_country code, sum(vmld + ii + ipi + pis + cofins + antidumping + siscomex) total FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND mode = $3 AND origin_country IS NOT NULL GROUP BY origin_country ORDER BY total DESC, code;
