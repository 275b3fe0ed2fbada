-- values: ["2026-01-01","2026-12-31"]
SELECT count(*) total,
              count(*) FILTER (WHERE m = 'MARITIMA') maritima,
              count(*) FILTER (WHERE m = 'AEREA') aerea,
              count(*) FILTER (WHERE m = 'RODOVIARIA') rodoviaria,
              count(*) FILTER (WHERE ch = 'AMARELO') amarelo,
              count(*) FILTER (WHERE ch = 'VERDE') verde,
              count(*) FILTER (WHERE ch = 'VERMELHO') vermelho
       FROM (SELECT any_value(p.mode) m, any_value(p.channel) ch FROM process_facts p WHERE p.company_id IN (7, 500) AND p.registry_date BETWEEN $1::DATE AND $2::DATE
             GROUP BY p.company_id, p.process_id);
