import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();

/** A tour of account a with two confirmed shows played, its dates running to 2099. */
async function tourWithShows(dates = { start: "2099-05-01", end: "2099-05-20" }) {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.userId, { startDate: dates.start, endDate: dates.end });
  const venue = await insertVenue(db, s.a.userId, { name: "The Lantern" });
  // No travel or lodging estimates: these tests read the rows and deals alone (the ledger's
  // other sources are in ledger.test.ts).
  // Confirmed: only a confirmed show takes a deal and books money (issue 36).
  // No offer either: a confirmed show without a deal would book its offer.
  const bare = {
    estimatedTravelCost: null,
    estimatedAccommodationCost: null,
    venueFee: null,
    status: "confirmed",
  };
  const one = await insertShow(db, s.a.userId, tour.id, venue.id, { orderInTour: 1, ...bare });
  const two = await insertShow(db, s.a.userId, tour.id, venue.id, { orderInTour: 2, ...bare });
  return { tourId: tour.id, showIds: [one.id, two.id] };
}

const post = (path: string, json: unknown, cookie = s.a.cookie) =>
  call(s.t, "POST", path, { cookie, json });
const finance = (tourId: string, cookie = s.a.cookie) =>
  call(s.t, "GET", `/api/tours/${tourId}/finance`, { cookie });

describe("financial rows", () => {
  it("creates, edits and deletes a row; the overview moves by exactly its amount", async () => {
    const { tourId } = await tourWithShows();
    const before = (await finance(tourId)).data;
    // Its shows were played (2026-06-01) and its dates run to 2099: mid-run (issue 36).
    expect(before.dataBadge).toBe("Live Tour");
    expect(before.anticipated.expenses).toBe("0.00");

    const created = await post(`/api/tours/${tourId}/financials`, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "100.10",
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ amountAnticipated: "100.10", amountActual: null });
    await post(`/api/tours/${tourId}/financials`, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "0.20",
    });
    const after = (await finance(tourId)).data;
    // 100.10 + 0.20 is 100.30 exactly (as floats it is 100.30000000000001).
    expect(after.anticipated.expenses).toBe("100.30");
    expect(after.anticipated.profit).toBe("-100.30");
    expect(after.anticipated.marginPercent).toBeNull();
    expect(after.anticipated.expensesByCategory).toEqual([
      { category: "Fuel", amount: "100.30", percent: 100 },
    ]);

    const id = created.data.id;
    const edited = await call(s.t, "PUT", `/api/tours/${tourId}/financials/${id}`, {
      cookie: s.a.cookie,
      json: {
        type: "expense",
        category: "Fuel",
        amountAnticipated: "50",
        amountActual: "48.5",
        isFinalized: true,
      },
    });
    expect(edited.status).toBe(200);
    const actual = (await finance(tourId)).data.actual;
    expect(actual.expenses).toBe("48.50");
    const del = await call(s.t, "DELETE", `/api/tours/${tourId}/financials/${id}`, {
      cookie: s.a.cookie,
    });
    expect(del.status).toBe(200);
    expect((await finance(tourId)).data.anticipated.expenses).toBe("0.20");
  });

  it("counts actual amounts of finalized rows only", async () => {
    const { tourId } = await tourWithShows();
    await post(`/api/tours/${tourId}/financials`, {
      type: "revenue",
      category: "Merchandise",
      amountAnticipated: "1000",
      amountActual: "900",
      isFinalized: false,
    });
    await post(`/api/tours/${tourId}/financials`, {
      type: "revenue",
      category: "Merchandise",
      amountAnticipated: "500",
      amountActual: "650.55",
      isFinalized: true,
    });
    const data = (await finance(tourId)).data;
    expect(data.anticipated.revenue).toBe("1500.00");
    expect(data.actual.revenue).toBe("650.55");
    expect(data.actual.marginPercent).toBe(100);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const { tourId } = await tourWithShows();
    const cases: [unknown, string][] = [
      [{ type: "gift", category: "Fuel" }, "type"],
      [{ type: "expense", category: "Travel" }, "category"],
      [{ type: "expense", category: "Fuel", amountAnticipated: "-1" }, "amountAnticipated"],
      [{ type: "expense", category: "Fuel", amountAnticipated: "1.005" }, "amountAnticipated"],
      [
        { type: "expense", category: "Fuel", amountAnticipated: "1000000000000" },
        "amountAnticipated",
      ],
      [{ type: "expense", category: "Fuel", isFinalized: true }, "amountActual"],
    ];
    for (const [json, field] of cases) {
      const res = await post(`/api/tours/${tourId}/financials`, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.data.error.fields)).toContain(field);
    }
  });
});

