CREATE SCHEMA "redemption";
--> statement-breakpoint
CREATE TABLE "redemption"."card_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redemption"."card_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"action" text NOT NULL,
	"ledger_id" bigint,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption"."card_type_windows" (
	"gift_card_id" text PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"redemption_window" jsonb,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption"."credit_days" (
	"business_slug" text NOT NULL,
	"day" date NOT NULL,
	"credited_cents" bigint NOT NULL,
	CONSTRAINT "credit_days_pkey" PRIMARY KEY("business_slug","day")
);
--> statement-breakpoint
CREATE TABLE "redemption"."deferred_issues" (
	"order_id" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption"."issued_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"order_id" text NOT NULL,
	"line" integer DEFAULT 0 NOT NULL,
	"payment_id" text NOT NULL,
	"payment_card_last4" text,
	"business_slug" text NOT NULL,
	"business_name" text,
	"gift_card_id" text NOT NULL,
	"gift_card_name" text NOT NULL,
	"face_value_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"expiration_date" date NOT NULL,
	"purchase_type" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text NOT NULL,
	"balance_cents" integer NOT NULL,
	"paid_balance_cents" integer NOT NULL,
	"bonus_balance_cents" integer NOT NULL,
	"status" text NOT NULL,
	"test_card" boolean DEFAULT false NOT NULL,
	"jurisdiction" text DEFAULT 'US' NOT NULL,
	"paid_expires_on" date,
	"cash_out_below_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deliver_at" text,
	"deliver_time_zone" text,
	"delivery_version" integer DEFAULT 0 NOT NULL,
	"delivery_token_hash" text,
	"delivered_at" timestamp with time zone,
	"holder_phone" text,
	"pin_hash" text,
	"pin_sealed" text,
	CONSTRAINT "issued_cards_code_hash_key" UNIQUE("code_hash"),
	CONSTRAINT "issued_cards_face_value_cents_check" CHECK ("redemption"."issued_cards"."face_value_cents" > 0),
	CONSTRAINT "issued_cards_purchase_type_check" CHECK ("redemption"."issued_cards"."purchase_type" in ('self', 'gift')),
	CONSTRAINT "issued_cards_balance_cents_check" CHECK ("redemption"."issued_cards"."balance_cents" >= 0),
	CONSTRAINT "issued_cards_paid_balance_cents_check" CHECK ("redemption"."issued_cards"."paid_balance_cents" >= 0),
	CONSTRAINT "issued_cards_bonus_balance_cents_check" CHECK ("redemption"."issued_cards"."bonus_balance_cents" >= 0),
	CONSTRAINT "issued_cards_status_check" CHECK ("redemption"."issued_cards"."status" in ('active', 'refunded', 'void', 'on_hold', 'replaced')),
	CONSTRAINT "issued_cards_check" CHECK ("redemption"."issued_cards"."price_cents" between 0 and "redemption"."issued_cards"."face_value_cents"),
	CONSTRAINT "issued_cards_check1" CHECK ("redemption"."issued_cards"."balance_cents" = "redemption"."issued_cards"."paid_balance_cents" + "redemption"."issued_cards"."bonus_balance_cents"),
	CONSTRAINT "issued_cards_cash_out_below_cents_check" CHECK ("redemption"."issued_cards"."cash_out_below_cents" > 0),
	CONSTRAINT "issued_cards_paid_expires_after_card" CHECK ("redemption"."issued_cards"."paid_expires_on" >= "redemption"."issued_cards"."expiration_date")
);
--> statement-breakpoint
CREATE TABLE "redemption"."ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redemption"."ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"bonus_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"paid_after_cents" integer NOT NULL,
	"bonus_after_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor" text NOT NULL,
	"test_card" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_kind_check" CHECK ("redemption"."ledger"."kind" in ('ACTIVATE', 'REDEEM', 'ADJUST_INCREMENT', 'ADJUST_DECREMENT', 'REFUND', 'DEACTIVATE', 'EXPIRE', 'CASH_OUT')),
	CONSTRAINT "ledger_balance_after_cents_check" CHECK ("redemption"."ledger"."balance_after_cents" >= 0),
	CONSTRAINT "ledger_paid_after_cents_check" CHECK ("redemption"."ledger"."paid_after_cents" >= 0),
	CONSTRAINT "ledger_bonus_after_cents_check" CHECK ("redemption"."ledger"."bonus_after_cents" >= 0),
	CONSTRAINT "ledger_check" CHECK ("redemption"."ledger"."amount_cents" = "redemption"."ledger"."paid_cents" + "redemption"."ledger"."bonus_cents"),
	CONSTRAINT "ledger_check1" CHECK ("redemption"."ledger"."balance_after_cents" = "redemption"."ledger"."paid_after_cents" + "redemption"."ledger"."bonus_after_cents")
);
--> statement-breakpoint
CREATE TABLE "redemption"."paused_businesses" (
	"business_slug" text PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"paused" boolean NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption"."redeem_authorizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"session_key" text NOT NULL,
	"admin_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"purpose" text DEFAULT 'redeem' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "redeem_authorizations_amount_cents_check" CHECK ("redemption"."redeem_authorizations"."amount_cents" > 0),
	CONSTRAINT "redeem_authorizations_purpose_check" CHECK ("redemption"."redeem_authorizations"."purpose" in ('redeem', 'cash-out'))
);
--> statement-breakpoint
CREATE TABLE "redemption"."retired_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"code_sealed" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redemption"."card_actions" ADD CONSTRAINT "card_actions_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "redemption"."issued_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption"."card_actions" ADD CONSTRAINT "card_actions_ledger_id_fkey" FOREIGN KEY ("ledger_id") REFERENCES "redemption"."ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption"."ledger" ADD CONSTRAINT "ledger_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "redemption"."issued_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption"."redeem_authorizations" ADD CONSTRAINT "redeem_authorizations_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "redemption"."issued_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption"."retired_codes" ADD CONSTRAINT "retired_codes_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "redemption"."issued_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_actions_card" ON "redemption"."card_actions" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "deferred_issues_due" ON "redemption"."deferred_issues" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_cards_order_line" ON "redemption"."issued_cards" USING btree ("order_id","line");--> statement-breakpoint
CREATE INDEX "issued_cards_business" ON "redemption"."issued_cards" USING btree ("business_slug","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issued_cards_scheduled" ON "redemption"."issued_cards" USING btree ("business_slug") WHERE "redemption"."issued_cards"."deliver_at" is not null;--> statement-breakpoint
CREATE INDEX "issued_cards_bonus_to_expire" ON "redemption"."issued_cards" USING btree ("expiration_date") WHERE "redemption"."issued_cards"."bonus_balance_cents" > 0;--> statement-breakpoint
CREATE INDEX "ledger_card" ON "redemption"."ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "redeem_authorizations_unused" ON "redemption"."redeem_authorizations" USING btree ("card_id","session_key","amount_cents") WHERE "redemption"."redeem_authorizations"."used_at" is null;