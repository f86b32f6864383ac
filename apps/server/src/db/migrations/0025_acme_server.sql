CREATE TABLE "acme_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"credential_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"jwk" jsonb NOT NULL,
	"thumbprint" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"contact" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acme_accounts_thumbprint_unique" UNIQUE("thumbprint")
);
--> statement-breakpoint
CREATE TABLE "acme_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"acme_order_id" text NOT NULL,
	"identifier_type" text NOT NULL,
	"identifier_value" text NOT NULL,
	"wildcard" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"validated_by" text,
	"validated_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acme_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"authorization_id" text NOT NULL,
	"type" text NOT NULL,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"validated_at" timestamp (3) with time zone,
	"error" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acme_challenges_token_length" CHECK (length("acme_challenges"."token") >= 22)
);
--> statement-breakpoint
CREATE TABLE "acme_eab_credentials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kid" text NOT NULL,
	"hmac_sealed" text NOT NULL,
	"created_by" bigint NOT NULL,
	"acme_account_id" bigint,
	"last_used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acme_eab_credentials_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
CREATE TABLE "acme_nonces" (
	"value" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acme_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"acme_account_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"identifiers" jsonb NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"reissue_id" text,
	"certificate_id" bigint,
	"error" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acme_accounts" ADD CONSTRAINT "acme_accounts_credential_id_acme_eab_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."acme_eab_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_accounts" ADD CONSTRAINT "acme_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_accounts" ADD CONSTRAINT "acme_accounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_authorizations" ADD CONSTRAINT "acme_authorizations_acme_order_id_acme_orders_id_fk" FOREIGN KEY ("acme_order_id") REFERENCES "public"."acme_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_challenges" ADD CONSTRAINT "acme_challenges_authorization_id_acme_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."acme_authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_eab_credentials" ADD CONSTRAINT "acme_eab_credentials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_eab_credentials" ADD CONSTRAINT "acme_eab_credentials_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_orders" ADD CONSTRAINT "acme_orders_acme_account_id_acme_accounts_id_fk" FOREIGN KEY ("acme_account_id") REFERENCES "public"."acme_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acme_orders" ADD CONSTRAINT "acme_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acme_accounts_order_idx" ON "acme_accounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "acme_authorizations_order_idx" ON "acme_authorizations" USING btree ("acme_order_id");--> statement-breakpoint
CREATE INDEX "acme_challenges_authorization_idx" ON "acme_challenges" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "acme_eab_credentials_order_idx" ON "acme_eab_credentials" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "acme_nonces_expires_idx" ON "acme_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "acme_orders_account_idx" ON "acme_orders" USING btree ("acme_account_id","created_at");--> statement-breakpoint
CREATE INDEX "acme_orders_expires_idx" ON "acme_orders" USING btree ("expires_at");