CREATE TABLE "invitation_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "calendar_feeds_workspace_idx";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD COLUMN "open_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_sends" ADD CONSTRAINT "invitation_sends_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_sends_workspace_idx" ON "invitation_sends" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "invitation_sends_sender_idx" ON "invitation_sends" USING btree ("sender_id","created_at");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_member_idx" ON "calendar_feeds" USING btree ("workspace_id","user_id") WHERE "calendar_feeds"."retired_at" is null;--> statement-breakpoint
-- Hand-written (issue 35 §2; keep this block last when renumbering). A feed made before feeds
-- were per person was the workspace's only one: it now belongs to the workspace's owner, as
-- owner, so an owner's subscription keeps working. Nothing a reader sees changes, so the
-- data version (trigger of 0002) is not moved.
ALTER TABLE "calendar_feeds" DISABLE TRIGGER "calendar_feeds_version_update";--> statement-breakpoint
UPDATE "calendar_feeds" AS f SET "user_id" = m."user_id", "role" = 'owner' FROM "workspace_members" AS m WHERE m."workspace_id" = f."workspace_id" AND m."role" = 'owner' AND f."user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE TRIGGER "calendar_feeds_version_update";
