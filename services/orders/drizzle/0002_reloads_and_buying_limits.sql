CREATE TABLE "orders"."buying_days" (
	"limit_key" text NOT NULL,
	"day" date NOT NULL,
	"used_cents" bigint NOT NULL,
	CONSTRAINT "buying_days_pkey" PRIMARY KEY("limit_key","day"),
	CONSTRAINT "buying_days_used_cents_check" CHECK ("orders"."buying_days"."used_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "reload_card_id" uuid;