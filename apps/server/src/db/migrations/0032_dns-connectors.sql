CREATE TABLE "dns_connectors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"label" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_test_at" timestamp (3) with time zone,
	"last_test_result" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dns_connectors" ADD CONSTRAINT "dns_connectors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dns_connectors_account_idx" ON "dns_connectors" USING btree ("account_id");