describe("deals and settlements", () => {
  it("lists each show with the fee and capacity a new deal starts from", async () => {
    const db = s.t.database.db;
    const tour = await insertTour(db, s.a.userId, {
      startDate: "2099-05-01",
      endDate: "2099-05-20",
    });
    const venue = await insertVenue(db, s.a.userId, { name: "Metro", capacity: 1100 });
    const show = await insertShow(db, s.a.userId, tour.id, venue.id, { venueFee: "2500.50" });
    const bare = await insertShow(db, s.a.userId, tour.id, null, {
      venueFee: null,
      orderInTour: 2,
    });
    const { shows } = (await finance(tour.id)).data;
    expect(shows).toEqual([
      expect.objectContaining({
        id: show.id,
        venueName: "Metro",
        venueFee: "2500.50",
        capacity: 1100,
      }),
      expect.objectContaining({
        id: bare.id,
        venueName: "Unknown Venue",
        venueFee: null,
        capacity: null,
      }),
    ]);
  });

  it("projects each deal type and settles a versus deal against its projection", async () => {
    const { tourId, showIds } = await tourWithShows();
    const versus = await post(`/api/tours/${tourId}/deals`, {
      showId: showIds[0],
      dealType: "versus",
      guaranteeAmount: "1000",
      artistSharePercent: "70",
      ticketPrice: "25",
      capacity: "400",
      expectedAttendance: "300",
    });
    expect(versus.status, JSON.stringify(versus.data)).toBe(201);
    // 300 × $25 = $7,500 gross; 70% = $5,250 beats the $1,000 guarantee.
    expect(versus.data).toMatchObject({
      projectedGross: "7500.00",
      projectedPayout: "5250.00",
      venueSharePercent: "30.00",
      isSettled: false,
    });
    const net = await post(`/api/tours/${tourId}/deals`, {
      showId: showIds[1],
      dealType: "percentage_of_net",
      artistSharePercent: "85",
      ticketPrice: "20",
      expectedAttendance: "200",
      expectedExpenses: "1000",
    });
    // 85% of (4,000 − 1,000)
    expect(net.data.projectedPayout).toBe("2550.00");

    const taken = await post(`/api/tours/${tourId}/deals`, {
      showId: showIds[0],
      dealType: "guarantee",
      guaranteeAmount: "10",
    });
    expect(taken.status).toBe(409);

    const settled = await call(
      s.t,
      "PUT",
      `/api/tours/${tourId}/deals/${versus.data.id}/settlement`,
      {
        cookie: s.a.cookie,
        json: { ticketsSold: "120", grossReceipts: "1200", showExpenses: "0" },
      },
    );
    expect(settled.status).toBe(200);
    // 70% of $1,200 is $840, under the guarantee: versus pays the $1,000.
    expect(settled.data).toMatchObject({
      isSettled: true,
      finalPayout: "1000.00",
      variance: "-4250.00",
    });
    const data = (await finance(tourId)).data;
    expect(data.anticipated.revenue).toBe("7800.00");
    expect(data.actual.revenue).toBe("1000.00");
    expect(data.pendingSettlements).toBe("2550.00");
    expect(data.deals.map((d: { dealType: string }) => d.dealType)).toEqual([
      "versus",
      "percentage_of_net",
    ]);

    const reopened = await call(
      s.t,
      "DELETE",
      `/api/tours/${tourId}/deals/${versus.data.id}/settlement`,
      {
        cookie: s.a.cookie,
      },
    );
    expect(reopened.data).toMatchObject({ isSettled: false, finalPayout: null });
  });

  it("refuses a share above 100, attendance over capacity and a missing guarantee", async () => {
    const { tourId, showIds } = await tourWithShows();
    const deal = { showId: showIds[0], dealType: "versus", guaranteeAmount: "1" };
    const share = await post(`/api/tours/${tourId}/deals`, {
      ...deal,
      artistSharePercent: "100.5",
    });
    expect(share.status).toBe(400);
    expect(share.data.error.fields.artistSharePercent).toBe(
      "Artist share must be between 0 and 100",
    );
    const rest = await post(`/api/tours/${tourId}/deals`, {
      ...deal,
      guaranteeAmount: "",
      artistSharePercent: "70",
      capacity: "100",
      expectedAttendance: "101",
    });
    expect(rest.status).toBe(400);
    expect(rest.data.error.fields).toEqual({
      expectedAttendance: "Expected attendance cannot be more than the capacity",
      guaranteeAmount: "Guarantee is required",
    });
  });
});

