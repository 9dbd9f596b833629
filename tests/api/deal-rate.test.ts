import { describe, expect, it } from "vitest";
import { actingAs, confirmedShowOn3November } from "../support/acting-as";
import { setupApiSuite } from "../support/api-suite";
import type { Account } from "../support/client";
import { memberOf } from "../support/members";
import { pdfText } from "../support/pdf-text";

/**
 * Issue 41 §2, "rates typed per line or per show": a rate typed on a deal converts its plan;
 * the rate the settlement was really paid at converts what was settled (else the deal's);
 * either applies only while it is to the home currency; bad rates are refused by field.
 */
const s = setupApiSuite();

const showOf = (a: Account) => confirmedShowOn3November(s.t, a, "Brudenell");

const as = (a: Account) => actingAs(s.t, a);

const guarantee = (showId: string, extra: Record<string, unknown> = {}) => ({
  showId,
  dealType: "guarantee",
  guaranteeAmount: "5000.00",
  ...extra,
});
const settlement = (extra: Record<string, unknown> = {}) => ({
  ticketsSold: 300,
  grossReceipts: "9000.00",
  ...extra,
});

// The ECB's daily file: 1 EUR = 1.0856 USD = 0.8563 GBP (1 GBP ≈ 1.26778 USD) that day.
const DAILY = "Date, USD, GBP, \n03 November 2026, 1.0856, 0.8563, \n";

