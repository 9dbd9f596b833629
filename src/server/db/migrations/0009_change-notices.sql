-- The embedded database's own word that what a request's session check reads has changed
-- (docs/decisions/0021-session-check-in-process.md): PGlite is one process, so it keeps that
-- check in memory and drops what these notices name, delivered with the write's own answer.
-- Only where the setting tribe.change_notices is on (the embedded database's configuration,
-- db/client.ts): a PostgreSQL server has other processes, re-reads every session on every
-- request, and is spared the notification queue's commit lock.
-- Payloads: "user:<id>" (their sessions, memberships or account changed), "workspace:<id>"
-- (renamed or deleted), "version:<id>:<n>" (its data moved to version n).
CREATE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tribe.change_notices', true) = 'on' THEN
    PERFORM pg_notify('tribe_changes', 'user:' || COALESCE(OLD."user_id", NEW."user_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tribe.change_notices', true) = 'on' THEN
    PERFORM pg_notify('tribe_changes', 'user:' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_workspace_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tribe.change_notices', true) = 'on' THEN
    PERFORM pg_notify('tribe_changes', 'workspace:' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_version_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tribe.change_notices', true) = 'on' THEN
    PERFORM pg_notify('tribe_changes', 'version:' || NEW."workspace_id" || ':' || NEW."version");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new session is not in any cache yet: only its change or end matters.
CREATE TRIGGER "session_change_notice" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();--> statement-breakpoint
CREATE TRIGGER "workspace_members_change_notice" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members" FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();--> statement-breakpoint
CREATE TRIGGER "user_change_notice" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "notify_account_change"();--> statement-breakpoint
CREATE TRIGGER "workspaces_change_notice" AFTER UPDATE OR DELETE ON "workspaces" FOR EACH ROW EXECUTE FUNCTION "notify_workspace_change"();--> statement-breakpoint
CREATE TRIGGER "workspace_versions_change_notice" AFTER INSERT OR UPDATE ON "workspace_versions" FOR EACH ROW EXECUTE FUNCTION "notify_version_change"();
