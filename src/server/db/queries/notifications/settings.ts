import { and, eq, isNull, sql } from "drizzle-orm";
import {
  type NotificationSettingsView,
  settingKey,
  settingsView,
  type UpdateNotificationSettings,
} from "@/domain/notifications/delivery";
import { KINDS, NOTIFICATION_KINDS, type NotificationKind } from "@/domain/notifications/kinds";
import type { Db } from "../../client";
import { notificationProfiles, notificationSettings, notifications, user } from "../../schema";

export async function readSettings(
  db: Db,
  userId: string,
  mailConfigured: boolean,
): Promise<NotificationSettingsView> {
  const off = await db
    .select({ kind: notificationSettings.kind, channel: notificationSettings.channel })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const [profile] = await db
    .select({ timeZone: notificationProfiles.timeZone })
    .from(notificationProfiles)
    .where(eq(notificationProfiles.userId, userId));
  return settingsView(
    new Set(off.map((o) => settingKey(o.kind as NotificationKind, o.channel as "app" | "email"))),
    profile?.timeZone ?? null,
    mailConfigured,
  );
}

/** Applies switches and the zone in one transaction (validated by updateSettingsSchema). */
export async function updateSettings(db: Db, userId: string, input: UpdateNotificationSettings) {
  await db.transaction(async (tx) => {
    for (const s of input.settings ?? []) {
      const row = { userId, kind: s.kind, channel: s.channel };
      if (s.enabled) {
        await tx
          .delete(notificationSettings)
          .where(
            and(
              eq(notificationSettings.userId, userId),
              eq(notificationSettings.kind, s.kind),
              eq(notificationSettings.channel, s.channel),
            ),
          );
      } else {
        await tx.insert(notificationSettings).values(row).onConflictDoNothing();
      }
    }
    if (input.timeZone) {
      await tx
        .insert(notificationProfiles)
        .values({ userId, timeZone: input.timeZone })
        .onConflictDoUpdate({
          target: notificationProfiles.userId,
          set: { timeZone: input.timeZone },
        });
    }
  });
}

/** What an unsubscribe link switches off: one kind's email, or the digest's kinds. */
const kindsOf = (scope: "kind" | "digest", kind: NotificationKind) =>
  scope === "digest" ? NOTIFICATION_KINDS.filter((k) => KINDS[k].urgency === "digest") : [kind];

/**
 * Where an unsubscribe link stands: "gone" when its notification no longer exists (its
 * account or workspace was deleted: a demo guest's, or a demo's sample people, go with
 * their rows), "used" once it worked, else what it would switch off.
 */
type UnsubscribeState =
  | { state: "gone" }
  | { state: "used" }
  | { state: "open"; kinds: NotificationKind[] };

export async function unsubscribeState(
  db: Db,
  notificationId: string,
  scope: "kind" | "digest",
): Promise<UnsubscribeState> {
  const [row] = await db
    .select({ kind: notifications.kind, usedAt: notifications.unsubscribedAt })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  if (!row) return { state: "gone" };
  if (row.usedAt) return { state: "used" };
  return { state: "open", kinds: kindsOf(scope, row.kind as NotificationKind) };
}

/**
 * The language the person a notification was for chose (issue 55: their unsubscribe page is
 * in it), or null when they chose none or are gone with their notification.
 */
export async function notificationReaderLocale(
  db: Db,
  notificationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(notifications)
    .innerJoin(user, eq(user.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  return row?.locale ?? null;
}

/**
 * The one-click unsubscribe: marks the token's notification used and switches the email of
 * its kind (or, from a digest, of every digest kind) off, in one transaction. When the token
 * was already used, or its notification is gone, nothing changes and the state says which.
 */
export async function unsubscribe(
  db: Db,
  notificationId: string,
  scope: "kind" | "digest",
): Promise<UnsubscribeState> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.unsubscribedAt)))
      .returning({ userId: notifications.userId, kind: notifications.kind });
    if (!row) return undefined;
    const kinds = kindsOf(scope, row.kind as NotificationKind);
    await tx
      .insert(notificationSettings)
      .values(kinds.map((kind) => ({ userId: row.userId, kind, channel: "email" })))
      .onConflictDoNothing();
    return { state: "open" as const, kinds };
  });
  return done ?? (await unsubscribeState(db, notificationId, scope));
}
