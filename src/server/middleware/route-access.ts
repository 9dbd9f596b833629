import { createMiddleware } from "hono/factory";
import { SECOND_FACTOR_REQUIRED_MESSAGE } from "@/domain/account/second-factor-messages";
import {
  answersNotFoundToOthers,
  ROUTE_ACCESS,
  type RouteAccess,
  routeKeyOf,
} from "@/domain/team/route-access";
import type { AppEnv, RequestWorkspace } from "../context";
import { ApiError } from "./errors";

export const NO_WORKSPACE_MESSAGE =
  "You are not in a workspace any more. Open an invitation link, or create a workspace of your own.";
const ROLE_FORBIDDEN_MESSAGE = "Your role in this workspace does not allow this.";

/** An unknown route is the managers' only: a route missing from the table fails closed. */
const UNLISTED: RouteAccess = ["owner", "manager"];

/**
 * The roles table (domain/team/route-access.ts), enforced for every /api route after the
 * session check. What a role may read of an answer is decided where the answer is made
 * (domain/hidden.ts), not here: tests/api/crew-sees-no-money.test.ts is the backstop.
 */
export const routeAccess = createMiddleware<AppEnv>(async (c, next) => {
  const key = routeKeyOf(c.req.method, c.req.path);
  const access = key ? ROUTE_ACCESS[key] : UNLISTED;
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
