import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ActivityFacts } from "@/domain/team/activity-line";
import { user } from "./auth";

/**
 * A workspace is an act: every tour, show, deal and campaign belongs to one, and the people
 * of its touring party are its members (ADR 0019). A workspace made from an account that
 * existed before workspaces keeps that account's id, so no row had to be rewritten.
 */
export const workspaces = pgTable("workspaces", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** How routes read distances: "mi" or "km" (domain/routing/geo.ts). */
  distanceUnit: text("distance_unit").notNull().default("mi"),
  /**
   * What totals are shown in (issue 41, ADR 0026): an ISO 4217 code. Every amount made before
   * currencies existed was US dollars, so the default keeps them as they were.
   */
  homeCurrency: text("home_currency").notNull().default("USD"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // The owner's rule: owners and managers (who see money) sign in with a second factor.
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  /**
   * Whether crew and artists read ticket counts (sold against capacity, never gross): the
   * owner's choice (issue 51), off until they allow it.
   */
  crewSeesTicketCounts: boolean("crew_sees_ticket_counts").notNull().default(false),
});

/** Who belongs to which workspace, and as what (domain/team/roles.ts). */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
    check("workspace_members_role_check", sql`${t.role} in ('owner', 'manager', 'crew', 'artist')`),
  ],
);

/**
 * A single-use link to join a workspace. Only the token's hash is kept: the link itself is
 * shown once to the owner (and mailed), so a leaked database holds no usable invitation.
 */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The owner chose a link anyone holding it may accept, whatever their email (issue 35). */
    openLink: boolean("open_link").notNull().default(false),
  },
  (t) => [
    index("workspace_invitations_workspace_idx").on(t.workspaceId, t.createdAt),
    check(
      "workspace_invitations_role_check",
      sql`${t.role} in ('owner', 'manager', 'crew', 'artist')`,
    ),
  ],
);

/**
 * One row per invitation made, counted by the invitation limits (domain/team/invitation-limits.ts).
 * Kept apart from the invitations themselves, whose rows go with their workspace: deleting a
 * workspace must not give its owner a fresh allowance. No foreign key to the workspace for that
 * reason; rows older than the longest window are pruned as new ones are written.
 */
export const invitationSends = pgTable(
  "invitation_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id").notNull(),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invitation_sends_workspace_idx").on(t.workspaceId, t.createdAt),
    index("invitation_sends_sender_idx").on(t.senderId, t.createdAt),
  ],
);

/**
 * Who did what: one row per write a member made. The name is copied in, so the log still
 * reads right after the member has left or renamed themselves.
 */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    area: text("area").notNull(),
    /** What kind of write (a key: "created", "roleChanged"; rows before issue 55 may say "role changed"). */
    action: text("action").notNull(),
    /**
     * The line in English, as rows before issue 55 kept it; null since: the line is written
     * from `facts` when read, in the reader's language.
     */
    summary: text("summary"),
    /** Which line and the names of what the write touched (domain/team/activity-line.ts). */
    facts: jsonb("facts").$type<ActivityFacts>(),
    /** The name of the API token the write was made with (issue 53); null: signed in. Not
     * named like a secret: it is only a name, and the account export keeps it. */
    madeWith: text("made_with"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_workspace_created_idx").on(t.workspaceId, t.createdAt),
    index("activity_workspace_user_idx").on(t.workspaceId, t.userId, t.createdAt),
  ],
);
