ALTER TABLE "orders" ADD COLUMN "last_checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "reissues" ADD COLUMN "last_checked_at" timestamp (3) with time zone;