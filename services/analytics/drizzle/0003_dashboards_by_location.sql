ALTER TABLE "analytics"."daily" ADD COLUMN "location_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."gift_cards" ADD COLUMN "home_location_id" text;--> statement-breakpoint
ALTER TABLE "analytics"."refunds" ADD COLUMN "location_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."sales" ADD COLUMN "location_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."daily" DROP CONSTRAINT "daily_pkey";
--> statement-breakpoint
ALTER TABLE "analytics"."daily" ADD CONSTRAINT "daily_pkey" PRIMARY KEY("business_slug","day","test","location_id");