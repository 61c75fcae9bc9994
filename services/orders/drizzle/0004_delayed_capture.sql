ALTER TABLE "orders"."orders" ADD COLUMN "capture" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD CONSTRAINT "orders_capture_check" CHECK ("orders"."orders"."capture" in ('undecided', 'complete', 'cancel'));