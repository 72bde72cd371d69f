CREATE TABLE "pending_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_uploads_client_idx" ON "pending_uploads" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "pending_uploads_created_idx" ON "pending_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "request_limits_reset_idx" ON "request_limits" USING btree ("reset_at");