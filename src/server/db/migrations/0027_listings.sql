CREATE TABLE "dates_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"announce_at" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"start_time" text,
	"on_sale_at" timestamp with time zone,
	"ticket_url" text,
	"sold_out" boolean DEFAULT false NOT NULL,
	"event_name" text,
	"support_acts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"previous_date" date,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_listings_start_time_check" CHECK ("show_listings"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "dates_pages" ADD CONSTRAINT "dates_pages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_listings" ADD CONSTRAINT "show_listings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_listings" ADD CONSTRAINT "show_listings_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dates_pages_workspace_idx" ON "dates_pages" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dates_pages_slug_idx" ON "dates_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "show_listings_show_idx" ON "show_listings" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "show_listings_workspace_idx" ON "show_listings" USING btree ("workspace_id");--> statement-breakpoint
CREATE TRIGGER "dates_pages_version_insert" AFTER INSERT ON "dates_pages" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "dates_pages_version_update" AFTER UPDATE ON "dates_pages" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "dates_pages_version_delete" AFTER DELETE ON "dates_pages" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_listings_version_insert" AFTER INSERT ON "show_listings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_listings_version_update" AFTER UPDATE ON "show_listings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_listings_version_delete" AFTER DELETE ON "show_listings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
-- A public show that moves keeps the date fans were told; one that stops being confirmed is
-- cancelled for fans, and stands again when confirmed again (ADR 0030). In the database, so
-- every route that changes a show (its form, HCC Manager, an import) is followed alike.
-- "Public" here is domain/listings/visibility.ts's rule as of the change: announced, not hidden.
CREATE FUNCTION "show_listing_follows_show"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'confirmed' THEN
    UPDATE "show_listings" SET
      "previous_date" = CASE
        WHEN NEW.performance_date IS DISTINCT FROM OLD.performance_date AND OLD.performance_date IS NOT NULL
        THEN coalesce("previous_date", OLD.performance_date) ELSE "previous_date" END,
      "cancelled_at" = CASE WHEN NEW.status <> 'confirmed' THEN now() ELSE "cancelled_at" END,
      "updated_at" = now()
    WHERE "show_id" = NEW.id AND "announce_at" <= now() AND NOT "hidden" AND "cancelled_at" IS NULL;
  ELSIF NEW.status = 'confirmed' THEN
    UPDATE "show_listings" SET "cancelled_at" = NULL, "updated_at" = now()
    WHERE "show_id" = NEW.id AND "cancelled_at" IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tour_venues_listing_follows" AFTER UPDATE OF "performance_date", "status" ON "tour_venues" FOR EACH ROW WHEN (OLD.performance_date IS DISTINCT FROM NEW.performance_date OR OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "show_listing_follows_show"();
