ALTER TABLE "redemption"."card_type_windows" ADD COLUMN "location_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "redemption"."card_type_windows" ADD COLUMN "home_location_id" text;--> statement-breakpoint
ALTER TABLE "redemption"."issued_cards" ADD COLUMN "sold_at_location_id" text;--> statement-breakpoint
ALTER TABLE "redemption"."ledger" ADD COLUMN "location_id" text;