CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"affiliate_account_id" bigint NOT NULL,
	"referred_account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"item" text NOT NULL,
	"order_id" bigint NOT NULL,
	"base_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"clears_at" timestamp (3) with time zone NOT NULL,
	"cleared_at" timestamp (3) with time zone,
	"payout_id" bigint,
	"reverses_id" bigint,
	"reversed_at" timestamp (3) with time zone,
	"split_from_id" bigint,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_amount_sign" CHECK (("commissions"."kind" = 'reversal' and "commissions"."amount_cents" < 0) or ("commissions"."kind" <> 'reversal' and "commissions"."amount_cents" > 0)),
	CONSTRAINT "commissions_base_non_negative" CHECK ("commissions"."base_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"requested_by" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paypal_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"method" text,
	"sender_batch_id" text,
	"provider_batch_id" text,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_account_id" bigint PRIMARY KEY NOT NULL,
	"referrer_account_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referred_account_id" <> "referrals"."referrer_account_id")
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_affiliate_account_id_accounts_id_fk" FOREIGN KEY ("affiliate_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_referred_account_id_accounts_id_fk" FOREIGN KEY ("referred_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_account_id_accounts_id_fk" FOREIGN KEY ("referred_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_account_id_accounts_id_fk" FOREIGN KEY ("referrer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_affiliate_idx" ON "commissions" USING btree ("affiliate_account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commissions_affiliate_status_idx" ON "commissions" USING btree ("affiliate_account_id","status");--> statement-breakpoint
CREATE INDEX "commissions_awaiting_idx" ON "commissions" USING btree ("clears_at") WHERE "commissions"."status" = 'awaiting';--> statement-breakpoint
CREATE INDEX "commissions_order_idx" ON "commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commissions_payout_idx" ON "commissions" USING btree ("payout_id") WHERE "commissions"."payout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_item_once" ON "commissions" USING btree ("payment_id","item") WHERE "commissions"."kind" = 'commission' and "commissions"."split_from_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_bonus_once" ON "commissions" USING btree ("affiliate_account_id") WHERE "commissions"."kind" = 'bonus' and "commissions"."split_from_id" is null and "commissions"."status" <> 'cancelled' and "commissions"."reversed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_reversal_once" ON "commissions" USING btree ("reverses_id") WHERE "commissions"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_account_idx" ON "payouts" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","id") WHERE "payouts"."status" in ('requested', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_sender_batch_key" ON "payouts" USING btree ("sender_batch_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_account_id");