import { createMiddleware } from "hono/factory";
import { SECOND_FACTOR_REQUIRED_MESSAGE } from "@/domain/account/second-factor-messages";
import { scopeAreaOfRoute, scopesCover } from "@/domain/integrations/scopes";
import {
  answersNotFoundToOthers,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteKey,
  routeKeyOf,
} from "@/domain/team/route-access";
import type { AppEnv, RequestWorkspace } from "../context";
import { ApiError } from "./errors";

export const NO_WORKSPACE_MESSAGE =
  "You are not in a workspace any more. Open an invitation link, or create a workspace of your own.";
const ROLE_FORBIDDEN_MESSAGE = "Your role in this workspace does not allow this.";

/** An unknown route is the managers' only: a route missing from the table fails closed. */
const UNLISTED: RouteAccess = ["owner", "manager"];

const SESSION_ONLY_MESSAGE =
  "An API token cannot reach this: a person's account, the team and the API tokens and webhooks themselves are changed signed in, in the app.";

/**
 * A personal access token reaches a route only in an area a token may hold (scopes.ts) and
 * when its scopes cover it: the area's read for GET, its write for the rest. On top of the
 * roles table, never instead of it. Unknown routes are refused too (fail closed).
 */
function refuseOutsideScopes(scopes: readonly string[], key: RouteKey | undefined) {
  const area = key && scopeAreaOfRoute(key);
  if (!key || !area) throw new ApiError("forbidden", SESSION_ONLY_MESSAGE);
  if (scopesCover(scopes, key)) return;
  const reads = key.startsWith("GET ") || key.startsWith("HEAD ");
  const needed = reads ? "read" : "write";
  throw new ApiError(
    "forbidden",
    `This token may not ${needed} ${area}: give it ${area}:${needed}${reads ? ` or ${area}:write` : ""}.`,
  );
}

/**
 * The roles table (domain/team/route-access.ts), enforced for every /api route after the
 * session check. What a role may read of an answer is decided where the answer is made
 * (domain/hidden.ts), not here: tests/api/crew-sees-no-money.test.ts is the backstop.
 * A token's request passes its scopes first (refuseOutsideScopes), then the same table.
 */
export const routeAccess = createMiddleware<AppEnv>(async (c, next) => {
  const key = routeKeyOf(c.req.method, c.req.path);
  const access = key ? ROUTE_ACCESS[key] : UNLISTED;
  const token = c.get("token");
  if (token) refuseOutsideScopes(token.scopes, key);
  if (access === "signedIn") return next();
  const workspace = c.get("workspace") as RequestWorkspace | undefined;
  if (!workspace) throw new ApiError("forbidden", NO_WORKSPACE_MESSAGE);
  if (!access.includes(workspace.role)) {
    if (key && answersNotFoundToOthers(key)) throw new ApiError("not_found", "Not found");
    throw new ApiError("forbidden", ROLE_FORBIDDEN_MESSAGE);
  }
  // Only the person's own routes (profile, the switcher) stay open until they enrol.
  if (workspace.secondFactorMissing) {
    throw new ApiError("two_factor_required", SECOND_FACTOR_REQUIRED_MESSAGE);
  }
  await next();
});
