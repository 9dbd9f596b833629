import { describe, expect, it } from "vitest";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import {
  marketingCampaigns,
  merchProducts,
  merchShowCounts,
  merchVariants,
  travelLegs,
} from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();
const finance = (tourId: string) =>
  call(s.t, "GET", `/api/tours/${tourId}/finance`, { cookie: s.a.cookie });

/** Issue 22: merch counts, show estimates, bookings and campaigns never reached Finances. */
describe("the tour's ledger on the Financial Overview", () => {
  it("counts every source once: estimates, bookings beyond them, merch and campaigns", async () => {
    const db = s.t.database.db;
    const userId = s.a.workspaceId;
    const tour = await insertTour(db, userId, { startDate: "2099-05-01", endDate: "2099-05-20" });
    const venue = await insertVenue(db, userId, { name: "Station 9" });
    const show = await insertShow(db, userId, tour.id, venue.id, {
      estimatedTravelCost: "400.00",
      estimatedAccommodationCost: "150.25",
    });
    await db.insert(travelLegs).values({
      workspaceId: userId,
      tourId: tour.id,
      mode: "drive",
      fromPlace: "Atlanta",
      toPlace: "Nashville",
      departureAt: new Date("2099-05-01T15:00:00Z"),
      departureTz: "America/New_York",
      arrivalAt: new Date("2099-05-01T19:00:00Z"),
      arrivalTz: "America/Chicago",
      cost: "520.10",
    });
    const [product] = await db
      .insert(merchProducts)
      .values({ workspaceId: userId, name: "Tee" })
      .returning();
    const [variant] = await db
      .insert(merchVariants)
      .values({ workspaceId: userId, productId: product!.id, label: "M" })
      .returning();
    await db.insert(merchShowCounts).values({
      workspaceId: userId,
      showId: show.id,
      variantId: variant!.id,
      countIn: 50,
      countOut: 10,
      comps: 2,
      price: "25.05",
    });
    await db.insert(marketingCampaigns).values([
      {
        workspaceId: userId,
        tourId: tour.id,
        title: "Teaser",
        platform: "instagram",
        budget: "300.00",
        status: "completed",
      },
      {
        workspaceId: userId,
        tourId: tour.id,
        title: "Launch",
        platform: "tiktok",
        budget: "1000.00",
      },
      // Another tour's campaign, or none, is not this tour's spend.
      {
        workspaceId: userId,
        tourId: null,
        title: "Evergreen",
        platform: "instagram",
        budget: "999.00",
      },
    ]);

    const f = (await finance(tour.id)).data;
    // Plan: 400 travel estimate + 120.10 booked beyond it + 150.25 lodging + 1,300 campaigns.
    expect(f.anticipated.expenses).toBe("1970.35");
    expect(f.anticipated.revenue).toBe("0.00");
    // Actual: the booking and the completed campaign; merch 38 × 25.05 = 951.90.
    expect(f.actual.expenses).toBe("820.10");
    expect(f.actual.revenue).toBe("951.90");
    expect(f.actual.profit).toBe("131.80");
    expect(f.actual.revenueByCategory).toEqual([
      { category: "Merchandise", amount: "951.90", percent: 100 },
    ]);
    // The CSV is the same lines: its sums are the Overview's figures to the cent.
    const csv = await call(s.t, "GET", `/api/tours/${tour.id}/financials.csv`, {
      cookie: s.a.cookie,
    });
    const cells = csv.text
      .trim()
      .split("\r\n")
      .slice(1)
      .map((l) => l.slice(1, -1).split('","'));
    const total = (states: string[], type: string) =>
      moneyOf(
        cells
          .filter((c) => states.includes(c[2]!) && c[3] === type)
          .reduce((n, c) => n + bigCents(c[6]), 0n),
      );
    expect(total(["Anticipated"], "Expense")).toBe(f.anticipated.expenses);
    expect(total(["Actual", "Settled"], "Expense")).toBe(f.actual.expenses);
    expect(total(["Actual", "Settled"], "Revenue")).toBe(f.actual.revenue);
    expect(f.budgets.map((b: { category: string }) => b.category).sort()).toEqual([
      "Lodging",
      "Marketing",
      "Travel",
    ]);
  });
});
