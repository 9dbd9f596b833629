import { sql } from "drizzle-orm";
import { isRole, type Role } from "@/domain/team/roles";
import type { Db } from "../../client";
import { session, workspaceMembers, workspaces, workspaceVersions } from "../../schema";

/** The workspace a request works in, as the session check found it. */
interface SessionWorkspace {
  id: string;
  name: string;
  /** The member's own role there. */
  role: Role;
  /** A lesser role the member chose to look through ("View as crew"), if any. */
  viewAs?: Role;
  /** The workspace's data version (schema/workspace-versions.ts) as of now. */
  version: number;
}

export interface SessionStanding {
  /** Undefined when the person belongs to no workspace any more. */
  workspace?: SessionWorkspace;
}

/**
 * Whether a session still stands, and which workspace it works in with what role: undefined
 * once the session is gone. Sign-out, revocation, a password change and account deletion
 * delete the session's row; removing a member deletes the membership row. Either way the very
 * next request, on whatever process, is refused — nothing here is cached.
 *
 * One statement per request (decision 10): the membership of the session's chosen workspace
 * (the switcher writes it on the session row), or else the person's own oldest workspace —
 * so someone removed from the workspace they were in lands in one of their own.
 */
export async function sessionStanding(db: Db, token: string): Promise<SessionStanding | undefined> {
  const result = (await db.execute(sql`
    select m.workspace_id as "id", w.name as "name", m.role as "role", s.view_as as "viewAs",
      coalesce(
        (select v.version from ${workspaceVersions} v where v.workspace_id = m.workspace_id), 0
      )::float8 as "version"
    from ${session} s
    left join lateral (
      select wm.workspace_id, wm.role from ${workspaceMembers} wm
      where wm.user_id = s.user_id
      order by coalesce(wm.workspace_id = s.workspace_id, false) desc,
        (wm.role = 'owner') desc, wm.created_at, wm.workspace_id
      limit 1
    ) m on true
    left join ${workspaces} w on w.id = m.workspace_id
    where s.token = ${token} and s.expires_at > now()`)) as unknown as {
    rows: {
      id: string | null;
      name: string | null;
      role: string | null;
      viewAs: string | null;
      version: number;
    }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  if (row.id === null || row.name === null || !isRole(row.role)) return {};
  return {
    workspace: {
      id: row.id,
      name: row.name,
      role: row.role,
      viewAs: isRole(row.viewAs) ? row.viewAs : undefined,
      version: Number(row.version),
    },
  };
}
