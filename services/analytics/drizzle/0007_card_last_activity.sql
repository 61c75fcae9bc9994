ALTER TABLE "analytics"."buyers" ADD COLUMN "last_active_on" date;--> statement-breakpoint
-- Each card's last move of the books other than an expiry, from the moves already written (later ones move it on).
UPDATE "analytics"."buyers" b SET "last_active_on" = m."day"
FROM (SELECT "card_id", max("day") AS "day" FROM "analytics"."ledger_moves" WHERE "kind" <> 'expired' GROUP BY "card_id") m
WHERE b."card_id" = m."card_id";
