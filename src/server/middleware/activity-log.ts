import { createMiddleware } from "hono/factory";
import { describeWrite, showLabel, type WriteSubjects } from "@/domain/team/activity";
import { memberName } from "@/domain/team/member-name";
import { type RouteKey, routeKeyOf } from "@/domain/team/route-access";
import type { AppEnv, RequestWorkspace } from "../context";
import { recordActivity, type SubjectIds, subjectNames } from "../db/queries/team/activity";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** URL params that name a subject, by what they name. */
const PARAM_SUBJECT: Record<string, keyof SubjectIds> = {
  tourId: "tour",
  showId: "show",
  venueId: "venue",
  projectId: "project",
  partnerId: "partner",
  productId: "product",
};

/** The ids the request's path gives the route key's params (":tourId" → "tour"). */
function subjectIds(key: RouteKey, path: string): SubjectIds {
  const pattern = key.slice(key.indexOf(" ") + 1).split("/");
  const actual = path.split("/");
  const ids: SubjectIds = {};
  pattern.forEach((segment, i) => {
    if (!segment.startsWith(":")) return;
    const subject = PARAM_SUBJECT[segment.slice(1)];
    if (subject) ids[subject] = actual[i];
    else if (segment === ":id" && pattern[i - 1] === "campaigns") ids.campaign = actual[i];
  });
  return ids;
}

/** What a POST created, named from its answer: a show by venue and date, else its title or name. */
async function createdName(res: Response): Promise<string | undefined> {
  if (!res.headers.get("content-type")?.includes("application/json")) return;
  const body = (await res.clone().json()) as Record<string, unknown> | null;
  if (!body || typeof body !== "object") return;
  const venue = body.venue as { name?: unknown } | null | undefined;
  if (typeof venue?.name === "string" && "performanceDate" in body) {
    return showLabel(venue.name, body.performanceDate as string | null);
  }
  const name = body.title ?? body.name;
  return typeof name === "string" ? name : undefined;
}

/**
 * Who did what (ADR 0019): every successful write a member makes in a workspace leaves one
 * activity line, here and nowhere else. Mounted after the roles check, so only writes the
 * role allows get this far. Writes the app makes itself (a lapsing hold) never pass through
 * a request and are not member activity. Logging never fails the write: an error here is
 * logged and the member gets their answer.
 */
export const activityLog = createMiddleware<AppEnv>(async (c, next) => {
  const workspace = c.get("workspace") as RequestWorkspace | undefined;
  const key = WRITES.has(c.req.method) ? routeKeyOf(c.req.method, c.req.path) : undefined;
  if (!workspace || !key || !describeWrite(key, {})) return next();
  let subjects: WriteSubjects = {};
  try {
    // Read before the write, so a deleted tour is still named in its line.
    subjects = await subjectNames(c.var.db, workspace.id, subjectIds(key, c.req.path));
  } catch (error) {
    c.var.logger.warn({ err: error, route: key }, "activity: names not found");
  }
  await next();
  if (c.res.status < 200 || c.res.status >= 300) return;
  try {
    if (c.req.method === "POST") subjects.created = await createdName(c.res);
    const line = describeWrite(key, subjects);
    if (!line) return;
    await recordActivity(
      c.var.db,
      { workspaceId: workspace.id, userId: c.var.user.id, actorName: memberName(c.var.user) },
      line,
    );
  } catch (error) {
    c.var.logger.error({ err: error, route: key }, "activity: not recorded");
  }
});
