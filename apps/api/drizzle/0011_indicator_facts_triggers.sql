-- The Home's indicators, kept as per-day facts (db/schema/indicator-facts.ts). Triggers, so every
-- path that writes processes (the app, the ingestion API, the seed, an operator's SQL) keeps them
-- exact in the same transaction, with no job to lag behind or to rebuild.
--
-- The facts of one process. Days are São Paulo days, as the indicators read them. Step facts are
-- for the steps the Home counts (ALL_STEPS_IDS in the contract: 7, 2, 1, 3, 4, 5, 11).
--   step.open / boarding.open      not concluded (day -infinity): "open now"
--   step.opened / boarding.opened  the day it was opened, unless it is concluded with no instant
--                                  (such a process is never open in a period)
--   step.closed / boarding.closed  the day it was concluded (a conclusion recorded before the
--                                  opening counts on the opening day)
--   Open at some moment of S..E = open - opened after E + closed on or after S.
--   boarding.created               the day it was opened, every process ("opened in the period")
--   registry   the day its declaration (DUIMP or DI) was registered, by channel
--   storage    the day the goods were presented, by storage period
--   lead.*     the day a stage ended, with the stage's length in days in `total`
CREATE FUNCTION indicator_facts_of(p processes)
RETURNS TABLE (company_id integer, metric text, day date, key text, n integer, total bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p.company_id, f.metric, f.day, f.key, 1, f.total
  FROM (
    SELECT
      p.step_id IN (7, 2, 1, 3, 4, 5, 11) AS is_home,
      p.is_concluded AND p.concluded_at IS NULL AS is_never_open,
      (p.created AT TIME ZONE 'America/Sao_Paulo')::date AS created_day,
      CASE WHEN p.is_concluded AND p.concluded_at IS NOT NULL THEN greatest(
        (p.concluded_at AT TIME ZONE 'America/Sao_Paulo')::date,
        (p.created AT TIME ZONE 'America/Sao_Paulo')::date
      ) END AS concluded_day,
      CASE WHEN p.duimp THEN p.duimp_registry_date ELSE p.di_registry_date END AS registry_day,
      CASE WHEN p.duimp THEN p.duimp_resourcefulness_date ELSE p.di_resourcefulness_date END AS clearance_day,
      coalesce(CASE WHEN p.duimp THEN p.duimp_channel ELSE p.di_channel END, '') AS channel,
      p.step_id::text AS step,
      coalesce(p.type_of_boarding, '') AS boarding
  ) d
  CROSS JOIN LATERAL (VALUES
    ('step.open', d.step, CASE WHEN d.is_home AND NOT p.is_concluded THEN '-infinity'::date END, 0::bigint),
    ('step.opened', d.step, CASE WHEN d.is_home AND NOT d.is_never_open THEN d.created_day END, 0),
    ('step.closed', d.step, CASE WHEN d.is_home THEN d.concluded_day END, 0),
    ('boarding.open', d.boarding, CASE WHEN d.is_home AND NOT p.is_concluded THEN '-infinity'::date END, 0),
    ('boarding.opened', d.boarding, CASE WHEN d.is_home AND NOT d.is_never_open THEN d.created_day END, 0),
    ('boarding.created', d.boarding, CASE WHEN d.is_home THEN d.created_day END, 0),
    ('boarding.closed', d.boarding, CASE WHEN d.is_home THEN d.concluded_day END, 0),
    ('registry', d.channel, d.registry_day, 0),
    ('storage', coalesce(p.storage_period, ''), p.dates_goods_presence_date, 0),
    ('lead.importDeclaration', '',
      CASE WHEN d.registry_day >= p.dates_goods_presence_date THEN d.registry_day END,
      d.registry_day - p.dates_goods_presence_date),
    ('lead.loading', '',
      CASE WHEN p.dates_goods_loading_date >= d.clearance_day THEN p.dates_goods_loading_date END,
      p.dates_goods_loading_date - d.clearance_day),
    ('lead.delivery', '',
      CASE WHEN p.dates_customer_deliver_date >= p.dates_goods_loading_date THEN p.dates_customer_deliver_date END,
      p.dates_customer_deliver_date - p.dates_goods_loading_date),
    ('lead.closing', '',
      CASE WHEN p.billing_custom_broker_finish_date >= p.dates_customer_deliver_date THEN p.billing_custom_broker_finish_date END,
      p.billing_custom_broker_finish_date - p.dates_customer_deliver_date),
    ('lead.goodsReadinesDateXCustomerDeliverDate', '',
      CASE WHEN p.dates_customer_deliver_date >= p.dates_goods_readines_date THEN p.dates_customer_deliver_date END,
      p.dates_customer_deliver_date - p.dates_goods_readines_date)
  ) AS f (metric, key, day, total)
  WHERE f.day IS NOT NULL
$$;
--> statement-breakpoint
-- One statement's changes, summed per cell before they touch the table (a batch of 2,000
-- processes is a few hundred upserts), in key order so that concurrent writers lock cells in the
-- same order. An update that changes no fact writes nothing.
CREATE FUNCTION apply_indicator_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO indicator_facts AS t (company_id, metric, day, key, n, total)
    SELECT f.company_id, f.metric, f.day, f.key, sum(f.n), sum(f.total)
    FROM new_rows r CROSS JOIN LATERAL indicator_facts_of(r) f
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, metric, day, key)
    DO UPDATE SET n = t.n + excluded.n, total = t.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO indicator_facts AS t (company_id, metric, day, key, n, total)
    SELECT c.company_id, c.metric, c.day, c.key, sum(c.n), sum(c.total)
    FROM (
      SELECT f.* FROM new_rows r CROSS JOIN LATERAL indicator_facts_of(r) f
      UNION ALL
      SELECT f.company_id, f.metric, f.day, f.key, -f.n, -f.total
      FROM old_rows r CROSS JOIN LATERAL indicator_facts_of(r) f
    ) c
    GROUP BY 1, 2, 3, 4 HAVING sum(c.n) <> 0 OR sum(c.total) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, metric, day, key)
    DO UPDATE SET n = t.n + excluded.n, total = t.total + excluded.total;
  ELSE
    INSERT INTO indicator_facts AS t (company_id, metric, day, key, n, total)
    SELECT f.company_id, f.metric, f.day, f.key, -sum(f.n), -sum(f.total)
    FROM old_rows r CROSS JOIN LATERAL indicator_facts_of(r) f
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, metric, day, key)
    DO UPDATE SET n = t.n + excluded.n, total = t.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL allows transition tables on single-event triggers only: one per event.
