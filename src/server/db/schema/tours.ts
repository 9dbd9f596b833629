import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { RoadSettings } from "@/domain/tours/routing/road-costs";
import { money, owned } from "./columns";

export const tours = pgTable(
  "tours",
  {
    ...owned(),
    title: text("title").notNull(),
    status: text("status").notNull().default("planning"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    totalEstimatedCost: money("total_estimated_cost").notNull().default("0"),
    /** The road budget's assumptions (domain/tours/routing/road-costs.ts); null: the defaults. */
    roadSettings: jsonb("road_settings").$type<Partial<RoadSettings>>(),
  },
  (t) => [index("tours_workspace_created_idx").on(t.workspaceId, t.createdAt)],
);

export const venues = pgTable(
  "venues",
  {
    ...owned(),
    name: text("name").notNull(),
    city: text("city"),
    state: text("state"),
    /** ISO 3166-1 alpha-2; the US until a venue says otherwise. */
    country: text("country").notNull().default("US"),
    /** Where the venue is (issue 40): from the gazetteer, or corrected by hand. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    capacity: integer("capacity"),
    contactName: text("contact_name"),
    phone: text("phone"),
    email: text("email"),
  },
  (t) => [index("venues_workspace_idx").on(t.workspaceId)],
);

/** A show: one venue on one date of a tour, with its negotiation state. */
export const tourVenues = pgTable(
  "tour_venues",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "set null" }),
    performanceDate: date("performance_date"),
    venueFee: money("venue_fee"),
    estimatedTravelCost: money("estimated_travel_cost"),
    estimatedAccommodationCost: money("estimated_accommodation_cost"),
    orderInTour: integer("order_in_tour").notNull().default(0),
    // Negotiation (hold / challenge / confirm): pending, hold, challenge, confirmed, released, declined.
    status: text("status").notNull().default("pending"),
    holdRank: integer("hold_rank"),
    holdExpiry: timestamp("hold_expiry", { withTimezone: true }),
    // Set while challenged: whoever was challenged answers by then (decision 0011).
    challengeDeadline: timestamp("challenge_deadline", { withTimezone: true }),
    // Set while challenged: 'them' (another act challenged our hold: we owe the answer) or
    // 'us' (our hold challenged the one above it: that act owes the answer). Null otherwise.
    challengedBy: text("challenged_by"),
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    lastContact: timestamp("last_contact", { withTimezone: true }),
    notes: text("notes"),
  },
  (t) => [
    index("tour_venues_workspace_idx").on(t.workspaceId),
    index("tour_venues_tour_order_idx").on(t.tourId, t.orderInTour),
    index("tour_venues_venue_idx").on(t.venueId),
  ],
);
