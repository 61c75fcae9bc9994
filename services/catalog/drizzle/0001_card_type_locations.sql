ALTER TABLE "catalog"."gift_cards" ADD COLUMN "usable_at" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."gift_cards" ADD COLUMN "home_location_id" text;