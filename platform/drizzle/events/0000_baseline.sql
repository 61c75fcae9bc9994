CREATE TABLE "events"."dead_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_pkey" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "events"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"request_id" text,
	"traceparent" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_key" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "inbox_handled_at" ON "events"."inbox" USING btree ("handled_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished" ON "events"."outbox" USING btree ("seq") WHERE "events"."outbox"."published_at" is null;