import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { WeekdayNumber } from "@/domain/tickets/reminders";
import type { SheetMapping } from "@/domain/tickets/sellers";
import { owned, rowMoney } from "./columns";
import { tourVenues } from "./tours";

/**
 * A ticketing export taken in (issue 51, ADR 0031). Its bytes' hash makes the same file twice
 * add nothing; a later file of the same seller for the same shows replaces this one's counts.
 */
export const ticketImports = pgTable(
  "ticket_imports",
  {
    ...owned(),
    /** domain/tickets/sellers.ts: "dice", "eventbrite", …, or "generic". */
    seller: text("seller").notNull(),
    fileName: text("file_name").notNull(),
    fileHash: text("file_hash").notNull(),
    /** Rows read, and the counts they made. */
    rowCount: integer("row_count").notNull(),
    countCount: integer("count_count").notNull(),
    createdBy: text("created_by"),
  },
  (t) => [
    uniqueIndex("ticket_imports_file_idx").on(t.workspaceId, t.fileHash),
    index("ticket_imports_workspace_idx").on(t.workspaceId, t.createdAt),
  ],
);

/** The column mapping last used for a seller's files, offered again the next time. */
export const ticketImportMappings = pgTable(
  "ticket_import_mappings",
  {
    ...owned(),
    seller: text("seller").notNull(),
    mapping: jsonb("mapping").$type<SheetMapping>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ticket_import_mappings_seller_idx").on(t.workspaceId, t.seller)],
);

/**
 * The promoter's link for one show (the advance link's token scheme, ADR 0008): no account,
 * a count per tier typed on a phone. The token is stored hashed (it opens the page) and
 * sealed with the server's secret (the 08:00 reminder mails it again).
 */
export const ticketLinks = pgTable(
  "ticket_links",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenSealed: text("token_sealed").notNull(),
    recipient: text("recipient").notNull(),
    /** Where reminders go; none: no reminders. */
    email: text("email"),
    /** Days of the week (0 Sunday … 6 Saturday) a reminder goes at 08:00 the venue's time. */
    reminderWeekdays: jsonb("reminder_weekdays").$type<WeekdayNumber[]>().notNull().default([]),
    /** Every day of the show's last week too. */
    dailyLastWeek: boolean("daily_last_week").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastReportedAt: timestamp("last_reported_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("ticket_links_token_idx").on(t.tokenHash),
    index("ticket_links_show_idx").on(t.workspaceId, t.showId),
  ],
);

/** A reminder sent for a link on a day of the venue's calendar: at most one a day. */
export const ticketLinkReminders = pgTable(
  "ticket_link_reminders",
  {
    ...owned(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => ticketLinks.id, { onDelete: "cascade" }),
    localDate: date("local_date", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("ticket_link_reminders_day_idx").on(t.linkId, t.localDate)],
);

/**
 * One count reported for one tier of one show (issue 51): every report is kept, so the show's
 * history stays; the current figure is the latest per tier (domain/tickets/counts.ts). Gross
 * is in `currency`, the show's (its deal's, else the home currency) when it was reported.
 */
export const ticketCounts = pgTable(
  "ticket_counts",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    tier: text("tier").notNull(),
    /** When the count was true (the report's time, or the day of the orders summed). */
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
    sold: integer("sold").notNull(),
    comps: integer("comps").notNull().default(0),
    gross: rowMoney("gross"),
    currency: text("currency").notNull(),
    /** "manual" (typed in Tribe), "link" (the promoter's link) or "import". */
    source: text("source").notNull(),
    importId: uuid("import_id").references(() => ticketImports.id, { onDelete: "cascade" }),
    /** For an import: its seller, so the seller's next file replaces these counts. */
    seller: text("seller"),
    linkId: uuid("link_id").references(() => ticketLinks.id, { onDelete: "set null" }),
    enteredBy: text("entered_by"),
  },
  (t) => [
    index("ticket_counts_show_idx").on(t.workspaceId, t.showId, t.countedAt),
    index("ticket_counts_import_idx").on(t.importId),
    check("ticket_counts_sold_check", sql`${t.sold} >= 0 and ${t.comps} >= 0`),
    check("ticket_counts_source_check", sql`${t.source} in ('manual', 'link', 'import')`),
  ],
);
