import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();

const get = (path: string, cookie = s.a.cookie) => call(s.t, "GET", path, { cookie });

/** A show whose typed fee is $3,200, dated in the past so it can be settled. */
async function showWithFee() {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.userId, {
    startDate: "2025-09-01",
    endDate: "2025-09-30",
  });
  const venue = await insertVenue(db, s.a.userId, { name: "Union Street Theatre", capacity: 1200 });
  const show = await insertShow(db, s.a.userId, tour.id, venue.id, {
    performanceDate: "2025-09-12",
    venueFee: "3200.00",
    status: "confirmed",
  });
  return { tourId: tour.id, showId: show.id };
}

/** The show's money as Tours, HCC (list and dialog) and the day sheet each serve it. */
async function moneyEverywhere(tourId: string, showId: string) {
  const tour = await get(`/api/tours/${tourId}`);
  const shows = await get(`/api/tours/${tourId}/shows`);
  const hcc = await get("/api/negotiations?page=1");
  const negotiation = await get(`/api/negotiations/${showId}`);
  const sheet = await get(`/api/tours/${tourId}/day-sheets/${showId}`);
  for (const res of [tour, shows, hcc, negotiation, sheet]) expect(res.status).toBe(200);
  const hccRow = hcc.data.venues.items.find((n: { id: string }) => n.id === showId);
  const money = tour.data.shows[0].showMoney;
  return {
    tours: money,
    // The tour page's total of the same meaning (issue 36): settled once the deal is, else booked.
    tourTotal:
      money.basis === "final" ? tour.data.moneyTotals.settled : tour.data.moneyTotals.booked,
    shows: shows.data[0].showMoney,
    hccList: hccRow.showMoney,
    hccDialog: negotiation.data.negotiation.showMoney,
    daySheet: sheet.data.show.showMoney,
  };
}

const same = (money: { amount: string; basis: string; currency?: string }) => ({
  tours: money,
  tourTotal: money.amount,
  shows: money,
  hccList: money,
  hccDialog: money,
  daySheet: money,
});

describe("a show's money comes from its deal", () => {
  it("is the offer, then the deal's projection, then its final payout, on every list", async () => {
    const { tourId, showId } = await showWithFee();
    expect(await moneyEverywhere(tourId, showId)).toEqual(
      same({ amount: "3200.00", basis: "offer" }),
    );

    const deal = await call(s.t, "POST", `/api/tours/${tourId}/deals`, {
      cookie: s.a.cookie,
      json: {
        showId,
        dealType: "door_split",
        artistSharePercent: "80",
        ticketPrice: "30",
        capacity: "1200",
        expectedAttendance: "1000",
      },
    });
    expect(deal.status, JSON.stringify(deal.data)).toBe(201);
    // 1,000 × $30 × 80 %: the deal, not the $3,200 typed before it.
    expect(await moneyEverywhere(tourId, showId)).toEqual(
      same({ amount: "24000.00", basis: "projected", currency: "USD" }),
    );
    // The fee stays the offer it was (spec field venue_fee), beside the deal's figure.
    expect((await get(`/api/tours/${tourId}/shows`)).data[0].venueFee).toBe("3200.00");

    const settled = await call(
      s.t,
      "PUT",
      `/api/tours/${tourId}/deals/${deal.data.id}/settlement`,
      {
        cookie: s.a.cookie,
        json: { ticketsSold: "1100", grossReceipts: "33000", showExpenses: "0" },
      },
    );
    expect(settled.status, JSON.stringify(settled.data)).toBe(200);
    const final = settled.data.finalPayout;
    expect(await moneyEverywhere(tourId, showId)).toEqual(
      same({ amount: final, basis: "final", currency: "USD" }),
    );

    // A guarantee deal shows its guarantee; with the deal gone the offer is back.
    await call(s.t, "DELETE", `/api/tours/${tourId}/deals/${deal.data.id}`, { cookie: s.a.cookie });
    await call(s.t, "POST", `/api/tours/${tourId}/deals`, {
      cookie: s.a.cookie,
      json: { showId, dealType: "guarantee", guaranteeAmount: "5000" },
    });
    expect(await moneyEverywhere(tourId, showId)).toEqual(
      same({ amount: "5000.00", basis: "guarantee", currency: "USD" }),
    );
  });

  it("averages the confirmed shows' deal money in HCC's analytics", async () => {
    const { tourId, showId } = await showWithFee();
    await call(s.t, "POST", `/api/tours/${tourId}/deals`, {
      cookie: s.a.cookie,
      json: { showId, dealType: "guarantee", guaranteeAmount: "10500" },
    });
    const hcc = await get("/api/negotiations?page=1");
    const items: { status: string; venueFee: string; showMoney: { amount: string } }[] =
      hcc.data.venues.items;
    expect(items.length).toBe(hcc.data.venues.total);
    const confirmed = items.filter((n) => n.status === "confirmed");
    const cents = confirmed.map((n) => Math.round(Number(n.showMoney.amount) * 100));
    const mean = Math.round(cents.reduce((a, b) => a + b, 0) / confirmed.length);
    expect(hcc.data.analytics.averageConfirmedFee).toBe((mean / 100).toFixed(2));
    // The $10,500 guarantee counts, never the $3,200 typed before the deal.
    expect(confirmed.map((n) => n.showMoney.amount)).toContain("10500.00");
    expect(confirmed.some((n) => n.venueFee !== n.showMoney.amount)).toBe(true);
  });

  it("never reads another account's deal", async () => {
    const { tourId, showId } = await showWithFee();
    const other = await call(s.t, "POST", `/api/tours/${tourId}/deals`, {
      cookie: s.b.cookie,
      json: { showId, dealType: "guarantee", guaranteeAmount: "1" },
    });
    expect(other.status).toBe(404);
    expect((await moneyEverywhere(tourId, showId)).shows).toEqual({
      amount: "3200.00",
      basis: "offer",
    });
  });
});
