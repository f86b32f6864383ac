ALTER TABLE "pricing_requests" ADD COLUMN "answered_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pricing_requests" ADD COLUMN "answered_by_account_id" bigint;--> statement-breakpoint
ALTER TABLE "pricing_requests" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "pricing_requests" ADD COLUMN "answer" text;