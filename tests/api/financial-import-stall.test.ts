import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MappedFinancial } from "@/domain/finances/imports/financial-rows";
import { importFinancials } from "@/server/db/queries/finances/financial-imports";
import { financialImportRows, tourFinancials } from "@/server/db/schema";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

/**
 * Issue 49 item 1 (ADR 0016, 0027): a 10,000-row import of a tour's financial rows never
 * stalls other users. Its rows are staged in short statements, so others are answered while
 * it writes; the tour shows all of them at once, or none.
 */
const s = setupApiSuite();
const encoder = new TextEncoder();
let tourId: string;

beforeAll(async () => {
  tourId = (await insertTour(s.t.database.db, s.a.userId, { title: "Long Run" })).id;
});

/** Expense lines of one tour, as a bank exports them; `tag` makes a sheet of its own. */
function expenseSheet(rows: number, tag: string): Uint8Array {
  const lines = ["Date,Description,Category,Amount"];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    lines.push(`2027-03-${day},"${tag} ${i}",Food,-${(i % 90) + 1}.50`);
  }
  return encoder.encode(lines.join("\n"));
}

const importInto = (tour: string, sheet: Uint8Array) =>
  call(s.t, "POST", `/api/imports/tours/${tour}/financials`, { cookie: s.a.cookie, raw: sheet });

const visibleRows = async (tour: string) => {
  const [row] = await s.t.database.db
    .select({ n: count() })
    .from(tourFinancials)
    .where(eq(tourFinancials.tourId, tour));
  return row!.n;
};
const stagedRows = async () => {
  const [row] = await s.t.database.db.select({ n: count() }).from(financialImportRows);
  return row!.n;
};
/** In process, a request the database answers at once never leaves the microtask queue. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("a 10,000-row import does not hold up the server", () => {
  it("answers /api/health and another workspace's Overview while the rows are being written, and shows none of them until all are in", async () => {
    let done = false;
    const importing = importInto(tourId, expenseSheet(10_000, "Diner")).then((res) => {
      done = true;
      return res;
    });
    // Until the first rows are staged: the write has begun (one transaction would let no
    // other query run before its last row).
    while ((await stagedRows()) === 0) {
      expect(done).toBe(false);
      await aTurn();
    }
    for (let i = 0; i < 3; i++) {
      expect((await call(s.t, "GET", "/api/health")).status).toBe(200);
      expect((await call(s.t, "GET", "/api/overview", { cookie: s.b.cookie })).status).toBe(200);
      // Half an import is never read: the tour has none of its rows yet.
      expect(await visibleRows(tourId)).toBe(0);
    }
    expect(done).toBe(false);

    const res = await importing;
    expect(res.status).toBe(200);
    expect(res.data.summary).toMatchObject({ newRows: 10_000, errors: 0 });
    expect(await visibleRows(tourId)).toBe(10_000);
    expect(await stagedRows()).toBe(0);
  });
});

describe("all of the sheet or none", () => {
  it("the same sheet sent twice at once is imported once", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "Twice" })).id;
    const sheet = expenseSheet(600, "Twin");
    const [first, second] = await Promise.all([importInto(tour, sheet), importInto(tour, sheet)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.data.summary.newRows, second.data.summary.newRows].sort((a, b) => a - b)).toEqual(
      [0, 600],
    );
    expect(await visibleRows(tour)).toBe(600);
  });

  it("a row the database refuses late in the sheet leaves nothing: no row in the tour, none staged", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "Refused" })).id;
    const mapped: MappedFinancial[] = Array.from({ length: 900 }, (_, i) => ({
      row: i + 2,
      ok: true,
      warnings: [],
      financial: {
        type: "expense",
        category: "Other",
        // Row 800 is past what an amount column holds: the fourth batch fails.
        amountAnticipated: i === 800 ? "12345678901234567.00" : "10.00",
        amountActual: null,
        isFinalized: false,
        description: `Line ${i}`,
        date: "2027-03-01",
        show: null,
        currency: "USD",
      },
    }));
    await expect(
      importFinancials(s.t.database.db, s.a.workspaceId, tour, mapped),
    ).rejects.toThrow();
    expect(await visibleRows(tour)).toBe(0);
    expect(await stagedRows()).toBe(0);
  });
});
