import { describe, expect, it } from "vitest";
import { type CountSheet, soldPreview, soldUnits } from "@/domain/merch/counts";
import type { DesignProjectDetail } from "@/domain/merch/design-projects";
import type { MerchOverview } from "@/domain/merch/overview";
import type { MerchProduct } from "@/domain/merch/products";
import { productFactory, projectFactory } from "@/server/db/seed/merch-factories";
import { addDays, insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signInAsGuest, signUp } from "../support/client";

const s = setupApiSuite();
const missing = "00000000-0000-4000-8000-000000000000";

const api = (a: Account, method: string, path: string, json?: unknown) =>
  call(s.t, method, `/api/merch${path}`, { cookie: a.cookie, json });

async function newProduct(a: Account, overrides = {}) {
  const res = await api(a, "POST", "/products", productFactory(overrides));
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as MerchProduct;
}

async function newShow(a: Account, date = "2026-05-01", title = "Merch Run") {
  const db = s.t.database.db;
  const tour = await insertTour(db, a.userId, { title });
  const venue = await insertVenue(db, a.userId, { name: "The Lantern" });
  const show = await insertShow(db, a.userId, tour.id, venue.id, { performanceDate: date });
  return { tourId: tour.id, showId: show.id };
}

const saveCounts = (a: Account, showId: string, counts: unknown[]) =>
  api(a, "PUT", `/shows/${showId}/counts`, { counts });

const stockOf = (p: MerchProduct) => Object.fromEntries(p.variants.map((v) => [v.label, v.stock]));
const product = async (a: Account, id: string) =>
  ((await api(a, "GET", "/products")).data as MerchProduct[]).find((p) => p.id === id)!;

