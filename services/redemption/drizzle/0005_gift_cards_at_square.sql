ALTER TABLE "redemption"."ledger" DROP CONSTRAINT "ledger_kind_check";--> statement-breakpoint
ALTER TABLE "redemption"."issued_cards" ADD COLUMN "pos_gan" text;--> statement-breakpoint
ALTER TABLE "redemption"."issued_cards" ADD COLUMN "pos_square_id" text;--> statement-breakpoint
ALTER TABLE "redemption"."ledger" ADD COLUMN "square_activity_id" text;--> statement-breakpoint
ALTER TABLE "redemption"."paused_businesses" ADD COLUMN "square_gift_card_sync" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_cards_pos_gan" ON "redemption"."issued_cards" USING btree ("pos_gan");--> statement-breakpoint
ALTER TABLE "redemption"."ledger" ADD CONSTRAINT "ledger_square_activity_id_key" UNIQUE("square_activity_id");--> statement-breakpoint
ALTER TABLE "redemption"."ledger" ADD CONSTRAINT "ledger_kind_check" CHECK ("redemption"."ledger"."kind" in ('ACTIVATE', 'REDEEM', 'ADJUST_INCREMENT', 'ADJUST_DECREMENT', 'REFUND', 'DEACTIVATE', 'EXPIRE', 'CASH_OUT', 'LOAD', 'POS_REDEEM'));