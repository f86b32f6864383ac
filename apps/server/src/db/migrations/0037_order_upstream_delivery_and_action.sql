ALTER TABLE "orders" ADD COLUMN "ca_delivery" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upstream_action" jsonb;