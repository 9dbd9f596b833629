import { describe, expect, it } from "vitest";
import { guessColumns } from "../imports/columns";
import { type MatchableShow, planTicketImport } from "./import-plan";
import { readTicketRows, type TicketRowOptions } from "./import-rows";
import { readTicketSheet, ticketImportQuerySchema } from "./import-sheet";
import { guessRowsAre, sellerHeaderNames, TICKET_IMPORT_FIELDS } from "./sellers";

const NOW = new Date("2026-12-02T12:00:00Z");
const TODAY = "2026-12-02";
const bytes = (text: string) => new TextEncoder().encode(text);
const query = (q: Record<string, string> = {}) => ticketImportQuerySchema.parse(q);

const show = (id: string, date: string, venueName: string, currency = "USD"): MatchableShow => ({
  id,
  date,
  venueName,
  city: null,
  tourTitle: "Spring",
  currency,
});

function plan(sheet: string, shows: MatchableShow[], q: Record<string, string> = {}) {
  const read = readTicketSheet(bytes(sheet), query(q), undefined, TODAY);
  if (!read.ok) throw new Error(read.message);
  return planTicketImport(read.rows, shows, read.reading.rowsAre, NOW);
}

describe("the sellers' columns", () => {
  const guess = (header: string[], seller: Parameters<typeof sellerHeaderNames>[0]) => {
    const columns = guessColumns(header, TICKET_IMPORT_FIELDS, sellerHeaderNames(seller));
    return Object.fromEntries(
      Object.entries(columns).flatMap(([f, i]) => (i === null ? [] : [[f, header[i]]])),
    );
  };

  it("reads DICE's and Ticketmaster's exports by their own names", () => {
    expect(
      guess(
        [
          "Ticket ID",
          "Event name",
          "Event date",
          "Venue",
          "Ticket type",
          "Purchase date",
          "Face value",
        ],
        "dice",
      ),
    ).toEqual({
      orderId: "Ticket ID",
      event: "Event name",
      eventDate: "Event date",
      venue: "Venue",
      tier: "Ticket type",
      orderedAt: "Purchase date",
      gross: "Face value",
    });
    expect(
      guess(
        ["Event Date", "Venue", "Price Level", "Qty", "Order Date", "Order Number", "Total"],
        "ticketmaster",
      ),
    ).toEqual({
      eventDate: "Event Date",
      venue: "Venue",
      tier: "Price Level",
      quantity: "Qty",
      orderedAt: "Order Date",
      orderId: "Order Number",
      gross: "Total",
    });
  });

  it("a sold column and no order number: totals", () => {
    expect(guessRowsAre(["Event Date", "Tier", "Tickets Sold"], false)).toBe("totals");
    expect(guessRowsAre(["Order #", "Event Date", "Quantity"], true)).toBe("orders");
    expect(guessRowsAre(["Order #", "Event Date", "Sold"], true)).toBe("orders");
  });
});

describe("an order's row", () => {
  const options: TicketRowOptions = {
    rowsAre: "orders",
    columns: {
      eventDate: 0,
      venue: null,
      event: null,
      tier: 1,
      quantity: 2,
      comps: null,
      gross: 3,
      orderedAt: null,
      orderId: null,
      status: 4,
    },
    dateOrder: "ymd",
    numberFormat: "point",
    today: TODAY,
  };
  const one = (cells: string[]) => readTicketRows([{ row: 2, cells }], options)[0];

  it("adds its quantity (1 when empty); a free guest is a comp; a refund is skipped", () => {
    expect(one(["2027-03-01", "GA", "", "$25.00", "Attending"])).toMatchObject({
      sold: 1,
      comps: 0,
      grossMilli: 25000,
    });
    expect(one(["2027-03-01", "Guest list", "2", "0", ""])).toMatchObject({ sold: 0, comps: 2 });
    expect(one(["2027-03-01", "GA", "2", "0", "Attending"])).toMatchObject({ sold: 2, comps: 0 });
    expect(one(["2027-03-01", "GA", "2", "50", "Voided"])).toMatchObject({ kind: "skipped" });
  });

  it("reads dates with the month in words; refuses formulas, negatives and dates that are none", () => {
    expect(one(["2027-03-01", "GA", "@SUM(A1)", "1", ""])).toMatchObject({
      kind: "error",
      reason: "row 2: Quantity @SUM(A1) looks like a formula, not a number",
    });
    expect(one(["2027-03-01", "GA", "1", "+25", ""])).toMatchObject({
      reason: "row 2: Amount +25 looks like a formula, not an amount",
    });
    expect(one(["2027-03-01", "GA", "1", "-25", ""])).toMatchObject({ kind: "error" });
    expect(one(["Wed, Mar 10, 2027 8:00 PM", "GA", "1", "25", ""])).toMatchObject({
      eventDate: "2027-03-10",
    });
    expect(one(["10 March 2027 20:00", "GA", "1", "25", ""])).toMatchObject({
      eventDate: "2027-03-10",
    });
    expect(one(["Mar 32, 2027", "GA", "1", "25", ""])).toMatchObject({ kind: "error" });
    expect(one(["2027-02-30", "GA", "1", "25", ""])).toMatchObject({
      reason: "row 2: Event date: 2027-02-30 is not a date",
    });
  });
});

