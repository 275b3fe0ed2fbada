-- The report's search box reads processes.report_text: what the process's own report columns show
-- (report-columns-sql.ts, ownReportTextSql, which a test compares with this function), joined by
-- line breaks and normalised. A trigger keeps it, so every path that writes processes (the app,
-- the ingestion, the seed, an operator's SQL) keeps it exact.
CREATE FUNCTION process_report_text(p processes) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT translate(lower(concat_ws(E'
', case p."type_of_process" when 'ENCOMENDA' then 'E' when 'ACESSORIA' then 'A' when 'ASSESSORIA' then 'A' else 'PRI' end || case when length(p."identification"::text) < 5 then lpad(p."identification"::text, 5, '0') else p."identification"::text end, coalesce(nullif(trim(p."customer_ref"), ''), 'N/I'), coalesce(nullif(trim(p."another_ref"), ''), 'N/I'), coalesce(nullif(trim(p."status"), ''), 'N/I'), coalesce(nullif(trim(p."invoice"), ''), 'N/I'), coalesce(nullif(trim(p."cif_value_currency"), ''), 'N/I'), coalesce(nullif(trim(case p."way_of_transport" when 'AEREA' then 'Aérea' when 'MARITIMA' then 'Marítima' when 'RODOVIARIA' then 'Rodoviária' end), ''), 'N/I'), coalesce(nullif(trim(p."incoterm"), ''), 'N/I'), coalesce(nullif(trim(p."type_of_boarding"), ''), 'N/I'), to_char((p."created" at time zone 'America/Sao_Paulo'), 'DD/MM/YYYY'), coalesce(nullif(trim(to_char(p."dates_estimated_goods_readines_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_etd", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_eta", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_estimated_customer_deliver_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."estimated_step_cash_request", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_goods_readines_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_cargo_collect_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_departure_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_arrival_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(case when p."duimp" then p."duimp_identification" else p."di_number" end), ''), 'N/I'), coalesce(nullif(trim(case when p."duimp" then null else p."di_protocol" end), ''), 'N/I'), coalesce(nullif(trim(to_char(case when p."duimp" then p."duimp_registry_date" else p."di_registry_date" end, 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(case when p."duimp" then p."duimp_resourcefulness_date" else p."di_resourcefulness_date" end, 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(case when p."duimp" then p."duimp_channel" else p."di_channel" end), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_goods_loading_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(to_char(p."dates_customer_deliver_date", 'DD/MM/YYYY')), ''), 'N/I'), coalesce(nullif(trim(translate(to_char(p."cif_value", 'FM999,999,999,999,990.00'), ',.', '.,')), ''), 'N/I'))), 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
$$;
--> statement-breakpoint
CREATE FUNCTION set_process_report_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.report_text := process_report_text(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER processes_report_text_tg
  BEFORE INSERT OR UPDATE ON processes
  FOR EACH ROW EXECUTE FUNCTION set_process_report_text();
--> statement-breakpoint
-- The seed turns ordinary triggers off (session_replication_role = replica): this one still runs.
ALTER TABLE processes ENABLE ALWAYS TRIGGER processes_report_text_tg;
--> statement-breakpoint
-- The text changes no indicator: their trigger sits out the backfill.
ALTER TABLE processes DISABLE TRIGGER processes_indicator_facts_update_tg;
--> statement-breakpoint
UPDATE processes SET report_text = process_report_text(processes);
--> statement-breakpoint
ALTER TABLE processes ENABLE ALWAYS TRIGGER processes_indicator_facts_update_tg;
--> statement-breakpoint
-- The report's default list, the open processes: counted, sorted by step or opening, and searched
-- (report_text, the partners' ids) from this index alone.
CREATE INDEX processes_open_report_idx ON processes (company_id, step_id, created, id)
  INCLUDE (exporter_id, freight_forwarder_id, report_text) WHERE NOT is_concluded;
