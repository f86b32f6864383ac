ALTER TABLE "accounts" ADD COLUMN "expiry_notice_days" integer[];--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expiry_notice_days" integer[];--> statement-breakpoint
CREATE INDEX "certificates_live_not_after_idx" ON "certificates" USING btree ("not_after") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_expiry_notice_days_valid" CHECK ("accounts"."expiry_notice_days" is null or (cardinality("accounts"."expiry_notice_days") <= 5 and 1 <= all("accounts"."expiry_notice_days") and 90 >= all("accounts"."expiry_notice_days")));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_expiry_notice_days_valid" CHECK ("orders"."expiry_notice_days" is null or (cardinality("orders"."expiry_notice_days") <= 5 and 1 <= all("orders"."expiry_notice_days") and 90 >= all("orders"."expiry_notice_days")));--> statement-breakpoint
-- The fixed 30- and 7-day reminders (`expiry30:<end>`, `expiry7:<end>`) become notices of the order's current
-- certificate (`expiryNotice:<certificate>:<days>`): what was sent before is not sent again.
INSERT INTO "lifecycle_marks" ("order_id", "step", "detail", "created_at")
SELECT m."order_id",
       'expiryNotice:' || c."id" || ':' || substring(m."step" from '^expiry([0-9]+):'),
       jsonb_build_object('certificateId', c."id", 'days', substring(m."step" from '^expiry([0-9]+):')::int, 'from', m."step"),
       m."created_at"
FROM "lifecycle_marks" m
JOIN LATERAL (
  SELECT "id" FROM "certificates" WHERE "order_id" = m."order_id" AND "revoked_at" IS NULL ORDER BY "id" DESC LIMIT 1
) c ON true
WHERE m."step" ~ '^expiry(30|7):'
ON CONFLICT DO NOTHING;
