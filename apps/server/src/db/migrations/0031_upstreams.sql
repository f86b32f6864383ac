CREATE TABLE "upstream_routes" (
	"brand" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"upstream" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upstream_routes_brand_short_name_pk" PRIMARY KEY("brand","short_name")
);
--> statement-breakpoint
CREATE TABLE "upstreams" (
	"name" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_sealed" text NOT NULL,
	"ca_bundle_pem" text,
	"from_env" boolean DEFAULT false NOT NULL,
	"last_success_at" timestamp (3) with time zone,
	"last_error_at" timestamp (3) with time zone,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upstreams_name_form" CHECK ("upstreams"."name" ~ '^[a-z0-9][a-z0-9_-]{0,39}$' and "upstreams"."name" <> 'builtin')
);
