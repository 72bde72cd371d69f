CREATE TABLE "analytics_daily" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "analytics_daily_metric_day_dim_pk" PRIMARY KEY("metric","day","dim")
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "stored_day" date;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "stored_count" integer DEFAULT 0 NOT NULL;