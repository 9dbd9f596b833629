import { beforeAll, describe, expect, it } from "vitest";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import type { Account } from "../support/client";
import { call } from "../support/client";

const s = setupApiSuite();
const encoder = new TextEncoder();
let tourId: string;

beforeAll(async () => {
  tourId = (await insertTour(s.t.database.db, s.a.userId, { title: "Money Run" })).id;
});

/** Sends a sheet the way the dialog does: its bytes as the body, the options in the query. */
function send(
  path: string,
  sheet: string | Uint8Array,
  query = "",
  account: Account = s.a,
  tour = tourId,
) {
  const raw = typeof sheet === "string" ? encoder.encode(sheet) : sheet;
  return call(
    s.t,
    "POST",
    `/api/imports/tours/${tour}/financials${path}${query ? `?${query}` : ""}`,
    { cookie: account.cookie, raw },
  );
}
const preview = (sheet: string | Uint8Array, query = "", account?: Account, tour?: string) =>
  send("/preview", sheet, query, account, tour);
const importSheet = (sheet: string | Uint8Array, query = "", account?: Account, tour?: string) =>
  send("", sheet, query, account, tour);

interface Row {
  row: number;
  status: string;
  reason?: string;
  type?: string;
  category?: string;
  amountAnticipated?: string;
  amountActual?: string | null;
}

const rowsOf = async (tour = tourId) =>
  (await call(s.t, "GET", `/api/tours/${tour}/financials`, { cookie: s.a.cookie })).data as {
    type: string;
    category: string;
    amountAnticipated: string;
    amountActual: string | null;
    isFinalized: boolean;
  }[];
const finance = async (tour = tourId) =>
  (await call(s.t, "GET", `/api/tours/${tour}/finance`, { cookie: s.a.cookie })).data;

/** A bank's export: money out negative, money in positive, and a category column of its own. */
const BANK_CSV = [
  "\uFEFFDate,Description,Category,Amount",
  "03/01/2027,SHELL OIL 5521,Gas,-64.20",
  "03/01/2027,Joe's Diner,Food,-18.00",
  "03/02/2027,Joe's Diner,Food,-18.00",
  "",
  '03/03/2027,BANDCAMP PAYOUT,Merch,"1,250.00"',
  "03/04/2027,ATM,Cash,-40.00",
  '03/05/2027,Refund?,Other,"12,5"',
].join("\r\n");

