ALTER TABLE "identity"."businesses" ADD COLUMN "square_gift_card_sync" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."businesses" ADD COLUMN "square_gift_card_subscription_id" text;--> statement-breakpoint
ALTER TABLE "identity"."businesses" ADD COLUMN "square_gift_card_signature_key_encrypted" text;