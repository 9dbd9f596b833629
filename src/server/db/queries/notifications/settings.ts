import { and, eq, isNull, sql } from "drizzle-orm";
import {
  type NotificationSettingsView,
  settingKey,
  settingsView,
  type UpdateNotificationSettings,
} from "@/domain/notifications/delivery";
import { KINDS, NOTIFICATION_KINDS, type NotificationKind } from "@/domain/notifications/kinds";
import type { Db } from "../../client";
import { notificationProfiles, notificationSettings, notifications } from "../../schema";

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

/**
 * The one-click unsubscribe: marks the token's notification used and switches the email of
 * its kind (or, from a digest, of every digest kind) off, in one transaction. Undefined when
 * the token was already used or its notification is gone: nothing changes.
 */
export async function unsubscribe(db: Db, notificationId: string, scope: "kind" | "digest") {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.unsubscribedAt)))
      .returning({ userId: notifications.userId, kind: notifications.kind });
    if (!row) return undefined;
    const kinds =
      scope === "digest"
        ? NOTIFICATION_KINDS.filter((k) => KINDS[k].urgency === "digest")
        : [row.kind as NotificationKind];
    await tx
      .insert(notificationSettings)
      .values(kinds.map((kind) => ({ userId: row.userId, kind, channel: "email" })))
      .onConflictDoNothing();
    return { kinds };
  });
}
