ALTER TABLE "letters" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "orders_awaiting_validation_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "letters_dedupe_key_idx" ON "letters" USING btree ("account_id","dedupe_key") WHERE "letters"."dedupe_key" is not null;