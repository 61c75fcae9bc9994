ALTER TABLE "notifications"."webhook_deliveries" ADD COLUMN "retrying_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Data move: a delivery written before this column keeps retrying since it was written.
UPDATE "notifications"."webhook_deliveries" SET "retrying_since" = "created_at";
