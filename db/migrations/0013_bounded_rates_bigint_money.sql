ALTER TABLE "quotes" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "currency_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "bank_rupees" double precision;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "feed_refusal" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "feed_refused_at" timestamp with time zone;