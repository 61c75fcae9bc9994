CREATE SCHEMA "wallet";
--> statement-breakpoint
CREATE SEQUENCE "wallet"."pass_change_tags" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wallet"."apple_registrations" (
	"device_library_identifier" text NOT NULL,
	"pass_type_identifier" text NOT NULL,
	"serial_hash" text NOT NULL,
	"serial_sealed" text NOT NULL,
	"card_id" text NOT NULL,
	"push_token" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apple_registrations_device_library_identifier_pass_type_identifier_serial_hash_pk" PRIMARY KEY("device_library_identifier","pass_type_identifier","serial_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet"."pass_changes" (
	"card_id" text PRIMARY KEY NOT NULL,
	"tag" bigint NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"balance_cents" bigint,
	"balance_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "apple_registrations_of_card" ON "wallet"."apple_registrations" USING btree ("card_id");