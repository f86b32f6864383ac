DROP INDEX "contacts_account_idx";--> statement-breakpoint
DROP INDEX "enterprises_account_idx";--> statement-breakpoint
DROP INDEX "ledger_account_idx";--> statement-breakpoint
DROP INDEX "orders_account_idx";--> statement-breakpoint
DROP INDEX "orders_account_status_idx";--> statement-breakpoint
DROP INDEX "payments_account_idx";--> statement-breakpoint
DROP INDEX "audit_events_account_idx";--> statement-breakpoint
DROP INDEX "refunds_account_idx";--> statement-breakpoint
DROP INDEX "account_statements_month_key";--> statement-breakpoint
CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enterprises_account_idx" ON "enterprises" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_account_status_idx" ON "orders" USING btree ("account_id","status","id" DESC NULLS FIRST,"created_at");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_account_idx" ON "refunds" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "account_statements_month_key" ON "account_statements" USING btree ("account_id","month" DESC NULLS FIRST);