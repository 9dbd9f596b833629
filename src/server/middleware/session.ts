import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "./errors";

/** Every account route sits behind this: no session, no data. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) throw new ApiError(401, "Please sign in to continue.");
  c.set("user", result.user);
  c.set("sessionId", result.session.id);
  await next();
});
