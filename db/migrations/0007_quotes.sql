CREATE TABLE "enquiry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_kind" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text,
	"message" text,
	"quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"enquiry_kind" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_kind" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping" text NOT NULL,
	"total" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"message" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"payment_reference" text,
	"payment_claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "enquiry_events_enquiry_idx" ON "enquiry_events" USING btree ("enquiry_kind","enquiry_id","id");--> statement-breakpoint
CREATE INDEX "enquiry_tokens_enquiry_idx" ON "enquiry_tokens" USING btree ("enquiry_kind","enquiry_id");--> statement-breakpoint
CREATE INDEX "quotes_enquiry_idx" ON "quotes" USING btree ("enquiry_kind","enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_paid_idx" ON "quotes" USING btree ("paid_at");