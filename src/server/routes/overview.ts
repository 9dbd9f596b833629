import { Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { AccountCache } from "../account-cache";
import type { AppEnv } from "../context";
import { accountVersion } from "../db/queries/account-versions";
import { getOverview } from "../db/queries/overview";

/**
 * The Overview's JSON per account, reused until the account's data changes: the dashboard
 * asks for it on every visit and focus, and reading the version is far cheaper than the
 * statement that adds everything up.
 */
const computed = new AccountCache<string>();
type Overview = Awaited<ReturnType<typeof getOverview>>;

/** The whole Overview in one request (statistics, progress, recent tours). */
export const overviewRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const userId = c.var.user.id;
  const version = await accountVersion(c.var.db, userId);
  let body = computed.get(userId, version);
  if (body === undefined) {
    body = JSON.stringify(await getOverview(c.var.db, userId));
    computed.set(userId, version, body);
  }
  // The text is what c.json would send; the type tells the client what it holds.
  return c.body(body, 200, { "content-type": "application/json" }) as unknown as Response &
    TypedResponse<JSONParsed<Overview>, 200, "json">;
});
