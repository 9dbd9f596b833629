import { date, index, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owned } from "./columns";

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
