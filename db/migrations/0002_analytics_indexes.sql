ALTER TABLE "user_sessions" ADD COLUMN "stored_day" date;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "stored_count" integer DEFAULT 0 NOT NULL;