CREATE TRIGGER processes_indicator_facts_insert_tg
  AFTER INSERT ON processes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION apply_indicator_facts();
--> statement-breakpoint
CREATE TRIGGER processes_indicator_facts_update_tg
  AFTER UPDATE ON processes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION apply_indicator_facts();
--> statement-breakpoint
CREATE TRIGGER processes_indicator_facts_delete_tg
  AFTER DELETE ON processes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION apply_indicator_facts();
--> statement-breakpoint
CREATE FUNCTION clear_indicator_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE indicator_facts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER processes_indicator_facts_truncate_tg
  AFTER TRUNCATE ON processes
  FOR EACH STATEMENT EXECUTE FUNCTION clear_indicator_facts();
--> statement-breakpoint
-- The seed turns ordinary triggers off (session_replication_role = replica) to skip foreign-key
-- checks; these must fire whatever the role.
ALTER TABLE processes ENABLE ALWAYS TRIGGER processes_indicator_facts_insert_tg;
--> statement-breakpoint
ALTER TABLE processes ENABLE ALWAYS TRIGGER processes_indicator_facts_update_tg;
--> statement-breakpoint
ALTER TABLE processes ENABLE ALWAYS TRIGGER processes_indicator_facts_delete_tg;
--> statement-breakpoint
ALTER TABLE processes ENABLE ALWAYS TRIGGER processes_indicator_facts_truncate_tg;
--> statement-breakpoint
-- The processes already there.
INSERT INTO indicator_facts (company_id, metric, day, key, n, total)
SELECT f.company_id, f.metric, f.day, f.key, sum(f.n), sum(f.total)
FROM processes r CROSS JOIN LATERAL indicator_facts_of(r) f
GROUP BY 1, 2, 3, 4;