describe("financial rows import", () => {
  it("previews a bank CSV: debits are expenses, credits revenue, every row numbered; writes nothing", async () => {
    const before = await rowsOf();
    const res = await preview(BANK_CSV);
    expect(res.status).toBe(200);
    expect(res.data.reading).toMatchObject({
      delimiter: ",",
      signedAmounts: true,
      entry: "actual",
      numberFormat: "point",
    });
    expect(
      res.data.rows.map((r: Row) => [r.row, r.status, r.type, r.category, r.amountActual]),
    ).toEqual([
      [2, "new", "expense", "Fuel", "64.20"],
      [3, "new", "expense", "Meals & per diems", "18.00"],
      [4, "new", "expense", "Meals & per diems", "18.00"],
      [6, "new", "revenue", "Merchandise", "1250.00"],
      [7, "new", "expense", "Other", "40.00"],
      [8, "error", undefined, undefined, undefined],
    ]);
    expect(res.data.rows[5].reason).toBe("row 8: Amount 12,5 is not an amount");
    expect(res.data.summary).toMatchObject({ rows: 6, newRows: 5, existingRows: 0, errors: 1 });
    expect(await rowsOf()).toEqual(before);
  });

  it("imports the good rows as settled ledger rows the Financial Overview counts; again changes nothing", async () => {
    const before = await finance();
    const res = await importSheet(BANK_CSV);
    expect(res.status).toBe(200);
    expect(res.data.summary).toMatchObject({ newRows: 5, existingRows: 0, errors: 1 });
    const rows = await rowsOf();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.isFinalized && r.amountActual === r.amountAnticipated)).toBe(true);
    const after = await finance();
    expect(Number(after.actual.expenses) - Number(before.actual.expenses)).toBeCloseTo(140.2);
    expect(Number(after.actual.revenue) - Number(before.actual.revenue)).toBeCloseTo(1250);
    expect(after.actual.expensesByCategory).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: "Fuel", amount: "64.20" })]),
    );

    const again = await importSheet(BANK_CSV);
    expect(again.data.summary).toMatchObject({ newRows: 0, existingRows: 5, errors: 1 });
    expect(again.data.rows[1].reason).toBe("row 3: already there");
    expect(await rowsOf()).toHaveLength(5);
  });

  it("counts twins: a third identical lunch is new, the two there are not", async () => {
    const sheet = "Date,Description,Amount\n03/06/2027,Gas Station Snacks,-7.50\n";
    // A row is the same when its amounts, day and description are (issue 36: the rows keep
    // them now); the two lunches imported above are there, a third on the same day is new,
    // and so is one of another day.
    const res = await preview(
      `Date,Description,Category,Amount\n03/01/2027,Joe's Diner,Food,-18.00\n03/02/2027,Joe's Diner,Food,-18.00\n03/02/2027,Joe's Diner,Food,-18.00\n03/09/2027,Joe's Diner,Food,-18.00\n`,
    );
    expect(res.data.rows.map((r: Row) => r.status)).toEqual(["existing", "existing", "new", "new"]);
    // Without a category column the row takes the chosen default category.
    const other = await preview(sheet, "expenseCategory=Meals %26 per diems");
    expect(other.data.rows[0]).toMatchObject({ category: "Meals & per diems", status: "new" });
  });

  it("reads Debit/Credit columns and European amounts", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "Euro Leg" })).id;
    const sheet = [
      "Buchungstag;Verwendungszweck;Debit;Credit",
      "01.03.2027;Tankstelle;1.064,20;",
      "02.03.2027;Merch;;2.000,50",
      "03.03.2027;Both;1,00;2,00",
    ].join("\n");
    const res = await importSheet(sheet, "", s.a, tour);
    expect(res.status).toBe(200);
    expect(res.data.reading.numberFormat).toBe("comma");
    expect(res.data.rows.map((r: Row) => [r.status, r.type, r.amountActual, r.reason])).toEqual([
      ["new", "expense", "1064.20", undefined],
      ["new", "revenue", "2000.50", undefined],
      ["error", undefined, undefined, "row 4: the row has both a debit and a credit"],
    ]);
    expect(await rowsOf(tour)).toHaveLength(2);
  });

  it("a budget sheet: Type, Category, Anticipated and Actual columns", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "Budget Leg" })).id;
    const sheet = [
      "Type,Category,Budget,Actual",
      "Expense,Van Rental,2000,",
      "Expense,crew wages,1500,1650.00",
      "Income,Sponsorship,500,",
      "Refund,Other,5,",
    ].join("\n");
    const res = await importSheet(sheet, "", s.a, tour);
    expect(
      res.data.rows.map((r: Row) => [
        r.status,
        r.type,
        r.category,
        r.amountAnticipated,
        r.amountActual,
      ]),
    ).toEqual([
      ["new", "expense", "Van rental", "2000.00", null],
      ["new", "expense", "Crew wages", "1500.00", "1650.00"],
      ["new", "revenue", "Sponsorship", "500.00", null],
      ["error", undefined, undefined, undefined, undefined],
    ]);
    expect(res.data.rows[3].reason).toBe("row 5: Type Refund is not revenue or expense");
    const f = await finance(tour);
    expect(f.anticipated.expenses).toBe("3500.00");
    expect(f.actual.expenses).toBe("1650.00");
  });

  it("another account's tour is not found, and nothing is written to it", async () => {
    for (const send of [preview, importSheet]) {
      const res = await send(BANK_CSV, "", s.b);
      expect(res.status).toBe(404);
      expect(res.data.error.message).toBe("Tour not found");
    }
    const res = await preview(BANK_CSV, "", s.a, "not-a-uuid");
    expect(res.status).toBe(404);
  });

  const refused = async (sheet: string | Uint8Array, status: number, message: RegExp) => {
    const before = await rowsOf();
    for (const send of [preview, importSheet]) {
      const res = await send(sheet);
      expect(res.status).toBe(status);
      expect(res.data.error.message).toMatch(message);
    }
    expect(await rowsOf()).toEqual(before);
  };

  it("an empty file, a header without rows, a binary file", async () => {
    await refused("", 400, /This file is empty/);
    await refused("Date,Amount\r\n", 400, /header row but no rows/);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await refused(png, 400, /not a spreadsheet's text/);
  });

  it("no recognisable column, and no amount column", async () => {
    await refused("Foo,Bar\n1,2\n", 400, /No column of this sheet was recognised/);
    await refused("Date,Description\n2027-01-01,Lunch\n", 400, /No amount column/);
    const res = await preview("Date,Amount\n2027-01-01,5\n", "amount=4");
    expect(res.status).toBe(400);
    expect(res.data.error.fields.amount).toBe("The sheet has no column 5");
    const bad = await preview("Date,Amount\n2027-01-01,5\n", "entry=maybe&expenseCategory=Yachts");
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields).toMatchObject({
      entry: "Amounts are actual or anticipated",
      expenseCategory: "Choose an expense category from the list",
    });
  });

  it("more than 10,000 rows, more than 5 MB", async () => {
    const rows = Array.from({ length: 10_001 }, () => "2027-01-01,-1.00");
    await refused(
      ["Date,Amount", ...rows].join("\n"),
      400,
      /10,001 rows; an import takes at most 10,000/,
    );
    await refused(
      `Amount,Description\n-1,${"x".repeat(5 * 1024 * 1024)}\n`,
      413,
      /larger than 5 MB/,
    );
  });

  it("keeps a formula-like description as a warning, never as data", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "Formula Leg" })).id;
    const res = await preview("Description,Amount\n=cmd|' /C calc'!A0,-9.99\n", "", s.a, tour);
    expect(res.data.rows[0]).toMatchObject({ status: "new", amountActual: "9.99" });
    expect(res.data.rows[0].warnings[0]).toMatch(/row 2: Description =cmd.* looks like a formula/);
  });

  it("a UK bank's pounds import as pounds, left out of the dollar totals until a rate converts them", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "UK Leg" })).id;
    const sheet =
      "Date,Description,Amount\n2027-03-01,Shell Leeds,-£64.20\n2027-03-02,Merch,£250\n";
    const look = await preview(sheet, "", s.a, tour);
    expect(look.data.reading.sheetCurrency).toBe("GBP");
    expect(look.data.rows.map((r: Row & { currency: string }) => r.currency)).toEqual([
      "GBP",
      "GBP",
    ]);
    const before = await finance(tour);
    const res = await importSheet(sheet, "", s.a, tour);
    expect(res.data.summary).toMatchObject({ newRows: 2, errors: 0 });
    const rows = (await call(s.t, "GET", `/api/tours/${tour}/financials`, { cookie: s.a.cookie }))
      .data as { currency: string; amountActual: string }[];
    expect(rows.map((r) => [r.currency, r.amountActual]).sort()).toEqual([
      ["GBP", "250.00"],
      ["GBP", "64.20"],
    ]);
    // Never read as dollars: the totals leave them out and say so.
    const after = await finance(tour);
    expect(after.actual.expenses).toBe(before.actual.expenses);
    // Each row's plan and outcome, in pounds, listed as left out.
    const leftOut = after.currency.unconverted as { currency: string; label: string }[];
    expect(new Set(leftOut.map((u) => `${u.currency} ${u.label}`))).toEqual(
      new Set(["GBP Shell Leeds", "GBP Merch"]),
    );
    // The same sheet again: both rows are there, in pounds.
    expect((await importSheet(sheet, "", s.a, tour)).data.summary).toMatchObject({
      newRows: 0,
      existingRows: 2,
    });
    // The same amounts said to be in euros are other rows.
    const euros = await preview("Amount\n-64.20\n", "sheetCurrency=eur", s.a, tour);
    expect(euros.data.rows[0]).toMatchObject({ status: "new", currency: "EUR" });
  });

  it("a Currency column per row; a wrong code or a yen amount with cents is refused by name", async () => {
    const tour = (await insertTour(s.t.database.db, s.a.userId, { title: "World Leg" })).id;
    const sheet = [
      "Category,Anticipated,Currency",
      "Fuel,1500,JPY",
      "Fuel,12.345,KWD",
      "Fuel,1500.50,JPY",
      "Fuel,10,US Dollars",
      "Fuel,€40,GBP",
    ].join("\n");
    const res = await importSheet(sheet, "", s.a, tour);
    expect(res.data.rows.map((r: Row) => r.reason ?? r.status)).toEqual([
      "new",
      "new",
      "row 4: Anticipated 1500.50: JPY has no minor unit: type a whole amount",
      "row 5: Currency US Dollars is not an ISO 4217 currency code (like USD, EUR, GBP)",
      "row 6: Anticipated €40 is in EUR, but the row is in GBP: choose the sheet's currency or give the row a Currency",
    ]);
    const rows = (await call(s.t, "GET", `/api/tours/${tour}/financials`, { cookie: s.a.cookie }))
      .data as { currency: string; amountAnticipated: string }[];
    expect(rows.map((r) => [r.currency, r.amountAnticipated]).sort()).toEqual([
      ["JPY", "1500.00"],
      ["KWD", "12.345"],
    ]);
    const bad = await preview(sheet, "sheetCurrency=XYZ", s.a, tour);
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields.sheetCurrency).toBe(
      "XYZ is not an ISO 4217 currency code (like USD, EUR, GBP)",
    );
  });
});
