import { sql } from "drizzle-orm";
import { mustEnrolSecondFactor } from "@/domain/account/second-factor";
import { type CurrencyCode, DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import type { MemberNotice } from "@/domain/team/member-notices";
import { isRole, type Role } from "@/domain/team/roles";
import { builtOnce } from "../../built-once";
import type { Db } from "../../client";
import { session, user, workspaceMembers, workspaces, workspaceVersions } from "../../schema";

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
  /**
   * What every money figure of the workspace is totalled in (ADR 0026), read with the session
   * so no route reads it again; a change of it is a change of the workspaces row, which the
   * embedded database announces (migration 0009), so a kept standing is never stale.
   */
  homeCurrency: CurrencyCode;
  /**
   * The owner asks this member for a second factor and they have none yet: data routes
   * refuse until they enrol (domain/account/second-factor.ts). Both facts are rows whose
   * changes the embedded database announces (user, workspaces: migration 0009).
   */
  secondFactorMissing: boolean;
}

export interface SessionStanding {
  /** Undefined when the person belongs to no workspace any more. */
  workspace?: SessionWorkspace;
  /**
   * The person's user row as of this reading, as a fingerprint (md5 of every column): the
   * user fields a process keeps with a checked session hold while it does (session-cache.ts).
   */
  userRow: string;
  /**
   * Set on the one reading that found the person outside the workspace the session worked
   * in and moved them: what to tell them (never kept in memory: it is said once).
   */
  notice?: MemberNotice;
}

/** The fingerprint of the user row `u` (every column, whoever wrote it: better-auth or us). */
const USER_ROW = sql.raw("md5(u::text)");

/**
 * The common case in primary-key lookups only: the session's workspace (or, before any
 * switch, the person's own, which has their id), its membership, name and version. Built
 * once (built-once.ts): it runs on every request.
 */
const standingStatement = builtOnce((db) =>
  db
    .select({
      id: sql<string | null>`m.workspace_id`,
      name: sql<string | null>`w.name`,
      role: sql<string | null>`m.role`,
      viewAs: sql<string | null>`s.view_as`,
      version: sql<number>`coalesce(v.version, 0)::float8`,
      requireTwoFactor: sql<boolean | null>`w.require_two_factor`,
      twoFactorEnabled: sql<boolean>`u.two_factor_enabled`,
      homeCurrency: sql<CurrencyCode | null>`w.home_currency`,
      userRow: sql<string>`${USER_ROW}`,
    })
    .from(sql`${session} s
      join ${user} u on u.id = s.user_id
      left join ${workspaceMembers} m
        on m.workspace_id = coalesce(s.workspace_id, s.user_id) and m.user_id = s.user_id
      left join ${workspaces} w on w.id = m.workspace_id
      left join ${workspaceVersions} v on v.workspace_id = m.workspace_id`)
    .where(sql`s.token = ${sql.placeholder("token")} and s.expires_at > now()`)
    .prepare("tribe_session_standing"),
);

/**
 * Whether a session still stands, and which workspace it works in with what role: undefined
 * once the session is gone. Sign-out, revocation, a password change and account deletion
 * delete the session's row; removing a member deletes the membership row. Either way the very
 * next request, on whatever process, is refused — nothing here is cached.
 *
 * One statement per request (decision 10): the membership of the session's chosen workspace
 * (the switcher writes it on the session row). Only when that membership is gone does a
 * second step find the person another of theirs (fallBack) — someone removed from the
 * workspace they were in lands in one of their own.
 */
export async function sessionStanding(
  db: Db,
  token: string,
  { fallBack: mayFallBack = true }: { fallBack?: boolean } = {},
): Promise<SessionStanding | undefined> {
  const [row] = await standingStatement(db).execute({ token });
  if (!row) return undefined;
  if (row.id !== null) return standingOf(row);
  // A reader that cannot pass the notice on (the rendered page) leaves the move to the next
  // API request, whose answer can.
  if (!mayFallBack) return { userRow: row.userRow };
  return (await fallBack(db, token)) ?? { userRow: row.userRow };
}

/**
 * The fingerprint of the user row of the session whose token the cookie claims (not yet
 * checked): read before better-auth reads the user, so a change made meanwhile shows as a
 * different fingerprint afterwards (middleware/session.ts).
 */
export async function userRowOf(db: Db, token: string): Promise<string | undefined> {
  const result = (await db.execute(sql`
    select ${USER_ROW} as "userRow" from ${session} s join ${user} u on u.id = s.user_id
    where s.token = ${token}`)) as unknown as { rows: { userRow: string }[] };
  return result.rows[0]?.userRow;
}

interface StandingRow {
  id: string | null;
  name: string | null;
  role: string | null;
  viewAs: string | null;
  version: number;
  requireTwoFactor: boolean | null;
  twoFactorEnabled: boolean;
  homeCurrency: CurrencyCode | null;
  userRow: string;
}

function standingOf(row: StandingRow): SessionStanding {
  if (row.id === null || row.name === null || !isRole(row.role)) return { userRow: row.userRow };
  return {
    userRow: row.userRow,
    workspace: {
      id: row.id,
      name: row.name,
      role: row.role,
      viewAs: isRole(row.viewAs) ? row.viewAs : undefined,
      version: Number(row.version),
      homeCurrency: row.homeCurrency ?? DEFAULT_HOME_CURRENCY,
      secondFactorMissing: mustEnrolSecondFactor({
        workspaceRequires: row.requireTwoFactor === true,
        memberRole: row.role,
        twoFactorEnabled: row.twoFactorEnabled === true,
      }),
    },
  };
}

/**
 * The session's workspace is not the person's any more (they were removed, it was deleted,
 * or they kept a demo whose id is not theirs): the workspace they own, else the one they
 * joined first, written on the session so the next request takes the short way again.
 * When the session had chosen a workspace (switched to it, or joined it) that is now gone
 * from under it, the standing says what happened: removed from it (it still exists), or it
 * was deleted. A session that never chose one (a kept demo) moves without a word.
 */
async function fallBack(db: Db, token: string): Promise<SessionStanding | undefined> {
  const result = (await db.execute(sql`
    update ${session} s set workspace_id = m.workspace_id, view_as = null
    from (
      select wm.workspace_id, s2.workspace_id as lost_id from ${session} s2
      join ${workspaceMembers} wm on wm.user_id = s2.user_id
      where s2.token = ${token}
      order by (wm.role = 'owner') desc, wm.created_at, wm.workspace_id
      limit 1
    ) m
    where s.token = ${token}
    returning m.workspace_id as "id", m.lost_id as "lostId",
      (select w.name from ${workspaces} w where w.id = m.lost_id) as "lostName"`)) as unknown as {
    rows: { id: string; lostId: string | null; lostName: string | null }[];
  };
  const moved = result.rows[0];
  if (!moved) return undefined;
  // The standing again, now by the workspace just written on the session.
  const [row] = await standingStatement(db).execute({ token });
  if (!row || row.id === null) return undefined;
  const standing = standingOf(row);
  if (moved.lostId !== null && moved.lostId !== moved.id) {
    standing.notice =
      moved.lostName === null
        ? { kind: "deleted" }
        : { kind: "removed", workspaceName: moved.lostName };
  }
  return standing;
}
