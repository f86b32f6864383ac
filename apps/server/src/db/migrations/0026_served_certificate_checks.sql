CREATE TABLE "served_certificate_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"host_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"checked_at" timestamp (3) with time zone NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"address" text,
	"status" text NOT NULL,
	"serial" text,
	"issuer" text,
	"subject" text,
	"not_before" timestamp (3) with time zone,
	"not_after" timestamp (3) with time zone,
	"names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sha1" text,
	"chain_complete" boolean,
	"hostname_match" boolean,
	"served" text,
	"error" text,
	"error_detail" text
);
--> statement-breakpoint
CREATE TABLE "served_certificate_hosts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 443 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"extra" boolean DEFAULT false NOT NULL,
	"status" text,
	"last_check_id" bigint,
	"checked_at" timestamp (3) with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"alert" text,
	"alert_since" timestamp (3) with time zone,
	"alert_cleared_at" timestamp (3) with time zone,
	"next_check_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "served_certificate_checks" ADD CONSTRAINT "served_certificate_checks_host_id_served_certificate_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."served_certificate_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_certificate_hosts" ADD CONSTRAINT "served_certificate_hosts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_certificate_hosts" ADD CONSTRAINT "served_certificate_hosts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "served_certificate_checks_host_idx" ON "served_certificate_checks" USING btree ("host_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "served_certificate_checks_time_idx" ON "served_certificate_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "served_certificate_hosts_order_host_key" ON "served_certificate_hosts" USING btree ("order_id","host");--> statement-breakpoint
CREATE INDEX "served_certificate_hosts_due_idx" ON "served_certificate_hosts" USING btree ("next_check_at") WHERE "served_certificate_hosts"."enabled";--> statement-breakpoint
-- Orders issued before served-certificate checks existed: their hosts (the order's names, a wildcard at its base
-- domain), first checked at a random time within the next day so the first sweep is spread out.
INSERT INTO "served_certificate_hosts" ("order_id", "account_id", "host", "next_check_at")
SELECT DISTINCT ON (o."id", lower(regexp_replace(n.name, '^\*\.', '')))
  o."id", o."account_id", lower(regexp_replace(n.name, '^\*\.', '')), now() + random() * interval '1 day'
FROM "orders" o CROSS JOIN LATERAL jsonb_array_elements_text(o."dns_names") AS n(name)
WHERE o."status" IN (2, 3) AND o."product_type" <> 'CodeSign' AND n.name <> ''
ON CONFLICT DO NOTHING;
