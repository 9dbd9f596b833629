import { describe, expect, it } from "vitest";
import { merchProducts, merchShowCounts, merchVariants } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();

const send = (method: string, path: string, json?: unknown, cookie = s.a.cookie) =>
  call(s.t, method, path, { cookie, json });
const finance = async (tourId: string) => (await send("GET", `/api/tours/${tourId}/finance`)).data;

/**
 * A past tour (actual figures) with one show at The Lantern: $500 of travel and $300 of
 * lodging estimated for it, so a commission "of net" has something to be net of.
 */
async function tourWithShow(performanceDate = "2026-06-01") {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.workspaceId, {
    startDate: "2026-05-30",
    endDate: "2026-06-05",
  });
  const venue = await insertVenue(db, s.a.workspaceId, { name: "The Lantern" });
  const show = await insertShow(db, s.a.workspaceId, tour.id, venue.id, {
    performanceDate,
    status: "confirmed",
    estimatedTravelCost: "500.00",
    estimatedAccommodationCost: "300.00",
  });
  return { tourId: tour.id, showId: show.id };
}

/** A $10,000 guarantee with every settlement term set. */
const termsDeal = (showId: string) => ({
  showId,
  dealType: "guarantee",
  guaranteeAmount: "10000",
  capacity: "1200",
  agentCommissionPercent: "10",
  agentCommissionBasis: "gross",
  managerCommissionPercent: "15",
  managerCommissionBasis: "net",
  withholdingPercent: "30",
  merchSplitPercent: "20",
  depositReceived: "2500",
});

describe("settlement terms", () => {
  it("takes the commissions and withholding off the payout on every page that sums the ledger", async () => {
    const { tourId, showId } = await tourWithShow();
    const created = await send("POST", `/api/tours/${tourId}/deals`, termsDeal(showId));
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    // Agent 10% of the $10,000 payout; manager 15% of (10,000 − 800 travel and lodging);
    // withholding 30% of the payout; balance due = 10,000 − 3,000 withheld − 2,500 deposit.
    expect(created.data).toMatchObject({
      agentCommissionPercent: "10.00",
      agentCommissionBasis: "gross",
      managerCommissionPercent: "15.00",
      managerCommissionBasis: "net",
      withholdingPercent: "30.00",
      merchSplitPercent: "20.00",
      depositReceived: "2500.00",
      agentCommission: "1000.00",
      managerCommission: "1380.00",
      withholding: "3000.00",
      afterDeductions: "4620.00",
      balanceDue: "4500.00",
      isPaid: false,
      paidOn: null,
    });

    // Before settlement the deductions are a plan, from the projection.
    const plan = await finance(tourId);
    expect(plan.anticipated.revenue).toBe("10000.00");
    // 800 of estimates + 2,380 commissions + 3,000 withholding.
    expect(plan.anticipated.expenses).toBe("6180.00");
    expect(plan.anticipated.expensesByCategory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: "Commissions", amount: "2380.00" }),
        expect.objectContaining({ category: "Withholding tax", amount: "3000.00" }),
      ]),
    );
    expect(plan.actual.expenses).toBe("0.00");

    const settled = await send("PUT", `/api/tours/${tourId}/deals/${created.data.id}/settlement`, {
      ticketsSold: "1100",
      grossReceipts: "22000",
      isPaid: true,
      paidOn: "2026-06-03",
    });
    expect(settled.status, JSON.stringify(settled.data)).toBe(200);
    expect(settled.data).toMatchObject({
      isPaid: true,
      paidOn: "2026-06-03",
      balanceDue: "4500.00",
    });

    const after = await finance(tourId);
    expect(after.actual.revenue).toBe("10000.00");
    // Settled: the commissions and withholding are actual; the travel estimates stay a plan.
    expect(after.actual.expenses).toBe("5380.00");
    expect(after.actual.profit).toBe("4620.00");
    // A show's net is what the artist keeps: payout − deductions − its travel and lodging.
    expect(after.showPnl[0]).toMatchObject({ net: "3820.00", isSettled: true });
    // Deposits and payment move no figure: profit is the same whether paid or not.
    expect(after.anticipated.profit).toBe(plan.anticipated.profit);

    const csv = await send("GET", `/api/tours/${tourId}/financials.csv`);
    expect(csv.text).toContain(
      '"Commission","Settled","Expense","Commissions","The Lantern: manager commission","1380.00"',
    );
    expect(csv.text).toContain(
      '"Withholding","Settled","Expense","Withholding tax","The Lantern: withholding tax","3000.00"',
    );

    const pdf = await s.t.app.request(
      `http://localhost:3000/api/tours/${tourId}/deals/${created.data.id}/settlement/pdf`,
      { headers: { origin: "http://localhost:3000", cookie: s.a.cookie } },
    );
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).join("\n");
    for (const printed of [
      "10% of gross payout",
      "15% of net payout",
      "$800.00",
      "-$1,000.00",
      "-$1,380.00",
      "-$3,000.00",
      "$2,500.00",
      "$4,500.00",
      "Paid on Jun 3, 2026",
    ])
      expect(text).toContain(printed);
  });

  it("keeps the venue's merch split out of the artist's merch income", async () => {
    const { tourId, showId } = await tourWithShow();
    const db = s.t.database.db;
    const [product] = await db
      .insert(merchProducts)
      .values({ workspaceId: s.a.workspaceId, name: "Tee" })
      .returning();
    const [variant] = await db
      .insert(merchVariants)
      .values({ workspaceId: s.a.workspaceId, productId: product!.id, label: "M" })
      .returning();
    await db.insert(merchShowCounts).values({
      workspaceId: s.a.workspaceId,
      showId,
      variantId: variant!.id,
      countIn: 41,
      countOut: 0,
      comps: 0,
      price: "25.00",
    });
    // $1,025 gross; the venue keeps 12.5% = 128.125 → $128.13 (half up, once).
    const deal = await send("POST", `/api/tours/${tourId}/deals`, {
      showId,
      dealType: "guarantee",
      guaranteeAmount: "0",
      merchSplitPercent: "12.5",
    });
    expect(deal.status).toBe(201);
    const f = await finance(tourId);
    expect(f.actual.revenueByCategory).toEqual([
      { category: "Merchandise", amount: "896.87", percent: 100 },
    ]);
  });

  it("clears the paid state when a settlement is reopened; editing terms keeps it", async () => {
    const { tourId, showId } = await tourWithShow();
    const deal = (await send("POST", `/api/tours/${tourId}/deals`, termsDeal(showId))).data;
    const path = `/api/tours/${tourId}/deals/${deal.id}/settlement`;
    await send("PUT", path, {
      ticketsSold: 900,
      grossReceipts: "18000",
      isPaid: true,
      paidOn: "2026-06-02",
    });
    const edited = await send("PUT", `/api/tours/${tourId}/deals/${deal.id}`, {
      ...termsDeal(showId),
      withholdingPercent: "0",
    });
    expect(edited.data).toMatchObject({
      isPaid: true,
      paidOn: "2026-06-02",
      balanceDue: "7500.00",
    });
    const reopened = await send("DELETE", path);
    expect(reopened.data).toMatchObject({ isSettled: false, isPaid: false, paidOn: null });
  });
});

