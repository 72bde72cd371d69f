CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_failure_at" bigint NOT NULL
);
--> statement-breakpoint
-- The per-account counts used to live in better-auth's own table; they move here.
DELETE FROM "rate_limit" WHERE "key" LIKE 'account|%';
