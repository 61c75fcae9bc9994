ALTER TABLE "analytics"."daily" ADD COLUMN "loaded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."location_daily" ADD COLUMN "loaded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."sales" ADD COLUMN "reload" boolean DEFAULT false NOT NULL;