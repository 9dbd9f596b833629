import { createMiddleware } from "hono/factory";
import { ACCOUNT_HEADER } from "@/domain/offline-cache";
import type { AppEnv } from "../context";
import { sessionStanding } from "../db/queries/account/session-standing";
import { type CachedSession, sessionToken } from "../session-cache";
import { ApiError } from "./errors";

const SIGN_IN_MESSAGE = "Please sign in to continue.";

/**
 * Every account route sits behind this: no session, no data. A session this process checked
 * lately is not asked of better-auth again, but its row is re-read in one small statement
 * that also gives the account's version (session-standing.ts): a session revoked through
 * any process is refused at once.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const cookieToken = sessionToken(c.req.header("cookie"));
  if (!cookieToken) throw new ApiError("unauthenticated", SIGN_IN_MESSAGE);
  let session = c.var.sessions.get(cookieToken);
  if (session) {
    const standing = await sessionStanding(c.var.db, session.token);
    if (standing) {
      c.set("accountVersion", standing.accountVersion);
    } else {
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
    c.var.sessions.set(cookieToken, session);
  }
  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  await next();
  // Whose answer this is: the service worker files it under that account only (ADR 0018).
  c.header(ACCOUNT_HEADER, session.user.id);
});
