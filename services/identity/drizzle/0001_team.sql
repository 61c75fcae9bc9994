CREATE TABLE "identity"."locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."staff" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"location_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_business_admin_key" UNIQUE("business_slug","admin_id"),
	CONSTRAINT "staff_invite_token_hash_key" UNIQUE("invite_token_hash"),
	CONSTRAINT "staff_role_check" CHECK ("identity"."staff"."role" in ('owner', 'manager', 'clerk')),
	CONSTRAINT "staff_status_check" CHECK ("identity"."staff"."status" in ('invited', 'active', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD COLUMN "business_slug" text;--> statement-breakpoint
-- Data move: every session acts for its admin's business, every admin owns it, every business starts with one location made from its address.
UPDATE "identity"."sessions" s SET "business_slug" = a."business_slug" FROM "identity"."admins" a WHERE a."id" = s."admin_id";--> statement-breakpoint
ALTER TABLE "identity"."sessions" ALTER COLUMN "business_slug" SET NOT NULL;--> statement-breakpoint
INSERT INTO "identity"."staff" ("id", "business_slug", "admin_id", "role", "status", "created_at")
  SELECT gen_random_uuid(), a."business_slug", a."id", 'owner', 'active', a."created_at" FROM "identity"."admins" a;--> statement-breakpoint
INSERT INTO "identity"."locations" ("id", "business_slug", "name", "address", "time_zone", "created_at")
  SELECT gen_random_uuid(), b."slug", b."name",
    concat_ws(', ', nullif(b."address"->>'street', ''), nullif(b."address"->>'city', ''), nullif(trim(concat_ws(' ', b."address"->>'state', b."address"->>'zipCode')), '')),
    b."time_zone", b."created_at"
  FROM "identity"."businesses" b;--> statement-breakpoint
ALTER TABLE "identity"."locations" ADD CONSTRAINT "locations_business_slug_fkey" FOREIGN KEY ("business_slug") REFERENCES "identity"."businesses"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."staff" ADD CONSTRAINT "staff_business_slug_fkey" FOREIGN KEY ("business_slug") REFERENCES "identity"."businesses"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."staff" ADD CONSTRAINT "staff_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "identity"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_business" ON "identity"."locations" USING btree ("business_slug","created_at");--> statement-breakpoint
CREATE INDEX "staff_admin" ON "identity"."staff" USING btree ("admin_id");