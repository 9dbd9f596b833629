ALTER TABLE "marketing_campaigns" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "merch_products" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- Hand-written (keep after regeneration): products and campaigns made before currencies were
-- read in their workspace's home currency, so they stay in it rather than becoming USD.
UPDATE "merch_products" AS p SET "currency" = w."home_currency"
  FROM "workspaces" AS w WHERE w."id" = p."workspace_id" AND w."home_currency" <> 'USD';--> statement-breakpoint
UPDATE "marketing_campaigns" AS c SET "currency" = w."home_currency"
  FROM "workspaces" AS w WHERE w."id" = c."workspace_id" AND w."home_currency" <> 'USD';
