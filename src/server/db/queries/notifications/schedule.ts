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

type NewRow = typeof notifications.$inferInsert;
const rowOf = (n: DueNotice, d: Delivery): NewRow => ({
  workspaceId: n.workspaceId,
  userId: d.userId,
  kind: n.kind,
  subjectId: n.subjectId,
  dueAt: n.dueAt,
  params: n.params,
  inApp: d.inApp,
  emailState: d.emailState,
  emailAt: d.emailAt,
});

/**
 * Stores what is due: one row per (kind, subject, due time, person), inserted with ON
 * CONFLICT DO NOTHING, so every process may run it at any time and each notice exists once.
 * Answers how many rows were new.
 */
export async function storeNotices(
  db: Db,
  notices: readonly DueNotice[],
  now: Date,
  mailOn: boolean,
  subjectMember?: Member,
): Promise<number> {
  if (notices.length === 0) return 0;
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
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(notifications)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    added += inserted.length;
  }
  return added;
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
  if (workspaceIds?.length === 0) return 0;
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
