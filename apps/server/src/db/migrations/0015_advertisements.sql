CREATE TABLE "advertisements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"image_link" text NOT NULL,
	"content_link" text NOT NULL,
	"description" text NOT NULL,
	"pop_countdown" integer NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone,
	"removed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_location" CHECK ("advertisements"."location" in ('homePage', 'productPage', 'memberHomePage')),
	CONSTRAINT "advertisements_countdown" CHECK ("advertisements"."pop_countdown" between 0 and 3600),
	CONSTRAINT "advertisements_window" CHECK ("advertisements"."ends_at" is null or "advertisements"."ends_at" > "advertisements"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "advertisements_live_idx" ON "advertisements" USING btree ("starts_at") WHERE "advertisements"."removed_at" is null;