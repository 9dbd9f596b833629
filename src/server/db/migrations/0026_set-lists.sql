-- Set lists and the royalty filing (issue 50, ADR 0029): the song catalogue, sets per show
-- and saved, their planned and played lines, the societies a workspace files with, and filings.
CREATE TABLE "set_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_list_id" uuid NOT NULL,
	"played" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"song_id" uuid,
	"label" text,
	"encore" boolean DEFAULT false NOT NULL,
	"segue" boolean DEFAULT false NOT NULL,
	"note" text,
	"duration_seconds" integer,
	CONSTRAINT "set_items_song_or_label_check" CHECK (("set_items"."song_id" is null) <> ("set_items"."label" is null))
);
--> statement-breakpoint
CREATE TABLE "set_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid,
	"name" text,
	"stage_keys" boolean DEFAULT true NOT NULL,
	"stage_notes" boolean DEFAULT true NOT NULL,
	"played_confirmed_at" timestamp with time zone,
	"played_confirmed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_lists_show_or_name_check" CHECK (("set_lists"."show_id" is null) <> ("set_lists"."name" is null))
);
--> statement-breakpoint
CREATE TABLE "setlist_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"society" text NOT NULL,
	"filed_on" date NOT NULL,
	"reference" text,
	"filed_by" text
);
--> statement-breakpoint
CREATE TABLE "setlist_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"societies" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"duration_seconds" integer,
	"musical_key" text,
	"tempo" integer,
	"notes" text,
	"iswc" text,
	"isrc" text,
	"writers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publishers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "songs_duration_check" CHECK ("songs"."duration_seconds" between 1 and 3600),
	CONSTRAINT "songs_tempo_check" CHECK ("songs"."tempo" between 20 and 400)
);
--> statement-breakpoint
ALTER TABLE "set_items" ADD CONSTRAINT "set_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_items" ADD CONSTRAINT "set_items_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_items" ADD CONSTRAINT "set_items_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_lists" ADD CONSTRAINT "set_lists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_lists" ADD CONSTRAINT "set_lists_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_lists" ADD CONSTRAINT "set_lists_played_confirmed_by_user_id_fk" FOREIGN KEY ("played_confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_filings" ADD CONSTRAINT "setlist_filings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_filings" ADD CONSTRAINT "setlist_filings_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_filings" ADD CONSTRAINT "setlist_filings_filed_by_user_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_settings" ADD CONSTRAINT "setlist_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "set_items_position_idx" ON "set_items" USING btree ("set_list_id","played","position");--> statement-breakpoint
CREATE INDEX "set_items_song_idx" ON "set_items" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "set_lists_workspace_idx" ON "set_lists" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "set_lists_show_idx" ON "set_lists" USING btree ("show_id") WHERE "set_lists"."show_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "set_lists_saved_name_idx" ON "set_lists" USING btree ("workspace_id",lower("name")) WHERE "set_lists"."show_id" is null;--> statement-breakpoint
CREATE INDEX "setlist_filings_workspace_idx" ON "setlist_filings" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "setlist_filings_show_society_idx" ON "setlist_filings" USING btree ("show_id","society");--> statement-breakpoint
CREATE UNIQUE INDEX "setlist_settings_workspace_idx" ON "setlist_settings" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "songs_workspace_idx" ON "songs" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "songs_workspace_iswc_idx" ON "songs" USING btree ("workspace_id","iswc") WHERE "songs"."iswc" is not null;--> statement-breakpoint
-- Hand-written (issue 50): the per-workspace version bumps every owned table carries (ADR 0021).
CREATE TRIGGER "songs_version_insert" AFTER INSERT ON "songs" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "songs_version_update" AFTER UPDATE ON "songs" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "songs_version_delete" AFTER DELETE ON "songs" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "set_lists_version_insert" AFTER INSERT ON "set_lists" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "set_lists_version_update" AFTER UPDATE ON "set_lists" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "set_lists_version_delete" AFTER DELETE ON "set_lists" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "set_items_version_insert" AFTER INSERT ON "set_items" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "set_items_version_update" AFTER UPDATE ON "set_items" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "set_items_version_delete" AFTER DELETE ON "set_items" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "setlist_settings_version_insert" AFTER INSERT ON "setlist_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "setlist_settings_version_update" AFTER UPDATE ON "setlist_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "setlist_settings_version_delete" AFTER DELETE ON "setlist_settings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "setlist_filings_version_insert" AFTER INSERT ON "setlist_filings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "setlist_filings_version_update" AFTER UPDATE ON "setlist_filings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "setlist_filings_version_delete" AFTER DELETE ON "setlist_filings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
