ALTER TABLE "redemption"."ledger" DROP CONSTRAINT "ledger_kind_check";--> statement-breakpoint
ALTER TABLE "redemption"."issued_cards" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "redemption"."issued_cards" ADD COLUMN "escheated_to" text;--> statement-breakpoint
ALTER TABLE "redemption"."issued_cards" ADD COLUMN "escheated_on" date;--> statement-breakpoint
ALTER TABLE "redemption"."ledger" ADD CONSTRAINT "ledger_kind_check" CHECK ("redemption"."ledger"."kind" in ('ACTIVATE', 'REDEEM', 'ADJUST_INCREMENT', 'ADJUST_DECREMENT', 'REFUND', 'DEACTIVATE', 'EXPIRE', 'CASH_OUT', 'LOAD', 'POS_REDEEM', 'ESCHEAT'));