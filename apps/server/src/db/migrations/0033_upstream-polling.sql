ALTER TABLE "orders" ADD COLUMN "next_poll_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "poll_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_polled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upstream_problem" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upstream_waiting" jsonb;