describe("settlement sanity checks", () => {
  it("refuses tickets over the capacity unless confirmed, naming the capacity", async () => {
    const { tourId, showId } = await tourWithShow();
    const deal = (await send("POST", `/api/tours/${tourId}/deals`, termsDeal(showId))).data;
    const path = `/api/tours/${tourId}/deals/${deal.id}/settlement`;
    const night = { ticketsSold: "1300", grossReceipts: "26000" };
    const refused = await send("PUT", path, night);
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields).toEqual({
      confirmOverCapacity: "1,300 tickets is more than the capacity of 1,200",
    });
    expect(refused.data.error.message).toContain(
      "1,300 tickets is more than the capacity of 1,200",
    );
    // Nothing was settled by the refused request.
    expect((await finance(tourId)).deals[0].isSettled).toBe(false);

    const confirmed = await send("PUT", path, { ...night, confirmOverCapacity: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ isSettled: true, ticketsSold: 1300 });
  });

  it("refuses a show that has not happened yet unless confirmed, naming its date", async () => {
    const { tourId, showId } = await tourWithShow("2099-03-14");
    const deal = (await send("POST", `/api/tours/${tourId}/deals`, termsDeal(showId))).data;
    const path = `/api/tours/${tourId}/deals/${deal.id}/settlement`;
    const both = await send("PUT", path, { ticketsSold: 1300, grossReceipts: "1" });
    expect(both.status).toBe(400);
    expect(both.data.error.fields).toEqual({
      confirmOverCapacity: "1,300 tickets is more than the capacity of 1,200",
      confirmBeforeShow: "The show is on Mar 14, 2099, after today: it has not happened yet",
    });
    // Confirming one is not confirming the other.
    const one = await send("PUT", path, {
      ticketsSold: 1300,
      grossReceipts: "1",
      confirmOverCapacity: true,
    });
    expect(one.status).toBe(400);
    expect(Object.keys(one.data.error.fields)).toEqual(["confirmBeforeShow"]);
    const ok = await send("PUT", path, {
      ticketsSold: 10,
      grossReceipts: "1",
      confirmBeforeShow: true,
    });
    expect(ok.status).toBe(200);
  });
});

/** Every body is checked for NUL first (storable-text): the field holding it is named. */
const NUL = "Must not contain a NUL character";

