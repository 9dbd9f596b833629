import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { travelLegInputSchema } from "@/domain/logistics/itinerary";
import { createTravelLeg } from "@/server/db/queries/logistics/itinerary";
import { workspaces } from "@/server/db/schema";
import { actingAs, confirmedShowOn3November } from "../support/acting-as";
import { setupApiSuite } from "../support/api-suite";
import type { Account } from "../support/client";
import { memberOf } from "../support/members";

/**
 * Issue 41: a travel leg, a hotel stay and a rider provision are each in their own currency;
 * the ledger converts them by the workspace's rate on their date, or lists them as left out.
 */
const s = setupApiSuite();

const tourOf = (a: Account) => confirmedShowOn3November(s.t, a, "Brixton Academy", "100");

const as = (a: Account) => actingAs(s.t, a);

const train = (extra: Record<string, unknown> = {}) => ({
  mode: "train",
  fromPlace: "London",
  toPlace: "Manchester",
  departureLocal: "2026-11-03T09:00",
  departureTz: "Europe/London",
  arrivalLocal: "2026-11-03T11:10",
  arrivalTz: "Europe/London",
  cost: "200.00",
  ...extra,
});
const hotel = (extra: Record<string, unknown> = {}) => ({
  name: "Hôtel du Nord",
  checkIn: "2026-11-03",
  checkOut: "2026-11-04",
  cost: "300.00",
  ...extra,
});
const provision = (showId: string, extra: Record<string, unknown> = {}) => ({
  showId,
  provisionType: "hospitality",
  description: "Catering",
  estimatedValue: "50.00",
  isProvidedByVenue: true,
  ...extra,
});

// The ECB's daily file: 1 EUR = 1.0856 USD = 0.8563 GBP on the show's day.
const DAILY = "Date, USD, JPY, GBP, \n03 November 2026, 1.0856, 163.12, 0.8563, \n";

