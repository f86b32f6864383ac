CREATE TABLE "skins" (
	"host" text PRIMARY KEY NOT NULL,
	"title" text,
	"copyright" text,
	"logo" text,
	"login_logo" text,
	"favicon" text,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "skins_host_normalised" CHECK ("skins"."host" = lower("skins"."host") and "skins"."host" <> '' and "skins"."host" not like '%.')
);
