ALTER TABLE "venue_revenue_deals" ADD COLUMN "agent_commission_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "agent_commission_basis" text DEFAULT 'gross' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "manager_commission_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "manager_commission_basis" text DEFAULT 'gross' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "withholding_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "merch_split_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "deposit_received" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "is_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "paid_on" date;