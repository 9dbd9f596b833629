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
import type { ShowSet } from "@/domain/logistics/advances";
import { user } from "./auth";
import { money, owned } from "./columns";
import { tours, tourVenues } from "./tours";

/** One journey of a tour: instants in UTC, with the local time zone of each end. */
export const travelLegs = pgTable(
  "travel_legs",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    mode: text("mode").notNull(), // drive | flight | train | bus | ferry
    fromPlace: text("from_place").notNull(),
    toPlace: text("to_place").notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    departureTz: text("departure_tz").notNull(),
    arrivalAt: timestamp("arrival_at", { withTimezone: true }).notNull(),
    arrivalTz: text("arrival_tz").notNull(),
    carrier: text("carrier"),
    number: text("number"),
    confirmationCode: text("confirmation_code"),
    cost: money("cost").notNull().default("0"),
    // The currency the fare was paid in (issue 41, ADR 0026); legs made before were read in
    // their workspace's home currency and were moved to it by the migration.
    currency: text("currency").notNull().default("USD"),
  },
  (t) => [
    index("travel_legs_workspace_idx").on(t.workspaceId),
    index("travel_legs_tour_departure_idx").on(t.tourId, t.departureAt),
  ],
);

/** A hotel stay: calendar nights from check-in to check-out. */
export const lodgings = pgTable(
  "lodgings",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    checkIn: date("check_in").notNull(),
    checkOut: date("check_out").notNull(),
    confirmationCode: text("confirmation_code"),
    cost: money("cost").notNull().default("0"),
    // The currency the stay is paid in (issue 41, ADR 0026), like a travel leg's.
    currency: text("currency").notNull().default("USD"),
    rooms: integer("rooms").notNull().default(1),
  },
  (t) => [
    index("lodgings_workspace_idx").on(t.workspaceId),
    index("lodgings_tour_check_in_idx").on(t.tourId, t.checkIn),
  ],
);

/**
 * The times of a show day ("HH:MM" on the show's local clock). A time before 06:00 is after
 * midnight and belongs to the show day before (docs/product.md §6.2).
 */
export const daySheets = pgTable(
  "day_sheets",
  {
    ...owned(),
    tourVenueId: uuid("tour_venue_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    loadIn: text("load_in"),
    soundcheck: text("soundcheck"),
    doors: text("doors"),
    setTime: text("set_time"),
    curfew: text("curfew"),
    loadOut: text("load_out"),
    venueAddress: text("venue_address"),
    notes: text("notes"),
    /** The running order, "[{performer, start, end}]" (issue 38): openers to headliner. */
    sets: jsonb("sets").$type<ShowSet[]>().notNull().default([]),
  },
  (t) => [
    index("day_sheets_workspace_idx").on(t.workspaceId),
    uniqueIndex("day_sheets_tour_venue_idx").on(t.tourVenueId),
  ],
);

/**
 * A show's guest-list rules (ADR 0020): how many tickets (each guest's +N included) the list
 * may hold, when requests close, and whether it is locked. No row: no limits.
 */
export const guestListSettings = pgTable(
  "guest_list_settings",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    allotment: integer("allotment"),
    cutoffAt: timestamp("cutoff_at", { withTimezone: true }),
    locked: boolean("locked").notNull().default(false),
  },
  (t) => [
    index("guest_list_settings_workspace_idx").on(t.workspaceId),
    uniqueIndex("guest_list_settings_show_idx").on(t.showId),
    check("guest_list_settings_allotment_check", sql`${t.allotment} >= 0`),
  ],
);

/**
 * One name on a show's guest list, with its +N. `checkedIn` counts who of the party has
 * arrived (0 to 1 + plusOnes): the door sets it as an absolute number, so two phones checking
 * the same guest in never add up to more than the party.
 */
export const guests = pgTable(
  "guests",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    plusOnes: integer("plus_ones").notNull().default(0),
    affiliation: text("affiliation"),
    passType: text("pass_type").notNull().default("guest"),
    contact: text("contact"),
    notes: text("notes"),
    status: text("status").notNull().default("requested"),
    checkedIn: integer("checked_in").notNull().default(0),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    requestedByName: text("requested_by_name").notNull(),
    decidedByName: text("decided_by_name"),
    // Set when an owner or manager let this guest past a limit: who, and which limit.
    overrideByName: text("override_by_name"),
    overrideReason: text("override_reason"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guests_workspace_idx").on(t.workspaceId),
    index("guests_show_idx").on(t.showId),
    check("guests_plus_ones_check", sql`${t.plusOnes} >= 0`),
    check("guests_checked_in_check", sql`${t.checkedIn} between 0 and 1 + ${t.plusOnes}`),
    check(
      "guests_pass_type_check",
      sql`${t.passType} in ('guest', 'vip', 'photo', 'all_access', 'working')`,
    ),
    check("guests_status_check", sql`${t.status} in ('requested', 'approved', 'declined')`),
  ],
);

/**
 * Every check-in the door sent, by the id the phone made for it: a replay (an offline outbox
 * sending again, a retry after a lost answer) finds its id here and changes nothing.
 */
export const guestCheckIns = pgTable(
  "guest_check_ins",
  {
    ...owned(),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    checkedIn: integer("checked_in").notNull(),
    byName: text("by_name").notNull(),
  },
  (t) => [
    index("guest_check_ins_guest_idx").on(t.guestId),
    uniqueIndex("guest_check_ins_client_idx").on(t.workspaceId, t.clientId),
  ],
);
