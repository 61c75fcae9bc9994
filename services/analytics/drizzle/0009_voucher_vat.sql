ALTER TABLE "analytics"."gift_cards" ADD COLUMN "voucher_type" text DEFAULT 'multi-purpose' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."gift_cards" ADD COLUMN "vat_rate_bp" integer;