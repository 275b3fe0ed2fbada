-- The notification centre's wake-up: a statement that writes to the change trail or the events'
-- outbox notifies 'pdc_notification_sources' when it commits (PostgreSQL folds a transaction's
-- identical notifications into one). Each instance listens and sweeps at once; the schedule each
-- minute stays the safety net for a notification lost while an instance was away.
CREATE FUNCTION "notify_notification_sources"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pdc_notification_sources', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "process_changes_notification_wake_up" AFTER INSERT ON "process_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_notification_sources"();--> statement-breakpoint
CREATE TRIGGER "webhook_events_notification_wake_up" AFTER INSERT ON "webhook_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_notification_sources"();
