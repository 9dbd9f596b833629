CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"address" text,
	"user_agent" text,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"template" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"out_of_date" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"show_date" text NOT NULL,
	"venue_name" text NOT NULL,
	"artist_name" text NOT NULL,
	"source" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"document_pdf" "bytea" NOT NULL,
	"document_sha256" text NOT NULL,
	"promoter_name" text,
	"promoter_email" text,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"link_revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"promoter_signed_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"promoter_signature" jsonb,
	"artist_signature" jsonb,
	"executed_file_id" uuid,
	"executed_sha256" text,
	"reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_link_token_hash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "contracts_state_check" CHECK ("contracts"."state" in ('draft', 'sent', 'viewed', 'promoter_signed', 'executed', 'void'))
);
--> statement-breakpoint
CREATE TABLE "signing_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"certificate_pem" text NOT NULL,
	"encrypted_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_executed_file_id_show_files_id_fk" FOREIGN KEY ("executed_file_id") REFERENCES "public"."show_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_events_workspace_idx" ON "contract_events" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_workspace_idx" ON "contract_templates" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "contracts_workspace_idx" ON "contracts" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_show_version_idx" ON "contracts" USING btree ("show_id","version");--> statement-breakpoint
CREATE INDEX "contracts_executed_sha_idx" ON "contracts" USING btree ("executed_sha256");--> statement-breakpoint
-- Hand-written (issue 39): the per-workspace version bumps every owned table carries (ADR 0021).
CREATE TRIGGER "contract_templates_version_insert" AFTER INSERT ON "contract_templates" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contract_templates_version_update" AFTER UPDATE ON "contract_templates" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contract_templates_version_delete" AFTER DELETE ON "contract_templates" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contracts_version_insert" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contracts_version_update" AFTER UPDATE ON "contracts" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contracts_version_delete" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contract_events_version_insert" AFTER INSERT ON "contract_events" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contract_events_version_update" AFTER UPDATE ON "contract_events" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();--> statement-breakpoint
CREATE TRIGGER "contract_events_version_delete" AFTER DELETE ON "contract_events" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
