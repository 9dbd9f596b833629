import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();
const post = (path: string, json: unknown) => call(s.t, "POST", path, { cookie: s.a.cookie, json });

/** The text lines of a PDF the app wrote, read through its embedded fonts' ToUnicode maps. */
async function pdfLines(path: string) {
  const res = await s.t.app.request(`http://localhost:3000${path}`, {
    headers: { origin: "http://localhost:3000", cookie: s.a.cookie },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

/** Issue 22: Reports took the venue's show expenses off a payout that had already paid them. */
describe("Reports: the P&L per tour and per show", () => {
  it("a show's net is what the artist keeps, and the tour's totals are the Overview's", async () => {
    const db = s.t.database.db;
    const tour = await insertTour(db, s.a.userId, {
      title: "Autumn",
      startDate: "2099-05-01",
      endDate: "2099-05-20",
    });
    const venue = await insertVenue(db, s.a.userId, { name: "Union Street Theatre" });
    const bare = { estimatedTravelCost: null, estimatedAccommodationCost: null };
    const show = await insertShow(db, s.a.userId, tour.id, venue.id, {
      ...bare,
      performanceDate: "2099-05-02",
      status: "confirmed",
    });
    const deal = await post(`/api/tours/${tour.id}/deals`, {
      showId: show.id,
      dealType: "percentage_of_net",
      artistSharePercent: "80",
      ticketPrice: "25",
      expectedAttendance: "450",
      expectedExpenses: "3500",
    });
    // 80% of (11,250 gross − 3,500 show expenses) = 6,200: the venue's costs are paid inside it.
    const settled = await call(
      s.t,
      "PUT",
      `/api/tours/${tour.id}/deals/${deal.data.id}/settlement`,
      {
        cookie: s.a.cookie,
        // The show is dated 2099: settling it early needs the explicit confirmation.
        json: {
          ticketsSold: "450",
          grossReceipts: "11250",
          showExpenses: "3500",
          confirmBeforeShow: true,
        },
      },
    );
    expect(settled.data.finalPayout).toBe("6200.00");
    await post(`/api/tours/${tour.id}/financials`, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "1234.56",
      amountActual: "1200.01",
      isFinalized: true,
    });

    const f = (await call(s.t, "GET", `/api/tours/${tour.id}/finance`, { cookie: s.a.cookie }))
      .data;
    expect(f.showPnl).toMatchObject([
      { id: show.id, income: "6200.00", expenses: "0.00", net: "6200.00", isSettled: true },
    ]);
    expect(f.actual.profit).toBe("4999.99");

    // The P&L PDF: the same tour totals to the cent, and the show's net is $6,200, not $2,700.
    const lines = await pdfLines(`/api/tours/${tour.id}/pnl.pdf`);
    const valueAfter = (label: string, from = 0) => lines[lines.indexOf(label, from) + 1];
    const actualAt = lines.findIndex((l) => l.startsWith("Actual"));
    expect(valueAfter("Total revenue", actualAt)).toBe("$6,200.00");
    expect(valueAfter("Total expenses", actualAt)).toBe("$1,200.01");
    expect(valueAfter("Profit", actualAt)).toBe(
      `$${Number(f.actual.profit).toLocaleString("en-US")}`,
    );
    const showLine = lines.findIndex((l) => l.includes("Union Street Theatre · $6,200.00 in"));
    expect(lines[showLine + 1]).toBe("$6,200.00");
    expect(lines.some((l) => l.includes("2,700"))).toBe(false);
  });
});
