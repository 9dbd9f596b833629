ALTER TABLE "rider_provisions" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "lodgings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_legs" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- Hand-written (keep after regeneration): travel legs, hotel stays and rider provisions made
-- before currencies were read in their workspace's home currency, so they stay in it.
UPDATE "travel_legs" AS l SET "currency" = w."home_currency"
  FROM "workspaces" AS w WHERE w."id" = l."workspace_id" AND w."home_currency" <> 'USD';--> statement-breakpoint
UPDATE "lodgings" AS l SET "currency" = w."home_currency"
  FROM "workspaces" AS w WHERE w."id" = l."workspace_id" AND w."home_currency" <> 'USD';--> statement-breakpoint
UPDATE "rider_provisions" AS p SET "currency" = w."home_currency"
  FROM "workspaces" AS w WHERE w."id" = p."workspace_id" AND w."home_currency" <> 'USD';
