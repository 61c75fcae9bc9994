CREATE TABLE "notifications"."webhook_deliveries" (
	"seq" bigserial NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_key" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"response_status" integer,
	"duration_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY("endpoint_id","event_id"),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("notifications"."webhook_deliveries"."status" in ('pending', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "notifications"."webhook_endpoints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications"."webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "notifications"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "notifications"."webhook_deliveries" USING btree ("next_attempt_at") WHERE "notifications"."webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_of_endpoint" ON "notifications"."webhook_deliveries" USING btree ("endpoint_id","order_key","seq");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_of_business" ON "notifications"."webhook_endpoints" USING btree ("business_slug");