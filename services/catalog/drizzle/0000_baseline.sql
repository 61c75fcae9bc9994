CREATE SCHEMA "catalog";
--> statement-breakpoint
CREATE TABLE "catalog"."business_names" (
	"business_slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount" integer NOT NULL,
	"expiration_date" date NOT NULL,
	"image_key" text NOT NULL,
	"image_widths" integer[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"redemption_window" jsonb,
	"buyers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "gift_cards_amount_cents_check" CHECK ("catalog"."gift_cards"."amount_cents" > 0),
	CONSTRAINT "gift_cards_discount_check" CHECK ("catalog"."gift_cards"."discount" between 0 and 100),
	CONSTRAINT "gift_cards_status_check" CHECK ("catalog"."gift_cards"."status" in ('active', 'deleted'))
);
--> statement-breakpoint
CREATE INDEX "gift_cards_business_active" ON "catalog"."gift_cards" USING btree ("business_slug","created_at" DESC NULLS FIRST) WHERE "catalog"."gift_cards"."status" = 'active';--> statement-breakpoint
CREATE INDEX "gift_cards_public" ON "catalog"."gift_cards" USING btree ("expiration_date","created_at" DESC NULLS FIRST) WHERE "catalog"."gift_cards"."status" = 'active';