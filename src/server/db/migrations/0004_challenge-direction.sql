ALTER TABLE "tour_venues" ADD COLUMN "challenged_by" text;--> statement-breakpoint
-- Until now the app knew one direction only: another act challenged our hold.
UPDATE "tour_venues" SET "challenged_by" = 'them' WHERE "status" = 'challenge';
