CREATE SCHEMA "identity";
--> statement-breakpoint
CREATE TABLE "identity"."admins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"business_slug" text NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_key" UNIQUE("email"),
	CONSTRAINT "admins_invite_token_hash_key" UNIQUE("invite_token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity"."businesses" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"address" jsonb NOT NULL,
	"square_application_id" text DEFAULT '' NOT NULL,
	"square_location_id" text DEFAULT '' NOT NULL,
	"square_access_token_encrypted" text,
	"square_webhook_signature_key_encrypted" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"contact_email" text,
	"jurisdiction" text DEFAULT 'US' NOT NULL,
	"square_verified_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_notes" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	"redemptions_paused" boolean DEFAULT false NOT NULL,
	CONSTRAINT "businesses_status_check" CHECK ("identity"."businesses"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "identity"."password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_realm_check" CHECK ("identity"."password_resets"."realm" in ('admin', 'super-admin'))
);
--> statement-breakpoint
CREATE TABLE "identity"."registration_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"restaurant_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"review_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_requests_status_check" CHECK ("identity"."registration_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "identity"."sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."sign_in_policy" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"owners_need_two_step" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sign_in_policy_id_check" CHECK ("identity"."sign_in_policy"."id")
);
--> statement-breakpoint
CREATE TABLE "identity"."super_admin_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"super_admin_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."super_admins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	CONSTRAINT "super_admins_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "identity"."two_step_sign_ins" (
	"realm" text NOT NULL,
	"account_id" uuid NOT NULL,
	"secret_sealed" text NOT NULL,
	"recovery_codes_sealed" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "two_step_sign_ins_pkey" PRIMARY KEY("realm","account_id"),
	CONSTRAINT "two_step_sign_ins_realm_check" CHECK ("identity"."two_step_sign_ins"."realm" in ('admin', 'super-admin'))
);
--> statement-breakpoint
ALTER TABLE "identity"."admins" ADD CONSTRAINT "admins_business_slug_fkey" FOREIGN KEY ("business_slug") REFERENCES "identity"."businesses"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD CONSTRAINT "sessions_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "identity"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."super_admin_tokens" ADD CONSTRAINT "super_admin_tokens_super_admin_id_fkey" FOREIGN KEY ("super_admin_id") REFERENCES "identity"."super_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_expires" ON "identity"."password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registration_requests_created" ON "identity"."registration_requests" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_admin" ON "identity"."sessions" USING btree ("admin_id");