import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
  },
  (t) => [
    index("day_sheets_workspace_idx").on(t.workspaceId),
    uniqueIndex("day_sheets_tour_venue_idx").on(t.tourVenueId),
  ],
);
