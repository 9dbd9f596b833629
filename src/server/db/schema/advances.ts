import { sql } from "drizzle-orm";
import {
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
import type { AdvanceTemplateItem } from "@/domain/logistics/advances";
import { owned } from "./columns";
import { bytea } from "./merch";
import { tourVenues } from "./tours";

/**
 * Advancing (issue 38, ADR 0022). The workspace's template: one row, or none for the default
 * that ships (domain/logistics/advances.ts).
 */
export const advanceTemplates = pgTable(
  "advance_templates",
  {
    ...owned(),
    items: jsonb("items").$type<AdvanceTemplateItem[]>().notNull(),
  },
  (t) => [uniqueIndex("advance_templates_workspace_idx").on(t.workspaceId)],
);

/**
 * One question of a show's advance. A show has none until it is first written to: until
 * then its advance is the template, nothing asked. Day-sheet times keep their agreed value on
 * the day sheet (`value` stays null for them).
 */
export const advanceItems = pgTable(
  "advance_items",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    section: text("section").notNull(),
    label: text("label").notNull(),
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
    state: text("state").notNull().default("not_asked"),
    value: text("value"),
    proposed: text("proposed"),
    answeredBy: text("answered_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("advance_items_workspace_idx").on(t.workspaceId),
    uniqueIndex("advance_items_show_key_idx").on(t.showId, t.key),
    check(
      "advance_items_state_check",
      sql`${t.state} in ('not_asked', 'asked', 'answered', 'confirmed')`,
    ),
  ],
);

/** A venue's link to one show's advance: the token is stored hashed, shown once. */
export const advanceLinks = pgTable(
  "advance_links",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    recipient: text("recipient").notNull(),
    shareSettlement: boolean("share_settlement").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("advance_links_show_idx").on(t.showId)],
);

/** A show's paperwork; its bytes in pieces, as artwork's are (ADR 0013). */
export const showFiles = pgTable(
  "show_files",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
  },
  (t) => [
    index("show_files_workspace_idx").on(t.workspaceId),
    index("show_files_show_idx").on(t.showId, t.createdAt),
  ],
);

export const showFileChunks = pgTable(
  "show_file_chunks",
  {
    ...owned(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => showFiles.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    uniqueIndex("show_file_chunks_file_seq_idx").on(t.fileId, t.seq),
    index("show_file_chunks_workspace_idx").on(t.workspaceId),
  ],
);
