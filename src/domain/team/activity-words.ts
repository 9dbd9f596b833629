import { say } from "../i18n/words";
import { showWords } from "../notifications/notice-subjects";
import { type ActivityArea, areaOfRoute } from "./activity-areas";
import type { ActivityAction, ActivityFacts, Line, WriteSubjects } from "./activity-line";
import { FINANCE_LINES, PARTY_LINES } from "./activity-lines-money";
import { AUDIENCE_LINES, MERCH_LINES, SET_LIST_LINES } from "./activity-lines-more";
import { LINK_LINES, type LinkLineKey, ROAD_LINES } from "./activity-lines-road";
import { TEAM_LINES, TOUR_LINES } from "./activity-lines-team";
import { ROUTE_ACCESS, type RouteKey } from "./route-access";

/**
 * Who did what (ADR 0019, issue 55): one line per write a member made, in words a touring
 * party reads ("Added the show at Union Street Theatre on Mar 12", "Invited sam@example.com
 * as Crew"). A row keeps the facts (which line, and the names of what the write touched,
 * never the body's figures: lines carry no money, so crew may be shown them one day); its
 * words are written when the log is read, in the reader's language, from the line's message.
 */

/** Every line a route of the roles table has; a write with none leaves no line. */
const ROUTE_LINES: Partial<Record<RouteKey, Line>> = {
  ...TEAM_LINES,
  ...TOUR_LINES,
  ...FINANCE_LINES,
  ...PARTY_LINES,
  ...ROAD_LINES,
  ...SET_LIST_LINES,
  ...AUDIENCE_LINES,
  ...MERCH_LINES,
};

const lineOf = (key: string): Line | undefined =>
  (ROUTE_LINES as Record<string, Line>)[key] ?? (LINK_LINES as Record<string, Line>)[key];

/** What a row stores for a write: its area, its action (a key) and its facts. */
export interface ActivityRecord {
  area: ActivityArea;
  action: ActivityAction;
  facts: ActivityFacts;
}

const actionOf = (line: Line, subjects: WriteSubjects) =>
  typeof line.action === "function" ? line.action(subjects) : line.action;

/** Only what the line can say: a row keeps no fact nobody reads. */
const kept = (subjects: WriteSubjects): WriteSubjects =>
  Object.fromEntries(
    Object.entries(subjects).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  );

/**
 * The activity row for a successful write, or undefined when the write is not the
 * workspace's (a person's own profile, the switcher, view-as: the `signedIn` routes), changes
 * nothing (a preview, an export) or takes the log with it (deleting the workspace).
 */
export function describeWrite(key: RouteKey, subjects: WriteSubjects): ActivityRecord | undefined {
  const line = ROUTE_LINES[key];
  if (!line || ROUTE_ACCESS[key] === "signedIn") return;
  const area = areaOfRoute(key);
  if (!area) return;
  return { area, action: actionOf(line, subjects), facts: { line: key, ...kept(subjects) } };
}

/** The row a link's page records (someone without an account, through a member's link). */
export function describeLinkWrite(
  key: LinkLineKey,
  area: ActivityArea,
  subjects: WriteSubjects,
): ActivityRecord {
  return {
    area,
    action: actionOf(LINK_LINES[key], subjects),
    facts: { line: key, ...kept(subjects) },
  };
}

const yes = (value: unknown) => (value ? "yes" : "no");

/**
 * A row's line in the current language (`say`): the server calls it inside the reader's
 * translator (`within`), so names stay as typed and a show's date reads as the reader's.
 * Undefined for facts of a line the code no longer has: the row's stored summary stands.
 */
export function activityLine(facts: ActivityFacts): string | undefined {
  const line = lineOf(facts.line);
  if (!line) return;
  const name = line.name?.(facts);
  return say(line.message, {
    name: name ?? "",
    named: yes(name),
    tour: facts.tour ?? "",
    inTour: yes(facts.tour),
    show: showWords(facts.show, undefined),
    hasShow: yes(facts.show),
    role: facts.role ?? "none",
    status: facts.status ?? "none",
  });
}

/** Every key that has a line (a route's or a link page's): the catalogue test reads each. */
export const LINE_KEYS: readonly string[] = [
  ...Object.keys(ROUTE_LINES),
  ...Object.keys(LINK_LINES),
];
