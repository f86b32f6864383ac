CREATE TABLE "pricing_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	"voucher" "bytea",
	"voucher_type" text,
	"lang" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmation_mailed_at" timestamp (3) with time zone,
	"sales_mailed_at" timestamp (3) with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_attempted_at" timestamp (3) with time zone,
	CONSTRAINT "pricing_requests_voucher_typed" CHECK (("pricing_requests"."voucher" is null) = ("pricing_requests"."voucher_type" is null))
);
--> statement-breakpoint
ALTER TABLE "pricing_requests" ADD CONSTRAINT "pricing_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_requests_account_idx" ON "pricing_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "pricing_requests_mail_pending_idx" ON "pricing_requests" USING btree ("id") WHERE "pricing_requests"."confirmation_mailed_at" is null or "pricing_requests"."sales_mailed_at" is null;