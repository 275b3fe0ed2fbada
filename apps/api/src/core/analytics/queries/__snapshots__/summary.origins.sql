-- values: ["2026-01-01","2026-12-31","023","160"]
SELECT mode, sum(ii) ii, sum(ipi) ipi, sum(pis) pis, sum(cofins) cofins, sum(antidumping) antidumping,
                sum(siscomex) siscomex, sum(vmld) vmld, sum(vmle) vmle, sum(icms) icms, sum(freight) freight,
                sum(gross_weight) gross, sum(net_weight) net
         FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE AND origin_country IN ($3, $4) GROUP BY mode;
