import { sql } from "drizzle-orm";
import { mustEnrolSecondFactor } from "@/domain/account/second-factor";
import { type CurrencyCode, DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import { isRole, type Role } from "@/domain/team/roles";
import type { SessionUser } from "../../../auth";
import type { Db } from "../../client";
import { apiTokens, user, workspaceMembers, workspaces, workspaceVersions } from "../../schema";

/** What a request made with a personal access token works as (middleware/api-token.ts). */
export interface TokenStanding {
  token: { id: string; name: string; scopes: string[] };
  /** The maker, in the shape a session's user has: routes read c.get("user") alike. */
  user: SessionUser;
  workspace: {
    id: string;
    name: string;
    /** The maker's own role there now (a token never views as a lesser role). */
    role: Role;
    version: number;
    homeCurrency: CurrencyCode;
    secondFactorMissing: boolean;
  };
  /** Last marked used over a minute ago (or never): the caller marks it (markTokenUsed). */
  useIsStale: boolean;
}

interface Row {
  tokenId: string;
  tokenName: string;
  scopes: string[];
  workspaceId: string;
  workspaceName: string;
  role: string;
  version: number;
  requireTwoFactor: boolean;
  homeCurrency: CurrencyCode | null;
  useIsStale: boolean;
  userId: string;
  userName: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  isAnonymous: boolean | null;
  artistName: string | null;
  twoFactorEnabled: boolean;
  timeFormat: string | null;
  userCreatedAt: string | Date;
  userUpdatedAt: string | Date;
}

/**
 * The token whose secret hashes to `hash`, if it stands: not expired, its maker still a member
 * of the token's workspace. One statement, read on every request and kept nowhere, so a
 * revocation, a removal or a demotion made through any process is obeyed by the next request.
 */
export async function tokenStanding(db: Db, hash: string): Promise<TokenStanding | undefined> {
  const result = (await db.execute(sql`
    select t.id as "tokenId", t.name as "tokenName", t.scopes as "scopes",
      t.workspace_id as "workspaceId", w.name as "workspaceName", m.role as "role",
      coalesce(v.version, 0)::float8 as "version", w.require_two_factor as "requireTwoFactor",
      w.home_currency as "homeCurrency",
      (t.last_used_at is null or t.last_used_at < now() - interval '1 minute') as "useIsStale",
      u.id as "userId", u.name as "userName", u.email as "email",
      u.email_verified as "emailVerified", u.image as "image", u.is_anonymous as "isAnonymous",
      u.artist_name as "artistName", u.two_factor_enabled as "twoFactorEnabled",
      u.time_format as "timeFormat", u.created_at as "userCreatedAt",
      u.updated_at as "userUpdatedAt"
    from ${apiTokens} t
    join ${workspaceMembers} m on m.workspace_id = t.workspace_id and m.user_id = t.user_id
    join ${workspaces} w on w.id = t.workspace_id
    join ${user} u on u.id = t.user_id
    left join ${workspaceVersions} v on v.workspace_id = t.workspace_id
    where t.token_hash = ${hash} and t.expires_at > now()`)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  if (!row || !isRole(row.role)) return undefined;
  return {
    token: { id: row.tokenId, name: row.tokenName, scopes: row.scopes },
    user: {
      id: row.userId,
      name: row.userName,
      email: row.email,
      emailVerified: row.emailVerified,
      image: row.image,
      isAnonymous: row.isAnonymous,
      artistName: row.artistName,
      twoFactorEnabled: row.twoFactorEnabled,
      timeFormat: row.timeFormat,
      createdAt: new Date(row.userCreatedAt),
      updatedAt: new Date(row.userUpdatedAt),
    } as SessionUser,
    workspace: {
      id: row.workspaceId,
      name: row.workspaceName,
      role: row.role,
      version: Number(row.version),
      homeCurrency: row.homeCurrency ?? DEFAULT_HOME_CURRENCY,
      secondFactorMissing: mustEnrolSecondFactor({
        workspaceRequires: row.requireTwoFactor === true,
        memberRole: row.role,
        twoFactorEnabled: row.twoFactorEnabled === true,
      }),
    },
    useIsStale: row.useIsStale === true,
  };
}

/**
 * Marks the token used now, at most once a minute: the condition makes concurrent requests,
 * on any process, write it once. Reads made with a token leave no Activity line; this is
 * their trace.
 */
export async function markTokenUsed(db: Db, tokenId: string): Promise<void> {
  await db.execute(sql`
    update ${apiTokens} set last_used_at = now()
    where id = ${tokenId}
      and (last_used_at is null or last_used_at < now() - interval '1 minute')`);
}
