CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"on" date NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_financials" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_financials" ADD COLUMN "rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "tour_financials" ADD COLUMN "rate_to" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "home_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_day_idx" ON "exchange_rates" USING btree ("workspace_id","base","quote","on","source");--> statement-breakpoint
CREATE INDEX "exchange_rates_workspace_idx" ON "exchange_rates" USING btree ("workspace_id");--> statement-breakpoint
-- Hand-written (issue 41): the per-workspace version bumps every owned table carries (ADR 0021).
CREATE TRIGGER "exchange_rates_version_insert" AFTER INSERT ON "exchange_rates" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "exchange_rates_version_update" AFTER UPDATE ON "exchange_rates" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "exchange_rates_version_delete" AFTER DELETE ON "exchange_rates" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
