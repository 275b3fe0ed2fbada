-- values: ["2026-01-01","2026-12-31","SHENZHEN CO","USD","8471","85171231"]
SELECT any_value(acquirer_name) acquirer_name, ncm, sum(vmld) vmld, sum(vmle) vmle, sum(freight) freight,
       sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping, sum(siscomex) siscomex FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND exporter_name = $3 AND currency = $4 AND (starts_with(ncm, $5) OR starts_with(ncm, $6)) GROUP BY company_id, ncm ORDER BY vmld DESC, ncm, company_id;
