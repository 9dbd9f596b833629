import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { sessionToken } from "../session-cache";
import { ApiError } from "./errors";

/** Every account route sits behind this: no session, no data. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = sessionToken(c.req.header("cookie"));
  if (!token) throw new ApiError(401, "Please sign in to continue.");
  let session = c.var.sessions.get(token);
  if (!session) {
    const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new ApiError(401, "Please sign in to continue.");
    session = {
      user: result.user,
      sessionId: result.session.id,
      expiresAt: new Date(result.session.expiresAt).getTime(),
    };
    c.var.sessions.set(token, session);
  }
  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  await next();
});
