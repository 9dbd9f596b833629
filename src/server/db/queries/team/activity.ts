import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import {
  type ActivityEntry,
  type ActivityLine,
  type ActivityPage,
  type ActivityQuery,
  activityCursor,
  showLabel,
  type WriteSubjects,
} from "@/domain/team/activity";
import type { ActivityArea } from "@/domain/team/activity-areas";
import type { Db } from "../../client";
import { activity } from "../../schema";

export interface ActivityActor {
  workspaceId: string;
  userId: string;
  actorName: string;
}

/** One line of who did what (middleware/activity-log.ts, after a member's write succeeded). */
export async function recordActivity(db: Db, actor: ActivityActor, line: ActivityLine) {
  // Milliseconds, as the page cursor carries them: no two entries hide between cursors.
  await db.insert(activity).values({ ...actor, ...line, createdAt: new Date() });
}

/** The ids a write's URL names, by what they are (only well-formed UUIDs reach SQL). */
export type SubjectIds = Partial<
  Record<"tour" | "show" | "venue" | "project" | "partner" | "product" | "campaign", string>
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNull = (id: string | undefined) => (id && UUID.test(id) ? id : null);

/**
 * The names of what a write's URL names, in this workspace only, in one statement of
 * scalar lookups by primary key; read before the write so a deleted row is still named.
 */
export async function subjectNames(
  db: Db,
  workspaceId: string,
  ids: SubjectIds,
): Promise<WriteSubjects> {
  const one = (table: string, column: string, id: string | undefined) =>
    sql`(select ${sql.raw(column)} from ${sql.raw(table)} where id = ${idOrNull(id)}::uuid and workspace_id = ${workspaceId})`;
  // Both engines answer { rows } (node-postgres and PGlite alike).
  const result = (await db.execute(sql`select
    ${one("tours", "title", ids.tour)} as tour,
    ${one("venues", "name", ids.venue)} as venue,
    ${one("design_projects", "title", ids.project)} as project,
    ${one("merch_partners", "name", ids.partner)} as partner,
    ${one("merch_products", "name", ids.product)} as product,
    ${one("marketing_campaigns", "title", ids.campaign)} as campaign,
    (select v.name from tour_venues s left join venues v on v.id = s.venue_id
      where s.id = ${idOrNull(ids.show)}::uuid and s.workspace_id = ${workspaceId}) as show_venue,
    (select s.performance_date::text from tour_venues s
      where s.id = ${idOrNull(ids.show)}::uuid and s.workspace_id = ${workspaceId}) as show_date`)) as unknown as {
    rows: Record<string, string | null>[];
  };
  const row = result.rows[0] ?? {};
  const names: WriteSubjects = {};
  for (const key of ["tour", "venue", "project", "partner", "product", "campaign"] as const) {
    if (row[key]) names[key] = row[key];
  }
  if (ids.show && (row.show_venue || row.show_date)) {
    names.show = showLabel(row.show_venue ?? "an unnamed venue", row.show_date);
  }
  return names;
}

/** The workspace's activity, newest first, a page at a time. */
export async function listActivity(
  db: Db,
  workspaceId: string,
  query: ActivityQuery,
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
  const entries: ActivityEntry[] = rows.slice(0, query.limit).map((r) => ({
    id: r.id,
    userId: r.userId,
    actorName: r.actorName,
    area: r.area as ActivityArea,
    action: r.action,
    summary: r.summary,
    createdAt: r.createdAt.toISOString(),
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? activityCursor(last) : null };
}
