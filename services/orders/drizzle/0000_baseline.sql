CREATE SCHEMA "orders";
--> statement-breakpoint
CREATE TABLE "orders"."disputes" (
	"dispute_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."ledger_audits" (
	"ran_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"discrepancy_count" integer NOT NULL,
	"discrepancies" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"business_name" text,
	"jurisdiction" text,
	"idempotency_key" text NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"gift_card_name" text NOT NULL,
	"face_value_cents" integer NOT NULL,
	"expiration_date" date NOT NULL,
	"price_cents" integer NOT NULL,
	"purchase_type" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text DEFAULT '' NOT NULL,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_mode" text NOT NULL,
	"square_location_id" text DEFAULT '' NOT NULL,
	"source_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"square_payment_id" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"corporate" jsonb,
	CONSTRAINT "orders_square_payment_id_key" UNIQUE("square_payment_id"),
	CONSTRAINT "orders_business_slug_idempotency_key_key" UNIQUE("business_slug","idempotency_key"),
	CONSTRAINT "orders_face_value_cents_check" CHECK ("orders"."orders"."face_value_cents" > 0),
	CONSTRAINT "orders_price_cents_check" CHECK ("orders"."orders"."price_cents" > 0),
	CONSTRAINT "orders_purchase_type_check" CHECK ("orders"."orders"."purchase_type" in ('self', 'gift')),
	CONSTRAINT "orders_payment_mode_check" CHECK ("orders"."orders"."payment_mode" in ('test', 'sandbox', 'production')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."orders"."status" in ('pending', 'paid', 'failed', 'held'))
);
--> statement-breakpoint
CREATE TABLE "orders"."outside_payment_caps" (
	"business_slug" text PRIMARY KEY NOT NULL,
	"daily_cap_cents" integer NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outside_payment_caps_daily_cap_cents_check" CHECK ("orders"."outside_payment_caps"."daily_cap_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders"."outside_payment_days" (
	"business_slug" text NOT NULL,
	"day" date NOT NULL,
	"used_cents" bigint NOT NULL,
	CONSTRAINT "outside_payment_days_pkey" PRIMARY KEY("business_slug","day"),
	CONSTRAINT "outside_payment_days_used_cents_check" CHECK ("orders"."outside_payment_days"."used_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders"."payment_anomalies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"business_slug" text NOT NULL,
	"order_id" uuid NOT NULL,
	"square_payment_id" text NOT NULL,
	"amount_cents" bigint,
	"currency" text,
	"order_amount_cents" integer NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_anomalies_order_id_square_payment_id_kind_key" UNIQUE("order_id","square_payment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "orders"."payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"status" text NOT NULL,
	"source_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt_number" text DEFAULT '' NOT NULL,
	"receipt_url" text DEFAULT '' NOT NULL,
	"card_last4" text,
	"square_updated_at" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_key" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "orders"."refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"business_slug" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"square_refund_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_refund_id_check" CHECK (char_length("orders"."refunds"."refund_id") between 1 and 45),
	CONSTRAINT "refunds_amount_cents_check" CHECK ("orders"."refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("orders"."refunds"."status" in ('requested', 'PENDING', 'COMPLETED', 'REJECTED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "orders"."disputes" ADD CONSTRAINT "disputes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."payment_anomalies" ADD CONSTRAINT "payment_anomalies_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."payments" ADD CONSTRAINT "payments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."refunds" ADD CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_of_order" ON "orders"."disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_pending" ON "orders"."orders" USING btree ("created_at") WHERE "orders"."orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_held_corporate" ON "orders"."orders" USING btree ("created_at") WHERE "orders"."orders"."status" = 'held';--> statement-breakpoint
CREATE INDEX "orders_corporate" ON "orders"."orders" USING btree ("business_slug","created_at") WHERE "orders"."orders"."corporate" is not null;--> statement-breakpoint
CREATE INDEX "payment_anomalies_newest" ON "orders"."payment_anomalies" USING btree ("detected_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_of_order" ON "orders"."refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_requested" ON "orders"."refunds" USING btree ("next_attempt_at") WHERE "orders"."refunds"."status" = 'requested';