describe("rider provisions and budgets", () => {
  it("counts provided and fulfilled provisions as rider savings", async () => {
    const { tourId, showIds } = await tourWithShows();
    const base = { showId: showIds[0], provisionType: "technical", description: "PA" };
    await post(`/api/tours/${tourId}/rider-provisions`, {
      ...base,
      estimatedValue: "450.25",
      isProvidedByVenue: true,
      isFulfilled: true,
    });
    await post(`/api/tours/${tourId}/rider-provisions`, {
      ...base,
      estimatedValue: "100",
      isProvidedByVenue: true,
      isFulfilled: false,
    });
    const data = (await finance(tourId)).data;
    expect(data.riderSavings).toBe("450.25");
    expect(data.provisions).toHaveLength(2);
  });

  it("warns when spending passes a category's budget", async () => {
    const { tourId } = await tourWithShows();
    const put = (json: unknown) =>
      call(s.t, "PUT", `/api/tours/${tourId}/budgets`, { cookie: s.a.cookie, json });
    expect((await put({ category: "Fuel", amount: "100" })).status).toBe(200);
    // Setting it again replaces it.
    expect((await put({ category: "Fuel", amount: "200" })).data.amount).toBe("200.00");
    expect((await put({ category: "Bribes", amount: "1" })).status).toBe(400);
    await post(`/api/tours/${tourId}/financials`, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "250.01",
    });
    const lines = (await finance(tourId)).data.budgets;
    expect(lines).toEqual([
      expect.objectContaining({ category: "Fuel", budget: "200.00", overBy: "50.01" }),
    ]);
  });
});

