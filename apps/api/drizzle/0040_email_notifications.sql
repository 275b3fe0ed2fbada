-- E-mail becomes a channel of the notification rules. The analytical follow-up's choice carries over:
-- its users get the trail's events (step, ETA/ETD, channel, clearance) by e-mail; every user keeps the
-- broker's messages by e-mail, as the portal always mailed them. A user with no saved rules and the
-- analytical follow-up on gets the defaults of this release with those events by e-mail.
INSERT INTO "notification_settings" ("user_id", "settings", "updated_at")
SELECT u."id", '{"events":{"PROCESS_STEP":{"isInPortal":true,"isPush":true,"isEmail":false},"PROCESS_DATE_MOVED":{"isInPortal":true,"isPush":true,"isEmail":false},"PROCESS_CHANNEL":{"isInPortal":true,"isPush":true,"isEmail":false},"PROCESS_CLEARED":{"isInPortal":true,"isPush":true,"isEmail":false},"MESSAGE_RECEIVED":{"isInPortal":true,"isPush":true,"isEmail":false},"DOCUMENT_RECEIVED":{"isInPortal":true,"isPush":true,"isEmail":false},"QUOTATION_RECEIVED":{"isInPortal":true,"isPush":true,"isEmail":false},"PAYMENT_REPORT_DECIDED":{"isInPortal":true,"isPush":true,"isEmail":false},"PAYMENT_DUE":{"isInPortal":true,"isPush":true,"isEmail":false},"PAYMENT_OVERDUE":{"isInPortal":true,"isPush":true,"isEmail":false}},"dateShiftDays":2,"dueSoonDays":3,"mutedCompanyIds":[],"quietHours":{"isOn":false,"start":"22:00","end":"07:00"},"emailFrequency":"EACH_EVENT"}'::jsonb, now()
  FROM "users" u
 WHERE u."follow_up_analytical"
   AND NOT EXISTS (SELECT 1 FROM "notification_settings" s WHERE s."user_id" = u."id");--> statement-breakpoint
UPDATE "notification_settings" s
   SET "settings" = jsonb_set(s."settings", '{events}', (
         SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN jsonb_typeof(e.value) = 'object'
           THEN e.value || jsonb_build_object('isEmail', CASE
             WHEN e.key = 'MESSAGE_RECEIVED' THEN true
             WHEN e.key IN ('PROCESS_STEP', 'PROCESS_DATE_MOVED', 'PROCESS_CHANNEL', 'PROCESS_CLEARED')
               THEN u."follow_up_analytical"
             ELSE false END)
           ELSE e.value END), '{}'::jsonb)
           FROM jsonb_each(s."settings" -> 'events') e))
       || '{"emailFrequency":"EACH_EVENT"}'::jsonb
  FROM "users" u
 WHERE u."id" = s."user_id" AND jsonb_typeof(s."settings" -> 'events') = 'object';--> statement-breakpoint
DROP INDEX "process_changes_pending_idx";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_changes" DROP COLUMN "notified_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "follow_up_analytical";
