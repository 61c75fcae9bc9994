CREATE TABLE "notifications"."card_locales" (
	"card_id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL
);