describe("the plan", () => {
  it("sums orders into a cumulative count per show, tier and day", () => {
    const p = plan(
      [
        "Order #,Order Date,Event Date,Ticket Type,Quantity,Total Paid",
        "1,2026-11-01,2027-03-01,GA,2,40",
        "2,2026-11-03,2027-03-01,ga,1,20",
        "3,2026-11-01,2027-03-01,VIP,1,50",
        "4,2026-11-03,2027-03-01,GA,3,60",
      ].join("\n"),
      [show("s1", "2027-03-01", "Mohawk")],
    );
    expect(p.counts.map((c) => [c.tier, c.countedAt, c.sold, c.gross])).toEqual([
      ["GA", "2026-11-01T23:59:59.000Z", 2, "40.00"],
      ["GA", "2026-11-03T23:59:59.000Z", 6, "120.00"],
      ["VIP", "2026-11-01T23:59:59.000Z", 1, "50.00"],
    ]);
    expect(p.summary).toMatchObject({ shows: 1, tiers: 2, counts: 3, errors: 0 });
  });

  it("flags a show the file puts above its capacity (every tier's places), and keeps it", () => {
    const sheet = [
      "Order #,Order Date,Event Date,Ticket Type,Quantity,Total Paid",
      "1,2026-11-01,2027-03-01,GA,7,140",
      "2,2026-11-03,2027-03-01,VIP,2,100",
      "3,2026-11-03,2027-03-02,GA,3,60",
    ].join("\n");
    const p = plan(sheet, [
      { ...show("s1", "2027-03-01", "Mohawk"), capacity: 8 },
      { ...show("s2", "2027-03-02", "Ryman"), capacity: 8 },
    ]);
    expect(p.summary.overCapacity).toEqual([
      { show: "Mohawk · 2027-03-01 · Spring", places: 9, capacity: 8 },
    ]);
    expect(p.counts.filter((c) => c.showId === "s1").map((c) => c.sold)).toEqual([7, 2]);
    // No capacity known: never over.
    expect(plan(sheet, [show("s1", "2027-03-01", "Mohawk")]).summary.overCapacity).toEqual([]);
  });

  it("matches by date, then venue (either name inside the other), then the event's name", () => {
    const shows = [
      show("a", "2027-03-01", "The Fillmore"),
      show("b", "2027-03-01", "Mohawk"),
      show("c", "2027-03-02", "Ryman Auditorium"),
    ];
    const p = plan(
      [
        "Event Date,Venue,Event Name,Quantity,Order #",
        "2027-03-01,Fillmore SF,,1,1",
        "2027-03-01,,Band live at the Mohawk,1,2",
        "2027-03-02,,,1,3",
        "2027-03-01,,,1,4",
        "2027-03-02,Mohawk,,1,5",
      ].join("\n"),
      shows,
    );
    expect(p.rows.map((r) => (r.status === "new" ? r.showId : r.reason))).toEqual([
      "a",
      "b",
      "c",
      "row 5: 2 shows on 2027-03-01 and no venue to choose: map the Venue column",
      "row 6: no show on 2027-03-02 at Mohawk (that day: Ryman Auditorium)",
    ]);
  });

  it("an amount in another currency than the show's is a row error", () => {
    const p = plan("Event Date,Total Paid,Order #\n2027-03-01,£20.00,1\n", [
      show("a", "2027-03-01", "Mohawk", "USD"),
    ]);
    expect(p.rows).toEqual([
      {
        row: 2,
        status: "error",
        reason: "row 2: Amount £20.00 is not in USD, the show's currency",
      },
    ]);
  });

  it("a remembered mapping is used when the query names no column", () => {
    const read = readTicketSheet(
      bytes("When,Where,Kind,How many\n2027-03-01,Mohawk,GA,3\n"),
      query(),
      {
        rowsAre: "totals",
        columns: { eventDate: "When", venue: "Where", tier: "Kind", quantity: "How many" },
      },
      TODAY,
    );
    expect(read).toMatchObject({
      ok: true,
      reading: { rowsAre: "totals", columns: { eventDate: 0, venue: 1, tier: 2, quantity: 3 } },
    });
    // Another kind of file from the same seller (its orders): guessed afresh.
    const orders = readTicketSheet(
      bytes("Order #,Event Date,Quantity\n1,2027-03-01,2\n"),
      query(),
      { rowsAre: "totals", columns: { eventDate: "When", quantity: "How many" } },
      TODAY,
    );
    expect(orders).toMatchObject({ ok: true, reading: { rowsAre: "orders" } });
  });
});
