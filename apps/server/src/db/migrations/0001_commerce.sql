CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"rate_date" date NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"brand" text,
	"product_tag" text,
	"hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"introduction" jsonb NOT NULL,
	"logo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" bigint NOT NULL,
	"validity" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "product_prices_product_id_validity_pk" PRIMARY KEY("product_id","validity"),
	CONSTRAINT "product_prices_positive" CHECK ("product_prices"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"short_name" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"product_type" text NOT NULL,
	"audit_type" text NOT NULL,
	"domain_type" integer NOT NULL,
	"product_tag" text,
	"wholesale_count" integer DEFAULT 0 NOT NULL,
	"max_names" integer DEFAULT 1 NOT NULL,
	"support_free_trial" boolean DEFAULT false NOT NULL,
	"warranty_usd" bigint DEFAULT 0 NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attach_common_price_cents" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"publish_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"used_by_payment_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "dcv_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"method" text NOT NULL,
	"auth_key" text NOT NULL,
	"auth_path" text NOT NULL,
	"auth_value" text NOT NULL,
	"validated_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"payment_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_non_zero" CHECK ("ledger_entries"."amount_cents" <> 0),
	CONSTRAINT "ledger_balance_non_negative" CHECK ("ledger_entries"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"short_name" text NOT NULL,
	"product_name" text NOT NULL,
	"brand" text NOT NULL,
	"product_type" text NOT NULL,
	"audit_type" text NOT NULL,
	"domain_type" integer NOT NULL,
	"validity" integer NOT NULL,
	"status" integer DEFAULT 12 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"free_trial" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp (3) with time zone,
	"auth_method" text NOT NULL,
	"approver_email" text DEFAULT '' NOT NULL,
	"verify_email" text DEFAULT '' NOT NULL,
	"common_name" text NOT NULL,
	"dns_names" jsonb NOT NULL,
	"csr" text NOT NULL,
	"private_key_id" bigint,
	"contact" jsonb NOT NULL,
	"organization" jsonb NOT NULL,
	"price_cents" bigint NOT NULL,
	"extra_names" integer DEFAULT 0 NOT NULL,
	"extra_names_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"coupon_code" text,
	"subscribe_auto_payment" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"channel" text,
	"orders_id" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"coupon_id" bigint,
	"promo_code" text,
	"provider_ref" text,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_total_non_negative" CHECK ("payments"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "private_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"algorithm" text NOT NULL,
	"sealed" text NOT NULL,
	"downloaded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp (3) with time zone NOT NULL,
	"valid_until" timestamp (3) with time zone NOT NULL,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_one_kind" CHECK (("promo_codes"."amount_cents" > 0) <> ("promo_codes"."percent_off" > 0)),
	CONSTRAINT "promo_codes_percent" CHECK ("promo_codes"."percent_off" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"code" text NOT NULL,
	"account_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_code_account_id_pk" PRIMARY KEY("code","account_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_events" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"contact_info" jsonb,
	"csr_info" jsonb,
	"private_key_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcv_challenges" ADD CONSTRAINT "dcv_challenges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_keys" ADD CONSTRAINT "private_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_short_name_key" ON "products" USING btree ("short_name");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand","sort");--> statement-breakpoint
CREATE INDEX "products_tag_idx" ON "products" USING btree ("product_tag","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_account_idx" ON "coupons" USING btree ("account_id","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_signup_once" ON "coupons" USING btree ("account_id") WHERE "coupons"."kind" = 'signup';--> statement-breakpoint
CREATE UNIQUE INDEX "dcv_challenges_order_domain_key" ON "dcv_challenges" USING btree ("order_id","domain");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_purchase_once" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."kind" = 'purchase';--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "private_keys_account_idx" ON "private_keys" USING btree ("account_id");