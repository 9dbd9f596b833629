-- The embedded database's own word that what a request's session check reads has changed
-- (docs/decisions/0021-session-check-in-process.md): PGlite is one process, so it keeps that
-- check in memory and drops what these notices name, delivered with the write's own answer.
-- Only where the setting tribe.change_notices is on (the embedded database's configuration,
-- db/client.ts): a PostgreSQL server has other processes, re-reads every session on every
-- request, and is spared the notification queue's commit lock.
-- The payload is the trigger's first argument and the row's columns named by the others:
-- "user:<id>" (their sessions, memberships or account changed), "workspace:<id>" (renamed or
-- deleted), "version:<id>:<n>" (its data moved to version n).
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  payload text := TG_ARGV[0];
BEGIN
  IF current_setting('tribe.change_notices', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  changed := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    payload := payload || ':' || (changed ->> TG_ARGV[i]);
  END LOOP;
  PERFORM pg_notify('tribe_changes', payload);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new session is not in any cache yet: only its change or end matters.
CREATE TRIGGER "session_change_notice" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_change"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "workspace_members_change_notice" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members" FOR EACH ROW EXECUTE FUNCTION "notify_change"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "user_change_notice" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "notify_change"('user', 'id');--> statement-breakpoint
CREATE TRIGGER "workspaces_change_notice" AFTER UPDATE OR DELETE ON "workspaces" FOR EACH ROW EXECUTE FUNCTION "notify_change"('workspace', 'id');--> statement-breakpoint
CREATE TRIGGER "workspace_versions_change_notice" AFTER INSERT OR UPDATE ON "workspace_versions" FOR EACH ROW EXECUTE FUNCTION "notify_change"('version', 'workspace_id', 'version');
