import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { owned, rowMoney } from "./columns";
import { lodgings, travelLegs } from "./logistics";
import { workspaces } from "./team";
import { tours, tourVenues } from "./tours";

/**
 * One person of a tour's party (issue 54, ADR 0032): a member of the workspace (`userId`) or
 * someone without an account (a driver, a local crew), with their role on the road, the
 * currency they are paid in, the days they are on the tour (null: from the tour's first day,
 * to its last), and their rates. A rate left empty pays nothing for that kind of day.
 */
export const tourParty = pgTable(
  "tour_party",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    roadRole: text("road_role").notNull().default(""),
    homeCurrency: text("home_currency").notNull(),
    joinsOn: date("joins_on"),
    leavesOn: date("leaves_on"),
    // Per diem per kind of day, in `perDiemCurrency` (issue 54 item 2).
    perDiemCurrency: text("per_diem_currency").notNull(),
    perDiemShow: rowMoney("per_diem_show"),
    perDiemTravel: rowMoney("per_diem_travel"),
    perDiemOff: rowMoney("per_diem_off"),
    // A wage or fee: `payAmount` per show played or per week on the tour, in `payCurrency`.
    payAmount: rowMoney("pay_amount"),
    payPer: text("pay_per"),
    payCurrency: text("pay_currency"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tour_party_workspace_tour_idx").on(t.workspaceId, t.tourId),
    // A member is on a tour's party once.
    uniqueIndex("tour_party_tour_user_idx")
      .on(t.tourId, t.userId)
      .where(sql`${t.userId} is not null`),
    check(
      "tour_party_dates_check",
      sql`${t.leavesOn} is null or ${t.joinsOn} is null or ${t.leavesOn} >= ${t.joinsOn}`,
    ),
    check("tour_party_pay_per_check", sql`${t.payPer} is null or ${t.payPer} in ('show', 'week')`),
  ],
);

/**
 * A line of money paid to one person of the party: a per diem for a day, a wage or fee, an
 * advance, a buyout. `origin` "generated" lines are made and kept in step by the tour's
 * generation (domain/party/generate.ts); a line someone typed, edited or paid is "typed" and
 * never touched by it. Paid: `paidAt` set, and `floatCurrency` when the cash came out of the
 * tour manager's float (a float entry of kind "payout" carries the same amount).
 */
export const partyPayments = pgTable(
  "party_payments",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => tourParty.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    // The day the line is for (a per diem's day, a show's date, a week's first day).
    day: date("day"),
    dayKind: text("day_kind"),
    showId: uuid("show_id").references(() => tourVenues.id, { onDelete: "set null" }),
    amount: rowMoney("amount").notNull(),
    currency: text("currency").notNull(),
    origin: text("origin").notNull().default("typed"),
    note: text("note"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidByName: text("paid_by_name"),
    paidFromFloat: boolean("paid_from_float").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("party_payments_workspace_tour_idx").on(t.workspaceId, t.tourId),
    index("party_payments_person_idx").on(t.personId, t.day),
    // A person is paid one per diem a day, one wage a day (issue 54 item 6).
    uniqueIndex("party_payments_person_day_idx")
      .on(t.personId, t.kind, t.day)
      .where(sql`${t.kind} in ('per_diem', 'wage') and ${t.day} is not null`),
    check(
      "party_payments_kind_check",
      sql`${t.kind} in ('per_diem', 'wage', 'fee', 'advance', 'buyout')`,
    ),
    check("party_payments_origin_check", sql`${t.origin} in ('generated', 'typed')`),
    check(
      "party_payments_day_kind_check",
      sql`${t.dayKind} is null or ${t.dayKind} in ('show', 'travel', 'off')`,
    ),
    check("party_payments_amount_check", sql`${t.amount} >= 0`),
  ],
);

/**
 * That a tour's per diems and pay were generated, and by whom: from then on every write that
 * changes a day's kind or a person's days or rates keeps the generated lines in step, in the
 * write's own transaction (domain/party/generate.ts).
 */
export const partyGenerations = pgTable("party_generations", {
  // An id like every owned row's: the account export pages each table by it.
  id: uuid("id").notNull().unique().defaultRandom(),
  tourId: uuid("tour_id")
    .primaryKey()
    .references(() => tours.id, { onDelete: "cascade" }),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
  byName: text("by_name").notNull(),
});

/**
 * The cash the tour manager carries, per currency (issue 54 item 3): money drawn into it,
 * returned out of it, paid out of it to the party, and counts of the real cash. A count keeps
 * what should have been there (`expected`) beside what was (`amount`); their difference is
 * the float's over or short, and the next balance starts from the count.
 */
export const floatEntries = pgTable(
  "float_entries",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    kind: text("kind").notNull(),
    amount: rowMoney("amount").notNull(),
    expected: rowMoney("expected"),
    paymentId: uuid("payment_id").references(() => partyPayments.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note"),
    byName: text("by_name").notNull(),
  },
  (t) => [
    index("float_entries_workspace_tour_idx").on(t.workspaceId, t.tourId, t.currency, t.at),
    uniqueIndex("float_entries_payment_idx").on(t.paymentId),
    check("float_entries_kind_check", sql`${t.kind} in ('draw', 'return', 'payout', 'count')`),
    check("float_entries_amount_check", sql`${t.amount} >= 0`),
  ],
);

/** Who travels on a leg (issue 54 item 5). A leg with no passengers is the whole party's. */
export const travelLegPassengers = pgTable(
  "travel_leg_passengers",
  {
    id: uuid("id").notNull().unique().defaultRandom(),
    workspaceId: text("workspace_id").notNull(),
    legId: uuid("leg_id")
      .notNull()
      .references(() => travelLegs.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => tourParty.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.legId, t.personId] }),
    index("travel_leg_passengers_person_idx").on(t.personId),
  ],
);

/**
 * A room of a hotel stay and who sleeps in it. A stay with no rooms listed is the whole
 * party's; a person sleeps in one room of a stay.
 */
export const lodgingRooms = pgTable(
  "lodging_rooms",
  {
    ...owned(),
    lodgingId: uuid("lodging_id")
      .notNull()
      .references(() => lodgings.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
  },
  (t) => [index("lodging_rooms_lodging_idx").on(t.lodgingId)],
);

export const lodgingRoomOccupants = pgTable(
  "lodging_room_occupants",
  {
    id: uuid("id").notNull().unique().defaultRandom(),
    workspaceId: text("workspace_id").notNull(),
    lodgingId: uuid("lodging_id")
      .notNull()
      .references(() => lodgings.id, { onDelete: "cascade" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => lodgingRooms.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => tourParty.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.personId] }),
    uniqueIndex("lodging_room_occupants_stay_person_idx").on(t.lodgingId, t.personId),
  ],
);
