import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ACCOUNT_HEADER } from "@/domain/offline-cache";
import { encodeNotice, NOTICE_HEADER, ROLE_HEADER } from "@/domain/team/member-notices";
import { effectiveRole } from "@/domain/team/roles";
import type { AppEnv } from "../context";
import {
  type SessionStanding,
  sessionStanding,
  userRowOf,
} from "../db/queries/account/session-standing";
import { type CachedSession, claimedToken, sessionToken } from "../session-cache";
import { actWithToken, bearerOf } from "./api-token";
import { ApiError } from "./errors";

const SIGN_IN_MESSAGE = "Please sign in to continue.";

/**
 * Every account route sits behind this: no session, no data. A session this process checked
 * lately is not asked of better-auth again, but on every request one small statement re-reads
 * its row together with the membership it works under (session-standing.ts): a session
 * revoked, or a member removed, through any process is refused at once. On the embedded
 * database, which tells this one process of every such change as it is made, that re-read is
 * kept in memory until a change touches it (standing-cache.ts).
 *
 * A request with `Authorization: Bearer tribe_pat_…` is a personal access token's instead
 * (api-token.ts), even when it also carries a cookie: the bearer wins, so a script run from
 * a signed-in browser acts as the token, never with more than its scopes.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = bearerOf(c.req.header("authorization"));
  if (bearer !== undefined) {
    await actWithToken(c, bearer);
    return next();
  }
  const cookieToken = sessionToken(c.req.header("cookie"));
  if (!cookieToken) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
  let session = c.get("sessions").get(cookieToken);
  let standing: SessionStanding | undefined;
  if (session) {
    standing = await standingOf(c, session);
    // Gone, or its user row changed since the copy was taken (on any process): ask again.
    if (standing?.userRow !== session.userRow) {
      c.get("sessions").forgetToken(cookieToken);
      session = undefined;
    }
  }
  if (!session) {
    // The user row as it was before better-auth reads the user: if it reads the same after,
    // the user better-auth answered with is that row's, and the copy may be kept.
    const claimed = claimedToken(cookieToken);
    if (claimed === undefined) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
    const before = standing?.userRow ?? (await userRowOf(c.get("db"), claimed));
    const notice = standing?.notice;
    const result = await c.get("auth").api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
    const checked = {
      user: result.user,
      sessionId: result.session.id,
      token: result.session.token,
      expiresAt: new Date(result.session.expiresAt).getTime(),
    };
    standing = await standingOf(c, checked);
    if (!standing) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
    // A move out of a workspace is told once: on the first reading, which made it.
    if (notice && !standing.notice) standing = { ...standing, notice };
    session = { ...checked, userRow: standing.userRow } satisfies CachedSession;
    if (before === standing.userRow) c.get("sessions").set(cookieToken, session);
  }
  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  const workspace = standing?.workspace;
  if (workspace) {
    c.set("workspace", {
      id: workspace.id,
      name: workspace.name,
      role: effectiveRole(workspace.role, workspace.viewAs),
      memberRole: workspace.role,
      homeCurrency: workspace.homeCurrency,
      secondFactorMissing: workspace.secondFactorMissing,
    });
    c.set("workspaceVersion", workspace.version);
  }
  await next();
  // On the answer's own headers, as secureHeaders does: c.header() on a finished answer
  // rebuilds it around a stream of its body, which is then read back and written piece by
  // piece instead of as the one string it was (issue 49).
  const headers = c.res.headers;
  // Whose answer this is: the service worker files it under that workspace only (ADR 0018).
  if (workspace) headers.set(ACCOUNT_HEADER, workspace.id);
  // The person's own role there, so a page notices when someone changed it; and, on the one
  // answer that moved them out of a workspace, why (domain/team/member-notices.ts).
  if (workspace) headers.set(ROLE_HEADER, workspace.role);
  if (standing?.notice) headers.set(NOTICE_HEADER, encodeNotice(standing.notice));
});

/** The session's standing, from memory where this process keeps it, else from the database. */
async function standingOf(
  c: Context<AppEnv>,
  session: Pick<CachedSession, "token" | "user">,
): Promise<SessionStanding | undefined> {
  const standings = c.get("standings");
  if (!standings) return sessionStanding(c.get("db"), session.token);
  const kept = standings.get(session.token);
  if (kept) return kept;
  const readAt = standings.generation;
  const standing = await sessionStanding(c.get("db"), session.token);
  // The notice is said once, on this answer: what is kept is only where the session stands.
  if (standing)
    standings.set(session.token, session.user.id, { ...standing, notice: undefined }, readAt);
  return standing;
}
