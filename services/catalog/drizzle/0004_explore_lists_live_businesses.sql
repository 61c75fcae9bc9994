-- Businesses already recorded stay listed until their next profile says whether they are live.
ALTER TABLE "catalog"."business_names" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."business_names" ALTER COLUMN "live" SET DEFAULT false;
