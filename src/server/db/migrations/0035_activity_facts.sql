ALTER TABLE "activity" ALTER COLUMN "summary" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "facts" jsonb;