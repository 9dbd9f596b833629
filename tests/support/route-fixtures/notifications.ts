import { notifications } from "@/server/db/schema";
import type { MatrixContext, RouteFixture } from "./_matrix";

/** One notification of A's, written as the scheduler writes it, naming A's marker. */
async function ownNotification(ctx: MatrixContext) {
  const show = ctx.marker();
  const [row] = await ctx.t.database.db
    .insert(notifications)
    .values({
      workspaceId: ctx.a.workspaceId,
      userId: ctx.a.userId,
      kind: "hold-expiring",
      subjectId: crypto.randomUUID(),
      dueAt: new Date(),
      params: { show, hours: 48 },
    })
    .returning({ id: notifications.id });
  return { id: row!.id, show };
}

/** The bell and each person's notification settings (ADR 0024). */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/notifications",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownNotification(ctx)).show }),
  },
  {
    method: "POST",
    path: "/api/notifications/:id/read",
    check: "none",
    reason:
      "a person's own notification, by the session: anyone else's id, a fellow member's included, is a 404 and changes nothing (tests/api/notifications.test.ts)",
  },
  {
    method: "POST",
    path: "/api/notifications/read-all",
    check: "none",
    reason: "marks the caller's own notifications, named by the session only",
  },
  {
    method: "GET",
    path: "/api/notifications/settings",
    check: "none",
    reason: "the caller's own settings, named by the session only",
  },
  {
    method: "PUT",
    path: "/api/notifications/settings",
    check: "none",
    reason: "changes the caller's own settings, named by the session only",
  },
  {
    method: "GET",
    path: "/api/notifications/unsubscribe",
    check: "none",
    reason:
      "public; a signed single-use token names the notification (tests/api/notifications.test.ts)",
  },
  {
    method: "POST",
    path: "/api/notifications/unsubscribe",
    check: "none",
    reason:
      "public; a signed single-use token names the notification (tests/api/notifications.test.ts)",
  },
];
