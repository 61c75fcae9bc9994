CREATE SCHEMA "analytics";
--> statement-breakpoint
CREATE TABLE "analytics"."audit_entries" (
	"event_id" text PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"card_id" text,
	"details" jsonb NOT NULL,
	"customer_name" text,
	"customer_email" text
);
--> statement-breakpoint
CREATE TABLE "analytics"."audit_people" (
	"admin_id" text PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."business_time_zones" (
	"business_slug" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."businesses" (
	"business_slug" text PRIMARY KEY NOT NULL,
	"name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics"."buyers" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"gift_card_id" text NOT NULL,
	"gift_card_name" text NOT NULL,
	"purchase_type" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text,
	"recipient_name" text,
	"recipient_email" text,
	"face_value_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"company" text,
	"test" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"bonus_cents" integer DEFAULT 0 NOT NULL,
	"ledger_id" bigint,
	"expiration_date" date,
	"paid_expires_on" date,
	"sale_day" date,
	"first_redeemed_at" timestamp with time zone,
	"deliver_at" text,
	"deliver_time_zone" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics"."card_changes" (
	"change_key" text PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."customers" (
	"business_slug" text NOT NULL,
	"test" boolean NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"cards_bought" integer NOT NULL,
	"cards_received" integer NOT NULL,
	"spent_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"last_activity" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "customers_pkey" PRIMARY KEY("business_slug","test","email")
);
--> statement-breakpoint
CREATE TABLE "analytics"."daily" (
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
	CONSTRAINT "daily_pkey" PRIMARY KEY("business_slug","day","test")
);
--> statement-breakpoint
CREATE TABLE "analytics"."first_redemptions" (
	"business_slug" text NOT NULL,
	"test" boolean NOT NULL,
	"sale_day" date NOT NULL,
	"cards" integer NOT NULL,
	"days" double precision NOT NULL,
	CONSTRAINT "first_redemptions_pkey" PRIMARY KEY("business_slug","test","sale_day")
);
--> statement-breakpoint
CREATE TABLE "analytics"."gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."ledger_days" (
	"business_slug" text NOT NULL,
	"test" boolean NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"gift_card_id" text NOT NULL,
	"gift_card_name" text NOT NULL,
	"expiration_date" date NOT NULL,
	"paid_expires_on" date NOT NULL,
	"moves" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	"bonus_cents" bigint NOT NULL,
	CONSTRAINT "ledger_days_pkey" PRIMARY KEY("business_slug","test","day","kind","gift_card_id","gift_card_name","expiration_date","paid_expires_on")
);
--> statement-breakpoint
CREATE TABLE "analytics"."ledger_moves" (
	"move_key" text PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"paid_cents" integer NOT NULL,
	"bonus_cents" integer NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"counted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."redemptions" (
	"ledger_id" bigint PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"reversed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"forfeited_bonus_cents" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."registration_statuses" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."sales" (
	"order_id" text PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"day" date NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"outside" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_business" ON "analytics"."audit_entries" USING btree ("business_slug","test","at" DESC NULLS FIRST,"event_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_person" ON "analytics"."audit_entries" USING btree ("business_slug","admin_id","at" DESC NULLS FIRST,"event_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_action" ON "analytics"."audit_entries" USING btree ("business_slug","action","at" DESC NULLS FIRST,"event_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_people_business" ON "analytics"."audit_people" USING btree ("business_slug");--> statement-breakpoint
CREATE INDEX "buyers_business" ON "analytics"."buyers" USING btree ("business_slug","purchased_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "buyers_gift_card" ON "analytics"."buyers" USING btree ("gift_card_id","purchased_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "buyers_business_buyer_email" ON "analytics"."buyers" USING btree ("business_slug","test",lower("buyer_email"));--> statement-breakpoint
CREATE INDEX "buyers_business_recipient_email" ON "analytics"."buyers" USING btree ("business_slug","test",lower("recipient_email"));--> statement-breakpoint
CREATE INDEX "buyers_business_buyer_key" ON "analytics"."buyers" USING btree ("business_slug","test",coalesce('company:' || lower("company"), lower("buyer_email")));--> statement-breakpoint
CREATE INDEX "buyers_sale_day" ON "analytics"."buyers" USING btree ("business_slug","test","sale_day");--> statement-breakpoint
CREATE INDEX "customers_by_name" ON "analytics"."customers" USING btree ("business_slug","test",lower("name"),"email");--> statement-breakpoint
CREATE INDEX "customers_by_spent" ON "analytics"."customers" USING btree ("business_slug","test","spent_cents","email");--> statement-breakpoint
CREATE INDEX "customers_by_balance" ON "analytics"."customers" USING btree ("business_slug","test","balance_cents","email");--> statement-breakpoint
CREATE INDEX "customers_by_last_activity" ON "analytics"."customers" USING btree ("business_slug","test","last_activity","email");--> statement-breakpoint
CREATE INDEX "gift_cards_business" ON "analytics"."gift_cards" USING btree ("business_slug","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_moves_business_day" ON "analytics"."ledger_moves" USING btree ("business_slug","test","day","move_key");--> statement-breakpoint
CREATE INDEX "ledger_moves_uncounted" ON "analytics"."ledger_moves" USING btree ("move_key") WHERE not "analytics"."ledger_moves"."counted";--> statement-breakpoint
CREATE INDEX "redemptions_card" ON "analytics"."redemptions" USING btree ("card_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "redemptions_business" ON "analytics"."redemptions" USING btree ("business_slug","test","redeemed_at");