import { createMiddleware } from "hono/factory";
import { ACCOUNT_HEADER } from "@/domain/offline-cache";
import { effectiveRole } from "@/domain/team/roles";
import type { AppEnv } from "../context";
import { type SessionStanding, sessionStanding } from "../db/queries/account/session-standing";
import { type CachedSession, sessionToken } from "../session-cache";
import { ApiError } from "./errors";

const SIGN_IN_MESSAGE = "Please sign in to continue.";

/**
 * Every account route sits behind this: no session, no data. A session this process checked
 * lately is not asked of better-auth again, but on every request one small statement re-reads
 * its row together with the membership it works under (session-standing.ts): a session
 * revoked, or a member removed, through any process is refused at once.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const cookieToken = sessionToken(c.req.header("cookie"));
  if (!cookieToken) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
  let session = c.var.sessions.get(cookieToken);
  let standing: SessionStanding | undefined;
  if (session) {
    standing = await sessionStanding(c.var.db, session.token);
    if (!standing) {
      c.var.sessions.forgetToken(cookieToken);
      session = undefined;
    }
  }
  if (!session) {
    const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
    session = {
      user: result.user,
      sessionId: result.session.id,
      token: result.session.token,
      expiresAt: new Date(result.session.expiresAt).getTime(),
    } satisfies CachedSession;
    standing = await sessionStanding(c.var.db, session.token);
    if (!standing) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
    c.var.sessions.set(cookieToken, session);
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
    });
    c.set("workspaceVersion", workspace.version);
  }
  await next();
  // Whose answer this is: the service worker files it under that workspace only (ADR 0018).
  if (workspace) c.header(ACCOUNT_HEADER, workspace.id);
});
