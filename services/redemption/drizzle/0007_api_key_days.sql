CREATE TABLE "redemption"."api_key_days" (
	"key_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "api_key_days_pkey" PRIMARY KEY("key_id","day"),
	CONSTRAINT "api_key_days_cents_check" CHECK ("redemption"."api_key_days"."cents" >= 0)
);
