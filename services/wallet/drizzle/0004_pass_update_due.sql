ALTER TABLE "wallet"."pass_changes" ADD COLUMN "update_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet"."pass_changes" ADD COLUMN "google_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet"."pass_changes" ADD COLUMN "update_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet"."pass_changes" ADD COLUMN "update_error" text;--> statement-breakpoint
CREATE INDEX "pass_changes_update_due" ON "wallet"."pass_changes" USING btree ("update_due_at") WHERE "wallet"."pass_changes"."update_due_at" is not null;--> statement-breakpoint
-- The previous release queued each update as a job: changes of the last minutes, whose job may not have run, are told again.
UPDATE "wallet"."pass_changes" SET "update_due_at" = now(), "google_due" = true WHERE "modified_at" > now() - interval '10 minutes';
