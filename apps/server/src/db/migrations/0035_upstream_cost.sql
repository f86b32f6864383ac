ALTER TABLE "orders" ADD COLUMN "upstream_cost_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upstream_cost_currency" text;--> statement-breakpoint
CREATE INDEX "orders_ca_order_idx" ON "orders" USING btree ("ca_name","ca_order_id") WHERE "orders"."ca_order_id" is not null;