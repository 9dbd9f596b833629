ALTER TABLE "venue_revenue_deals" ADD COLUMN "rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "rate_to" text;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "settlement_rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "settlement_rate_to" text;