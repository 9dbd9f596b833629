import { createMiddleware } from "hono/factory";
import { showFact } from "@/domain/notifications/notice-subjects";
import type { WriteSubjects } from "@/domain/team/activity-line";
import { describeWrite } from "@/domain/team/activity-words";
import { memberName } from "@/domain/team/member-name";
import { isRole } from "@/domain/team/roles";
import { type RouteKey, routeKeyOf } from "@/domain/team/route-access";
import type { AppEnv, RequestWorkspace } from "../context";
import {
  type RecordKind,
  recordActivity,
  type SubjectIds,
  subjectNames,
} from "../db/queries/team/activity";
import { lightText } from "./known-length";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** URL params that name a subject, by what they name. */
const PARAM_SUBJECT: Record<string, Exclude<keyof SubjectIds, "record">> = {
  tourId: "tour",
  showId: "show",
  venueId: "venue",
  projectId: "project",
  partnerId: "partner",
  productId: "product",
  userId: "member",
  guestId: "guest",
  songId: "song",
  // A contract is named by its show (queries/team/activity.ts).
  contractId: "contract",
};

/** What a route's ":id" (or ":fileId") names, by the segment before it. */
const RECORD_KINDS: Record<string, RecordKind> = {
  financials: "financial",
  budgets: "budget",
  deals: "deal",
  "rider-provisions": "provision",
  "travel-legs": "leg",
  lodgings: "lodging",
  files: "file",
  // A show's filing with a society: named by the society (queries/team/activity.ts).
  filings: "society",
  "saved-sets": "savedSet",
  // A person of a tour's party (issue 54): named by their name on the party.
  party: "person",
  // A personal access token (issue 53): named by its name.
  tokens: "token",
};

/** The ids the request's path gives the route key's params (":tourId" → "tour"). */
function subjectIds(key: RouteKey, path: string): SubjectIds {
  const pattern = key.slice(key.indexOf(" ") + 1).split("/");
  const actual = path.split("/");
  const ids: SubjectIds = {};
  pattern.forEach((segment, i) => {
    if (!segment.startsWith(":")) return;
    const id = actual[i];
    const subject = PARAM_SUBJECT[segment.slice(1)];
    const before = pattern[i - 1] ?? "";
    if (subject) ids[subject] = id;
    else if (before === "campaigns") ids.campaign = id;
    else if (before === "invitations") ids.invitation = id;
    else if (RECORD_KINDS[before] && id) ids.record = { kind: RECORD_KINDS[before], id };
  });
  return ids;
}

/**
 * What the answer says of what was written: its name (a show by its venue and date, else its
 * title, name or an invitation's email), a role it gives, a guest's status, and whom
 * ownership went to.
 */
async function answerFacts(res: Response): Promise<WriteSubjects & { ownerId?: string }> {
  if (!res.headers.get("content-type")?.includes("application/json")) return {};
  // The string c.json made, where it is still held: a clone would make web streams of it.
  const text = lightText(res) ?? (await res.clone().text());
  const body = JSON.parse(text) as Record<string, unknown> | null;
  if (!body || typeof body !== "object") return {};
  const facts: WriteSubjects & { ownerId?: string } = {};
  const venue = body.venue as { name?: unknown } | null | undefined;
  const name = body.title ?? body.name ?? body.email ?? body.category;
  if (typeof venue?.name === "string" && "performanceDate" in body) {
    facts.show = showFact(venue.name, body.performanceDate as string | null);
  } else if (typeof name === "string") facts.created = name;
  if (isRole(body.role)) facts.role = body.role;
  if (typeof body.status === "string") facts.status = body.status;
  if (typeof body.ownerId === "string") facts.ownerId = body.ownerId;
  return facts;
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
    subjects = await subjectNames(c.get("db"), workspace.id, subjectIds(key, c.req.path));
  } catch (error) {
    c.get("logger").warn({ err: error, route: key }, "activity: names not found");
  }
  await next();
  if (c.res.status < 200 || c.res.status >= 300) return;
  try {
    const { ownerId, ...facts } = await answerFacts(c.res);
    // The show the URL named, read before the write, is the one the line names.
    subjects = { ...subjects, ...facts, show: subjects.show ?? facts.show };
    // Whom ownership went to is named after the write, in the answer.
    if (ownerId) {
      const { member } = await subjectNames(c.get("db"), workspace.id, { member: ownerId });
      subjects.member = member;
    }
    const line = describeWrite(key, subjects);
    if (!line) return;
    // Facts, not words: the line is written when read, in its reader's language (issue 55).
    await recordActivity(
      c.get("db"),
      {
        workspaceId: workspace.id,
        userId: c.get("user").id,
        actorName: memberName(c.get("user")),
        madeWith: c.get("token")?.name ?? null,
      },
      line,
    );
  } catch (error) {
    c.get("logger").error({ err: error, route: key }, "activity: not recorded");
  }
});
