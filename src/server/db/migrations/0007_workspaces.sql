-- Teams (ADR 0019): every row that belonged to an account now belongs to a workspace. Each
-- existing account, demo guests included, becomes the owner of one workspace that takes the
-- account's id, so every owned row keeps its value and only the column's name and foreign key
-- change: no row is rewritten, none can be lost (tests/api/workspace-migration.test.ts).
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('owner', 'manager', 'crew', 'artist'))
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "workspace_invitations_role_check" CHECK ("workspace_invitations"."role" in ('owner', 'manager', 'crew', 'artist'))
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text,
	"actor_name" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","created_at");
--> statement-breakpoint
CREATE INDEX "activity_workspace_created_idx" ON "activity" USING btree ("workspace_id","created_at");
--> statement-breakpoint
CREATE INDEX "activity_workspace_user_idx" ON "activity" USING btree ("workspace_id","user_id","created_at");
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "workspace_id" text;
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "view_as" text;
--> statement-breakpoint
-- One workspace per existing account, named after the act (or the person), owned by it.
INSERT INTO "workspaces" ("id", "name", "created_at")
SELECT u."id", coalesce(nullif(btrim(u."artist_name"), ''), u."name"), u."created_at" FROM "user" u;
--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT u."id", u."id", 'owner', u."created_at" FROM "user" u;
--> statement-breakpoint
ALTER TABLE "artwork_file_chunks" DROP CONSTRAINT "artwork_file_chunks_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "artwork_file_chunks" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "artwork_file_chunks" ADD CONSTRAINT "artwork_file_chunks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "artwork_files" DROP CONSTRAINT "artwork_files_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "artwork_files" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "day_sheets" DROP CONSTRAINT "day_sheets_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "day_sheets" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "day_sheets" ADD CONSTRAINT "day_sheets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "design_projects" DROP CONSTRAINT "design_projects_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "design_projects" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "design_projects" ADD CONSTRAINT "design_projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "design_reviews" DROP CONSTRAINT "design_reviews_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "design_reviews" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "design_reviews" ADD CONSTRAINT "design_reviews_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lodgings" DROP CONSTRAINT "lodgings_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "lodgings" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "lodgings" ADD CONSTRAINT "lodgings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketing_campaigns" DROP CONSTRAINT "marketing_campaigns_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "marketing_campaigns" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "merch_partners" DROP CONSTRAINT "merch_partners_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "merch_partners" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "merch_partners" ADD CONSTRAINT "merch_partners_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "merch_products" DROP CONSTRAINT "merch_products_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "merch_products" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "merch_products" ADD CONSTRAINT "merch_products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "merch_show_counts" DROP CONSTRAINT "merch_show_counts_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "merch_show_counts" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "merch_show_counts" ADD CONSTRAINT "merch_show_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "merch_variants" DROP CONSTRAINT "merch_variants_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "merch_variants" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "merch_variants" ADD CONSTRAINT "merch_variants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "negotiation_events" DROP CONSTRAINT "negotiation_events_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "negotiation_events" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rider_provisions" DROP CONSTRAINT "rider_provisions_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "rider_provisions" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "rider_provisions" ADD CONSTRAINT "rider_provisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" DROP CONSTRAINT "suggestion_dismissals_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tour_budgets" DROP CONSTRAINT "tour_budgets_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "tour_budgets" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "tour_budgets" ADD CONSTRAINT "tour_budgets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tour_financials" DROP CONSTRAINT "tour_financials_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "tour_financials" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "tour_financials" ADD CONSTRAINT "tour_financials_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tour_venues" DROP CONSTRAINT "tour_venues_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "tour_venues" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "tour_venues" ADD CONSTRAINT "tour_venues_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tours" DROP CONSTRAINT "tours_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "tours" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "travel_legs" DROP CONSTRAINT "travel_legs_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "travel_legs" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "travel_legs" ADD CONSTRAINT "travel_legs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" DROP CONSTRAINT "venue_revenue_deals_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD CONSTRAINT "venue_revenue_deals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "venues" DROP CONSTRAINT "venues_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "venues" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER INDEX "tour_financials_user_tour_idx" RENAME TO "tour_financials_workspace_tour_idx";
--> statement-breakpoint
ALTER INDEX "venue_revenue_deals_user_idx" RENAME TO "venue_revenue_deals_workspace_idx";
--> statement-breakpoint
ALTER INDEX "rider_provisions_user_idx" RENAME TO "rider_provisions_workspace_idx";
--> statement-breakpoint
ALTER INDEX "tour_budgets_user_idx" RENAME TO "tour_budgets_workspace_idx";
--> statement-breakpoint
ALTER INDEX "travel_legs_user_idx" RENAME TO "travel_legs_workspace_idx";
--> statement-breakpoint
ALTER INDEX "lodgings_user_idx" RENAME TO "lodgings_workspace_idx";
--> statement-breakpoint
ALTER INDEX "day_sheets_user_idx" RENAME TO "day_sheets_workspace_idx";
--> statement-breakpoint
ALTER INDEX "marketing_campaigns_user_created_idx" RENAME TO "marketing_campaigns_workspace_created_idx";
--> statement-breakpoint
ALTER INDEX "merch_partners_user_idx" RENAME TO "merch_partners_workspace_idx";
--> statement-breakpoint
ALTER INDEX "design_projects_user_idx" RENAME TO "design_projects_workspace_idx";
--> statement-breakpoint
ALTER INDEX "artwork_files_user_idx" RENAME TO "artwork_files_workspace_idx";
--> statement-breakpoint
ALTER INDEX "artwork_file_chunks_user_idx" RENAME TO "artwork_file_chunks_workspace_idx";
--> statement-breakpoint
ALTER INDEX "merch_products_user_idx" RENAME TO "merch_products_workspace_idx";
--> statement-breakpoint
ALTER INDEX "merch_products_user_sold_idx" RENAME TO "merch_products_workspace_sold_idx";
--> statement-breakpoint
ALTER INDEX "merch_variants_user_stock_idx" RENAME TO "merch_variants_workspace_stock_idx";
--> statement-breakpoint
ALTER INDEX "merch_show_counts_user_idx" RENAME TO "merch_show_counts_workspace_idx";
--> statement-breakpoint
ALTER INDEX "negotiation_events_user_show_idx" RENAME TO "negotiation_events_workspace_show_idx";
--> statement-breakpoint
ALTER INDEX "tours_user_created_idx" RENAME TO "tours_workspace_created_idx";
--> statement-breakpoint
ALTER INDEX "venues_user_idx" RENAME TO "venues_workspace_idx";
--> statement-breakpoint
ALTER INDEX "tour_venues_user_idx" RENAME TO "tour_venues_workspace_idx";
--> statement-breakpoint
ALTER INDEX "suggestion_dismissals_user_show_rule_idx" RENAME TO "suggestion_dismissals_workspace_show_rule_idx";
--> statement-breakpoint
ALTER INDEX "calendar_feeds_user_idx" RENAME TO "calendar_feeds_workspace_idx";
--> statement-breakpoint
-- The data version counts per workspace now; an account's count carries over to its workspace.
ALTER TABLE "account_versions" RENAME TO "workspace_versions";
--> statement-breakpoint
ALTER TABLE "workspace_versions" RENAME COLUMN "account_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "workspace_versions" DROP CONSTRAINT "account_versions_account_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "workspace_versions" RENAME CONSTRAINT "account_versions_pkey" TO "workspace_versions_pkey";
--> statement-breakpoint
ALTER TABLE "workspace_versions" ADD CONSTRAINT "workspace_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The triggers of migration 0002 stay on every owned table; only what they count changes. A
-- workspace being deleted gets no row: it is gone before these statement triggers run.
CREATE OR REPLACE FUNCTION "bump_account_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workspace_versions" ("workspace_id", "version")
  SELECT DISTINCT c."workspace_id", 1 FROM "changed" c JOIN "workspaces" w ON w."id" = c."workspace_id"
  ON CONFLICT ("workspace_id") DO UPDATE SET "version" = "workspace_versions"."version" + 1;
  RETURN NULL;
END
$$;