DROP INDEX "invoices_enquiry_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "edition" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_enquiry_edition_idx" ON "invoices" USING btree ("enquiry_kind","enquiry_id","edition");