ALTER TABLE "venue_revenue_deals" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- Hand-written (keep after regeneration): a deal made before currencies was read in its
-- workspace's home currency, so it stays in that currency rather than becoming USD.
UPDATE "venue_revenue_deals" AS d SET "currency" = w."home_currency"
  FROM "workspaces" AS w WHERE w."id" = d."workspace_id" AND w."home_currency" <> 'USD';
