import { describe, expect, it } from "vitest";
import { actingAs, confirmedShowOn3November } from "../support/acting-as";
import { setupApiSuite } from "../support/api-suite";
import type { Account } from "../support/client";
import { pdfText } from "../support/pdf-text";

/**
 * Issue 41, deals: a deal is in its own currency; its guarantee, settlement, commissions and
 * withholding are worked out in it (to its minor unit), and the ledger converts each of its
 * lines by the workspace's rate on the line's date, or lists it as left out.
 */
const s = setupApiSuite();

const showOf = (a: Account) => confirmedShowOn3November(s.t, a, "The Garage");

const as = (a: Account) => actingAs(s.t, a);

const guarantee = (showId: string, extra: Record<string, unknown> = {}) => ({
  showId,
  dealType: "guarantee",
  guaranteeAmount: "5000.00",
  ...extra,
});

// The ECB's daily file: 1 EUR = 1.0856 USD = 0.8563 GBP on the show's day.
const DAILY = "Date, USD, JPY, GBP, \n03 November 2026, 1.0856, 163.12, 0.8563, \n";

describe("deals in their own currency", () => {
  it("settles a GBP deal with withholding in pounds, and the ledger converts each line once a rate exists", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    const made = await owner.send(
      "POST",
      `/api/tours/${tourId}/deals`,
      guarantee(showId, {
        currency: "gbp",
        withholdingPercent: "20",
        agentCommissionPercent: "10",
      }),
    );
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({
      currency: "GBP",
      guaranteeAmount: "5000.00",
      withholding: "1000.00",
      agentCommission: "500.00",
    });
    const settled = await owner.send(
      "PUT",
      `/api/tours/${tourId}/deals/${made.data.id}/settlement`,
      {
        ticketsSold: 300,
        grossReceipts: "9000.00",
        showExpenses: "0",
      },
    );
    expect(settled.status).toBe(200);
    expect(settled.data).toMatchObject({
      currency: "GBP",
      finalPayout: "5000.00",
      withholding: "1000.00",
      balanceDue: "4000.00",
    });

    // No rate yet: the deal's lines are shown as they are and left out of the totals.
    let finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.unconverted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          currency: "GBP",
          amount: "5000.00",
          label: "The Garage: final payout",
          direction: "income",
          message: "No rate for GBP on 2026-11-03",
        }),
        expect.objectContaining({ currency: "GBP", amount: "1000.00" }),
      ]),
    );

    // With the ECB's file: 5000 × 1.0856 / 0.8563 = 6338.90; the withholding 1267.78.
    await owner.upload("/api/currency/uploaded", DAILY);
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.unconverted).toEqual([]);
    expect(finance.currency.rates).toMatchObject([{ from: "GBP", to: "USD", how: "via EUR" }]);
    const csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).toContain('"6338.90","USD","5000.00","GBP"');
    expect(csv).toContain('"1267.78","USD","1000.00","GBP"');

    // The settlement sheet: the deal's figures in pounds, then the home equivalent and its rate.
    const pdf = await s.t.app.request(
      `http://localhost:3000/api/tours/${tourId}/deals/${made.data.id}/settlement/pdf`,
      { headers: { origin: "http://localhost:3000", cookie: s.a.cookie } },
    );
    expect(pdf.status).toBe(200);
    const sheet = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join("\n");
    expect(sheet).toContain("GBP · Pound Sterling");
    expect(sheet).toContain("£5,000.00");
    expect(sheet).toContain("-£1,000.00");
    expect(sheet).toContain("In USD (the home currency)");
    expect(sheet).toContain("$6,338.90");
    expect(sheet).toContain("$5,071.12");

    // Tours, HCC and the day sheet say the show's money in the deal's currency.
    const shows = (await owner.get(`/api/tours/${tourId}/shows`)).data;
    expect(shows[0].showMoney).toEqual({ amount: "5000.00", basis: "final", currency: "GBP" });

    // An edit that leaves the currency out keeps it.
    const edited = await owner.send(
      "PUT",
      `/api/tours/${tourId}/deals/${made.data.id}`,
      guarantee(showId, { guaranteeAmount: "6000", withholdingPercent: "20" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      currency: "GBP",
      finalPayout: "6000.00",
      withholding: "1200.00",
    });
  });

  it("works a JPY deal in whole yen and refuses amounts with more decimals than its currency", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    const cents = await owner.send(
      "POST",
      `/api/tours/${tourId}/deals`,
      guarantee(showId, { currency: "JPY", guaranteeAmount: "100005.50" }),
    );
    expect(cents.status).toBe(400);
    expect(cents.data.error.fields.guaranteeAmount).toBe(
      "JPY has no minor unit: type a whole amount",
    );
    for (const currency of ["ZZZ", "KWD", "US\u0000"]) {
      const bad = await owner.send(
        "POST",
        `/api/tours/${tourId}/deals`,
        guarantee(showId, { currency }),
      );
      expect(bad.status).toBe(400);
      expect(bad.data.error.fields).toHaveProperty("currency");
    }
    expect((await owner.get(`/api/tours/${tourId}/deals`)).data).toEqual([]);

    // 10% of ¥100,005 is ¥10,000.5: withheld as ¥10,001 (half up, to the yen), never ¥10,000.50.
    const yen = await owner.send(
      "POST",
      `/api/tours/${tourId}/deals`,
      guarantee(showId, { currency: "JPY", guaranteeAmount: "100005", withholdingPercent: "10" }),
    );
    expect(yen.status).toBe(201);
    expect(yen.data).toMatchObject({
      currency: "JPY",
      withholding: "10001.00",
      balanceDue: "90004.00",
    });

    const settlement = await owner.send(
      "PUT",
      `/api/tours/${tourId}/deals/${yen.data.id}/settlement`,
      {
        ticketsSold: 10,
        grossReceipts: "25000.50",
      },
    );
    expect(settlement.status).toBe(400);
    expect(settlement.data.error.fields.grossReceipts).toBe(
      "JPY has no minor unit: type a whole amount",
    );
    expect((await owner.get(`/api/tours/${tourId}/deals`)).data[0].isSettled).toBe(false);
  });

  it("starts a deal in the workspace's home currency", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    expect((await owner.send("PUT", "/api/currency/home", { homeCurrency: "EUR" })).status).toBe(
      200,
    );
    const made = await owner.send("POST", `/api/tours/${tourId}/deals`, guarantee(showId));
    expect(made.data.currency).toBe("EUR");
  });
});