describe("another account", () => {
  it("gets 404 on every route of a tour, deal, row and provision it does not own", async () => {
    const { tourId, showIds } = await tourWithShows();
    const row = await post(`/api/tours/${tourId}/financials`, {
      type: "expense",
      category: "Fuel",
    });
    const deal = await post(`/api/tours/${tourId}/deals`, {
      showId: showIds[0],
      dealType: "guarantee",
      guaranteeAmount: "10",
    });
    const provision = await post(`/api/tours/${tourId}/rider-provisions`, {
      showId: showIds[0],
      provisionType: "technical",
      description: "PA",
    });
    const budget = await call(s.t, "PUT", `/api/tours/${tourId}/budgets`, {
      cookie: s.a.cookie,
      json: { category: "Fuel", amount: "1" },
    });
    const t = `/api/tours/${tourId}`;
    const rowJson = { type: "expense", category: "Fuel" };
    const dealJson = { showId: showIds[0], dealType: "guarantee", guaranteeAmount: "1" };
    const provJson = { showId: showIds[0], provisionType: "technical", description: "x" };
    const settle = { ticketsSold: 1, grossReceipts: "1" };
    const attempts: [string, string, unknown?][] = [
      ["GET", `${t}/finance`],
      ["GET", `${t}/financials`],
      ["POST", `${t}/financials`, rowJson],
      ["PUT", `${t}/financials/${row.data.id}`, rowJson],
      ["DELETE", `${t}/financials/${row.data.id}`],
      ["GET", `${t}/deals`],
      ["POST", `${t}/deals`, dealJson],
      ["PUT", `${t}/deals/${deal.data.id}`, dealJson],
      ["DELETE", `${t}/deals/${deal.data.id}`],
      ["PUT", `${t}/deals/${deal.data.id}/settlement`, settle],
      ["DELETE", `${t}/deals/${deal.data.id}/settlement`],
      ["GET", `${t}/rider-provisions`],
      ["POST", `${t}/rider-provisions`, provJson],
      ["PUT", `${t}/rider-provisions/${provision.data.id}`, provJson],
      ["DELETE", `${t}/rider-provisions/${provision.data.id}`],
      ["GET", `${t}/budgets`],
      ["PUT", `${t}/budgets`, { category: "Fuel", amount: "9" }],
      ["DELETE", `${t}/budgets/${budget.data.id}`],
    ];
    for (const [method, path, json] of attempts) {
      const res = await call(s.t, method, path, { cookie: s.b.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Nothing changed for the owner.
    const data = (await finance(tourId)).data;
    expect(data.deals).toHaveLength(1);
    expect(data.provisions).toHaveLength(1);
    expect(data.budgets[0].budget).toBe("1.00");
  });

  it("cannot attach a deal on its own tour to another account's show", async () => {
    const { showIds } = await tourWithShows();
    const tour = await insertTour(s.t.database.db, s.b.userId);
    const res = await post(
      `/api/tours/${tour.id}/deals`,
      { showId: showIds[0], dealType: "guarantee", guaranteeAmount: "1" },
      s.b.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.data.error.fields.showId).toBe("Choose a show of this tour");
  });
});

describe("exports", () => {
  it("exports the ledger as CSV and the P&L, settlement and day sheet as PDF", async () => {
    const { tourId, showIds } = await tourWithShows();
    await post(`/api/tours/${tourId}/financials`, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "1234.5",
    });
    const deal = await post(`/api/tours/${tourId}/deals`, {
      showId: showIds[0],
      dealType: "guarantee",
      guaranteeAmount: "500",
    });
    const csv = await call(s.t, "GET", `/api/tours/${tourId}/financials.csv`, {
      cookie: s.a.cookie,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename=".*-financials-/);
    // Issue 22: the CSV held only hand-typed rows; it is the ledger, deals included.
    expect(csv.text.split("\r\n").slice(1, -1)).toEqual([
      '"2026-06-01","Deal","Anticipated","Revenue","Show deals","The Lantern: projected payout","500.00","USD","500.00","USD","","",""',
      '"","Row","Anticipated","Expense","Fuel","Fuel","1234.50","USD","1234.50","USD","","",""',
    ]);
    for (const path of [
      `/api/tours/${tourId}/pnl.pdf`,
      `/api/tours/${tourId}/deals/${deal.data.id}/settlement/pdf`,
      `/api/tours/${tourId}/day-sheets/${showIds[0]}/pdf`,
    ]) {
      const pdf = await call(s.t, "GET", path, { cookie: s.a.cookie });
      expect(pdf.status, path).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.text.startsWith("%PDF")).toBe(true);
      const other = await call(s.t, "GET", path, { cookie: s.b.cookie });
      expect(other.status, path).toBe(404);
    }
  });
});
