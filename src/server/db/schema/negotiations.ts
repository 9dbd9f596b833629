import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { owned } from "./columns";
import { tourVenues } from "./tours";

/** The timeline of a negotiation: every move, contact and lapse, who and when. */
export const negotiationEvents = pgTable(
  "negotiation_events",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    // created | transition | contact | extend | lapse | promote | details
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    // A confirmation that overrode a date conflict.
    override: boolean("override").notNull().default(false),
    // The artist's name at the time, or "System" for lapses and promotions.
    actor: text("actor").notNull(),
  },
  (t) => [index("negotiation_events_workspace_show_idx").on(t.workspaceId, t.showId, t.createdAt)],
);

/** An Override of a suggestion: hidden while the data it was made from stays the same. */
export const suggestionDismissals = pgTable(
  "suggestion_dismissals",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    rule: text("rule").notNull(),
    fingerprint: text("fingerprint").notNull(),
    reason: text("reason"),
  },
  (t) => [
    uniqueIndex("suggestion_dismissals_workspace_show_rule_idx").on(
      t.workspaceId,
      t.showId,
      t.rule,
    ),
  ],
);

/**
 * The secret of a member's iCal feed: one live token per person and workspace (issue 35 §2),
 * made under the role they held then. Regenerating, turning it off, a role change or leaving
 * the workspace retires the row rather than deleting it, so its URL answers 410 Gone and a
 * calendar app stops asking. `user_id` and `role` are null only on rows from before issue 35
 * that had no owner to assign; such a row serves nothing.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    ...owned(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    role: text("role"),
    token: text("token").notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token_idx").on(t.token),
    uniqueIndex("calendar_feeds_member_idx")
      .on(t.workspaceId, t.userId)
      .where(sql`${t.retiredAt} is null`),
  ],
);
