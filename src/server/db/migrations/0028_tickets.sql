CREATE TABLE "ticket_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"sold" integer NOT NULL,
	"comps" integer DEFAULT 0 NOT NULL,
	"gross" numeric(15, 3),
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"import_id" uuid,
	"seller" text,
	"link_id" uuid,
	"entered_by" text,
	CONSTRAINT "ticket_counts_sold_check" CHECK ("ticket_counts"."sold" >= 0 and "ticket_counts"."comps" >= 0),
	CONSTRAINT "ticket_counts_source_check" CHECK ("ticket_counts"."source" in ('manual', 'link', 'import'))
);
--> statement-breakpoint
CREATE TABLE "ticket_import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"count_count" integer NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "ticket_link_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"recipient" text NOT NULL,
	"email" text,
	"reminder_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_last_week" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "crew_sees_ticket_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_import_id_ticket_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ticket_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_link_id_ticket_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."ticket_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_import_mappings" ADD CONSTRAINT "ticket_import_mappings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_imports" ADD CONSTRAINT "ticket_imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_link_reminders" ADD CONSTRAINT "ticket_link_reminders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_link_reminders" ADD CONSTRAINT "ticket_link_reminders_link_id_ticket_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."ticket_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_links" ADD CONSTRAINT "ticket_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_links" ADD CONSTRAINT "ticket_links_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_counts_show_idx" ON "ticket_counts" USING btree ("workspace_id","show_id","counted_at");--> statement-breakpoint
CREATE INDEX "ticket_counts_import_idx" ON "ticket_counts" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_import_mappings_seller_idx" ON "ticket_import_mappings" USING btree ("workspace_id","seller");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_imports_file_idx" ON "ticket_imports" USING btree ("workspace_id","file_hash");--> statement-breakpoint
CREATE INDEX "ticket_imports_workspace_idx" ON "ticket_imports" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_link_reminders_day_idx" ON "ticket_link_reminders" USING btree ("link_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_links_token_idx" ON "ticket_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ticket_links_show_idx" ON "ticket_links" USING btree ("workspace_id","show_id");--> statement-breakpoint
CREATE TRIGGER "ticket_imports_version_insert" AFTER INSERT ON "ticket_imports" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_imports_version_update" AFTER UPDATE ON "ticket_imports" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_imports_version_delete" AFTER DELETE ON "ticket_imports" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_import_mappings_version_insert" AFTER INSERT ON "ticket_import_mappings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_import_mappings_version_update" AFTER UPDATE ON "ticket_import_mappings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_import_mappings_version_delete" AFTER DELETE ON "ticket_import_mappings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_links_version_insert" AFTER INSERT ON "ticket_links" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_links_version_update" AFTER UPDATE ON "ticket_links" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_links_version_delete" AFTER DELETE ON "ticket_links" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_link_reminders_version_insert" AFTER INSERT ON "ticket_link_reminders" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_link_reminders_version_update" AFTER UPDATE ON "ticket_link_reminders" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_link_reminders_version_delete" AFTER DELETE ON "ticket_link_reminders" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_counts_version_insert" AFTER INSERT ON "ticket_counts" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_counts_version_update" AFTER UPDATE ON "ticket_counts" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "ticket_counts_version_delete" AFTER DELETE ON "ticket_counts" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
