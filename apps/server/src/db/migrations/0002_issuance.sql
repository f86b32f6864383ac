CREATE TABLE "reissues" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"created_by" bigint,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"csr_from" text NOT NULL,
	"csr" text NOT NULL,
	"private_key_id" bigint,
	"sign_algo" integer,
	"ca_order_id" text,
	"common_name" text NOT NULL,
	"dns_names" jsonb NOT NULL,
	"added_names" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"last_problem" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reissues_total_non_negative" CHECK ("reissues"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"reissue_id" text,
	"common_name" text NOT NULL,
	"serial_number" text NOT NULL,
	"sha1" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"chain_pem" text NOT NULL,
	"private_key_id" bigint,
	"ca_name" text NOT NULL,
	"not_before" timestamp (3) with time zone NOT NULL,
	"not_after" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "dcv_challenges_order_domain_key";--> statement-breakpoint
ALTER TABLE "dcv_challenges" ADD COLUMN "reissue_id" text;--> statement-breakpoint
ALTER TABLE "dcv_challenges" ADD COLUMN "last_checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "dcv_challenges" ADD COLUMN "last_problem" jsonb;--> statement-breakpoint
ALTER TABLE "dcv_challenges" ADD COLUMN "email_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ca_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ca_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "validation_requested_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_problem" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reissue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reissues" ADD CONSTRAINT "reissues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reissues" ADD CONSTRAINT "reissues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reissues_order_seq_key" ON "reissues" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "reissues_status_idx" ON "reissues" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_sha1_key" ON "certificates" USING btree ("sha1");--> statement-breakpoint
CREATE INDEX "certificates_account_idx" ON "certificates" USING btree ("account_id","not_after");--> statement-breakpoint
CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "dcv_challenges" ADD CONSTRAINT "dcv_challenges_order_domain_key" UNIQUE NULLS NOT DISTINCT("order_id","reissue_id","domain");