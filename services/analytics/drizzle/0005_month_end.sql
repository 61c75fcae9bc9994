CREATE TABLE "analytics"."closed_months" (
	"business_slug" text NOT NULL,
	"test" boolean NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" text NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "closed_months_pkey" PRIMARY KEY("business_slug","test","month")
);
--> statement-breakpoint
CREATE TABLE "analytics"."month_end_settings" (
	"business_slug" text PRIMARY KEY NOT NULL,
	"breakage_rate_bp" integer,
	"accounts" jsonb NOT NULL
);
