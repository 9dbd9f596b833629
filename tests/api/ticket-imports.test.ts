import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoDecimalsWhenExact } from "@/domain/currencies/currency";
import { currentCount, type TicketCount } from "@/domain/tickets/counts";
import { ticketCounts } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { join } from "../support/team";
import { xlsxOf } from "../support/xlsx";

const s = setupApiSuite();

const bytesOf = (sheet: string | Uint8Array) =>
  typeof sheet === "string" ? new TextEncoder().encode(sheet) : sheet;
const preview = (who: Account, sheet: string | Uint8Array, query = "seller=eventbrite") =>
  call(s.t, "POST", `/api/imports/tickets/preview?${query}`, {
    cookie: who.cookie,
    raw: bytesOf(sheet),
  });
const importSheet = (who: Account, sheet: string | Uint8Array, query = "seller=eventbrite") =>
  call(s.t, "POST", `/api/imports/tickets?${query}`, { cookie: who.cookie, raw: bytesOf(sheet) });

/** A show of `who`'s on `date` at a venue named `venue`: its id. */
async function showOf(who: Account, date: string, venue: string, capacity?: number) {
  const ask = async (path: string, json: unknown) => {
    const res = await call(s.t, "POST", path, { cookie: who.cookie, json });
    expect(res.status, res.text).toBeLessThan(300);
    return res.data as { id: string };
  };
  const tour = await ask("/api/tours", { title: `Tour ${venue}` });
  const place = await ask("/api/venues", { name: venue, city: "Austin", state: "TX", capacity });
  const show = await ask(`/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: place.id,
    performanceDate: date,
  });
  return show.id;
}

/** A show's counts as stored, and its figure now (each tier's latest count, summed). */
async function countsOf(showId: string) {
  const rows = await s.t.database.db
    .select()
    .from(ticketCounts)
    .where(eq(ticketCounts.showId, showId))
    .orderBy(asc(ticketCounts.countedAt), asc(ticketCounts.tier));
  const counts: TicketCount[] = rows.map((r) => ({
    id: r.id,
    tier: r.tier,
    countedAt: r.countedAt.toISOString(),
    sold: r.sold,
    comps: r.comps,
    gross: r.gross === null ? null : twoDecimalsWhenExact(r.gross),
    currency: r.currency,
    source: r.source as TicketCount["source"],
    seller: r.seller,
  }));
  return { counts, now: currentCount(counts) };
}

const HEADER =
  "Order #,Order Date,First Name,Last Name,Email,Quantity,Ticket Type,Attendee Status,Event Name,Venue Name,Event Date,Total Paid";
const order = (
  n: number,
  day: string,
  qty: number,
  tier: string,
  status: string,
  paid: string,
  venue = "The Fillmore",
  date = "2027-03-10",
) =>
  `${n},${day} 10:15:00,Ana,Ruiz,ana@example.com,${qty},${tier},${status},Band at ${venue},${venue},${date} 20:00,${paid}`;

const EXPORT = [
  HEADER,
  order(1001, "2026-10-01", 2, "GA", "Attending", "50.00"),
  order(1002, "2026-10-01", 1, "VIP", "Attending", "60.00"),
  order(1003, "2026-10-02", 3, "GA", "Attending", "75.00"),
  order(1004, "2026-10-02", 2, "GA", "Refunded", "50.00"),
  order(1005, "2026-10-03", 2, "Guest List", "Attending", "0.00"),
  order(1006, "2026-10-03", 4, "GA", "Attending", "100.00", "Brooklyn Steel", "2027-03-12"),
].join("\r\n");

describe("importing a ticketing export (issue 51 item 2)", () => {
  it("previews the shows and tiers a file counts, writing nothing; imports the history", async () => {
    const who = await signUp(s.t);
    const fillmore = await showOf(who, "2027-03-10", "Fillmore");
    const steel = await showOf(who, "2027-03-12", "Brooklyn Steel");

    const shown = await preview(who, EXPORT);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.data.reading).toMatchObject({
      seller: "eventbrite",
      rowsAre: "orders",
      columns: {
        orderId: 0,
        orderedAt: 1,
        quantity: 5,
        tier: 6,
        status: 7,
        event: 8,
        venue: 9,
        eventDate: 10,
        gross: 11,
      },
    });
    expect(shown.data.summary).toMatchObject({
      rows: 6,
      counted: 5,
      skipped: 1,
      errors: 0,
      shows: 2,
      tiers: 4,
      alreadyImportedOn: null,
    });
    expect(
      shown.data.rows.map((r: Record<string, unknown>) => [
        r.row,
        r.showId,
        r.tier,
        r.sold,
        r.comps,
        r.gross,
      ]),
    ).toEqual([
      [2, fillmore, "GA", 5, 0, "125.00"],
      [3, fillmore, "VIP", 1, 0, "60.00"],
      [6, fillmore, "Guest List", 0, 2, "0.00"],
      [7, steel, "GA", 4, 0, "100.00"],
    ]);
    expect((await countsOf(fillmore)).counts).toEqual([]);

    const done = await importSheet(who, EXPORT, "seller=eventbrite&fileName=orders.csv");
    expect(done.status, done.text).toBe(200);
    expect(done.data).toMatchObject({ imported: true, summary: { counts: 5, shows: 2 } });
    const { counts, now } = await countsOf(fillmore);
    // The refunded order does not count; the history is cumulative, one count per day.
    expect(counts.map((c) => [c.countedAt.slice(0, 10), c.tier, c.sold, c.comps, c.gross])).toEqual(
      [
        ["2026-10-01", "GA", 2, 0, "50.00"],
        ["2026-10-01", "VIP", 1, 0, "60.00"],
        ["2026-10-02", "GA", 5, 0, "125.00"],
        ["2026-10-03", "Guest List", 0, 2, "0.00"],
      ],
    );
    expect(counts.every((c) => c.source === "import" && c.seller === "eventbrite")).toBe(true);
    expect(counts.every((c) => c.currency === "USD")).toBe(true);
    expect(now).toMatchObject({ sold: 6, comps: 2, gross: "185.00" });

    const list = await call(s.t, "GET", "/api/imports/tickets", { cookie: who.cookie });
    expect(list.data).toEqual([
      expect.objectContaining({
        seller: "eventbrite",
        fileName: "orders.csv",
        rowCount: 6,
        countCount: 5,
        countsKept: 5,
      }),
    ]);
    const mappings = await call(s.t, "GET", "/api/imports/tickets/mappings", {
      cookie: who.cookie,
    });
    expect(mappings.data).toEqual([
      expect.objectContaining({
        seller: "eventbrite",
        mapping: expect.objectContaining({
          rowsAre: "orders",
          columns: expect.objectContaining({ quantity: "Quantity", tier: "Ticket Type" }),
        }),
      }),
    ]);
  });

  it("the same file twice adds nothing; a corrected file replaces the seller's counts, never doubles", async () => {
    const who = await signUp(s.t);
    const fillmore = await showOf(who, "2027-03-10", "Fillmore");
    await showOf(who, "2027-03-12", "Brooklyn Steel");
    expect((await importSheet(who, EXPORT)).status).toBe(200);
    const first = await countsOf(fillmore);

    const again = await importSheet(who, EXPORT);
    expect(again.status, again.text).toBe(200);
    expect(again.data).toMatchObject({ imported: false, alreadyImportedOn: expect.any(String) });
    expect((await preview(who, EXPORT)).data.summary.alreadyImportedOn).toEqual(expect.any(String));
    expect(await countsOf(fillmore)).toEqual(first);

    // The seller's next export: more GA sold, the VIP order cancelled.
    const corrected = [
      HEADER,
      order(1001, "2026-10-01", 2, "GA", "Attending", "50.00"),
      order(1002, "2026-10-01", 1, "VIP", "Cancelled", "60.00"),
      order(1003, "2026-10-02", 7, "GA", "Attending", "175.00"),
      order(1004, "2026-10-02", 2, "GA", "Refunded", "50.00"),
      order(1005, "2026-10-03", 2, "Guest List", "Attending", "0.00"),
      order(1006, "2026-10-03", 4, "GA", "Attending", "100.00", "Brooklyn Steel", "2027-03-12"),
    ].join("\r\n");
    const res = await importSheet(who, corrected);
    expect(res.status, res.text).toBe(200);
    const after = await countsOf(fillmore);
    expect(after.now).toMatchObject({ sold: 9, comps: 2, gross: "225.00" });
    expect(after.counts.map((c) => c.tier)).not.toContain("VIP");
    const list = (await call(s.t, "GET", "/api/imports/tickets", { cookie: who.cookie })).data;
    expect(list.map((i: { countsKept: number }) => i.countsKept)).toEqual([4, 0]);

    // Undoing the corrected import leaves no imported count of that show (the first was replaced).
    const undo = await call(s.t, "DELETE", `/api/imports/tickets/${list[0].id}`, {
      cookie: who.cookie,
    });
    expect(undo.status).toBe(200);
    expect((await countsOf(fillmore)).counts).toEqual([]);

    // The first file again: its counts were replaced, then the replacement undone, so it counts.
    expect((await preview(who, EXPORT)).data.summary.alreadyImportedOn).toBeNull();
    const back = await importSheet(who, EXPORT);
    expect(back.status, back.text).toBe(200);
    expect(back.data.imported).not.toBe(false);
    expect((await countsOf(fillmore)).now.sold).toBe(first.now.sold);
    // …and a second time it adds nothing, as any file does.
    expect((await importSheet(who, EXPORT)).data).toMatchObject({ imported: false });
  });

  it("a sheet of totals: each row is a tier's count as of its date; .xlsx reads the same", async () => {
    const who = await signUp(s.t);
    // A room of 150: the file's latest 180 sold and 6 comps are kept, and flagged.
    const show = await showOf(who, "2027-04-02", "Mohawk", 150);
    const rows = [
      ["Event Date", "Venue", "Price Level", "Tickets Sold", "Comps", "Gross", "As Of"],
      ["2027-04-02", "Mohawk", "GA", 120, 4, 3000, "2026-10-01"],
      ["2027-04-02", "Mohawk", "GA", 180, 6, 4500, "2026-10-08"],
    ];
    // A NUL in the file's name (a text column refuses it) is a 400 on that field, not a 500.
    const nul = await importSheet(who, xlsxOf(rows), "seller=ticketmaster&fileName=sales%00.xlsx");
    expect(nul.status).toBe(400);
    expect(nul.data.error.fields).toEqual({ fileName: "Must not contain a NUL character" });
    const res = await importSheet(who, xlsxOf(rows), "seller=ticketmaster&fileName=sales.xlsx");
    expect(res.status, res.text).toBe(200);
    expect(res.data.reading).toMatchObject({ format: "xlsx", rowsAre: "totals" });
    expect(res.data.summary.overCapacity).toEqual([
      { show: expect.stringMatching(/^Mohawk, Austin · 2027-04-02/), places: 186, capacity: 150 },
    ]);
    const { counts, now } = await countsOf(show);
    expect(counts.map((c) => [c.countedAt.slice(0, 10), c.sold, c.comps, c.gross])).toEqual([
      ["2026-10-01", 120, 4, "3000.00"],
      ["2026-10-08", 180, 6, "4500.00"],
    ]);
    expect(now.sold).toBe(180);
    const list = await call(s.t, "GET", "/api/imports/tickets", { cookie: who.cookie });
    expect(list.data[0].fileName).toBe("sales.xlsx");
  });

  it("row errors: a formula, a negative quantity, a date that is not one, an unknown show", async () => {
    const who = await signUp(s.t);
    await showOf(who, "2027-03-10", "Fillmore");
    const sheet = [
      HEADER,
      order(1, "2026-10-01", 2, "GA", "Attending", "50.00"),
      "2,2026-10-01,A,B,a@b.c,=1+1,GA,Attending,Band,Fillmore,2027-03-10,10.00",
      order(3, "2026-10-01", -2, "GA", "Attending", "50.00"),
      order(4, "2026-10-01", 1, "GA", "Attending", "50.00", "Fillmore", "soon"),
      order(5, "2026-10-01", 1, "GA", "Attending", "50.00", "Mohawk", "2027-03-11"),
    ].join("\n");
    const shown = await preview(who, sheet);
    expect(shown.status, shown.text).toBe(200);
    expect(
      shown.data.rows
        .filter((r: { status: string }) => r.status === "error")
        .map((r: { reason: string }) => r.reason),
    ).toEqual([
      "row 3: Quantity =1+1 looks like a formula, not a number",
      "row 4: Quantity -2 is negative",
      "row 5: Event date: soon 20:00 is not a date",
      "row 6: no show of this workspace on 2027-03-11 at Mohawk",
    ]);
    // Refused whole until the person, having seen the errors, imports the other rows.
    const refused = await importSheet(who, sheet);
    expect(refused.status).toBe(400);
    expect(refused.data.error.message).toMatch(
      /^4 rows have errors, so nothing was imported: row 3/,
    );
    expect((await call(s.t, "GET", "/api/imports/tickets", { cookie: who.cookie })).data).toEqual(
      [],
    );
    const rest = await importSheet(who, sheet, "seller=eventbrite&skipErrors=true");
    expect(rest.status, rest.text).toBe(200);
    expect(rest.data.summary).toMatchObject({ counted: 1, errors: 4, counts: 1 });
  });

  it("another workspace's show is never matched", async () => {
    const a = await signUp(s.t);
    const b = await signUp(s.t);
    const hers = await showOf(a, "2027-03-10", "Fillmore");
    const res = await preview(
      b,
      [HEADER, order(1, "2026-10-01", 2, "GA", "Attending", "50.00")].join("\n"),
    );
    expect(res.data.rows).toEqual([
      {
        row: 2,
        status: "error",
        reason: "row 2: no show of this workspace on 2027-03-10 at The Fillmore",
      },
    ]);
    expect((await importSheet(b, EXPORT)).status).toBe(400);
    expect((await countsOf(hers)).counts).toEqual([]);
    // Nor undone by another workspace.
    await showOf(a, "2027-03-12", "Brooklyn Steel");
    const mine = await importSheet(a, EXPORT);
    const other = await call(s.t, "DELETE", `/api/imports/tickets/${mine.data.importId}`, {
      cookie: b.cookie,
    });
    expect(other.status).toBe(404);
    expect((await countsOf(hers)).counts).not.toEqual([]);
  });

  it("refuses what it cannot read: wrong columns, 50 MB; crew may not import", async () => {
    const who = await signUp(s.t);
    const wrong = await preview(who, "Name,Email\nAna,ana@example.com\n");
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.message).toMatch(
      /^No event date column was found in this sheet \(its first row reads: Name, Email\)/,
    );
    expect(wrong.data.reading.header).toEqual(["Name", "Email"]);

    const big = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    const tooBig = await importSheet(who, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.data.error.message).toMatch(/larger than 5 MB/);

    const crew = await signUp(s.t);
    await join(s.t, who, crew, "crew");
    const refused = await importSheet(crew, EXPORT);
    expect(refused.status).toBe(403);
  });

  it("10,000 order rows import", async () => {
    const who = await signUp(s.t);
    const venues = ["Fillmore", "Brooklyn Steel", "Mohawk", "Ryman"];
    const dates = ["2027-03-10", "2027-03-12", "2027-03-14", "2027-03-16"];
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await showOf(who, dates[i]!, venues[i]!));
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++) {
      const day = `2026-${String(8 + (i % 3)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
      lines.push(
        order(
          i,
          day,
          1 + (i % 3),
          ["GA", "VIP"][i % 2]!,
          "Attending",
          "30.00",
          venues[i % 4],
          dates[i % 4],
        ),
      );
    }
    const res = await importSheet(who, lines.join("\n"));
    expect(res.status, res.text).toBe(200);
    expect(res.data.summary).toMatchObject({ rows: 10_000, counted: 10_000, errors: 0, shows: 4 });
    const total = (await Promise.all(ids.map(countsOf))).reduce((n, c) => n + c.now.sold, 0);
    expect(total).toBe(lines.slice(1).reduce((n, l) => n + Number(l.split(",")[5]), 0));
  });
});
