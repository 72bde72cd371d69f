CREATE TABLE "measurement_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'in' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "need_by" date;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "lead_days" integer;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "need_by" date;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lead_days" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "user_enquiries" ADD COLUMN "need_by" date;--> statement-breakpoint
ALTER TABLE "user_enquiries" ADD COLUMN "lead_days" integer;--> statement-breakpoint
ALTER TABLE "user_enquiries" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "measurement_profiles" ADD CONSTRAINT "measurement_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_profiles_user_idx" ON "measurement_profiles" USING btree ("user_id","created_at");