async function settlementSheet(a: Account, tourId: string, dealId: string, language = "en") {
  const pdf = await s.t.app.request(
    `http://localhost:3000/api/tours/${tourId}/deals/${dealId}/settlement/pdf`,
    {
      headers: {
        origin: "http://localhost:3000",
        cookie: a.cookie,
        "accept-language": language,
      },
    },
  );
  expect(pdf.status).toBe(200);
  // Lines joined by spaces: a long rate wraps in its column.
  return (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(" ").replace(/\s+/g, " ");
}

describe("a rate typed on a deal and received with its settlement", () => {
  it("converts the plan at the deal's rate and the payout at the rate received, over the workspace's", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    await owner.upload("/api/currency/uploaded", DAILY);
    const made = await owner.send(
      "POST",
      `/api/tours/${tourId}/deals`,
      guarantee(showId, { currency: "GBP", rate: "1.2500", withholdingPercent: "20" }),
    );
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ rate: "1.25", rateTo: "USD", settlementRate: null });

    // The plan: £5,000 at 1.25 is $6,250 (not the ECB's $6,338.90), less £1,000 withheld.
    let finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.anticipated.revenue).toBe("6250.00");
    expect(finance.currency.rates.map((r: { text: string }) => r.text)).toEqual([
      "1 GBP = 1.25 USD on 2026-11-03 (typed on the deal)",
    ]);

    // Settled without a rate received: the deal's rate converts the payout too.
    const dealPath = `/api/tours/${tourId}/deals/${made.data.id}`;
    expect((await owner.send("PUT", `${dealPath}/settlement`, settlement())).status).toBe(200);
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.actual.revenue).toBe("6250.00");

    // The bank converted it at 1.2411: the settled lines take that rate, the plan keeps 1.25.
    const paid = await owner.send(
      "PUT",
      `${dealPath}/settlement`,
      settlement({ settlementRate: "1.2411" }),
    );
    expect(paid.data).toMatchObject({ settlementRate: "1.2411", settlementRateTo: "USD" });
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.actual.revenue).toBe("6205.50");
    expect(finance.currency.rates.map((r: { text: string }) => r.text)).toEqual([
      "1 GBP = 1.25 USD on 2026-11-03 (typed on the deal)",
      "1 GBP = 1.2411 USD on 2026-11-03 (typed on the settlement)",
    ]);
    const csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    // £5,000 × 1.2411 = $6,205.50; the £1,000 withheld × 1.2411 = $1,241.10.
    expect(csv).toContain('"6205.50","USD","5000.00","GBP","1.2411"');
    expect(csv).toContain('"1241.10","USD","1000.00","GBP","1.2411"');
    expect(csv).toContain("typed on the settlement");

    // The settlement sheet's home section uses the rate received and says it was typed.
    const sheet = await settlementSheet(s.a, tourId, made.data.id);
    expect(sheet).toContain("In USD (the home currency)");
    expect(sheet).toContain("1 GBP = 1.2411 USD on 2026-11-03 (typed on the settlement)");
    expect(sheet).toContain("$6,205.50");
    // Printed for a German reader, the rate's line is German too, its decimal mark included.
    const german = await settlementSheet(s.a, tourId, made.data.id, "de");
    expect(german).toContain("1 GBP = 1,2411 USD am 2026-11-03 (bei der Abrechnung eingegeben)");

    // An edit that leaves the rates out keeps them; an empty rate clears the deal's.
    const kept = await owner.send("PUT", dealPath, guarantee(showId, { withholdingPercent: "20" }));
    expect(kept.data).toMatchObject({ rate: "1.25", settlementRate: "1.2411" });
    const cleared = await owner.send("PUT", dealPath, guarantee(showId, { rate: "" }));
    expect(cleared.data).toMatchObject({ rate: null, rateTo: null, settlementRate: "1.2411" });
    // Reopened, the settlement's rate goes with the settlement.
    const reopened = await owner.send("DELETE", `${dealPath}/settlement`, undefined);
    expect(reopened.data).toMatchObject({ isSettled: false, settlementRate: null });
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.rates).toMatchObject([{ how: "via EUR" }]);
  });

  it("ignores a rate typed for another home currency: the workspace's rate applies", async () => {
    const owner = as(s.b);
    const { tourId, showId } = await showOf(s.b);
    const made = await owner.send(
      "POST",
      `/api/tours/${tourId}/deals`,
      guarantee(showId, { currency: "GBP", rate: "1.25" }),
    );
    const dealPath = `/api/tours/${tourId}/deals/${made.data.id}`;
    await owner.send("PUT", `${dealPath}/settlement`, settlement({ settlementRate: "1.24" }));
    expect((await owner.send("PUT", "/api/currency/home", { homeCurrency: "EUR" })).status).toBe(
      200,
    );
    // Typed to USD, neither converts to EUR: with no rate of the workspace, nothing does.
    let finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.rates).toEqual([]);
    expect(finance.currency.unconverted.length).toBeGreaterThan(0);
    await owner.upload("/api/currency/uploaded", DAILY);
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    // 1 GBP = 1 / 0.8563 EUR: £5,000 is €5,839.0751…, rounded half up to €5,839.08.
    expect(finance.currency.rates).toMatchObject([{ from: "GBP", to: "EUR", how: "inverse" }]);
    expect(finance.actual.revenue).toBe("5839.08");
    expect((await owner.get(`/api/tours/${tourId}/deals`)).data[0]).toMatchObject({
      rate: "1.25",
      rateTo: "USD",
    });
    const sheet = await settlementSheet(s.b, tourId, made.data.id);
    expect(sheet).toContain("In EUR (the home currency)");
    expect(sheet).not.toContain("typed on");
  });

  it("refuses each bad rate by field, and a rate on a deal in the home currency; nothing is saved", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    const deals = `/api/tours/${tourId}/deals`;
    for (const [extra, field, message] of [
      [{ currency: "GBP", rate: "0" }, "rate", "Rate must be more than 0"],
      [{ currency: "GBP", rate: "-1.2" }, "rate", "Rate must be more than 0"],
      [{ currency: "GBP", rate: "1000001" }, "rate", "Rate cannot be more than 1,000,000"],
      [{ currency: "GBP", rate: "1,25" }, "rate", "Rate must be a plain number like 1.0856"],
      [{ rate: "1.1" }, "rate", "USD is the home currency: a deal in it needs no rate"],
      [
        { currency: "usd", rate: "1.1" },
        "rate",
        "USD is the home currency: a deal in it needs no rate",
      ],
    ] as const) {
      const res = await owner.send("POST", deals, guarantee(showId, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.data.error.fields[field]).toBe(message);
    }
    expect((await owner.get(deals)).data).toEqual([]);

    const usd = await owner.send("POST", deals, guarantee(showId));
    const settle = `${deals}/${usd.data.id}/settlement`;
    const home = await owner.send("PUT", settle, settlement({ settlementRate: "1.2" }));
    expect(home.status).toBe(400);
    expect(home.data.error.fields.settlementRate).toBe(
      "USD is the home currency: a deal in it needs no rate",
    );
    await owner.send("PUT", `${deals}/${usd.data.id}`, guarantee(showId, { currency: "GBP" }));
    for (const [settlementRate, message] of [
      ["0", "Rate must be more than 0"],
      ["abc", "Rate must be a plain number like 1.0856"],
      ["2000000", "Rate cannot be more than 1,000,000"],
    ]) {
      const res = await owner.send("PUT", settle, settlement({ settlementRate }));
      expect(res.status, settlementRate).toBe(400);
      expect(res.data.error.fields.settlementRate).toBe(message);
    }
    expect((await owner.get(deals)).data[0]).toMatchObject({
      isSettled: false,
      settlementRate: null,
    });
  });

  it("keeps deal rates from crew and from another workspace", async () => {
    const owner = as(s.a);
    const { tourId, showId } = await showOf(s.a);
    const made = await owner.send(
      "POST",
      `/api/tours/${tourId}/deals`,
      guarantee(showId, { currency: "GBP", rate: "1.25" }),
    );
    const dealPath = `/api/tours/${tourId}/deals/${made.data.id}`;
    const crew = as(await memberOf(s.t, s.a.workspaceId, "crew"));
    expect((await crew.get(`/api/tours/${tourId}/deals`)).status).toBe(403);
    expect((await crew.send("PUT", dealPath, guarantee(showId, { rate: "2" }))).status).toBe(403);
    expect(
      (await crew.send("PUT", `${dealPath}/settlement`, settlement({ settlementRate: "2" })))
        .status,
    ).toBe(403);

    const other = as(s.b);
    expect((await other.get(`/api/tours/${tourId}/deals`)).status).toBe(404);
    expect((await other.send("PUT", dealPath, guarantee(showId, { rate: "2" }))).status).toBe(404);
    expect(
      (await other.send("PUT", `${dealPath}/settlement`, settlement({ settlementRate: "2" })))
        .status,
    ).toBe(404);
    expect((await owner.get(`/api/tours/${tourId}/deals`)).data[0]).toMatchObject({
      rate: "1.25",
      isSettled: false,
    });
  });
});
