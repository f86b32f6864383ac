ALTER TABLE "private_keys" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
-- Hand-written: drizzle-kit cannot name the old primary key (account_id); PostgreSQL named it purchase_events_pkey.
ALTER TABLE "purchase_events" DROP CONSTRAINT "purchase_events_pkey";--> statement-breakpoint
ALTER TABLE "purchase_events" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD COLUMN "visitor_code_hash" text;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD COLUMN "expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_account_id_unique" UNIQUE("account_id");--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_visitor_code_hash_unique" UNIQUE("visitor_code_hash");--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_one_owner" CHECK (("purchase_events"."account_id" is null) <> ("purchase_events"."visitor_code_hash" is null));