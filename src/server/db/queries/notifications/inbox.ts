import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { KINDS, NOTIFICATION_KINDS, type NotificationKind } from "@/domain/notifications/kinds";
import type { NotificationList } from "@/domain/notifications/list";
import { noticeLink } from "@/domain/notifications/texts";
import { noticeTitle } from "@/domain/notifications/titles";
import type { Db } from "../../client";
import { notifications, user, workspaceMembers, workspaces } from "../../schema";

const LIST_LIMIT = 50;

const clockOf = (v: string | null) => (v === "12h" || v === "24h" ? v : null);

const MONEY_KINDS = NOTIFICATION_KINDS.filter((k) => KINDS[k].money);

/**
 * What the person may still see: a notification of a workspace they are still in, in a
 * role the kind is for (a manager turned crew no longer sees the money ones), or the notice
 * of their own removal.
 */
const visible = (userId: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.inApp, true),
    sql`(${notifications.kind} = 'member-removed' or (${workspaceMembers.role} is not null
      and (${notifications.kind} not in (${sql.join(
        MONEY_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )}) or ${workspaceMembers.role} in ('owner', 'manager'))))`,
  );

const withMembership = sql`${workspaceMembers.workspaceId} = ${notifications.workspaceId} and ${workspaceMembers.userId} = ${notifications.userId}`;

/** Runs the (synchronous) writing of the titles in the reader's language (their translator). */
type InLanguage = <T>(write: () => T) => T;

/**
 * The bell: the newest notifications and how many are unread, in one statement (the unread
 * count is a window over every visible row, computed before the LIMIT). The rows hold facts;
 * their titles are written now, inside `inLanguage` (issue 55).
 */
export async function listNotifications(
  db: Db,
  userId: string,
  inLanguage: InLanguage,
): Promise<NotificationList> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      workspaceId: notifications.workspaceId,
      workspaceName: workspaces.name,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null) over ())::int`,
      // Times in a title read in the person's 12/24-hour choice (Settings).
      clock: sql<
        string | null
      >`(select ${user.timeFormat} from ${user} where ${user.id} = ${notifications.userId})`,
    })
    .from(notifications)
    .leftJoin(workspaceMembers, withMembership)
    .innerJoin(workspaces, eq(workspaces.id, notifications.workspaceId))
    .where(visible(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return {
    unread: Number(rows[0]?.unread ?? 0),
    items: inLanguage(() =>
      rows.map((r) => {
        const kind = r.kind as NotificationKind;
        return {
          id: r.id,
          kind,
          title: noticeTitle(kind, r.params, clockOf(r.clock)),
          link: noticeLink(kind, r.params),
          workspaceId: r.workspaceId,
          workspaceName: r.workspaceName,
          createdAt: r.createdAt.toISOString(),
          read: r.readAt !== null,
        };
      }),
    ),
  };
}

/** Marks one of the person's own notifications read; false when it is not theirs (404). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
