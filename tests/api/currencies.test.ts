import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { actingAs } from "../support/acting-as";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf } from "../support/members";
import { pdfText } from "../support/pdf-text";

/**
 * Issue 41: a home currency per workspace, rates typed or uploaded (the ECB's files), rows in
 * their own currency converted line by line, and a row with no rate shown as it is and left
 * out of the totals, which say so.
 */
const s = setupApiSuite();

const plus = (base: string, cents: number) =>
  ((Math.round(Number(base) * 100) + cents) / 100).toFixed(2);

async function tourOf(a: Account, estimates = true) {
  const db = s.t.database.db;
  const tour = await insertTour(db, a.userId, { startDate: "2026-11-01", endDate: "2026-11-20" });
  const venue = await insertVenue(db, a.userId, { name: "The Garage" });
  await insertShow(db, a.userId, tour.id, venue.id, {
    orderInTour: 1,
    performanceDate: "2026-11-03",
    ...(estimates ? {} : { estimatedTravelCost: "0", estimatedAccommodationCost: "0" }),
  });
  return tour.id;
}

const as = (a: Account) => actingAs(s.t, a);

const row = (extra: Record<string, unknown>) => ({
  type: "expense",
  category: "Fuel",
  amountAnticipated: "100.00",
  date: "2026-11-03",
  ...extra,
});

// The ECB's daily file as published: padded cells, a long date, a trailing comma.
const DAILY = "Date, USD, JPY, GBP, \n03 November 2026, 1.0856, 163.12, 0.8563, \n";

