import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { money, owned, rowMoney } from "./columns";
import { tours, tourVenues } from "./tours";

export const tourFinancials = pgTable(
  "tour_financials",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    type: text("type").notNull(), // revenue | expense
    category: text("category").notNull(),
    // Three decimals (ADR 0026): a row can be in KWD or BHD; the home amounts keep two.
    amountAnticipated: rowMoney("amount_anticipated").notNull().default("0"),
    amountActual: rowMoney("amount_actual"),
    isFinalized: boolean("is_finalized").notNull().default(false),
    // What the row was (issue 36): the day it was spent or earned, the show it belongs to
    // (one of the tour's; a deleted show leaves the row, unattached) and a description.
    // Its receipt is an artwork file of the workspace (schema/merch.ts, financial_id).
    date: date("date"),
    showId: uuid("show_id").references(() => tourVenues.id, { onDelete: "set null" }),
    description: text("description"),
    // A road line of the route this row took over (issue 40, domain/tours/routing/road-lines.ts):
    // the person's row replaces the estimate for that leg or day, and is never re-planned.
    roadKey: text("road_key"),
    // The row's own currency (issue 41, ADR 0026): its amounts are in it. A rate typed on the
    // row (1 currency = rate rateTo) wins over the workspace's rates; it applies while rateTo
    // is the home currency. Rows made before currencies were USD.
    currency: text("currency").notNull().default("USD"),
    rate: numeric("rate", { precision: 20, scale: 10 }),
    rateTo: text("rate_to"),
  },
  (t) => [index("tour_financials_workspace_tour_idx").on(t.workspaceId, t.tourId)],
);

/**
 * A financial-rows import on its way in (ADR 0016, issue 49): the sheet's new rows are written
 * here in short batches, where no reader looks, then moved into tour_financials by one
 * statement in one short transaction, so the tour shows all of them or none and no statement
 * holds the embedded database's one connection for long. No workspace_id: nothing here is the
 * act's data until it is moved; rows of an import that never finished (the process stopped)
 * go with their tour, or when the next import clears rows older than an hour.
 */
