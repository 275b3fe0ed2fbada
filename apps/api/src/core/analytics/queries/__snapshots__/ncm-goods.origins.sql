-- values: ["2026-01-01","2026-12-31","023","160"]
SELECT any_value(acquirer_name) acquirer_name, ncm, sum(vmld) vmld, sum(vmle) vmle, sum(freight) freight,
       sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping, sum(siscomex) siscomex FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) GROUP BY company_id, ncm ORDER BY vmld DESC, ncm, company_id;
