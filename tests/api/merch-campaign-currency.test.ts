import { describe, expect, it } from "vitest";
import type { MerchOverview } from "@/domain/merch/overview";
import type { MerchProduct } from "@/domain/merch/products";
import { productFactory } from "@/server/db/seed/merch-factories";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { actingAs } from "../support/acting-as";
import { setupApiSuite } from "../support/api-suite";
import type { Account } from "../support/client";
import { memberOf } from "../support/members";

/**
 * Issue 41, merch and campaigns: a product's price list and a campaign's budget are in their
 * own currency. The ledger works out the artist's share of a show's merch in the products'
 * currency and converts it once, as it converts a campaign's budget; the merch pages give a
 * gross per currency and never add pounds to dollars.
 */
const s = setupApiSuite();

const as = (a: Account) => actingAs(s.t, a);

async function showOf(a: Account) {
  const db = s.t.database.db;
  const tour = await insertTour(db, a.userId, {
    title: "UK Run",
    startDate: "2026-11-01",
    endDate: "2026-11-20",
  });
  const venue = await insertVenue(db, a.userId, { name: "The Garage" });
  const show = await insertShow(db, a.userId, tour.id, venue.id, {
    orderInTour: 1,
    performanceDate: "2026-11-03",
    status: "confirmed",
    estimatedTravelCost: "0",
    estimatedAccommodationCost: "0",
  });
  return { tourId: tour.id, showId: show.id };
}

// The ECB's daily file: 1 EUR = 1.0856 USD = 0.8563 GBP on the show's day.
const DAILY = "Date, USD, JPY, GBP, \n03 November 2026, 1.0856, 163.12, 0.8563, \n";

const oneSize = (o: Record<string, unknown>) =>
  productFactory({ variants: [{ label: "One size", stock: 50 }], ...o });

async function product(a: Account, o: Record<string, unknown>) {
  const res = await as(a).send("POST", "/api/merch/products", oneSize(o));
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as MerchProduct;
}

const sell = (a: Account, showId: string, p: MerchProduct, sold: number) =>
  as(a).send("PUT", `/api/merch/shows/${showId}/counts`, {
    counts: [{ variantId: p.variants[0]!.id, countIn: sold, countOut: 0, comps: 0 }],
  });

describe("merch prices in their own currency", () => {
  it("a UK tee sold at a show: listed in pounds without a rate, converted once with one", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    const uk = await product(s.a, { name: "UK tee", currency: "gbp", price: "25.00" });
    const us = await product(s.a, { name: "US tee", price: "30.00" });
    expect([uk.currency, us.currency]).toEqual(["GBP", "USD"]);
    expect((await sell(s.a, showId, uk, 5)).status).toBe(200);
    expect((await sell(s.a, showId, us, 2)).status).toBe(200);

    // No rate: the pounds are shown as they are and left out of the totals.
    let finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.unconverted).toEqual([
      expect.objectContaining({
        currency: "GBP",
        amount: "125.00",
        label: "The Garage: merch",
        message: "No rate for GBP on 2026-11-03",
      }),
    ]);
    let csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).toContain('"60.00"');

    // With the ECB's file: £125 × 1.0856 / 0.8563 = $158.47, one line, one rounding.
    await owner.upload("/api/currency/uploaded", DAILY);
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.unconverted).toEqual([]);
    expect(finance.currency.rates).toMatchObject([{ from: "GBP", to: "USD", how: "via EUR" }]);
    csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).toContain('"158.47","USD","125.00","GBP"');

    // The merch pages: a gross per price list, never £125 added to $60.
    const overview = (await owner.get("/api/merch/overview")).data as MerchOverview;
    expect(overview.totals.gross).toEqual([
      { currency: "GBP", amount: "125.00" },
      { currency: "USD", amount: "60.00" },
    ]);
    expect(overview.topSellers.map((t) => [t.name, t.sold, t.gross, t.currency])).toEqual([
      ["UK tee", 5, "125.00", "GBP"],
      ["US tee", 2, "60.00", "USD"],
    ]);
    const salesRes = await owner.get("/api/merch/sales");
    expect(salesRes.status, salesRes.text).toBe(200);
    const sales = salesRes.data;
    const night = sales.shows.find((x: { showId: string }) => x.showId === showId);
    expect(night.gross).toEqual(overview.totals.gross);
    const salesCsv = (await owner.get("/api/merch/exports/sales.csv")).text.split("\r\n");
    expect(salesCsv).toContain(
      `"2026-11-03","UK Run","The Garage","7","7","0","125.00","100","GBP"`,
    );
    expect(salesCsv).toContain(`"2026-11-03","UK Run","The Garage","","","","60.00","","USD"`);
  });

  it("takes the venue's split in pounds, then converts the artist's share once", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    const deal = await owner.send("POST", `/api/tours/${tourId}/deals`, {
      showId,
      dealType: "guarantee",
      guaranteeAmount: "1000",
      merchSplitPercent: "20",
    });
    expect(deal.status).toBe(201);
    const uk = await product(s.a, { name: "UK poster", currency: "GBP", price: "12.50" });
    await sell(s.a, showId, uk, 10);
    // £125 less 20% is £100; £100 × 1.0856 / 0.8563 = $126.78 (the rates are the earlier test's).
    const csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).toContain('"126.78","USD","100.00","GBP"');
  });

  it("refuses unknown codes, three-decimal currencies and amounts past the minor unit, by field", async () => {
    const owner = as(s.a);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { currency: "ZZZ" },
        { currency: "ZZZ is not an ISO 4217 currency code (like USD, EUR, GBP)" },
      ],
      [
        { currency: "KWD" },
        {
          currency:
            "KWD amounts have 3 decimals, and Tribe stores amounts to 2 decimals for now: enter it in another currency",
        },
      ],
      [
        { currency: "JPY", price: "2500.50", unitCost: "800" },
        { price: "JPY has no minor unit: type a whole amount" },
      ],
    ];
    for (const [o, fields] of cases) {
      const res = await owner.send("POST", "/api/merch/products", oneSize(o));
      expect(res.status).toBe(400);
      expect(res.data.error.fields).toEqual(fields);
    }
    // An edit that leaves the currency out is checked against the product's own.
    const yen = await product(s.a, {
      name: "Tokyo tee",
      currency: "JPY",
      price: "3000",
      unitCost: "800",
    });
    const edit = await owner.send(
      "PUT",
      `/api/merch/products/${yen.id}`,
      oneSize({
        name: "Tokyo tee",
        price: "3000.50",
        unitCost: "800",
        variants: [yen.variants[0]],
      }),
    );
    expect(edit.status).toBe(400);
    expect(edit.data.error.fields).toEqual({ price: "JPY has no minor unit: type a whole amount" });
  });

  it("keeps the currency of an edit that leaves it out, and of a product shows have sold", async () => {
    const owner = as(s.a);
    const { showId } = await showOf(s.a);
    const p = await product(s.a, { name: "Euro tote", currency: "EUR", price: "15.00" });
    const body = (o: Record<string, unknown>) =>
      oneSize({ name: "Euro tote", variants: [p.variants[0]], ...o });
    const kept = await owner.send("PUT", `/api/merch/products/${p.id}`, body({ price: "16.00" }));
    expect(kept.data).toMatchObject({ currency: "EUR", price: "16.00" });
    // Unsold, it may change.
    const moved = await owner.send("PUT", `/api/merch/products/${p.id}`, body({ currency: "GBP" }));
    expect(moved.data.currency).toBe("GBP");
    await sell(s.a, showId, p, 3);
    const refused = await owner.send(
      "PUT",
      `/api/merch/products/${p.id}`,
      body({ currency: "USD" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.error.fields.currency).toBe(
      "Shows have sold this product in GBP: its currency cannot change (add a product for the other price list)",
    );
    const [stored] = ((await owner.get("/api/merch/products")).data as MerchProduct[]).filter(
      (x) => x.id === p.id,
    );
    expect(stored?.currency).toBe("GBP");
  });

  it("answers another workspace's product as missing, and hides the list from crew", async () => {
    const p = await product(s.a, { name: "Private tee", currency: "GBP" });
    const other = await as(s.b).send(
      "PUT",
      `/api/merch/products/${p.id}`,
      oneSize({ name: "Taken", currency: "USD" }),
    );
    expect(other.status).toBe(404);
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    expect((await as(crew).get("/api/merch/products")).status).toBe(403);
  });
});

