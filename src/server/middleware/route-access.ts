import { gunzipSync } from "node:zlib";
import { createMiddleware } from "hono/factory";
import { withoutMoney } from "@/domain/team/money-fields";
import { seesMoney } from "@/domain/team/roles";
import { ROUTE_ACCESS, type RouteAccess, routeKeyOf } from "@/domain/team/route-access";
import type { AppEnv, RequestWorkspace } from "../context";
import { ApiError } from "./errors";

export const NO_WORKSPACE_MESSAGE =
  "You are not in a workspace any more. Open an invitation link, or create a workspace of your own.";
const ROLE_FORBIDDEN_MESSAGE = "Your role in this workspace does not allow this.";

/** An unknown route is the managers' only: a route missing from the table fails closed. */
const UNLISTED: RouteAccess = ["owner", "manager"];

/**
 * The roles table (domain/team/route-access.ts), enforced for every /api route after the
 * session check; and for crew and artists, every JSON answer leaves without its money fields.
 */
export const routeAccess = createMiddleware<AppEnv>(async (c, next) => {
  const key = routeKeyOf(c.req.method, c.req.path);
  const access = key ? ROUTE_ACCESS[key] : UNLISTED;
  if (access === "signedIn") return next();
  const workspace = c.get("workspace") as RequestWorkspace | undefined;
  if (!workspace) throw new ApiError("forbidden", NO_WORKSPACE_MESSAGE);
  if (!access.includes(workspace.role)) throw new ApiError("forbidden", ROLE_FORBIDDEN_MESSAGE);
  await next();
  if (!seesMoney(workspace.role) && !c.get("withoutMoney")) {
    c.res = await withoutMoneyFields(c.res);
  }
});

async function withoutMoneyFields(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const headers = new Headers(res.headers);
  let bytes = Buffer.from(await res.arrayBuffer());
  if (headers.get("content-encoding") === "gzip") {
    bytes = gunzipSync(bytes);
    headers.delete("content-encoding");
  }
  headers.delete("content-length");
  const text = JSON.stringify(withoutMoney(JSON.parse(bytes.toString("utf8"))));
  return new Response(text, { status: res.status, headers });
}
