import { inArray, sql } from "drizzle-orm";
import { type Delivery, deliveriesOf, type Member } from "@/domain/notifications/delivery";
import { type DueNotice, dueNotices } from "@/domain/notifications/due";
import { isRole } from "@/domain/team/roles";
import type { Db } from "../../client";
import {
  notificationProfiles,
  notificationSettings,
  notifications,
  workspaceMembers,
} from "../../schema";
import { readFacts } from "./facts";

/** Who is in each workspace, with their zone and what they switched off. */
async function membersOf(db: Db, workspaceIds: string[]): Promise<Map<string, Member[]>> {
  const byWorkspace = new Map<string, Member[]>();
  if (workspaceIds.length === 0) return byWorkspace;
  const rows = await db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      timeZone: notificationProfiles.timeZone,
      off: sql<
        string[] | null
      >`(select array_agg(${notificationSettings.kind} || ':' || ${notificationSettings.channel})
        from ${notificationSettings} where ${notificationSettings.userId} = ${workspaceMembers.userId})`,
    })
    .from(workspaceMembers)
    .leftJoin(
      notificationProfiles,
      sql`${notificationProfiles.userId} = ${workspaceMembers.userId}`,
    )
    .where(inArray(workspaceMembers.workspaceId, workspaceIds));
  for (const r of rows) {
    if (!isRole(r.role)) continue;
    const list = byWorkspace.get(r.workspaceId) ?? [];
    list.push({
      userId: r.userId,
      role: r.role,
      timeZone: r.timeZone ?? "UTC",
      off: new Set(r.off ?? []),
    });
    byWorkspace.set(r.workspaceId, list);
  }
  return byWorkspace;
}

/** A row as json_to_recordset reads it: the columns' own names (see storeNotices). */
const rowOf = (n: DueNotice, d: Delivery) => ({
  workspace_id: n.workspaceId,
  user_id: d.userId,
  kind: n.kind,
  subject_id: n.subjectId,
  due_at: n.dueAt,
  params: n.params,
  in_app: d.inApp,
  email_state: d.emailState,
  email_at: d.emailAt,
});

/** Rows per statement: one statement holds PGlite's one connection while it runs. */
const ROWS_PER_STATEMENT = 500;

/**
 * Stores what is due: one row per (kind, subject, due time, person), inserted with ON
 * CONFLICT DO NOTHING, so every process may run it at any time and each notice exists once.
 * The rows go as one JSON value per statement: every run after a write offers all of a
 * workspace's due notices again (most already stored), and drizzle building a 500-row VALUES
 * list, 16 parameters a row, took 23 ms of the thread every request shares (issue 49).
 */
export async function storeNotices(
  db: Db,
  notices: readonly DueNotice[],
  now: Date,
  mailOn: boolean,
  subjectMember?: Member,
): Promise<void> {
  if (notices.length === 0) return;
  const members = await membersOf(db, [...new Set(notices.map((n) => n.workspaceId))]);
  const rows = notices.flatMap((n) =>
    deliveriesOf(
      n.kind,
      members.get(n.workspaceId) ?? [],
      now,
      mailOn,
      subjectMember,
      n.userIds,
    ).map((d) => rowOf(n, d)),
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db.execute(sql`
      insert into ${notifications} (workspace_id, user_id, kind, subject_id, due_at, params,
        in_app, email_state, email_at)
      select * from json_to_recordset(${JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT))}::json)
        as x(workspace_id text, user_id text, kind text, subject_id text, due_at timestamptz,
          params jsonb, in_app boolean, email_state text, email_at timestamptz)
      on conflict do nothing`);
  }
}

/**
 * The periodic run (and the one after writes): everything due at `now`, for every workspace or
 * those named.
 */
export async function scheduleNotifications(
  db: Db,
  now: Date,
  mailOn: boolean,
  workspaceIds?: readonly string[],
) {
  if (workspaceIds?.length === 0) return;
  const facts = await readFacts(db, now, workspaceIds);
  return storeNotices(
    db,
    facts.flatMap((f) => dueNotices(f, now)),
    now,
    mailOn,
  );
}

/** A member's role in the person's own settings: for the removal notice, which has no role. */
export async function personAsMember(db: Db, userId: string): Promise<Member> {
  const [row] = await db
    .select({
      timeZone: notificationProfiles.timeZone,
      off: sql<
        string[] | null
      >`(select array_agg(${notificationSettings.kind} || ':' || ${notificationSettings.channel})
        from ${notificationSettings} where ${notificationSettings.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(notificationProfiles, sql`${notificationProfiles.userId} = ${userId}`);
  return { userId, role: "crew", timeZone: row?.timeZone ?? "UTC", off: new Set(row?.off ?? []) };
}