describe("campaign budgets in their own currency", () => {
  it("converts a GBP budget in the tour's ledger, keeps it on edit, refuses bad input", async () => {
    const owner = as(s.a);
    const { tourId } = await showOf(s.a);
    const campaign = {
      title: "UK launch",
      platform: "Instagram",
      budget: "400",
      currency: "GBP",
      tourId,
      startDate: "2026-11-03",
    };
    const made = await owner.send("POST", "/api/campaigns", campaign);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ currency: "GBP", budget: "400.00" });
    // £400 × 1.0856 / 0.8563 = $507.11 (the ECB file loaded above).
    const csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).toContain('"507.11","USD","400.00","GBP"');

    const { currency: _, ...withoutCurrency } = campaign;
    const kept = await owner.send("PUT", `/api/campaigns/${made.data.id}`, {
      ...withoutCurrency,
      budget: "450",
    });
    expect(kept.data).toMatchObject({ currency: "GBP", budget: "450.00" });

    for (const [o, fields] of [
      [
        { currency: "XAU" },
        { currency: "XAU is not an ISO 4217 currency code (like USD, EUR, GBP)" },
      ],
      [
        { currency: "JPY", budget: "10.50" },
        { budget: "JPY has no minor unit: type a whole amount" },
      ],
    ] as const) {
      const bad = await owner.send("POST", "/api/campaigns", { ...campaign, ...o });
      expect(bad.status).toBe(400);
      expect(bad.data.error.fields).toEqual(fields);
    }
    const yen = await owner.send("POST", "/api/campaigns", {
      ...campaign,
      currency: "JPY",
      budget: "5000",
    });
    const editYen = await owner.send("PUT", `/api/campaigns/${yen.data.id}`, {
      ...withoutCurrency,
      budget: "5000.50",
    });
    expect(editYen.status).toBe(400);
    expect(editYen.data.error.fields).toEqual({
      budget: "JPY has no minor unit: type a whole amount",
    });

    expect(
      (
        await as(s.b).send("PUT", `/api/campaigns/${made.data.id}`, {
          ...withoutCurrency,
          tourId: null,
        })
      ).status,
    ).toBe(404);
    const artist = await memberOf(s.t, s.a.workspaceId, "artist");
    const seen = (await as(artist).get("/api/campaigns")).data.find(
      (c: { id: string }) => c.id === made.data.id,
    );
    expect(seen.budget).toEqual({ hidden: true });
  });

  it("starts a product and a campaign in the workspace's home currency", async () => {
    const owner = as(s.b);
    expect((await owner.send("PUT", "/api/currency/home", { homeCurrency: "EUR" })).status).toBe(
      200,
    );
    const made = await owner.send("POST", "/api/merch/products", oneSize({ currency: "" }));
    expect(made.data.currency).toBe("EUR");
    const campaign = await owner.send("POST", "/api/campaigns", {
      title: "Berlin",
      platform: "TikTok",
      budget: "100",
    });
    expect(campaign.data.currency).toBe("EUR");
  });
});