describe("products", () => {
  it("creates with variants in order and stock per variant", async () => {
    const p = await newProduct(s.a);
    expect(p).toMatchObject({
      name: "Night Owls tee",
      status: "ready",
      price: "25.00",
      unitCost: "8.50",
    });
    expect(p.variants.map((v) => [v.label, v.stock, v.sold])).toEqual([
      ["S", 20, 0],
      ["M", 30, 0],
      ["L", 30, 0],
    ]);
  });

  it("refuses bad fields with a message each", async () => {
    const res = await api(s.a, "POST", "/products", {
      name: "",
      price: "12.345",
      variants: [{ label: "S", stock: -2 }],
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({
      name: "Name is required",
      price: "Price can have at most 2 decimals",
      "variants.0.stock": "Stock cannot be negative",
    });
  });

  it("links only an approved design of the account", async () => {
    const project = (await api(s.a, "POST", "/projects", projectFactory()))
      .data as DesignProjectDetail;
    const early = await api(
      s.a,
      "POST",
      "/products",
      productFactory({ designProjectId: project.id }),
    );
    expect(early.status).toBe(400);
    expect(early.data.error.fields).toEqual({ designProjectId: "Choose an approved design" });
    await api(s.a, "POST", `/projects/${project.id}/moves`, { to: "in-review" });
    await api(s.a, "POST", `/projects/${project.id}/moves`, { to: "approved" });
    const p = await newProduct(s.a, { designProjectId: project.id });
    expect(p).toMatchObject({
      designProjectId: project.id,
      designTitle: "Midnight Highway poster",
    });
    const other = await api(
      s.b,
      "POST",
      "/products",
      productFactory({ designProjectId: project.id }),
    );
    expect(other.status).toBe(400);
  });

  it("edits variants: keeps ids, adds, removes uncounted ones", async () => {
    const p = await newProduct(s.a);
    const [small, medium] = p.variants;
    const res = await api(s.a, "PUT", `/products/${p.id}`, {
      ...productFactory(),
      variants: [
        { id: medium!.id, label: "M", stock: 5 },
        { id: small!.id, label: "S", stock: 1 },
        { label: "XL", stock: 9 },
      ],
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect((res.data as MerchProduct).variants.map((v) => [v.label, v.stock])).toEqual([
      ["M", 5],
      ["S", 1],
      ["XL", 9],
    ]);
    expect((res.data as MerchProduct).variants[0]!.id).toBe(medium!.id);
  });

  it("answers 404 to another account and refuses its variants", async () => {
    const p = await newProduct(s.a);
    for (const id of [p.id, missing, "nope"]) {
      expect((await api(s.b, "PUT", `/products/${id}`, productFactory())).status).toBe(404);
      expect((await api(s.b, "DELETE", `/products/${id}`)).status).toBe(404);
    }
    const mine = await newProduct(s.b);
    const res = await api(s.b, "PUT", `/products/${mine.id}`, {
      ...productFactory(),
      variants: [{ id: p.variants[0]!.id, label: "S", stock: 0 }],
    });
    expect(res.status).toBe(400);
    expect(stockOf(await product(s.a, p.id))).toEqual({ S: 20, M: 30, L: 30 });
    expect(
      ((await api(s.b, "GET", "/products")).data as MerchProduct[]).some((x) => x.id === p.id),
    ).toBe(false);
  });
});

describe("show-night counts", () => {
  // Units sold is one rule in two places: the count sheet's preview as it is typed
  // (soldUnits, in the browser) and the SQL every read sums. They must agree.
  it("the server's units sold are what the count sheet previewed", async () => {
    const p = await newProduct(s.a, {
      variants: [
        { label: "S", stock: 100 },
        { label: "M", stock: 100 },
        { label: "L", stock: 100 },
      ],
    });
    const { showId } = await newShow(s.a);
    const counts = [
      { countIn: 37, countOut: 9, comps: 4 },
      { countIn: 12, countOut: 0, comps: 12 },
      { countIn: 5, countOut: 5, comps: 0 },
    ];
    const res = await saveCounts(
      s.a,
      showId,
      counts.map((c, i) => ({ variantId: p.variants[i]!.id, ...c })),
    );
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const preview = counts.map((c) =>
      soldPreview({
        countIn: String(c.countIn),
        countOut: String(c.countOut),
        comps: String(c.comps),
      }),
    );
    expect(preview).toEqual([{ sold: 24 }, { sold: 0 }, { sold: 0 }]);
    const read = await product(s.a, p.id);
    expect(read.variants.map((v) => ({ sold: v.sold }))).toEqual(preview);
    const sales = (await api(s.a, "GET", "/sales")).data;
    expect(sales.shows.find((x: { showId: string }) => x.showId === showId).sold).toBe(
      counts.map(soldUnits).reduce((a, b) => a + b),
    );
  });

  it("sold = in − out − comps; stock drops by what left the table; gross at the price", async () => {
    const p = await newProduct(s.a);
    const { showId } = await newShow(s.a);
    const [small, medium] = p.variants;
    const res = await saveCounts(s.a, showId, [
      { variantId: small!.id, countIn: 20, countOut: 8, comps: 2 },
      { variantId: medium!.id, countIn: 10, countOut: 10, comps: 0 },
    ]);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const sheet = res.data as CountSheet;
    expect(sheet.rows.find((r) => r.variantId === small!.id)).toMatchObject({
      stock: 8,
      count: { countIn: 20, countOut: 8, comps: 2 },
    });
    expect(stockOf(await product(s.a, p.id))).toEqual({ S: 8, M: 30, L: 30 });

    const sales = (await api(s.a, "GET", "/sales")).data;
    const night = sales.shows.find((x: { showId: string }) => x.showId === showId);
    expect(night).toMatchObject({
      countIn: 30,
      sold: 10,
      comps: 2,
      gross: [{ currency: "USD", amount: "250.00" }],
      sellThrough: 33,
    });

    // A correction moves the stock only by the difference.
    await saveCounts(s.a, showId, [{ variantId: small!.id, countIn: 20, countOut: 10, comps: 2 }]);
    expect(stockOf(await product(s.a, p.id)).S).toBe(10);
  });

  it("never drives stock below 0: a clear error and nothing saved", async () => {
    const p = await newProduct(s.a, { variants: [{ label: "One size", stock: 5 }] });
    const { showId } = await newShow(s.a);
    const res = await saveCounts(s.a, showId, [
      { variantId: p.variants[0]!.id, countIn: 6, countOut: 0, comps: 0 },
    ]);
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(
      "Not enough stock of Night Owls tee (One size): 5 left, these counts take 6",
    );
    expect(stockOf(await product(s.a, p.id))).toEqual({ "One size": 5 });
    const bad = await saveCounts(s.a, showId, [
      { variantId: p.variants[0]!.id, countIn: 2, countOut: 3, comps: 0 },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields).toEqual({
      "counts.0.countOut": "Count out and comps cannot be more than count in",
    });
  });

  it("keeps the price of the night when the price changes later", async () => {
    const p = await newProduct(s.a, {
      price: "20.00",
      variants: [{ label: "One size", stock: 10 }],
    });
    const { showId } = await newShow(s.a);
    await saveCounts(s.a, showId, [
      { variantId: p.variants[0]!.id, countIn: 5, countOut: 0, comps: 0 },
    ]);
    await api(s.a, "PUT", `/products/${p.id}`, {
      ...productFactory({ price: "30.00" }),
      variants: [{ id: p.variants[0]!.id, label: "One size", stock: 5 }],
    });
    const sales = (await api(s.a, "GET", "/sales")).data;
    expect(sales.shows.find((x: { showId: string }) => x.showId === showId).gross).toEqual([
      { currency: "USD", amount: "100.00" },
    ]);
  });

  it("refuses to remove a variant that shows have counted", async () => {
    const p = await newProduct(s.a);
    const { showId } = await newShow(s.a);
    await saveCounts(s.a, showId, [
      { variantId: p.variants[0]!.id, countIn: 1, countOut: 0, comps: 0 },
    ]);
    const res = await api(s.a, "PUT", `/products/${p.id}`, {
      ...productFactory(),
      variants: p.variants.slice(1).map((v) => ({ id: v.id, label: v.label, stock: v.stock })),
    });
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(
      "Shows have counted S: keep it and set its stock to 0 instead",
    );
  });

  it("answers 404 for another account's show and 400 for its variants", async () => {
    const p = await newProduct(s.a);
    const { showId } = await newShow(s.a);
    const theirs = await newShow(s.b);
    const row = { variantId: p.variants[0]!.id, countIn: 1, countOut: 0, comps: 0 };
    for (const id of [showId, missing, "x"]) {
      expect((await api(s.b, "GET", `/shows/${id}/counts`)).status).toBe(404);
      expect((await saveCounts(s.b, id, [row])).status).toBe(404);
    }
    const foreign = await saveCounts(s.b, theirs.showId, [row]);
    expect(foreign.status).toBe(400);
    expect(stockOf(await product(s.a, p.id)).S).toBe(20);
  });

  it("two people entering counts for the same show at once: neither is lost", async () => {
    const a = await signUp(s.t);
    const tee = await newProduct(a, { variants: [{ label: "M", stock: 100 }] });
    const poster = await newProduct(a, {
      name: "Poster",
      type: "poster",
      variants: [{ label: "18×24", stock: 50 }],
    });
    const { showId } = await newShow(a);
    const results = await Promise.all([
      saveCounts(a, showId, [
        { variantId: tee.variants[0]!.id, countIn: 40, countOut: 10, comps: 0 },
      ]),
      saveCounts(a, showId, [
        { variantId: poster.variants[0]!.id, countIn: 20, countOut: 5, comps: 1 },
      ]),
      saveCounts(a, showId, [
        { variantId: tee.variants[0]!.id, countIn: 40, countOut: 10, comps: 0 },
      ]),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const sheet = (await api(a, "GET", `/shows/${showId}/counts`)).data as CountSheet;
    expect(sheet.rows.map((r) => [r.productName, r.stock, r.count])).toEqual([
      ["Night Owls tee", 70, { countIn: 40, countOut: 10, comps: 0 }],
      ["Poster", 35, { countIn: 20, countOut: 5, comps: 1 }],
    ]);
  });

  it("many concurrent saves across shows keep stock equal to what the counts say", async () => {
    const a = await signUp(s.t);
    const tee = await newProduct(a, { variants: [{ label: "M", stock: 30 }] });
    const shows = await Promise.all([1, 2, 3, 4, 5].map((d) => newShow(a, `2026-06-0${d}`)));
    // Each show takes 8: only three fit in 30; the rest are refused, none half-applied.
    const results = await Promise.all(
      shows.map(({ showId }) =>
        saveCounts(a, showId, [
          { variantId: tee.variants[0]!.id, countIn: 8, countOut: 0, comps: 0 },
        ]),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(stockOf(await product(a, tee.id)).M).toBe(30 - 8 * ok);
  });
});

describe("merch overview and the Overview's figure", () => {
  it("counts ready products (status ready and stock > 0) in one request", async () => {
    const a = await signUp(s.t);
    const before = (await call(s.t, "GET", "/api/overview", { cookie: a.cookie })).data.stats;
    expect([before.merchandiseReady, before.totalMerchandise]).toEqual([0, 0]);
    await newProduct(a);
    await newProduct(a, { status: "ready", variants: [{ label: "One size", stock: 0 }] });
    await newProduct(a, { status: "draft" });
    const stats = (await call(s.t, "GET", "/api/overview", { cookie: a.cookie })).data.stats;
    expect([stats.merchandiseReady, stats.totalMerchandise]).toEqual([1, 3]);
    const overview = (await api(a, "GET", "/overview")).data as MerchOverview;
    expect([overview.productsReady, overview.productsTotal]).toEqual([1, 3]);
  });

  // "Due this week" is the overview's SQL alone: open projects (pending, in review) due from
  // today through six days on.
  it("lists as due this week open projects due from today to six days on, nothing else", async () => {
    const a = await signUp(s.t);
    const today = new Date().toISOString().slice(0, 10);
    const project = async (title: string, dueDate: string | null) =>
      (await api(a, "POST", "/projects", projectFactory({ title, dueDate }))).data as {
        id: string;
      };
    await project("Today", today);
    const inReview = await project("Sixth day, in review", addDays(today, 6));
    await project("Seventh day", addDays(today, 7));
    await project("Yesterday", addDays(today, -1));
    await project("No date", null);
    const approved = await project("Approved", addDays(today, 1));
    expect(
      (await api(a, "POST", `/projects/${inReview.id}/moves`, { to: "in-review" })).status,
    ).toBe(200);
    expect(
      (await api(a, "POST", `/projects/${approved.id}/moves`, { to: "in-review" })).status,
    ).toBe(200);
    expect(
      (await api(a, "POST", `/projects/${approved.id}/moves`, { to: "approved" })).status,
    ).toBe(200);
    const o = (await api(a, "GET", "/overview")).data as MerchOverview;
    expect(o.dueThisWeek.map((d) => d.title)).toEqual(["Today", "Sixth day, in review"]);
  });

  it("adds up statuses, low stock, due this week, top sellers and the next show", async () => {
    const a = await signUp(s.t);
    const today = new Date().toISOString().slice(0, 10);
    await api(
      a,
      "POST",
      "/projects",
      projectFactory({ title: "Due soon", dueDate: addDays(today, 2) }),
    );
    await api(
      a,
      "POST",
      "/projects",
      projectFactory({ title: "Due later", dueDate: addDays(today, 9) }),
    );
    const tee = await newProduct(a, {
      variants: [
        { label: "S", stock: 12 },
        { label: "M", stock: 40 },
      ],
    });
    const hat = await newProduct(a, {
      name: "Cap",
      type: "hat",
      price: "30.00",
      variants: [{ label: "One size", stock: 50 }],
    });
    const past = await newShow(a, addDays(today, -3), "Past run");
    const next = await newShow(a, addDays(today, 4), "Next run");
    await saveCounts(a, past.showId, [
      { variantId: tee.variants[0]!.id, countIn: 12, countOut: 2, comps: 1 },
      { variantId: hat.variants[0]!.id, countIn: 5, countOut: 0, comps: 0 },
    ]);
    const o = (await api(a, "GET", "/overview")).data as MerchOverview;
    expect(o.projectsByStatus).toEqual({ pending: 2, "in-review": 0, approved: 0, completed: 0 });
    expect(o.dueThisWeek.map((d) => d.title)).toEqual(["Due soon"]);
    expect(o.lowStockCount).toBe(1);
    expect(o.lowStock).toEqual([
      { productId: tee.id, productName: "Night Owls tee", variantLabel: "S", stock: 2 },
    ]);
    expect(o.topSellers).toEqual([
      { productId: tee.id, name: "Night Owls tee", sold: 9, gross: "225.00", currency: "USD" },
      { productId: hat.id, name: "Cap", sold: 5, gross: "150.00", currency: "USD" },
    ]);
    expect(o.nextShow).toMatchObject({
      id: next.showId,
      tourTitle: "Next run",
      venueName: "The Lantern",
    });
    expect(o.totals).toEqual({
      sold: 14,
      gross: [{ currency: "USD", amount: "375.00" }],
      countIn: 17,
      sellThrough: 82,
    });
  });

  it("forgets the sales of a deleted show or tour, keeps the stock they took", async () => {
    const a = await signUp(s.t);
    const tee = await newProduct(a, { variants: [{ label: "M", stock: 50 }] });
    const first = await newShow(a, "2026-05-01", "First run");
    const second = await newShow(a, "2026-05-02", "Second run");
    const row = (countIn: number) => [
      { variantId: tee.variants[0]!.id, countIn, countOut: 0, comps: 0 },
    ];
    await saveCounts(a, first.showId, row(10));
    await saveCounts(a, second.showId, row(5));
    const sold = async () => ((await api(a, "GET", "/overview")).data as MerchOverview).totals.sold;
    expect(await sold()).toBe(15);
    const del = await call(s.t, "DELETE", `/api/tours/${first.tourId}/shows/${first.showId}`, {
      cookie: a.cookie,
    });
    expect(del.status).toBe(200);
    expect(await sold()).toBe(5);
    expect(
      (await call(s.t, "DELETE", `/api/tours/${second.tourId}`, { cookie: a.cookie })).status,
    ).toBe(200);
    const o = (await api(a, "GET", "/overview")).data as MerchOverview;
    expect([o.totals.sold, o.topSellers]).toEqual([0, []]);
    expect(stockOf(await product(a, tee.id)).M).toBe(35);
  });

  it("needs a session", async () => {
    expect((await call(s.t, "GET", "/api/merch/overview")).status).toBe(401);
    expect((await call(s.t, "GET", "/api/merch/products")).status).toBe(401);
  });
});

describe("demo account and CSV exports", () => {
  it("seeds projects in every status, products with stock, sales for past shows, two partners", async () => {
    const guest = await signInAsGuest(s.t);
    const o = (await api(guest, "GET", "/overview")).data as MerchOverview;
    for (const n of Object.values(o.projectsByStatus)) expect(n).toBeGreaterThanOrEqual(1);
    expect(o.productsReady).toBeGreaterThan(0);
    expect(o.productsTotal).toBeGreaterThan(o.productsReady);
    expect(o.totals.sold).toBeGreaterThan(0);
    expect(o.topSellers.length).toBeGreaterThan(0);
    expect((await api(guest, "GET", "/partners")).data).toHaveLength(2);
    const stats = (await call(s.t, "GET", "/api/overview", { cookie: guest.cookie })).data.stats;
    expect([stats.merchandiseReady, stats.totalMerchandise]).toEqual([
      o.productsReady,
      o.productsTotal,
    ]);
  });

  it("exports inventory per variant and sales per counted show, cells quoted and neutralised", async () => {
    const a = await signUp(s.t);
    const p = await newProduct(a, { name: "=HYPERLINK(1)", variants: [{ label: "M", stock: 10 }] });
    const { showId } = await newShow(a, "2026-05-01", "@Run");
    await saveCounts(a, showId, [
      { variantId: p.variants[0]!.id, countIn: 6, countOut: 1, comps: 1 },
    ]);
    const inv = await api(a, "GET", "/exports/inventory.csv");
    expect(inv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(inv.headers.get("content-disposition")).toMatch(
      /attachment; filename="merch-inventory-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(inv.text.split("\r\n")).toEqual([
      '"Product","Type","Status","Variant","Stock","Sold","Price","Unit Cost","Margin","Low Stock","Currency"',
      `"'=HYPERLINK(1)","T-shirt","Ready","M","5","4","25.00","8.50","16.50","Yes","USD"`,
      "",
    ]);
    const sales = await api(a, "GET", "/exports/sales.csv");
    expect(sales.text.split("\r\n")).toEqual([
      '"Date","Tour","Venue","Count In","Sold","Comps","Gross","Sell-through %","Currency"',
      `"2026-05-01","'@Run","The Lantern","6","4","1","100.00","67","USD"`,
      "",
    ]);
  });
});
