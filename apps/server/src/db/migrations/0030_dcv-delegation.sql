CREATE TABLE "dcv_delegations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"label" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp (3) with time zone,
	"found" jsonb,
	"activated_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dcv_delegations_label_format" CHECK ("dcv_delegations"."label" ~ '^[a-z2-7]{16}$')
);
--> statement-breakpoint
CREATE TABLE "dcv_zone_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delegation_id" bigint NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dcv_delegations" ADD CONSTRAINT "dcv_delegations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcv_zone_values" ADD CONSTRAINT "dcv_zone_values_delegation_id_dcv_delegations_id_fk" FOREIGN KEY ("delegation_id") REFERENCES "public"."dcv_delegations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dcv_delegations_account_domain_key" ON "dcv_delegations" USING btree ("account_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "dcv_delegations_label_key" ON "dcv_delegations" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcv_zone_values_label_idx" ON "dcv_zone_values" USING btree ("label","expires_at");--> statement-breakpoint
CREATE INDEX "dcv_zone_values_expires_idx" ON "dcv_zone_values" USING btree ("expires_at");