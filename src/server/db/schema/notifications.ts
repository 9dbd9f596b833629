import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { NoticeParams } from "@/domain/notifications/texts";
import { user } from "./auth";
import { workspaces } from "./team";

/**
 * One notification for one person: the bell's row and its email's job at once (ADR 0024).
 * The unique key (kind, subject, due time, person) makes scheduling an INSERT … ON CONFLICT
 * DO NOTHING that any number of processes may run; the email's state moves
 * pending → sending → sent (or failed / unknown) under `FOR UPDATE SKIP LOCKED`.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subjectId: text("subject_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    params: jsonb("params").$type<NoticeParams>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    inApp: boolean("in_app").notNull().default(true),
    readAt: timestamp("read_at", { withTimezone: true }),
    // off | pending | digest | sending | sent | failed | unknown (sent or not: never retried)
    emailState: text("email_state").notNull().default("off"),
    emailAt: timestamp("email_at", { withTimezone: true }).notNull().defaultNow(),
    emailAttempts: integer("email_attempts").notNull().default(0),
    emailClaimedAt: timestamp("email_claimed_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    // The one-click unsubscribe of this notification's email was used (a token works once).
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_once_idx").on(t.kind, t.subjectId, t.dueAt, t.userId),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_email_due_idx")
      .on(t.emailAt)
      .where(sql`${t.emailState} in ('pending', 'digest', 'sending')`),
    check(
      "notifications_email_state_check",
      sql`${t.emailState} in ('off', 'pending', 'digest', 'sending', 'sent', 'failed', 'unknown')`,
    ),
  ],
);

/** A kind on a channel a person switched off; every kind and channel not here is on. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/** A person's time zone: when their 08:00 digest goes out (set from the browser). */
export const notificationProfiles = pgTable("notification_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull(),
});