describe("currencies", () => {
  it("starts every workspace in USD; only the owner changes it, to a currency it can store", async () => {
    const owner = as(s.a);
    expect((await owner.get("/api/currency")).data).toMatchObject({
      homeCurrency: "USD",
      typed: [],
      uploaded: { days: 0 },
    });
    const manager = as(await memberOf(s.t, s.a.workspaceId, "manager"));
    const crew = as(await memberOf(s.t, s.a.workspaceId, "crew"));
    expect((await manager.send("PUT", "/api/currency/home", { homeCurrency: "EUR" })).status).toBe(
      403,
    );
    // Rates are not secret: crew read them; they still never see the money they convert.
    expect((await crew.get("/api/currency")).status).toBe(200);
    expect(
      (
        await crew.send("POST", "/api/currency/rates", {
          currency: "GBP",
          rate: "1.2",
          on: "2026-11-03",
        })
      ).status,
    ).toBe(403);

    for (const [homeCurrency, message] of [
      ["ZZZ", /ZZZ is not an ISO 4217 currency code/],
      ["XAU", /XAU is not an ISO 4217/],
      // NUL is refused before any field is read (the API's text rule).
      ["US\u0000", /NUL character/],
      ["KWD", /KWD amounts have 3 decimals/],
    ] as const) {
      const refused = await owner.send("PUT", "/api/currency/home", { homeCurrency });
      expect(refused.status).toBe(400);
      expect(refused.data.error.fields.homeCurrency).toMatch(message);
    }
    expect((await owner.get("/api/currency")).data.homeCurrency).toBe("USD");
  });

  it("refuses a rate of zero, below, absurd or not a number, and saves nothing", async () => {
    const owner = as(s.b);
    for (const [rate, message] of [
      ["0", "Rate must be more than 0"],
      ["-1.2", "Rate must be more than 0"],
      ["10000000", "Rate cannot be more than 1,000,000"],
      ["1e3", "Rate must be a plain number like 1.0856"],
      ["1.2\u0000", "Must not contain a NUL character"],
      ["1.00000000001", "Rate can have at most 10 decimals"],
    ]) {
      const res = await owner.send("POST", "/api/currency/rates", {
        currency: "GBP",
        rate,
        on: "2026-11-03",
      });
      expect(res.status, rate).toBe(400);
      expect(res.data.error.fields.rate).toBe(message);
    }
    const home = await owner.send("POST", "/api/currency/rates", {
      currency: "usd",
      rate: "1",
      on: "2026-11-03",
    });
    expect(home.data.error.fields.currency).toBe("USD is the home currency: it needs no rate");
    const badDay = await owner.send("POST", "/api/currency/rates", {
      currency: "GBP",
      rate: "1.2",
      on: "2026-02-30",
    });
    expect(badDay.status).toBe(400);
    expect((await owner.get("/api/currency")).data.typed).toEqual([]);
  });

  it("refuses a rates file with a bad row, naming it, and loads a good one whole", async () => {
    const owner = as(s.b);
    const bad = await owner.upload(
      "/api/currency/uploaded",
      "Date,USD,GBP\n2026-11-03,1.0856,0.8563\n2026-11-02,1.08,oops\n",
    );
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields.file).toBe("Row 3, GBP must be a plain number like 1.0856");
    expect((await owner.get("/api/currency")).data.uploaded.days).toBe(0);
    const notText = await call(s.t, "POST", "/api/currency/uploaded", {
      cookie: s.b.cookie,
      raw: new Uint8Array([0xff, 0xfe, 0x00, 0x41]),
    });
    expect(notText.status).toBe(400);

    const good = await owner.upload("/api/currency/uploaded", DAILY);
    expect(good.status).toBe(200);
    expect(good.data).toMatchObject({ rates: 3, days: 1, currencies: ["USD", "JPY", "GBP"] });
    expect((await owner.get("/api/currency")).data.uploaded).toEqual({
      days: 1,
      first: "2026-11-03",
      last: "2026-11-03",
      currencies: ["GBP", "JPY", "USD"],
    });
  });

  it("shows a row with no rate as it is, leaves it out of the totals and says so; converts it once a rate exists", async () => {
    const owner = as(s.a);
    const tourId = await tourOf(s.a);
    // The show's own travel and lodging estimates are expenses already.
    const base = (await owner.get(`/api/tours/${tourId}/finance`)).data.anticipated.expenses;
    await owner.send(
      "POST",
      `/api/tours/${tourId}/financials`,
      row({ amountAnticipated: "250.00" }),
    );
    const gbp = await owner.send(
      "POST",
      `/api/tours/${tourId}/financials`,
      row({ currency: "GBP", amountAnticipated: "1000.00", description: "Van hire, Leeds" }),
    );
    expect(gbp.status).toBe(201);
    expect(gbp.data).toMatchObject({ currency: "GBP", amountAnticipated: "1000.00", rate: null });

    let finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.anticipated.expenses).toBe(plus(base, 25000));
    expect(finance.currency).toMatchObject({
      home: "USD",
      rates: [],
      unconverted: [
        {
          currency: "GBP",
          amount: "1000.00",
          label: "Van hire, Leeds",
          direction: "expense",
          message: "No rate for GBP on 2026-11-03",
        },
      ],
    });

    // The ECB file: GBP → USD crossed through EUR, exactly: 1000 × 1.0856 / 0.8563 = 1267.78.
    await owner.upload("/api/currency/uploaded", DAILY);
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.currency.unconverted).toEqual([]);
    expect(finance.currency.rates).toMatchObject([
      { from: "GBP", to: "USD", on: "2026-11-03", how: "via EUR", rate: "≈1.26778" },
    ]);
    expect(finance.anticipated.expenses).toBe(plus(base, 151778));

    // The CSV: the line in its own currency beside its home amount, the rate and its date.
    const csv = await owner.get(`/api/tours/${tourId}/financials.csv`);
    expect(csv.text).toContain(
      '"Van hire, Leeds","1267.78","USD","1000.00","GBP","≈1.26778","2026-11-03"',
    );
    const pdf = await s.t.app.request(`http://localhost:3000/api/tours/${tourId}/pnl.pdf`, {
      headers: { origin: "http://localhost:3000", cookie: s.a.cookie },
    });
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join("\n");
    expect(text).toContain("Currencies (totals in USD)");
    expect(text).toContain("1 GBP = ≈1.26778 USD on 2026-11-03");

    // A rate typed on the row wins over the workspace's.
    const typed = await owner.send(
      "PUT",
      `/api/tours/${tourId}/financials/${gbp.data.id}`,
      row({
        currency: "GBP",
        amountAnticipated: "1000.00",
        description: "Van hire, Leeds",
        rate: "1.25",
      }),
    );
    expect(typed.data).toMatchObject({ rate: "1.25", rateTo: "USD" });
    finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.anticipated.expenses).toBe(plus(base, 150000));
    expect(finance.currency.rates).toMatchObject([{ rate: "1.25", source: "line" }]);
  });

  it("refuses amounts past the currency's minor unit, unknown codes and a rate on a home-currency row", async () => {
    const owner = as(s.a);
    const tourId = await tourOf(s.a);
    const path = `/api/tours/${tourId}/financials`;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { currency: "JPY", amountAnticipated: "1500.50" },
        "amountAnticipated",
        "JPY has no minor unit: type a whole amount",
      ],
      [
        { currency: "ZZZ" },
        "currency",
        "ZZZ is not an ISO 4217 currency code (like USD, EUR, GBP)",
      ],
      // A row keeps three decimals (KWD, BHD): past them is refused, never rounded.
      [{ currency: "BHD", amountAnticipated: "1.0005" }, "amountAnticipated", "BHD has 3 decimals"],
      [{ currency: "GBP", rate: "0" }, "rate", "Rate must be more than 0"],
      [{ rate: "1.1" }, "rate", "USD is the home currency: a row in it needs no rate"],
    ];
    for (const [extra, field, message] of cases) {
      const res = await owner.send("POST", path, row(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.data.error.fields[field]).toBe(message);
    }
    expect((await owner.get(path)).data).toEqual([]);
    const yen = await owner.send("POST", path, row({ currency: "jpy", amountAnticipated: "1500" }));
    expect(yen.data).toMatchObject({ currency: "JPY", amountAnticipated: "1500.00" });
  });

  it("totals in the home currency the owner chose, converting USD rows too", async () => {
    const owner = as(s.b);
    // A show without estimates: the row is the tour's only expense.
    const tourId = await tourOf(s.b, false);
    await owner.send(
      "POST",
      `/api/tours/${tourId}/financials`,
      row({ amountAnticipated: "108.56" }),
    );
    await owner.upload("/api/currency/uploaded", DAILY);
    expect((await owner.send("PUT", "/api/currency/home", { homeCurrency: "EUR" })).status).toBe(
      200,
    );
    const finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    // 108.56 USD at 1 / 1.0856 = 100.00 EUR exactly.
    expect(finance.anticipated.expenses).toBe("100.00");
    expect(finance.currency).toMatchObject({
      home: "EUR",
      rates: [{ from: "USD", how: "inverse" }],
    });
    // New rows default to the home currency.
    const eur = await owner.send("POST", `/api/tours/${tourId}/financials`, row({}));
    expect(eur.data.currency).toBe("EUR");
    await owner.send("PUT", "/api/currency/home", { homeCurrency: "USD" });
  });

  it("keeps a KWD row to the fils and converts it once, half up; home amounts keep two decimals", async () => {
    const owner = as(s.b);
    const tourId = await tourOf(s.b, false);
    const path = `/api/tours/${tourId}/financials`;
    // 12.345 KWD × 3 = 37.035 USD → $37.04 rounded once; rounding the fils first (12.35)
    // would give $37.05.
    const kwd = await owner.send(
      "POST",
      path,
      row({
        currency: "kwd",
        amountAnticipated: "12.345",
        description: "Kuwait runner",
        rate: "3",
      }),
    );
    expect(kwd.status).toBe(201);
    expect(kwd.data).toMatchObject({ currency: "KWD", amountAnticipated: "12.345", rate: "3" });
    const usd = await owner.send(
      "POST",
      path,
      row({ amountAnticipated: "12.34", amountActual: "12.3", isFinalized: true }),
    );
    expect(usd.data).toMatchObject({ amountAnticipated: "12.34", amountActual: "12.30" });

    const listed = (await owner.get(path)).data;
    expect(listed.map((r: { amountAnticipated: string }) => r.amountAnticipated).sort()).toEqual([
      "12.34",
      "12.345",
    ]);
    const finance = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    expect(finance.anticipated.expenses).toBe("49.38");
    expect(finance.actual.expenses).toBe("12.30");
    expect(finance.currency.rates).toMatchObject([{ from: "KWD", rate: "3", source: "line" }]);
    const csv = (await owner.get(`/api/tours/${tourId}/financials.csv`)).text;
    expect(csv).toContain('"Kuwait runner","37.04","USD","12.345","KWD","3"');
    expect(csv).toContain('"Fuel","12.34","USD","12.34","USD"');
    expect(csv).not.toMatch(/\d\.\d\d0"/);

    // Past the fils, or past a USD row's cents, is refused by name; an edit that leaves the
    // currency out is checked against the row's own.
    for (const [method, at, body, message] of [
      ["POST", path, row({ currency: "KWD", amountAnticipated: "12.3456" }), "KWD has 3 decimals"],
      ["POST", path, row({ amountAnticipated: "12.345" }), "USD has 2 decimals"],
      ["PUT", `${path}/${kwd.data.id}`, row({ amountAnticipated: "1.2345" }), "KWD has 3 decimals"],
      ["PUT", `${path}/${usd.data.id}`, row({ amountAnticipated: "1.001" }), "USD has 2 decimals"],
    ] as const) {
      const res = await owner.send(method, at, body);
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(res.data.error.fields.amountAnticipated).toBe(message);
    }
    // A KWD rate typed in Settings converts a KWD row that has none of its own; a row with
    // no rate at all is listed in its own currency, to the fils.
    const rated = await owner.send("POST", "/api/currency/rates", {
      currency: "KWD",
      rate: "3.25",
      on: "2026-11-03",
    });
    expect(rated.status).toBe(201);
    await owner.send("POST", path, row({ currency: "BHD", amountAnticipated: "5.125" }));
    await owner.send("POST", path, row({ currency: "KWD", amountAnticipated: "0.001" }));
    const after = (await owner.get(`/api/tours/${tourId}/finance`)).data;
    // 0.001 × 3.25 = 0.00325 → $0.00: a line still, rounded once.
    expect(after.anticipated.expenses).toBe("49.38");
    expect(after.currency.unconverted).toMatchObject([
      { currency: "BHD", amount: "5.125", message: "No rate for BHD on 2026-11-03" },
    ]);
    const pdf = await s.t.app.request(`http://localhost:3000/api/tours/${tourId}/pnl.pdf`, {
      headers: { origin: "http://localhost:3000", cookie: s.b.cookie },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join("\n");
    expect(text).toContain("BHD 5.125");
  });
});
