CREATE TABLE "letter_reads" (
	"letter_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_reads_account_id_letter_id_pk" PRIMARY KEY("account_id","letter_id")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letter_reads" ADD CONSTRAINT "letter_reads_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_reads" ADD CONSTRAINT "letter_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_account_idx" ON "letters" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "letters_public_idx" ON "letters" USING btree ("id" DESC NULLS FIRST) WHERE "letters"."account_id" is null;