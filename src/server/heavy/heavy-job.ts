import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "../middleware/errors";

/**
 * A route that does heavy work holds one of its workspace's slots until it has answered;
 * past the cap it answers 429 `rate_limited` at once, before reading the upload.
 */
export const heavyJob = createMiddleware<AppEnv>(async (c, next) => {
  const slot = c.get("heavySlots").take(c.get("workspace").id);
  if ("busy" in slot) throw new ApiError("rate_limited", slot.busy);
  try {
    await next();
  } finally {
    slot.release();
  }
});
