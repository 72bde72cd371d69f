CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_kind" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"courier_name" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"dispatched_on" date NOT NULL,
	"pieces" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_pieces_positive" CHECK ("parcels"."pieces" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_kind" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"short" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_enquiry_tracking_idx" ON "parcels" USING btree ("enquiry_kind","enquiry_id","tracking_number");--> statement-breakpoint
CREATE INDEX "stock_movements_quote_idx" ON "stock_movements" USING btree ("quote_id");