CREATE TABLE "redemption"."promotion_cards" (
	"order_id" text NOT NULL,
	"line" integer NOT NULL,
	"promotion_id" uuid NOT NULL,
	"bonus_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_cards_pkey" PRIMARY KEY("order_id","line"),
	CONSTRAINT "promotion_cards_bonus_cents" CHECK ("redemption"."promotion_cards"."bonus_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "redemption"."promotions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"name" text NOT NULL,
	"gift_card_ids" text[] NOT NULL,
	"bonus_percent" integer,
	"bonus_cents" integer,
	"min_paid_cents" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget_cents" integer NOT NULL,
	"spent_cents" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_one_bonus" CHECK (("redemption"."promotions"."bonus_percent" is null) <> ("redemption"."promotions"."bonus_cents" is null)),
	CONSTRAINT "promotions_bonus_percent" CHECK ("redemption"."promotions"."bonus_percent" between 1 and 100),
	CONSTRAINT "promotions_bonus_cents" CHECK ("redemption"."promotions"."bonus_cents" > 0),
	CONSTRAINT "promotions_dates" CHECK ("redemption"."promotions"."ends_at" > "redemption"."promotions"."starts_at"),
	CONSTRAINT "promotions_budget" CHECK ("redemption"."promotions"."spent_cents" between 0 and "redemption"."promotions"."budget_cents")
);
--> statement-breakpoint
ALTER TABLE "redemption"."issued_cards" ADD COLUMN "promotion_bonus_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "redemption"."promotion_cards" ADD CONSTRAINT "promotion_cards_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "redemption"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_cards_promotion" ON "redemption"."promotion_cards" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_business" ON "redemption"."promotions" USING btree ("business_slug","starts_at");