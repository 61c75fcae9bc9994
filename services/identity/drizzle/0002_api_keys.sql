CREATE TABLE "identity"."api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_slug" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"mode" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"daily_limit_cents" bigint NOT NULL,
	"requests_per_second" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_key" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_mode_check" CHECK ("identity"."api_keys"."mode" in ('live', 'test'))
);
--> statement-breakpoint
ALTER TABLE "identity"."api_keys" ADD CONSTRAINT "api_keys_business_slug_fkey" FOREIGN KEY ("business_slug") REFERENCES "identity"."businesses"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_business" ON "identity"."api_keys" USING btree ("business_slug","created_at");