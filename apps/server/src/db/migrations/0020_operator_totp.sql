CREATE TABLE "operator_totp" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"activated_at" timestamp (3) with time zone,
	"last_step" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_totp_sessions" (
	"session_id_hash" text PRIMARY KEY NOT NULL,
	"verified_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_totp" ADD CONSTRAINT "operator_totp_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_totp_sessions" ADD CONSTRAINT "operator_totp_sessions_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_paid_purchases_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'paid' and "payments"."type" = 'purchase';--> statement-breakpoint
CREATE INDEX "payments_offline_unpaid_idx" ON "payments" USING btree ("id") WHERE "payments"."status" = 'unpaid' and "payments"."channel" = 'offline';