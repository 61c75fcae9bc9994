ALTER TABLE "analytics"."buyers" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "analytics"."month_end_settings" ADD COLUMN "holder" jsonb;--> statement-breakpoint
CREATE INDEX "ledger_moves_card_day" ON "analytics"."ledger_moves" USING btree ("card_id","day");