describe("bad input", () => {
  it("answers each bad term or settlement value with a 400 naming the field", async () => {
    const { tourId, showId } = await tourWithShow();
    const deal = (await send("POST", `/api/tours/${tourId}/deals`, termsDeal(showId))).data;
    const dealCases: [Record<string, unknown>, string, string][] = [
      [{ depositReceived: "-1" }, "depositReceived", "Deposit received cannot be negative"],
      [
        { depositReceived: "1000000000000" },
        "depositReceived",
        "Deposit received cannot be more than 999,999,999,999.99",
      ],
      [
        { depositReceived: 1e308 },
        "depositReceived",
        "Deposit received cannot be more than 999,999,999,999.99",
      ],
      [
        { depositReceived: "NaN" },
        "depositReceived",
        "Deposit received must be a plain amount like 1234.50",
      ],
      [{ depositReceived: "12\u0000" }, "depositReceived", NUL],
      [
        { agentCommissionPercent: "1000" },
        "agentCommissionPercent",
        "Agent commission must be between 0 and 100",
      ],
      [
        { agentCommissionPercent: 1000 },
        "agentCommissionPercent",
        "Agent commission must be between 0 and 100",
      ],
      [
        { managerCommissionPercent: "-5" },
        "managerCommissionPercent",
        "Manager commission cannot be negative",
      ],
      [
        { withholdingPercent: "30.555" },
        "withholdingPercent",
        "Withholding tax can have at most 2 decimals",
      ],
      [
        { merchSplitPercent: "100.01" },
        "merchSplitPercent",
        "Venue merch split must be between 0 and 100",
      ],
      [
        { merchSplitPercent: "1e308" },
        "merchSplitPercent",
        "Venue merch split must be between 0 and 100",
      ],
      [{ agentCommissionBasis: "gross\u0000" }, "agentCommissionBasis", NUL],
      [{ capacity: 2 ** 31 }, "capacity", "Capacity cannot be more than 2147483647"],
    ];
    for (const [over, field, message] of dealCases) {
      for (const [method, path] of [
        ["POST", `/api/tours/${tourId}/deals`],
        ["PUT", `/api/tours/${tourId}/deals/${deal.id}`],
      ] as const) {
        const res = await send(method, path, { ...termsDeal(showId), ...over });
        expect(res.status, `${method} ${JSON.stringify(over)}`).toBe(400);
        expect(res.data.error.fields[field], JSON.stringify(over)).toBe(message);
      }
    }

    const settle = `/api/tours/${tourId}/deals/${deal.id}/settlement`;
    const night = { ticketsSold: 100, grossReceipts: "1000" };
    const settleCases: [Record<string, unknown>, string, string][] = [
      [{ ticketsSold: 2 ** 31 }, "ticketsSold", "Tickets sold cannot be more than 2147483647"],
      [{ ticketsSold: 2 ** 53 }, "ticketsSold", "Tickets sold cannot be more than 2147483647"],
      [
        { ticketsSold: "9007199254740993" },
        "ticketsSold",
        "Tickets sold cannot be more than 2147483647",
      ],
      [{ ticketsSold: 1e308 }, "ticketsSold", "Tickets sold must be a whole number of 0 or more"],
      [{ ticketsSold: "NaN" }, "ticketsSold", "Tickets sold must be a whole number of 0 or more"],
      [{ ticketsSold: "-1" }, "ticketsSold", "Tickets sold must be a whole number of 0 or more"],
      [{ ticketsSold: "12\u0000" }, "ticketsSold", NUL],
      [{ grossReceipts: "-0.01" }, "grossReceipts", "Gross receipts cannot be negative"],
      [
        { grossReceipts: "99999999999999" },
        "grossReceipts",
        "Gross receipts cannot be more than 999,999,999,999.99",
      ],
      [
        { showExpenses: "Infinity" },
        "showExpenses",
        "Show expenses must be a plain amount like 1234.50",
      ],
      [{ isPaid: "yes" }, "isPaid", "Paid must be true or false"],
      [{ isPaid: true }, "paidOn", "Payout date is required once paid"],
      [{ isPaid: true, paidOn: "2026-02-30" }, "paidOn", "Payout date must be a valid date"],
      [
        { confirmOverCapacity: "true" },
        "confirmOverCapacity",
        "Confirm over capacity must be true or false",
      ],
    ];
    for (const [over, field, message] of settleCases) {
      const res = await send("PUT", settle, { ...night, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.data.error.fields[field], JSON.stringify(over)).toBe(message);
      expect(res.data.error.message).toContain(field);
    }
    // None of it was stored.
    const [stored] = (await finance(tourId)).deals;
    expect(stored).toMatchObject({
      isSettled: false,
      depositReceived: "2500.00",
      agentCommissionPercent: "10.00",
    });
  });
});
