CREATE TABLE "analytics"."location_daily" (
	"business_slug" text NOT NULL,
	"day" date NOT NULL,
	"cards_sold" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"redeemed_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"cashed_out_cents" bigint DEFAULT 0 NOT NULL,
	"outside_cents" bigint DEFAULT 0 NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"location_id" text NOT NULL,
	CONSTRAINT "location_daily_pkey" PRIMARY KEY("business_slug","day","test","location_id")
);
--> statement-breakpoint
ALTER TABLE "analytics"."gift_cards" ADD COLUMN "home_location_id" text;--> statement-breakpoint
ALTER TABLE "analytics"."refunds" ADD COLUMN "location_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."sales" ADD COLUMN "location_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The figures recorded before: at no location, which counts at each business's first.
INSERT INTO "analytics"."location_daily" ("business_slug", "day", "cards_sold", "orders", "revenue_cents", "redeemed_cents", "refunded_cents", "cashed_out_cents", "outside_cents", "test", "location_id")
SELECT "business_slug", "day", "cards_sold", "orders", "revenue_cents", "redeemed_cents", "refunded_cents", "cashed_out_cents", "outside_cents", "test", '' FROM "analytics"."daily";