describe("travel, lodging and rider provisions in their own currency", () => {
  it("keeps each cost in its currency, and the ledger converts it once a rate exists", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await tourOf(s.a);
    const leg = await owner.send(
      "POST",
      `/api/tours/${tourId}/travel-legs`,
      train({ currency: "gbp" }),
    );
    expect(leg.status, leg.text).toBe(201);
    expect(leg.data).toMatchObject({ cost: "200.00", currency: "GBP" });
    const stay = await owner.send(
      "POST",
      `/api/tours/${tourId}/lodgings`,
      hotel({ currency: "EUR" }),
    );
    expect(stay.data).toMatchObject({ cost: "300.00", currency: "EUR" });
    const rider = await owner.send(
      "POST",
      `/api/tours/${tourId}/rider-provisions`,
      provision(showId, { currency: "GBP" }),
    );
    expect(rider.data).toMatchObject({ estimatedValue: "50.00", currency: "GBP" });
    const itinerary = (await owner.get(`/api/tours/${tourId}/itinerary`)).data;
    expect(itinerary.legs[0].currency).toBe("GBP");
    expect(itinerary.lodgings[0].currency).toBe("EUR");
    const listed = (await owner.get(`/api/tours/${tourId}/rider-provisions`)).data;
    expect(listed[0].currency).toBe("GBP");

    // No rate yet: each is listed as left out, and the £200 fare passes no estimate.
    let finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.unconverted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          currency: "GBP",
          amount: "200.00",
          label: "London → Manchester",
        }),
        expect.objectContaining({ currency: "EUR", amount: "300.00", label: "Hôtel du Nord" }),
        expect.objectContaining({ currency: "GBP", amount: "50.00", label: "Catering" }),
      ]),
    );
    expect(finance.currency.unconverted).toHaveLength(3);
    let csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).not.toContain("Booked beyond estimates");

    // £200 × 1.0856 / 0.8563 = $253.56, €300 = $325.68, £50 = $63.39; $153.56 past the estimate.
    await owner.upload("/api/currency/uploaded", DAILY);
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.unconverted).toEqual([]);
    csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).toContain('"253.56","USD","200.00","GBP"');
    expect(csv).toContain('"325.68","USD","300.00","EUR"');
    expect(csv).toContain('"63.39","USD","50.00","GBP"');
    expect(csv).toMatch(/Booked beyond estimates[^\n]*"153\.56"/);

    // An edit that leaves the currency out keeps it.
    const edited = await owner.send(
      "PUT",
      `/api/tours/${tourId}/travel-legs/${leg.data.id}`,
      train({ cost: "210" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ cost: "210.00", currency: "GBP" });
  });

  it("refuses an unknown code, a three-decimal currency and an amount finer than its currency", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await tourOf(s.a);
    const posts = [
      [`/api/tours/${tourId}/travel-legs`, train, "cost"],
      [`/api/tours/${tourId}/lodgings`, hotel, "cost"],
      [
        `/api/tours/${tourId}/rider-provisions`,
        (x: Record<string, unknown>) => provision(showId, x),
        "estimatedValue",
      ],
    ] as const;
    for (const [path, body, amount] of posts) {
      const unknown = await owner.send("POST", path, body({ currency: "ZZZ" }));
      expect(unknown.status).toBe(400);
      expect(unknown.data.error.fields.currency).toBe(
        "ZZZ is not an ISO 4217 currency code (like USD, EUR, GBP)",
      );
      const dinars = await owner.send("POST", path, body({ currency: "KWD" }));
      expect(dinars.status).toBe(400);
      expect(dinars.data.error.fields.currency).toContain("KWD amounts have 3 decimals");
      const yen = await owner.send("POST", path, body({ currency: "JPY", [amount]: "1500.50" }));
      expect(yen.status).toBe(400);
      expect(yen.data.error.fields[amount]).toBe("JPY has no minor unit: type a whole amount");
    }
    expect((await owner.get(`/api/tours/${tourId}/itinerary`)).data.legs).toEqual([]);
    expect((await owner.get(`/api/tours/${tourId}/rider-provisions`)).data).toEqual([]);

    // A yen stay edited without its currency is checked against the yen it is in.
    const stay = await owner.send(
      "POST",
      `/api/tours/${tourId}/lodgings`,
      hotel({ currency: "JPY", cost: "15000" }),
    );
    expect(stay.data).toMatchObject({ cost: "15000.00", currency: "JPY" });
    const cents = await owner.send(
      "PUT",
      `/api/tours/${tourId}/lodgings/${stay.data.id}`,
      hotel({ cost: "15000.50" }),
    );
    expect(cents.status).toBe(400);
    expect(cents.data.error.fields.cost).toBe("JPY has no minor unit: type a whole amount");
  });

  it("starts in the home currency, answers another workspace with 404, and hides costs from crew", async () => {
    const other = as(s.b);
    const { tourId: theirTour } = await tourOf(s.b);
    expect((await other.send("PUT", "/api/currency/home", { homeCurrency: "EUR" })).status).toBe(
      200,
    );
    const leg = await other.send("POST", `/api/tours/${theirTour}/travel-legs`, train());
    expect(leg.data.currency).toBe("EUR");

    const owner = as(s.a);
    const { tourId, showId } = await tourOf(s.a);
    const mine = await owner.send(
      "POST",
      `/api/tours/${tourId}/travel-legs`,
      train({ currency: "GBP" }),
    );
    expect(
      (await other.send("PUT", `/api/tours/${tourId}/travel-legs/${mine.data.id}`, train())).status,
    ).toBe(404);
    expect((await other.send("POST", `/api/tours/${tourId}/lodgings`, hotel())).status).toBe(404);
    expect(
      (await other.send("POST", `/api/tours/${tourId}/rider-provisions`, provision(showId))).status,
    ).toBe(404);
    expect((await owner.get(`/api/tours/${tourId}/itinerary`)).data.legs[0].currency).toBe("GBP");

    const crew = as(await memberOf(s.t, s.a.workspaceId, "crew"));
    const seen = await crew.get(`/api/tours/${tourId}/itinerary`);
    expect(seen.status).toBe(200);
    expect(seen.data.legs[0].cost).toEqual({ hidden: true });
    expect(seen.text).not.toContain("200.00");
  });

  it("decides a write's currency inside the write's transaction, and reads the home one with the session (issue 48 §3)", async () => {
    const c = as(s.a);
    const { tourId } = await tourOf(s.a);
    // The write sees the home currency its own transaction sees: JPY, set in the same one.
    const rolledBack = new Error("rolled back");
    await expect(
      s.t.database.db.transaction(async (tx) => {
        await tx
          .update(workspaces)
          .set({ homeCurrency: "JPY" })
          .where(eq(workspaces.id, s.a.workspaceId));
        const fine = travelLegInputSchema.parse(train({ cost: "12.50" }));
        expect(await createTravelLeg(tx, s.a.workspaceId, tourId, fine)).toEqual({
          misfits: { cost: expect.stringContaining("JPY") },
        });
        const whole = travelLegInputSchema.parse(train({ cost: "1500" }));
        const leg = await createTravelLeg(tx, s.a.workspaceId, tourId, whole);
        expect(leg && "currency" in leg && leg.currency).toBe("JPY");
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);

    // The request's workspace carries the home currency, fresh after the owner changes it.
    expect((await c.send("PUT", "/api/currency/home", { homeCurrency: "CHF" })).status).toBe(200);
    expect((await c.get("/api/team")).data.homeCurrency).toBe("CHF");
    const leg = await c.send("POST", `/api/tours/${tourId}/travel-legs`, train());
    expect(leg.data.currency).toBe("CHF");
    expect((await c.send("PUT", "/api/currency/home", { homeCurrency: "USD" })).status).toBe(200);
    expect((await c.get("/api/team")).data.homeCurrency).toBe("USD");
  });
});
