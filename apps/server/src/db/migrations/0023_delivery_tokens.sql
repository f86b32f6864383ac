CREATE TABLE "delivery_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"last4" text NOT NULL,
	"include_key" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	"last_used_ip" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"revoked_by" bigint
);
--> statement-breakpoint
ALTER TABLE "delivery_tokens" ADD CONSTRAINT "delivery_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_tokens" ADD CONSTRAINT "delivery_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_tokens_hash_key" ON "delivery_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "delivery_tokens_order_idx" ON "delivery_tokens" USING btree ("order_id","id");