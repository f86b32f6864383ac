CREATE TABLE "domain_reissue_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"certificate_end" timestamp (3) with time zone NOT NULL,
	"reissue_at" timestamp (3) with time zone NOT NULL,
	"names" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_reissue_notices" ADD CONSTRAINT "domain_reissue_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_reissue_notices" ADD CONSTRAINT "domain_reissue_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_reissue_notices_order_end_key" ON "domain_reissue_notices" USING btree ("order_id","certificate_end");