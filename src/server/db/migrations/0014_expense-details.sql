ALTER TABLE "artwork_files" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_financials" ADD COLUMN "date" date;--> statement-breakpoint
ALTER TABLE "tour_financials" ADD COLUMN "show_id" uuid;--> statement-breakpoint
ALTER TABLE "tour_financials" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD COLUMN "financial_id" uuid;--> statement-breakpoint
ALTER TABLE "tour_financials" ADD CONSTRAINT "tour_financials_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_financial_id_tour_financials_id_fk" FOREIGN KEY ("financial_id") REFERENCES "public"."tour_financials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artwork_files_financial_idx" ON "artwork_files" USING btree ("financial_id");--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_one_owner" CHECK (("artwork_files"."project_id" is null) <> ("artwork_files"."financial_id" is null));