export const financialImportRows = pgTable(
  "financial_import_rows",
  {
    importId: uuid("import_id").notNull(),
    position: integer("position").notNull(),
    // The row's id in tour_financials, made in JavaScript: the database's gen_random_uuid()
    // for each row was more than half of the move's statement on PGlite.
    id: uuid("id").notNull(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    category: text("category").notNull(),
    amountAnticipated: rowMoney("amount_anticipated").notNull(),
    amountActual: rowMoney("amount_actual"),
    isFinalized: boolean("is_finalized").notNull(),
    date: date("date"),
    showId: uuid("show_id"),
    description: text("description"),
    currency: text("currency").notNull(),
    stagedAt: timestamp("staged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
);

export const venueRevenueDeals = pgTable(
  "venue_revenue_deals",
  {
    ...owned(),
    tourVenueId: uuid("tour_venue_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    dealType: text("deal_type").notNull(), // guarantee | door_split | versus | percentage_of_net
    guaranteeAmount: money("guarantee_amount"),
    doorSplitPercentage: numeric("door_split_percentage", { precision: 5, scale: 2 }),
    venueSplitPercentage: numeric("venue_split_percentage", { precision: 5, scale: 2 }),
    finalPayout: money("final_payout"),
    isSettled: boolean("is_settled").notNull().default(false),
    // What the deal's maths needs for a projection (issue 9).
    ticketPrice: money("ticket_price"),
    capacity: integer("capacity"),
    expectedAttendance: integer("expected_attendance"),
    expectedExpenses: money("expected_expenses"),
    // The settlement: what the show really did.
    ticketsSold: integer("tickets_sold"),
    grossReceipts: money("gross_receipts"),
    showExpenses: money("show_expenses"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    // Settlement terms (issue 22, ADR 0015): what comes off the payout, and how it is paid.
    // Percentages 0–100; a basis is "gross" (the payout) or "net" (less the show's travel and
    // lodging). Defaults mean "none", so a deal without terms reads as before.
    agentCommissionPercentage: numeric("agent_commission_percentage", { precision: 5, scale: 2 })
      .notNull()
      .default("0"),
    agentCommissionBasis: text("agent_commission_basis").notNull().default("gross"),
    managerCommissionPercentage: numeric("manager_commission_percentage", {
      precision: 5,
      scale: 2,
    })
      .notNull()
      .default("0"),
    managerCommissionBasis: text("manager_commission_basis").notNull().default("gross"),
    withholdingPercentage: numeric("withholding_percentage", { precision: 5, scale: 2 })
      .notNull()
      .default("0"),
    // What the venue keeps of the show's merch gross.
    merchSplitPercentage: numeric("merch_split_percentage", { precision: 5, scale: 2 })
      .notNull()
      .default("0"),
    depositReceived: money("deposit_received").notNull().default("0"),
    isPaid: boolean("is_paid").notNull().default(false),
    paidOn: date("paid_on"),
    // The deal's currency (issue 41, ADR 0026): the guarantee, ticket price, expenses,
    // deposit and the settlement's figures are in it, and its shares round to its minor unit.
    // Deals made before currencies were USD, as every amount was.
    currency: text("currency").notNull().default("USD"),
    // A rate typed on the deal (1 currency = rate rateTo), and the one the settlement was
    // really paid at (the bank's): each wins over the workspace's rates for its lines while
    // its rateTo is the home currency, as a row's rate does (docs/product.md §21.6).
    rate: numeric("rate", { precision: 20, scale: 10 }),
    rateTo: text("rate_to"),
    settlementRate: numeric("settlement_rate", { precision: 20, scale: 10 }),
    settlementRateTo: text("settlement_rate_to"),
  },
  (t) => [
    index("venue_revenue_deals_workspace_idx").on(t.workspaceId),
    // One deal per show: a show is paid by one agreement.
    uniqueIndex("venue_revenue_deals_tour_venue_idx").on(t.tourVenueId),
  ],
);

export const riderProvisions = pgTable(
  "rider_provisions",
  {
    ...owned(),
    tourVenueId: uuid("tour_venue_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    provisionType: text("provision_type").notNull(), // technical | hospitality
    description: text("description").notNull(),
    estimatedValue: money("estimated_value").notNull().default("0"),
    // The currency of the estimate (issue 41, ADR 0026), like a travel leg's.
    currency: text("currency").notNull().default("USD"),
    isProvidedByVenue: boolean("is_provided_by_venue").notNull().default(false),
    isFulfilled: boolean("is_fulfilled").notNull().default(false),
  },
  (t) => [
    index("rider_provisions_workspace_idx").on(t.workspaceId),
    index("rider_provisions_tour_venue_idx").on(t.tourVenueId),
  ],
);

/** A tour's budget for one expense category. */
export const tourBudgets = pgTable(
  "tour_budgets",
  {
    ...owned(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    amount: money("amount").notNull(),
  },
  (t) => [
    index("tour_budgets_workspace_idx").on(t.workspaceId),
    uniqueIndex("tour_budgets_tour_category_idx").on(t.tourId, t.category),
  ],
);

/**
 * A workspace's exchange rates (issue 41, ADR 0026): 1 `base` = `rate` `quote` on `on`.
 * Typed ones (source "typed") are pairs a person entered; an uploaded reference-rates file
 * (source "csv", the ECB's) stores rates per 1 EUR. One rate per pair, day and source: a file
 * loaded again replaces its days, a rate typed again replaces the typed one.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    ...owned(),
    base: text("base").notNull(),
    quote: text("quote").notNull(),
    rate: numeric("rate", { precision: 20, scale: 10 }).notNull(),
    on: date("on").notNull(),
    source: text("source").notNull(), // typed | csv
  },
  (t) => [
    uniqueIndex("exchange_rates_pair_day_idx").on(t.workspaceId, t.base, t.quote, t.on, t.source),
    index("exchange_rates_workspace_idx").on(t.workspaceId),
  ],
);
