import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { EXPORT_BUSY_MESSAGE, releaseWhenDone } from "../export-slots";
import { ApiError } from "./errors";

/**
 * Every download the app builds (the account's zip, the tour exports, merch CSVs, the tour
 * money PDFs and CSVs) takes a slot of the app's one `ExportSlots` for as long as its body is
 * being sent: one per account, a few per process, and a 429 saying to wait otherwise. Put it
 * after the request's checks (ids, query), before any database work.
 */
export const exportSlot = createMiddleware<AppEnv>(async (c, next) => {
  // A HEAD answer has no body to wait for.
  if (c.req.method === "HEAD") return next();
  const release = c.get("exportSlots").take(c.get("user").id);
  if (!release) throw new ApiError("rate_limited", EXPORT_BUSY_MESSAGE);
  try {
    await next();
  } catch (err) {
    release();
    throw err;
  }
  // A refusal (the error handler's answer) gives the slot back at once.
  const body = c.res.body;
  if (c.error || !c.res.ok || !body) {
    release();
    return;
  }
  c.res = new Response(releaseWhenDone(body, release), c.res);
});
