import { z } from "zod";
import { ACTIVITY_AREAS, type ActivityArea, areaOfRoute } from "./activity-areas";
import { ROUTE_ACCESS, type RouteKey } from "./route-access";

/**
 * Who did what (ADR 0019): one line per write a member made, in words a touring party reads
 * ("Added the show at Union Street Theatre on 12 Mar"). Built from the route and the names
 * of what it touched, never from the body's figures: summaries carry no money, so crew may
 * be shown them one day.
 */

/** What the writes touched, by name, as the server found them (queries/team/activity.ts). */
export interface WriteSubjects {
  tour?: string;
  /** "the show at Union Street Theatre on 12 Mar" (showLabel). */
  show?: string;
  venue?: string;
  project?: string;
  partner?: string;
  product?: string;
  campaign?: string;
  /** The name of what a POST created, read from its answer. */
  created?: string;
}

export interface ActivityLine {
  area: ActivityArea;
  action: string;
  summary: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "12 Mar" from a date column ("2027-03-12"); a show with no date yet says so. */
export function showLabel(venue: string, date: string | null | undefined): string {
  const m = date ? /^\d{4}-(\d{2})-(\d{2})/.exec(date) : null;
  if (!m) return `the show at ${venue} (no date yet)`;
  return `the show at ${venue} on ${Number(m[2])} ${MONTHS[Number(m[1]) - 1]}`;
}

/** The resource a route's last literal segment names, as a person says it. */
const NOUNS: Record<string, string> = {
  tours: "tour",
  shows: "show",
  venues: "venue",
  negotiations: "negotiation",
  financials: "financial entry",
  budgets: "budget",
  deals: "deal",
  "rider-provisions": "rider provision",
  "travel-legs": "travel leg",
  lodgings: "lodging",
  "day-sheets": "day sheet",
  projects: "design project",
  files: "artwork file",
  partners: "partner",
  products: "product",
  campaigns: "campaign",
  invitations: "invitation",
  members: "member",
};

/** The param whose name says which subject a route is about. */
const SUBJECT_OF_PARAM: Record<string, keyof WriteSubjects> = {
  ":tourId": "tour",
  ":showId": "show",
  ":venueId": "venue",
  ":projectId": "project",
  ":partnerId": "partner",
  ":productId": "product",
};

const VERB = { POST: "Added", PUT: "Updated", PATCH: "Updated", DELETE: "Deleted" } as const;
const ACTION = { POST: "created", PUT: "updated", PATCH: "updated", DELETE: "deleted" } as const;

type Describe = (s: WriteSubjects) => { action: string; summary: string };
const onShow = (s: WriteSubjects) => s.show ?? "a show";
const inTour = (s: WriteSubjects) => (s.tour ? ` in ${s.tour}` : "");

/** Writes whose words are not "Added / Updated / Deleted the thing". */
const SPECIAL: Partial<Record<RouteKey, Describe>> = {
  "PUT /api/tours/:tourId/shows/order": (s) => ({
    action: "reordered",
    summary: `Reordered the shows${inTour(s)}`,
  }),
  "POST /api/imports/shows": () => ({ action: "imported", summary: "Imported shows from a sheet" }),
  "POST /api/imports/tours/:tourId/financials": (s) => ({
    action: "imported",
    summary: `Imported financial entries${inTour(s)}`,
  }),
  "POST /api/negotiations": (s) => ({
    action: "created",
    summary: `Started a negotiation for ${s.created ?? "a show"}`,
  }),
  "PATCH /api/negotiations/:showId": (s) => ({
    action: "updated",
    summary: `Updated the negotiation for ${onShow(s)}`,
  }),
  "POST /api/negotiations/:showId/transitions": (s) => ({
    action: "moved",
    summary: `Moved the negotiation for ${onShow(s)}`,
  }),
  "POST /api/negotiations/:showId/extend": (s) => ({
    action: "extended",
    summary: `Extended the hold on ${onShow(s)}`,
  }),
  "POST /api/negotiations/:showId/contacts": (s) => ({
    action: "updated",
    summary: `Updated the contacts for ${onShow(s)}`,
  }),
  "POST /api/negotiations/:showId/deal": (s) => ({
    action: "updated",
    summary: `Updated the deal for ${onShow(s)}`,
  }),
  "POST /api/negotiations/:showId/dismissals": (s) => ({
    action: "dismissed",
    summary: `Dismissed a suggestion for ${onShow(s)}`,
  }),
  "PUT /api/tours/:tourId/day-sheets/:showId": (s) => ({
    action: "updated",
    summary: `Updated the day sheet for ${onShow(s)}`,
  }),
  "PUT /api/merch/shows/:showId/counts": (s) => ({
    action: "counted",
    summary: `Entered merch counts for ${onShow(s)}`,
  }),
  "PUT /api/tours/:tourId/budgets": (s) => ({
    action: "updated",
    summary: `Updated the budget${inTour(s)}`,
  }),
  "PUT /api/tours/:tourId/deals/:id/settlement": (s) => ({
    action: "settled",
    summary: `Settled a deal${inTour(s)}`,
  }),
  "DELETE /api/tours/:tourId/deals/:id/settlement": (s) => ({
    action: "reopened",
    summary: `Reopened a settlement${inTour(s)}`,
  }),
  "POST /api/merch/projects/:projectId/moves": (s) => ({
    action: "moved",
    summary: `Moved the design project ${s.project ?? ""}`.trimEnd(),
  }),
  "POST /api/merch/projects/:projectId/files": (s) => ({
    action: "created",
    summary: `Uploaded artwork to ${s.project ?? "a design project"}`,
  }),
  "POST /api/calendar-feed": () => ({ action: "created", summary: "Turned on the calendar feed" }),
  "DELETE /api/calendar-feed": () => ({
    action: "deleted",
    summary: "Turned off the calendar feed",
  }),
  "PATCH /api/team": () => ({ action: "updated", summary: "Renamed the workspace" }),
  "POST /api/team/leave": () => ({ action: "left", summary: "Left the workspace" }),
  "POST /api/team/transfer": () => ({ action: "transferred", summary: "Handed over ownership" }),
};

/** Writes that change nothing of the workspace: previews, and a read that goes out as a POST. */
const NOT_CHANGES = /\/preview$|^POST \/api\/exports\//;

/**
 * The activity line for a successful write, or undefined when the write is not the
 * workspace's (a person's own profile, the switcher, view-as: the `signedIn` routes) or
 * changes nothing.
 */
export function describeWrite(key: RouteKey, subjects: WriteSubjects): ActivityLine | undefined {
  const method = key.slice(0, key.indexOf(" ")) as keyof typeof VERB;
  if (!(method in VERB) || NOT_CHANGES.test(key) || ROUTE_ACCESS[key] === "signedIn") return;
  const area = areaOfRoute(key);
  if (!area) return;
  const special = SPECIAL[key];
  if (special) return { area, ...special(subjects) };
  const segments = key.split("/");
  const last = segments.at(-1) ?? "";
  const noun = NOUNS[segments.findLast((s) => !s.startsWith(":")) ?? ""] ?? "record";
  const own = last === ":id" && noun === "campaign" ? "campaign" : SUBJECT_OF_PARAM[last];
  const named = own ? subjects[own] : method === "POST" ? subjects.created : undefined;
  const thing =
    own === "show" || (noun === "show" && named?.startsWith("the show"))
      ? (named ?? "a show")
      : named
        ? `the ${noun} ${named}`
        : `a ${noun}`;
  const context = own === "tour" || noun === "tour" ? "" : inTour(subjects);
  return { area, action: ACTION[method], summary: `${VERB[method]} ${thing}${context}` };
}

const ACTIVITY_PAGE_LIMIT = 200;

const LIMIT_MESSAGE = `Ask for 1 to ${ACTIVITY_PAGE_LIMIT} entries`;

/** GET /api/activity: newest first, filtered by member and area, a page at a time. */
export const activityQuerySchema = z
  .object({
    userId: z.string().min(1).max(100).optional(),
    area: z.enum(ACTIVITY_AREAS, { error: "Choose one of the areas" }).optional(),
    limit: z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(ACTIVITY_PAGE_LIMIT, LIMIT_MESSAGE)
      .default(50),
    before: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/, "Use the cursor the last page gave")
      .optional(),
  })
  .strict();
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export interface ActivityEntry {
  id: string;
  userId: string | null;
  actorName: string;
  area: ActivityArea;
  action: string;
  summary: string;
  createdAt: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  /** Pass as `before` for the next, older page; null when there is none. */
  nextCursor: string | null;
}

/** The cursor after an entry: its time and id, so entries of the same instant are not lost. */
export const activityCursor = (e: { createdAt: string; id: string }) => `${e.createdAt}_${e.id}`;
