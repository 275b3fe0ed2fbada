-- values: ["2026-01-01","2026-12-31","SHENZHEN CO","USD","8471","85171231"]
SELECT avg(p.registry_date - p.presence_date) FILTER (WHERE p.registry_date >= p.presence_date) a,
              avg(p.loading_date - p.clearance_date) FILTER (WHERE p.loading_date >= p.clearance_date) b,
              avg(p.delivery_date - p.presence_date) FILTER (WHERE p.delivery_date >= p.presence_date) c,
              count(*) FILTER (WHERE p.registry_date >= p.presence_date) na,
              count(*) FILTER (WHERE p.loading_date >= p.clearance_date) nb,
              count(*) FILTER (WHERE p.delivery_date >= p.presence_date) nc,
              avg(p.channel_days) d,
              count(p.channel_days) nd
       FROM process_facts p WHERE p.company_id IN (7, 500) AND p.registry_date BETWEEN $1::DATE AND $2::DATE AND EXISTS (SELECT 1 FROM facts f WHERE f.company_id = p.company_id
      AND f.process_id = p.process_id AND f.registry_date = p.registry_date AND f.company_id IN (7, 500) AND f.registry_date BETWEEN $1::DATE AND $2::DATE AND f.exporter_name = $3 AND f.currency = $4 AND (starts_with(f.ncm, $5) OR starts_with(f.ncm, $6)));
