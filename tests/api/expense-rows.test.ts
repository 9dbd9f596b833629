import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";

/** Issue 36 item 6: a financial row says when, for which show, what for, and keeps its receipt. */
const s = setupApiSuite();
const encoder = new TextEncoder();
const PDF = encoder.encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function tourOf(a: Account, venueName = "The Lantern") {
  const db = s.t.database.db;
  const tour = await insertTour(db, a.userId, { startDate: "2099-05-01", endDate: "2099-05-20" });
  const venue = await insertVenue(db, a.userId, { name: venueName });
  const show = await insertShow(db, a.userId, tour.id, venue.id, {
    orderInTour: 1,
    performanceDate: "2099-05-02",
  });
  return { tourId: tour.id, showId: show.id };
}

const fuel = (extra: Record<string, unknown> = {}) => ({
  type: "expense",
  category: "Fuel",
  amountAnticipated: "185.40",
  amountActual: "185.40",
  isFinalized: true,
  ...extra,
});
const rows = async (tourId: string, a: Account = s.a) =>
  (await call(s.t, "GET", `/api/tours/${tourId}/financials`, { cookie: a.cookie })).data;
const storage = async (a: Account) =>
  (await call(s.t, "GET", "/api/merch/storage", { cookie: a.cookie })).data.usedBytes as number;

describe("an expense row's details", () => {
  it("keeps its date, show and description, and refuses a show of another tour", async () => {
    const { tourId, showId } = await tourOf(s.a);
    const other = await tourOf(s.a, "Elsewhere Hall");
    const json = fuel({ date: "2099-05-02", showId, description: "Diesel, Tulsa to Dallas" });
    const created = await call(s.t, "POST", `/api/tours/${tourId}/financials`, {
      cookie: s.a.cookie,
      json,
    });
    expect(created.status).toBe(201);
    expect(await rows(tourId)).toMatchObject([
      {
        amountActual: "185.40",
        date: "2099-05-02",
        showId,
        description: "Diesel, Tulsa to Dallas",
        receipt: null,
      },
    ]);

    for (const foreign of [other.showId, (await tourOf(s.b)).showId]) {
      const refused = await call(s.t, "PUT", `/api/tours/${tourId}/financials/${created.data.id}`, {
        cookie: s.a.cookie,
        json: { ...json, showId: foreign },
      });
      expect(refused.status).toBe(400);
      expect(refused.data.error.fields).toEqual({ showId: "Choose one of the tour's shows" });
    }
    expect((await rows(tourId))[0].showId).toBe(showId);

    // The ledger's CSV carries the day and the description of the row.
    const csv = await call(s.t, "GET", `/api/tours/${tourId}/financials.csv`, {
      cookie: s.a.cookie,
    });
    expect(csv.text).toContain(
      '"2099-05-02","Row","Settled","Expense","Fuel","Diesel, Tulsa to Dallas","185.40"',
    );
  });

  it("stores a receipt in the workspace's storage, serves it only to its own tour, and drops it with the row", async () => {
    const { tourId } = await tourOf(s.a);
    const row = (
      await call(s.t, "POST", `/api/tours/${tourId}/financials`, {
        cookie: s.a.cookie,
        json: fuel(),
      })
    ).data;
    const path = `/api/tours/${tourId}/financials/${row.id}/receipt`;
    const before = await storage(s.a);

    const wrong = await call(s.t, "PUT", `${path}?name=notes.txt`, {
      cookie: s.a.cookie,
      raw: encoder.encode("just text"),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.fields).toEqual({ file: "Upload a PNG, JPEG, WebP or PDF file" });

    const put = await call(s.t, "PUT", `${path}?name=fuel-receipt.pdf`, {
      cookie: s.a.cookie,
      raw: PDF,
    });
    expect(put.status).toBe(201);
    expect(put.data).toMatchObject({
      fileName: "fuel-receipt.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
    });
    expect(await storage(s.a)).toBe(before + PDF.length);
    expect((await rows(tourId))[0].receipt).toMatchObject({ fileName: "fuel-receipt.pdf" });

    const got = await call(s.t, "GET", path, { cookie: s.a.cookie });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-security-policy")).toContain("sandbox");
    expect(got.text).toBe(new TextDecoder().decode(PDF));
    // Another workspace, and the merch files route, never reach it.
    expect((await call(s.t, "GET", path, { cookie: s.b.cookie })).status).toBe(404);
    const asProof = await call(s.t, "GET", `/api/merch/files/${put.data.id}`, {
      cookie: s.a.cookie,
    });
    expect(asProof.status).toBe(404);

    // A second receipt replaces the first: one file, counted once.
    const again = await call(s.t, "PUT", `${path}?name=second.pdf`, {
      cookie: s.a.cookie,
      raw: PDF,
    });
    expect(again.status).toBe(201);
    expect(await storage(s.a)).toBe(before + PDF.length);

    const del = await call(s.t, "DELETE", `/api/tours/${tourId}/financials/${row.id}`, {
      cookie: s.a.cookie,
    });
    expect(del.status).toBe(200);
    expect(await storage(s.a)).toBe(before);
    expect((await call(s.t, "GET", path, { cookie: s.a.cookie })).status).toBe(404);
  });

  it("imports Date, Description and Show columns, and a second import adds nothing", async () => {
    const { tourId, showId } = await tourOf(s.a, "Cain's Ballroom");
    const sheet = [
      "Date,Description,Show,Amount",
      "2099-05-02,Diesel,Cain's Ballroom,-185.40",
      "2099-05-02,Diesel,Cain's Ballroom,-185.40",
      "2099-05-03,Strings,Nowhere Club,-12.00",
    ].join("\n");
    const send = () =>
      call(s.t, "POST", `/api/imports/tours/${tourId}/financials`, {
        cookie: s.a.cookie,
        raw: encoder.encode(sheet),
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.data.summary).toMatchObject({ newRows: 3, errors: 0, warnings: 1 });
    expect(first.data.rows[2].warnings).toEqual([
      "row 4: Nowhere Club is not a show of this tour; imported without a show",
    ]);
    const stored = (await rows(tourId)) as { date: string; description: string; showId: string }[];
    expect(stored.map((r) => [r.date, r.description, r.showId])).toEqual([
      ["2099-05-03", "Strings", null],
      ["2099-05-02", "Diesel", showId],
      ["2099-05-02", "Diesel", showId],
    ]);
    expect((await send()).data.summary).toMatchObject({ newRows: 0, existingRows: 3 });
  });
});
