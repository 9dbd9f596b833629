CREATE TABLE "guest_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guest_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"checked_in" integer NOT NULL,
	"by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_list_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"allotment" integer,
	"cutoff_at" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guest_list_settings_allotment_check" CHECK ("guest_list_settings"."allotment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"name" text NOT NULL,
	"plus_ones" integer DEFAULT 0 NOT NULL,
	"affiliation" text,
	"pass_type" text DEFAULT 'guest' NOT NULL,
	"contact" text,
	"notes" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	"checked_in_at" timestamp with time zone,
	"requested_by" text,
	"requested_by_name" text NOT NULL,
	"decided_by_name" text,
	"override_by_name" text,
	"override_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_plus_ones_check" CHECK ("guests"."plus_ones" >= 0),
	CONSTRAINT "guests_checked_in_check" CHECK ("guests"."checked_in" between 0 and 1 + "guests"."plus_ones"),
	CONSTRAINT "guests_pass_type_check" CHECK ("guests"."pass_type" in ('guest', 'vip', 'photo', 'all_access', 'working')),
	CONSTRAINT "guests_status_check" CHECK ("guests"."status" in ('requested', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "guest_check_ins" ADD CONSTRAINT "guest_check_ins_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_check_ins" ADD CONSTRAINT "guest_check_ins_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD CONSTRAINT "guest_list_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD CONSTRAINT "guest_list_settings_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_check_ins_guest_idx" ON "guest_check_ins" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_check_ins_client_idx" ON "guest_check_ins" USING btree ("workspace_id","client_id");--> statement-breakpoint
CREATE INDEX "guest_list_settings_workspace_idx" ON "guest_list_settings" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_list_settings_show_idx" ON "guest_list_settings" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "guests_workspace_idx" ON "guests" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "guests_show_idx" ON "guests" USING btree ("show_id");--> statement-breakpoint
-- Every owned table moves the workspace's data version (migrations 0002, 0007).
CREATE TRIGGER "guests_version_insert" AFTER INSERT ON "guests" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guests_version_update" AFTER UPDATE ON "guests" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guests_version_delete" AFTER DELETE ON "guests" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guest_list_settings_version_insert" AFTER INSERT ON "guest_list_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guest_list_settings_version_update" AFTER UPDATE ON "guest_list_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guest_list_settings_version_delete" AFTER DELETE ON "guest_list_settings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guest_check_ins_version_insert" AFTER INSERT ON "guest_check_ins" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guest_check_ins_version_update" AFTER UPDATE ON "guest_check_ins" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "guest_check_ins_version_delete" AFTER DELETE ON "guest_check_ins" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
