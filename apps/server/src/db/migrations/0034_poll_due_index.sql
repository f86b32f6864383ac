ALTER TABLE "reissues" ADD COLUMN "next_poll_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "reissues" ADD COLUMN "poll_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reissues" ADD COLUMN "last_polled_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "orders_poll_due_idx" ON "orders" USING btree (coalesce("next_poll_at", '-infinity'::timestamptz),"id") WHERE "orders"."status" = 1 and "orders"."validation_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "reissues_poll_due_idx" ON "reissues" USING btree (coalesce("next_poll_at", '-infinity'::timestamptz),"id") WHERE "reissues"."status" = 1;