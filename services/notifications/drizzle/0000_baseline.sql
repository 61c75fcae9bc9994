CREATE SCHEMA "notifications";
--> statement-breakpoint
CREATE TABLE "notifications"."batch_emails" (
	"job_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"outcome" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_emails_outcome_check" CHECK ("notifications"."batch_emails"."outcome" in ('emailed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications"."business_brands" (
	"business_slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"contact_email" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."sent_emails" (
	"job_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "batch_emails_of_order" ON "notifications"."batch_emails" USING btree ("order_id");