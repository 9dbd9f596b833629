import { beforeAll, describe, expect, it } from "vitest";
import {
  insertShow,
  insertTour,
  insertVenue,
  seedBulkTours,
} from "@/server/db/seed/tour-factories";
import { documentsBegun } from "@/server/reports/pdf-fonts";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();
let tourIds: { older: string; newer: string };
beforeAll(async () => {
  const db = s.t.database.db;
  const older = await insertTour(db, s.a.userId, {
    title: 'The "Big" Tour',
    // Stored as active; its run is over, so every page and export says Completed (§3.1).
    status: "active",
    startDate: "2026-05-01",
    endDate: "2026-05-20",
    totalEstimatedCost: "15000.50",
    createdAt: new Date("2026-01-01"),
  });
  const newer = await insertTour(db, s.a.userId, {
    title: '=HYPERLINK("http://evil.example")',
    status: "planning",
    startDate: null,
    endDate: null,
    totalEstimatedCost: "0",
    createdAt: new Date("2026-01-02"),
  });
  const fillmore = await insertVenue(db, s.a.userId, {
    name: "The Fillmore",
    city: "San Francisco",
    state: "CA",
  });
  const bare = await insertVenue(db, s.a.userId, { name: "@Basement", city: null, state: null });
  await insertShow(db, s.a.userId, older.id, fillmore.id, { orderInTour: 1 });
  await insertShow(db, s.a.userId, older.id, bare.id, { orderInTour: 2 });
  await insertShow(db, s.a.userId, older.id, null, { orderInTour: 3 });
  tourIds = { older: older.id, newer: newer.id };
});

const FILE = /^attachment; filename="tours-export-\d{4}-\d{2}-\d{2}\.(csv|json|pdf)"$/;

describe("CSV export (docs/product.md §14.1)", () => {
  it("has every column, quoted, inner quotes doubled, formulas neutralised", async () => {
    const res = await call(s.t, "GET", "/api/exports/tours.csv", { cookie: s.a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(FILE);
    expect(res.headers.get("content-disposition")).toContain(".csv");
    expect(res.text).toBe(
      [
        '"Tour ID","Title","Status","Start Date","End Date","Total Cost","Venues Count","Venue Details"',
        `"${tourIds.newer}","'=HYPERLINK(""http://evil.example"")","planning","","","0","0",""`,
        `"${tourIds.older}","The ""Big"" Tour","completed","2026-05-01","2026-05-20","15000.5","3","The Fillmore (San Francisco, CA); @Basement; Unknown Venue"`,
        "",
      ].join("\r\n"),
    );
  });

  it("leaves out the sections that are switched off", async () => {
    const res = await call(s.t, "GET", "/api/exports/tours.csv?venues=0&financial=0", {
      cookie: s.a.cookie,
    });
    expect(res.text.split("\r\n")[0]).toBe('"Tour ID","Title","Status","Start Date","End Date"');
    expect(res.text.split("\r\n")[2]).toBe(
      `"${tourIds.older}","The ""Big"" Tour","completed","2026-05-01","2026-05-20"`,
    );
  });

  it("holds only the header for an account without tours", async () => {
    const empty = await signUp(s.t);
    const res = await call(s.t, "GET", "/api/exports/tours.csv?financial=0", {
      cookie: empty.cookie,
    });
    expect(res.text).toBe(
      '"Tour ID","Title","Status","Start Date","End Date","Venues Count","Venue Details"\r\n',
    );
  });

  it("streams every tour of a large account exactly once", async () => {
    const big = await signUp(s.t);
    await seedBulkTours(s.t.database.db, big.userId, { tours: 1203, showsPerTour: 1, venues: 5 });
    const res = await call(s.t, "GET", "/api/exports/tours.csv", { cookie: big.cookie });
    const ids = res.text
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.slice(1, 37));
    expect(ids).toHaveLength(1203);
    expect(new Set(ids).size).toBe(1203);
    const json = await call(s.t, "GET", "/api/exports/tours.json", { cookie: big.cookie });
    expect(json.data).toHaveLength(1203);
    expect(json.data.map((x: { id: string }) => x.id)).toEqual(ids);
  });
});

describe("JSON export (docs/product.md §14.1)", () => {
  it("is the tours pretty-printed with 2 spaces", async () => {
    const res = await call(s.t, "GET", "/api/exports/tours.json?financial=0", {
      cookie: s.a.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(".json");
    const expected = [
      {
        id: tourIds.newer,
        title: '=HYPERLINK("http://evil.example")',
        status: "planning",
        start_date: null,
        end_date: null,
        venues_count: 0,
        venues: [],
      },
      {
        id: tourIds.older,
        title: 'The "Big" Tour',
        status: "completed",
        start_date: "2026-05-01",
        end_date: "2026-05-20",
        venues_count: 3,
        venues: [
          { venue_name: "The Fillmore", city: "San Francisco", state: "CA" },
          { venue_name: "@Basement", city: "", state: "" },
          { venue_name: "Unknown Venue", city: "", state: "" },
        ],
      },
    ];
    expect(res.text).toBe(JSON.stringify(expected, null, 2));
  });
});

describe("PDF export", () => {
  it("is a PDF document named like the others", async () => {
    const res = await s.t.app.request("http://localhost:3000/api/exports/tours.pdf", {
      headers: { cookie: s.a.cookie, origin: "http://localhost:3000" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(".pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");
  });

  it("counts one tour as '1 tour', never '1 tours' (issue 47)", async () => {
    const one = await signUp(s.t);
    await call(s.t, "POST", "/api/tours", {
      cookie: one.cookie,
      json: { title: "Channel Run", status: "planning", totalEstimatedCost: "0" },
    });
    const res = await s.t.app.request("http://localhost:3000/api/exports/tours.pdf?venues=1", {
      headers: { cookie: one.cookie, origin: "http://localhost:3000" },
    });
    const lines = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(lines).toContain("1 tour, 0 shows");
    expect(lines.join("\n")).not.toMatch(/\b1 tours\b/);
  });

  it("prints every tour of an account whose tours come in several batches, laid out off the server's thread", async () => {
    const many = await signUp(s.t);
    await seedBulkTours(s.t.database.db, many.userId, { tours: 123, showsPerTour: 2, venues: 3 });
    const before = documentsBegun();
    const res = await s.t.app.request("http://localhost:3000/api/exports/tours.pdf", {
      headers: { cookie: many.cookie, origin: "http://localhost:3000" },
    });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer())).join("\n");
    // The worker pool laid it out (issue 49): the server's thread began no document.
    expect(documentsBegun()).toBe(before);
    expect(text).toContain("123 tours, 246 shows");
    for (const n of [1, 50, 51, 100, 101, 123]) expect(text).toContain(`Bulk Tour ${n}\n`);
  });
});

describe("Google Drive export", () => {
  it("fails with the spec's message while Drive is not configured", async () => {
    const res = await call(s.t, "POST", "/api/exports/drive", {
      cookie: s.a.cookie,
      json: { format: "csv" },
    });
    expect(res.status).toBe(501);
    expect(res.data).toEqual({
      error: { code: "not_configured", message: "Google Drive integration not yet configured" },
    });
  });
});

describe("exports and accounts", () => {
  it("contain only the signed-in account's tours", async () => {
    const other = await signUp(s.t);
    const res = await call(s.t, "GET", "/api/exports/tours.json", { cookie: other.cookie });
    expect(res.text).toBe("[]");
  });

  it("need a session", async () => {
    expect((await call(s.t, "GET", "/api/exports/tours.csv")).status).toBe(401);
  });
});
