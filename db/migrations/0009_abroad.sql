CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_euro" double precision,
	"rates_date" date,
	"fetched_at" timestamp with time zone,
	"override_rupees" double precision,
	"override_set_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"zone" text PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "rupees_per_unit" double precision;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "currency_total_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_link" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bank_details" text;