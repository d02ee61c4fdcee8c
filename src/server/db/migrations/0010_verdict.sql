ALTER TABLE "emails" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_verdict_check" CHECK ("emails"."verdict" in ('send', 'edit', 'dont_send'));--> statement-breakpoint
-- Backfill (hand-written): a score stored before the verdict existed gets the verdict its grade maps
-- to (A/B send, C edit, D/F dont_send: the agreement of grade and verdict, src/shared/emails.ts), so
-- every stored score parses with the required `verdict`; a score that has one keeps it.
UPDATE "emails" SET "score" = jsonb_set("score", '{verdict}', to_jsonb(CASE "score"->>'grade' WHEN 'A' THEN 'send' WHEN 'B' THEN 'send' WHEN 'C' THEN 'edit' ELSE 'dont_send' END))
WHERE "score" IS NOT NULL AND "score"->'verdict' IS NULL AND "score"->>'grade' IN ('A', 'B', 'C', 'D', 'F');--> statement-breakpoint
-- The column is the score's verdict, denormalised as `grade` is.
UPDATE "emails" SET "verdict" = "score"->>'verdict' WHERE "score"->>'verdict' IN ('send', 'edit', 'dont_send');
