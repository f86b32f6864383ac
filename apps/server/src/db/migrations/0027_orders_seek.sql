CREATE TABLE "order_list_marks" (
	"account_id" bigint NOT NULL,
	"filter" text NOT NULL,
	"version" bigint NOT NULL,
	"ids" bigint[] NOT NULL,
	"made_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_list_marks_account_id_filter_pk" PRIMARY KEY("account_id","filter")
);
--> statement-breakpoint
CREATE TABLE "order_list_versions" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- My Orders' deep pages seek below remembered boundaries (order_list_marks), valid only at the account's list
-- version. Every statement that inserts or deletes orders, or changes a column the list filters or sorts on,
-- raises the version of each account it touched, in its own transaction: marks read in a snapshot that sees the
-- same version describe exactly the orders that snapshot sees. Accounts are raised in id order (one lock order).
CREATE FUNCTION "order_list_touch_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_list_versions" ("account_id", "version")
		SELECT DISTINCT "account_id", 1 FROM "new_rows" ORDER BY 1
		ON CONFLICT ("account_id") DO UPDATE SET "version" = "order_list_versions"."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "order_list_touch_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_list_versions" ("account_id", "version")
		SELECT DISTINCT "account_id", 1 FROM "old_rows" ORDER BY 1
		ON CONFLICT ("account_id") DO UPDATE SET "version" = "order_list_versions"."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "order_list_touch_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The columns My Orders filters on (tags, dates, order id, domain) and its account; an update of anything
	-- else (a note, last_checked_at) leaves the list as it was.
	INSERT INTO "order_list_versions" ("account_id", "version")
		SELECT DISTINCT a."id", 1 FROM (
			SELECT n."account_id" AS "new_account_id", o."account_id" AS "old_account_id"
			FROM "new_rows" n FULL JOIN "old_rows" o ON o."id" = n."id"
			WHERE n."id" IS NULL OR o."id" IS NULL
				OR (n."account_id", n."status", n."paid", n."paid_at", n."free_trial", n."trial_ends_at",
					n."created_at", n."common_name", n."dns_names")
				IS DISTINCT FROM (o."account_id", o."status", o."paid", o."paid_at", o."free_trial", o."trial_ends_at",
					o."created_at", o."common_name", o."dns_names")
		) changed, LATERAL (VALUES (changed."new_account_id"), (changed."old_account_id")) AS a("id")
		WHERE a."id" IS NOT NULL
		ORDER BY 1
		ON CONFLICT ("account_id") DO UPDATE SET "version" = "order_list_versions"."version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "order_list_touch_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_list_marks";
	UPDATE "order_list_versions" SET "version" = "version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_list_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_list_touch_inserted"();--> statement-breakpoint
CREATE TRIGGER "order_list_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_list_touch_deleted"();--> statement-breakpoint
CREATE TRIGGER "order_list_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_list_touch_updated"();--> statement-breakpoint
CREATE TRIGGER "order_list_truncated" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_list_touch_truncated"();
