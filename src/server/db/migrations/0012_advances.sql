CREATE TABLE "advance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"key" text NOT NULL,
	"section" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'not_asked' NOT NULL,
	"value" text,
	"proposed" text,
	"answered_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_items_state_check" CHECK ("advance_items"."state" in ('not_asked', 'asked', 'answered', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "advance_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"recipient" text NOT NULL,
	"share_settlement" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "advance_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "advance_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_file_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "time_format" text;--> statement-breakpoint
ALTER TABLE "day_sheets" ADD COLUMN "sets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_items" ADD CONSTRAINT "advance_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_items" ADD CONSTRAINT "advance_items_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_links" ADD CONSTRAINT "advance_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_links" ADD CONSTRAINT "advance_links_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_templates" ADD CONSTRAINT "advance_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_file_chunks" ADD CONSTRAINT "show_file_chunks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_file_chunks" ADD CONSTRAINT "show_file_chunks_file_id_show_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."show_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_files" ADD CONSTRAINT "show_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_files" ADD CONSTRAINT "show_files_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_items_workspace_idx" ON "advance_items" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_items_show_key_idx" ON "advance_items" USING btree ("show_id","key");--> statement-breakpoint
CREATE INDEX "advance_links_show_idx" ON "advance_links" USING btree ("show_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_templates_workspace_idx" ON "advance_templates" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "show_file_chunks_file_seq_idx" ON "show_file_chunks" USING btree ("file_id","seq");--> statement-breakpoint
CREATE INDEX "show_file_chunks_workspace_idx" ON "show_file_chunks" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "show_files_workspace_idx" ON "show_files" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "show_files_show_idx" ON "show_files" USING btree ("show_id","created_at");--> statement-breakpoint
-- Hand-written (issue 38): the per-workspace version bumps every owned table carries (ADR 0021).
CREATE TRIGGER "advance_templates_version_insert" AFTER INSERT ON "advance_templates" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_templates_version_update" AFTER UPDATE ON "advance_templates" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_templates_version_delete" AFTER DELETE ON "advance_templates" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_items_version_insert" AFTER INSERT ON "advance_items" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_items_version_update" AFTER UPDATE ON "advance_items" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_items_version_delete" AFTER DELETE ON "advance_items" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_links_version_insert" AFTER INSERT ON "advance_links" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_links_version_update" AFTER UPDATE ON "advance_links" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "advance_links_version_delete" AFTER DELETE ON "advance_links" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_files_version_insert" AFTER INSERT ON "show_files" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_files_version_update" AFTER UPDATE ON "show_files" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_files_version_delete" AFTER DELETE ON "show_files" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_file_chunks_version_insert" AFTER INSERT ON "show_file_chunks" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_file_chunks_version_update" AFTER UPDATE ON "show_file_chunks" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "show_file_chunks_version_delete" AFTER DELETE ON "show_file_chunks" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
