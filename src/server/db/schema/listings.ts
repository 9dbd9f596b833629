import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { owned } from "./columns";
import { tourVenues } from "./tours";

/**
 * The act's public dates page (issue 52, ADR 0030): off until the owner turns it on, at
 * `/dates/<slug>`. One per workspace; the slug is unique across Tribe.
 */
export const datesPages = pgTable(
  "dates_pages",
  {
    ...owned(),
    slug: text("slug").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    /** The act's name as fans read it (the page's heading, every feed's title). */
    title: text("title").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dates_pages_workspace_idx").on(t.workspaceId),
    uniqueIndex("dates_pages_slug_idx").on(t.slug),
  ],
);

/**
 * What fans may know of one show, and when (domain/listings/visibility.ts says when it is
 * public). No row, or no announce time: the show is not public. `previousDate` and
 * `cancelledAt` are kept by a trigger on the show (migration 0027) so that a public show
 * moved or no longer confirmed says so on every output at once, whichever route changed it.
 */
export const showListings = pgTable(
  "show_listings",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    /** When the show may be public; null: not announced. */
    announceAt: timestamp("announce_at", { withTimezone: true }),
    /** The venue's time zone, which the announce, on-sale and show times are typed in. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The show's start on its date, "HH:MM" in `timeZone`; null: not given. */
    startTime: text("start_time"),
    onSaleAt: timestamp("on_sale_at", { withTimezone: true }),
    ticketUrl: text("ticket_url"),
    soldOut: boolean("sold_out").notNull().default(false),
    /** A festival's or a night's own name; null: the act's name. */
    eventName: text("event_name"),
    supportActs: jsonb("support_acts").$type<string[]>().notNull().default([]),
    hidden: boolean("hidden").notNull().default(false),
    /** The date fans were told before the show moved (set by the trigger). */
    previousDate: date("previous_date"),
    /** When a public show stopped being confirmed (set and cleared by the trigger). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("show_listings_show_idx").on(t.showId),
    index("show_listings_workspace_idx").on(t.workspaceId),
    check(
      "show_listings_start_time_check",
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);
