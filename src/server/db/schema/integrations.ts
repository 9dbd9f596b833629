import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { owned } from "./columns";

/**
 * A personal access token (issue 53, ADR 0033): a member's key for one workspace, with scopes
 * and an expiry. Only the secret's SHA-256 is kept; it acts with the maker's role of the
 * moment (read on every request), so a removed or demoted maker's tokens lose it at once.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    ...owned(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The secret's first characters, to tell tokens apart in a list. */
    prefix: text("prefix").notNull(),
    scopes: text("scopes").array().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_idx").on(t.tokenHash),
    index("api_tokens_workspace_user_idx").on(t.workspaceId, t.userId),
  ],
);

/** Where an owner's webhooks go, which events, and the secret they are signed with. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    ...owned(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** "whsec_…": the signing key (Standard Webhooks). */
    secret: text("secret").notNull(),
    /** After a rotation the old key still signs until previous_secret_until. */
    previousSecret: text("previous_secret"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("webhook_endpoints_workspace_idx").on(t.workspaceId)],
);

/**
 * An event, raised in the write's own transaction (the outbox): its type, the subject it is
 * ordered by (a show, else a tour), and the fields its schema allows. `seq` orders events.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    ...owned(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    subjectId: text("subject_id").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [index("webhook_events_workspace_seq_idx").on(t.workspaceId, t.seq)],
);

/** One event to one endpoint: tried until delivered or its 24 hours are over. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    ...owned(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    /** The event's seq and subject, copied: the queue orders and blocks by them. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    subjectId: text("subject_id").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A process sending it holds it until then; after a crash another takes it up. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Retries stop after this (24 hours from the event, or from "send again"). */
    retryUntil: timestamp("retry_until", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.seq),
    uniqueIndex("webhook_deliveries_endpoint_event_idx").on(t.endpointId, t.eventId),
    check(
      "webhook_deliveries_status_check",
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);

/** Each try of a delivery: what came back (the endpoint's delivery log). */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    ...owned(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    status: integer("status"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.createdAt)],
);
