import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { showFact } from "@/domain/notifications/notice-subjects";
import { societyName } from "@/domain/setlists/societies";
import {
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
  activityCursor,
  viaTokenWords,
} from "@/domain/team/activity";
import type { ActivityArea } from "@/domain/team/activity-areas";
import type { ActivityAction, WriteSubjects } from "@/domain/team/activity-line";
import { type ActivityRecord, activityLine } from "@/domain/team/activity-words";
import type { Db } from "../../client";
import { activity } from "../../schema";

export interface ActivityActor {
  workspaceId: string;
  /** Null for someone with no account: a venue answering through its advance link. */
  userId: string | null;
  actorName: string;
  /** The API token the write was made with, by its name (issue 53); absent: signed in. */
  madeWith?: string | null;
}

/**
 * One line of who did what (middleware/activity-log.ts, after a member's write succeeded):
 * its facts, no words (issue 55): they are written when the log is read, in its reader's.
 */
export async function recordActivity(db: Db, actor: ActivityActor, row: ActivityRecord) {
  // Milliseconds, as the page cursor carries them: no two entries hide between cursors.
  await db.insert(activity).values({ ...actor, ...row, summary: null, createdAt: new Date() });
}

/** The kinds of row a route's ":id" names by a name of its own (middleware/activity-log.ts). */
export type RecordKind =
  | "financial"
  | "budget"
  | "deal"
  | "provision"
  | "leg"
  | "lodging"
  | "file"
  | "society"
  | "savedSet"
  | "person"
  | "token";

/** The ids a write's URL names, by what they are (only well-formed ids reach SQL). */
export type SubjectIds = Partial<
  Record<
    | "tour"
    | "show"
    | "venue"
    | "project"
    | "partner"
    | "product"
    | "campaign"
    | "invitation"
    | "contract"
    | "song",
    string
  > & { member: string; guest: string; record: { kind: RecordKind; id: string } }
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNull = (id: string | undefined) => (id && UUID.test(id) ? id : null);
/** A person's id (better-auth's, not a UUID). */
const personOrNull = (id: string | undefined) =>
  id && /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;

/** What names a row of each kind in the log: never a figure. */
const RECORD_NAME: Record<Exclude<RecordKind, "society">, { table: string; name: string }> = {
  financial: { table: "tour_financials", name: "category" },
  budget: { table: "tour_budgets", name: "category" },
  provision: { table: "rider_provisions", name: "description" },
  leg: { table: "travel_legs", name: "from_place || ' → ' || to_place" },
  lodging: { table: "lodgings", name: "name" },
  file: { table: "artwork_files", name: "file_name" },
  // A saved set (issue 50): its name (a show's set is named by its show).
  savedSet: { table: "set_lists", name: "name" },
  // A person of a tour's party (issue 54).
  person: { table: "tour_party", name: "name" },
  // A personal access token (issue 53): its name, never its secret.
  token: { table: "api_tokens", name: "name" },
  // A deal is named by its show (below).
  deal: { table: "venue_revenue_deals", name: "null" },
};

/**
 * The names of what a write's URL names, in this workspace only, in one statement of
 * scalar lookups by primary key; read before the write so a deleted row is still named.
 */
