ALTER TABLE "workspaces" ADD COLUMN "distance_unit" text DEFAULT 'mi' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "road_settings" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "longitude" double precision;