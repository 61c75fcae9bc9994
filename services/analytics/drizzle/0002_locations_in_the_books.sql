ALTER TABLE "analytics"."buyers" ADD COLUMN "sold_at_location_id" text;--> statement-breakpoint
ALTER TABLE "analytics"."ledger_days" ADD COLUMN "location_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."ledger_days" ADD COLUMN "sold_at_location_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."ledger_moves" ADD COLUMN "location_id" text;--> statement-breakpoint
ALTER TABLE "analytics"."ledger_moves" ADD COLUMN "sold_at_location_id" text;--> statement-breakpoint
ALTER TABLE "analytics"."redemptions" ADD COLUMN "location_id" text;--> statement-breakpoint
ALTER TABLE "analytics"."ledger_days" DROP CONSTRAINT "ledger_days_pkey";
--> statement-breakpoint
ALTER TABLE "analytics"."ledger_days" ADD CONSTRAINT "ledger_days_pkey" PRIMARY KEY("business_slug","test","day","kind","gift_card_id","gift_card_name","expiration_date","paid_expires_on","location_id","sold_at_location_id");