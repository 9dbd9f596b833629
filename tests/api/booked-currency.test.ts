import { beforeAll, describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { actingAs } from "../support/acting-as";
import { setupApiSuite } from "../support/api-suite";
import type { Account } from "../support/client";
import { memberOf } from "../support/members";
import { pdfText } from "../support/pdf-text";

/**
 * Issue 41: booked totals outside the ledger (the tour page, the tour report PDF, the HCC's
 * average confirmed fee) convert each show's deal to the home currency at the rate of the
 * show's day, as the ledger does, and leave out (and name) a show no rate converts; a
 * commission "of net" takes off the show's travel and lodging converted to the deal's currency.
 *
 * One tour: a GBP deal on 2026-11-03 (a rate that day: 1 GBP = 1.265 USD), a GBP deal on
 * 2026-11-01 (before any rate), and a confirmed show with no deal on an offer of $300.
 */
const s = setupApiSuite();

const as = (a: Account) => actingAs(s.t, a);

const pdfOf = async (a: Account, path: string) => {
  const res = await s.t.app.request(`http://localhost:3000${path}`, {
    headers: { origin: "http://localhost:3000", cookie: a.cookie },
  });
  expect(res.status).toBe(200);
  return (await pdfText(Buffer.from(await res.arrayBuffer()))).join("\n");
};

let tourId = "";
let rated = { showId: "", dealId: "" };
let unrated = { showId: "", dealId: "" };

beforeAll(async () => {
  const db = s.t.database.db;
  const owner = as(s.a);
  const tour = await insertTour(db, s.a.userId, { startDate: "2026-11-01", endDate: "2026-11-20" });
  tourId = tour.id;
  const show = async (order: number, date: string, extra: Record<string, string> = {}) => {
    const venue = await insertVenue(db, s.a.userId, { name: `Hall ${order}` });
    return insertShow(db, s.a.userId, tour.id, venue.id, {
      orderInTour: order,
      performanceDate: date,
      status: "confirmed",
      estimatedTravelCost: "0",
      estimatedAccommodationCost: "0",
      ...extra,
    });
  };
  // £1,000 with 10% to the manager of net; the show's travel is $126.50 (= £100 at 1.265).
  const deal = async (showId: string) => {
    const made = await owner.send("POST", `/api/tours/${tourId}/deals`, {
      showId,
      dealType: "guarantee",
      guaranteeAmount: "1000.00",
      currency: "GBP",
      managerCommissionPercent: "10",
      managerCommissionBasis: "net",
    });
    expect(made.status).toBe(201);
    return { showId, dealId: made.data.id as string };
  };
  rated = await deal((await show(1, "2026-11-03", { estimatedTravelCost: "126.50" })).id);
  unrated = await deal((await show(2, "2026-11-01", { estimatedTravelCost: "126.50" })).id);
  await show(3, "2026-11-04", { venueFee: "300.00" });
});

const typeRate = async () => {
  const res = await as(s.a).send("POST", "/api/currency/rates", {
    currency: "GBP",
    rate: "1.265",
    on: "2026-11-03",
  });
  expect(res.status).toBe(201);
};

describe("a commission of net on a deal in another currency", () => {
  it("cannot be worked out with no rate for the show's costs, and says so", async () => {
    const deals = (await as(s.a).get(`/api/tours/${tourId}/deals`)).data;
    const rd = deals.find((d: { id: string }) => d.id === rated.dealId);
    // Not 10% of (1000 − 126.50) as if the dollars were pounds: unknown until a rate exists.
    expect(rd).toMatchObject({ managerCommission: null, netOf: null, afterDeductions: null });
    expect(rd.showTravelAndLodging).toBe("126.50");
  });

  it("takes off the costs converted at the show's rate once there is one", async () => {
    await typeRate();
    const owner = as(s.a);
    const deals = (await owner.get(`/api/tours/${tourId}/deals`)).data;
    const rd = deals.find((d: { id: string }) => d.id === rated.dealId);
    // $126.50 / 1.265 = £100.00; 10% of (£1,000 − £100) = £90.00.
    expect(rd).toMatchObject({ netOf: "100.00", managerCommission: "90.00" });
    const ud = deals.find((d: { id: string }) => d.id === unrated.dealId);
    expect(ud).toMatchObject({ netOf: null, managerCommission: null });

    // The ledger: £90 at 1.265 = $113.85; the unrated deal's commission is listed, left out.
    const finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    const commissions = finance.anticipated.expensesByCategory.find(
      (c: { category: string }) => c.category === "Commissions",
    );
    expect(commissions.amount).toBe("113.85");
    expect(finance.currency.unconverted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label:
            "Hall 2: manager commission of net (the show's travel & lodging have no rate to GBP)",
          message: "No rate for GBP on 2026-11-01",
        }),
      ]),
    );
    // Reports per show: the unrated show's figures say they leave a line out; the rated one's don't.
    const pnl = (id: string) => finance.showPnl.find((x: { id: string }) => x.id === id);
    expect(pnl(unrated.showId).leavesOut).toBe(true);
    expect(pnl(rated.showId).leavesOut).toBe(false);
    expect(await pdfOf(s.a, `/api/tours/${tourId}/pnl.pdf`)).toContain(
      "not complete: a line has no rate",
    );
    const sheet = await pdfOf(s.a, `/api/tours/${tourId}/deals/${rated.dealId}/settlement/pdf`);
    expect(sheet).toContain("$126.50 = £100.00");
    expect(sheet).toContain("-£90.00");
  });
});

describe("booked totals in the home currency", () => {
  it("the tour page converts each deal at its show's rate and leaves out the one with none", async () => {
    const page = (await as(s.a).get(`/api/tours/${tourId}`)).data;
    // £1,000 × 1.265 = $1,265.00, plus the $300 offer; the 2026-11-01 deal has no rate.
    expect(page.moneyTotals).toMatchObject({
      booked: "1565.00",
      homeCurrency: "USD",
      unconverted: [{ showId: unrated.showId, currency: "GBP", date: "2026-11-01" }],
    });
  });

  it("the HCC's average confirmed fee is the mean of the converted shows, naming the others", async () => {
    const hcc = (await as(s.a).get("/api/negotiations")).data;
    // (1265.00 + 300.00) / 2 shows that convert.
    expect(hcc.analytics).toMatchObject({
      averageConfirmedFee: "782.50",
      homeCurrency: "USD",
      unconverted: [{ showId: unrated.showId, currency: "GBP", date: "2026-11-01" }],
    });
  });

  it("the tour report PDF books the same total and names the show it leaves out", async () => {
    const text = await pdfOf(s.a, "/api/exports/tours.pdf?venues=1&financial=1");
    expect(text).toContain("Booked (confirmed shows: deals, else offers) $1,565");
    expect(text).toContain(
      "The totals leave out 1 show with no rate: they are not complete (No rate for GBP on 2026-11-01).",
    );
  });

  it("crew see neither the fee nor which deals have no rate", async () => {
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    const hcc = (await as(crew).get("/api/negotiations")).data;
    expect(hcc.analytics.averageConfirmedFee).toEqual({ hidden: true });
    expect(hcc.analytics.unconverted).toEqual({ hidden: true });
    expect((await as(crew).get(`/api/tours/${tourId}`)).data.moneyTotals).toEqual({
      hidden: true,
    });
  });

  it("another workspace's tour answers 404", async () => {
    expect((await as(s.b).get(`/api/tours/${tourId}`)).status).toBe(404);
  });
});
