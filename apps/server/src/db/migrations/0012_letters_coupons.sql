CREATE TABLE "coupon_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"publish_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_campaigns_amount_positive" CHECK ("coupon_campaigns"."amount_cents" > 0),
	CONSTRAINT "coupon_campaigns_window" CHECK ("coupon_campaigns"."end_at" > "coupon_campaigns"."publish_at")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "campaign_id" bigint;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "coupon_campaigns_running_idx" ON "coupon_campaigns" USING btree ("publish_at","end_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_campaign_once" ON "coupons" USING btree ("account_id","campaign_id") WHERE "coupons"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_awaiting_validation_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "letters_dedupe_key_idx" ON "letters" USING btree ("account_id","dedupe_key") WHERE "letters"."dedupe_key" is not null;