import { describe, expect, it } from "vitest";
import type { MerchProduct } from "@/domain/merch/products";
import { refreshProductRollups } from "@/server/db/queries/merch/rollups";
import { merchShowCounts } from "@/server/db/schema";
import { productFactory } from "@/server/db/seed/merch-factories";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";

/**
 * Issue 21, item 6: two products counted in and out at 2147483647 at one show were accepted,
 * and from then on the merch pages answered 400 (`sum(...)::int` overflowed). Counts are
 * bounded to what a show can hold, and every sum is taken in a type that cannot overflow, so
 * rows stored before the bound cannot break the pages either.
 */
const s = setupApiSuite();
const MAX_INT = 2_147_483_647;

const api = (a: Account, method: string, path: string, json?: unknown) =>
  call(s.t, method, `/api/merch${path}`, { cookie: a.cookie, json });

async function productsAtShow(a: Account, price = "25.00") {
  const db = s.t.database.db;
  const tour = await insertTour(db, a.workspaceId, { title: "Big Night" });
  const venue = await insertVenue(db, a.workspaceId, { name: "Stadium" });
  const show = await insertShow(db, a.workspaceId, tour.id, venue.id, {
    performanceDate: "2030-05-01",
  });
  const variants: MerchProduct["variants"] = [];
  for (const name of ["Tee", "Hoodie"]) {
    const res = await api(a, "POST", "/products", {
      ...productFactory({ name, price, variants: [{ label: "One size", stock: 10 }] }),
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    variants.push(...(res.data as MerchProduct).variants);
  }
  return { showId: show.id, variants };
}

describe("merch counts are bounded to what a show can hold", () => {
  it("refuses a count above 100,000 units, naming the field", async () => {
    const { showId, variants } = await productsAtShow(s.a);
    const counts = variants.map((v) => ({ variantId: v.id, countIn: MAX_INT, countOut: MAX_INT }));
    const res = await api(s.a, "PUT", `/shows/${showId}/counts`, { counts });
    expect(res.status, JSON.stringify(res.data)).toBe(400);
    expect(res.data.error.fields["counts.0.countIn"]).toBe("Count in can be at most 100,000");
    expect(res.data.error.fields["counts.0.countOut"]).toBe("Count out can be at most 100,000");
    const edge = variants.map((v) => ({ variantId: v.id, countIn: 100_000, countOut: 99_995 }));
    const ok = await api(s.a, "PUT", `/shows/${showId}/counts`, { counts: edge });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
  });

  it("refuses a variant's stock above 1,000,000 units", async () => {
    const res = await api(s.a, "POST", "/products", {
      ...productFactory({
        variants: [
          { label: "S", stock: MAX_INT },
          { label: "M", stock: MAX_INT },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.data)).toBe(400);
    expect(res.data.error.fields["variants.0.stock"]).toBe("Stock can be at most 1,000,000");
  });
});

describe("counts stored before the bound", () => {
  it("leave every merch page answering 200, with exact totals", async () => {
    const a = await signUp(s.t);
    const { showId, variants } = await productsAtShow(a, "250.00");
    // As old data would be: the largest counts the integer columns hold, on two products.
    const db = s.t.database.db;
    await db.insert(merchShowCounts).values(
      variants.map((v) => ({
        workspaceId: a.workspaceId,
        showId,
        variantId: v.id,
        countIn: MAX_INT,
        countOut: 0,
        comps: 0,
        price: "250.00",
      })),
    );
    await refreshProductRollups(db, a.workspaceId);

    const sales = await api(a, "GET", "/sales");
    expect(sales.status, JSON.stringify(sales.data)).toBe(200);
    expect(sales.data.shows[0]).toMatchObject({
      countIn: 2 * MAX_INT,
      sold: 2 * MAX_INT,
      gross: [{ currency: "USD", amount: "1073741823500.00" }],
      sellThrough: 100,
    });
    expect(sales.data.tours[0]).toMatchObject({
      countIn: 2 * MAX_INT,
      gross: [{ currency: "USD", amount: "1073741823500.00" }],
    });

    const overview = await api(a, "GET", "/overview");
    expect(overview.status, JSON.stringify(overview.data)).toBe(200);
    expect(overview.data.totals).toMatchObject({
      sold: 2 * MAX_INT,
      countIn: 2 * MAX_INT,
      gross: [{ currency: "USD", amount: "1073741823500.00" }],
    });

    const csv = await api(a, "GET", "/exports/sales.csv");
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`"${2 * MAX_INT}"`);

    const products = await api(a, "GET", "/products");
    expect(products.status).toBe(200);
    expect((products.data as MerchProduct[])[0]!.variants[0]!.sold).toBe(MAX_INT);
  });
});