export async function subjectNames(
  db: Db,
  workspaceId: string,
  ids: SubjectIds,
): Promise<WriteSubjects> {
  // Only what the URL names is looked up: the statement's text says which lookups it makes,
  // so PostgreSQL can keep one plan per shape (db/prepared-statements.ts) instead of planning
  // thirteen lookups of NULL on every write.
  const one = (table: string, column: string, id: string | undefined) => {
    const key = idOrNull(id);
    return key === null
      ? undefined
      : sql`(select ${sql.raw(column)} from ${sql.raw(table)} where id = ${key}::uuid and workspace_id = ${workspaceId})`;
  };
  const record = ids.record;
  // A society is a code of the rule table (domain/setlists/societies.ts), not a row.
  const recordName = record && record.kind !== "society" ? RECORD_NAME[record.kind] : undefined;
  // A deal's show, and a contract's: its venue and date, as a show is named.
  const dealId = record?.kind === "deal" ? idOrNull(record.id) : null;
  const contractId = idOrNull(ids.contract);
  const plainShowId = idOrNull(ids.show);
  const showId =
    dealId !== null
      ? sql`(select tour_venue_id from venue_revenue_deals where id = ${dealId}::uuid and workspace_id = ${workspaceId})`
      : contractId !== null
        ? sql`(select show_id from contracts where id = ${contractId}::uuid and workspace_id = ${workspaceId})`
        : plainShowId !== null
          ? sql`${plainShowId}::uuid`
          : undefined;
  const member = personOrNull(ids.member);
  const lookups = {
    tour: one("tours", "title", ids.tour),
    venue: one("venues", "name", ids.venue),
    project: one("design_projects", "title", ids.project),
    partner: one("merch_partners", "name", ids.partner),
    product: one("merch_products", "name", ids.product),
    campaign: one("marketing_campaigns", "title", ids.campaign),
    invitation: one("workspace_invitations", "email", ids.invitation),
    guest: one("guests", "name", ids.guest),
    song: one("songs", "title", ids.song),
    record: recordName ? one(recordName.table, recordName.name, record?.id) : undefined,
    member:
      member === null
        ? undefined
        : sql`(select u.name from workspace_members m join "user" u on u.id = m.user_id
      where m.user_id = ${member} and m.workspace_id = ${workspaceId})`,
    show_venue: showId
      ? sql`(select v.name from tour_venues s left join venues v on v.id = s.venue_id
      where s.id = ${showId} and s.workspace_id = ${workspaceId})`
      : undefined,
    show_date: showId
      ? sql`(select s.performance_date::text from tour_venues s
      where s.id = ${showId} and s.workspace_id = ${workspaceId})`
      : undefined,
  };
  const asked = Object.entries(lookups).filter(
    (entry): entry is [string, SQL] => entry[1] !== undefined,
  );
  // Both engines answer { rows } (node-postgres and PGlite alike); a URL naming nothing asks nothing.
  const row: Record<string, string | null> =
    asked.length === 0
      ? {}
      : ((
          (await db.execute(
            sql`select ${sql.join(
              asked.map(([key, lookup]) => sql`${lookup} as ${sql.identifier(key)}`),
              sql`, `,
            )}`,
          )) as unknown as { rows: Record<string, string | null>[] }
        ).rows[0] ?? {});
  const names: WriteSubjects = {};
  const keys = ["tour", "venue", "project", "partner", "product", "campaign"] as const;
  for (const key of [...keys, "invitation", "guest", "song", "record", "member"] as const) {
    if (row[key]) names[key] = row[key];
  }
  if (record?.kind === "society") names.record = societyName(record.id);
  // A show (a deal's, a contract's) by its venue and date: the reader's words write it.
  if ((row.show_venue || row.show_date) && (record?.kind === "deal" || ids.show || ids.contract))
    names.show = showFact(row.show_venue ?? null, row.show_date);
  return names;
}

/** Runs the (synchronous) writing of the lines in the reader's language (their translator). */
type InLanguage = <T>(write: () => T) => T;

/** Actions as rows before issue 55 stored them, as the keys they are now. */
const OLD_ACTIONS: Record<string, ActivityAction> = {
  "role changed": "roleChanged",
  "checked in": "checkedIn",
};

/**
 * The workspace's activity, newest first, a page at a time. Each line is written now from
 * its row's facts, inside `inLanguage` (issue 55); a row from before keeps its English.
 */
export async function listActivity(
  db: Db,
  workspaceId: string,
  query: ActivityQuery,
  inLanguage: InLanguage,
): Promise<ActivityPage> {
  const conditions = [eq(activity.workspaceId, workspaceId)];
  if (query.userId) conditions.push(eq(activity.userId, query.userId));
  if (query.area) conditions.push(eq(activity.area, query.area));
  if (query.before) {
    const [time, id] = query.before.split("_") as [string, string];
    const at = new Date(time);
    conditions.push(
      or(lt(activity.createdAt, at), and(eq(activity.createdAt, at), lt(activity.id, id)))!,
    );
  }
  const rows = await db
    .select()
    .from(activity)
    .where(and(...conditions))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(query.limit + 1);
  const entries: ActivityEntry[] = inLanguage(() =>
    rows.slice(0, query.limit).map((r) => ({
      id: r.id,
      userId: r.userId,
      actorName: r.actorName,
      area: r.area as ActivityArea,
      action: OLD_ACTIONS[r.action] ?? (r.action as ActivityAction),
      summary: (r.facts && activityLine(r.facts)) ?? r.summary ?? "",
      via: r.madeWith === null ? null : viaTokenWords(r.madeWith),
      createdAt: r.createdAt.toISOString(),
    })),
  );
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? activityCursor(last) : null };
}
