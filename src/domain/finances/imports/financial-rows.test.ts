import { describe, expect, it } from "vitest";
import { guessFinancialColumns } from "../../imports/columns";
import { readSignedSheetMoney } from "../../imports/numbers";
import { readSheet } from "../../imports/sheet";
import { resolveFinancialImport } from "./financial-import-query";
import { type ExistingFinancial, planFinancialImport } from "./financial-plan";
import { mapFinancialRows } from "./financial-rows";

const query = { expenseCategory: "Other", revenueCategory: "Other", home: "USD" } as const;

/** A sheet's text through the reading, the guessing and the mapping, as the route does it. */
function mapped(text: string, q: Record<string, string> = {}) {
  const read = readSheet(text);
  if (!read.ok) throw new Error(read.message);
  const resolved = resolveFinancialImport(read.sheet, { ...query, ...q });
  if (!resolved.ok) throw new Error(resolved.message);
  return mapFinancialRows(read.sheet, resolved.options);
}
const brief = (text: string, q?: Record<string, string>) =>
  mapped(text, q).map((m) =>
    m.ok
      ? [
          m.financial.type,
          m.financial.category,
          m.financial.amountAnticipated,
          m.financial.amountActual,
        ]
      : m.reason,
  );

describe("signed bank amounts", () => {
  it.each([
    ["-12.50", "12.50", true],
    ["(12.50)", "12.50", true],
    ["12.50-", "12.50", true],
    ["-$1,200.00", "1200.00", true],
    ["$1,200.00", "1200.00", false],
    ["", "0.00", false],
  ])("%s is %s, negative %s", (cell, amount, negative) => {
    expect(readSignedSheetMoney(cell, "point", "Amount")).toEqual({
      ok: true,
      value: { amount, negative },
    });
  });

  it("refuses what is no amount, and more than two decimals, quoting the cell", () => {
    expect(readSignedSheetMoney("-12.5x", "point", "Amount")).toEqual({
      ok: false,
      message: "Amount -12.5x is not an amount",
    });
    expect(readSignedSheetMoney("1.005", "point", "Amount")).toMatchObject({ ok: false });
  });
});

describe("mapping a tour's money sheet", () => {
  it("guesses a bank's columns", () => {
    expect(
      guessFinancialColumns(["Posting Date", "Description", "Debit", "Credit", "Balance"]),
    ).toMatchObject({
      date: 0,
      description: 1,
      debit: 2,
      credit: 3,
      amount: null,
    });
  });

  it("a signed Amount column: money out is an expense, money in revenue, both actual", () => {
    expect(
      brief("Date,Description,Amount\n1/3/2027,Shell,-64.20\n1/4/2027,Bandcamp,250\n"),
    ).toEqual([
      ["expense", "Other", "64.20", "64.20"],
      ["revenue", "Other", "250.00", "250.00"],
    ]);
  });

  it("Debit and Credit columns decide the type; both on one row is an error", () => {
    expect(brief("Debit,Credit,Category\n30.00,,gas\n,99.99,merch\n1,1,\n,,Fuel\n")).toEqual([
      ["expense", "Fuel", "30.00", "30.00"],
      ["revenue", "Merchandise", "99.99", "99.99"],
      "row 4: the row has both a debit and a credit",
      "row 5: the amount is missing",
    ]);
  });

  it("an all-positive Amount column is a budget: the chosen type, anticipated unless told", () => {
    expect(brief("Category,Amount\nVan rental,2000\nFuel,300\n")).toEqual([
      ["expense", "Van rental", "2000.00", null],
      ["expense", "Fuel", "300.00", null],
    ]);
    expect(
      brief("Category,Amount\nTicket sales,900\n", { defaultType: "revenue", entry: "actual" }),
    ).toEqual([["revenue", "Ticket sales", "900.00", "900.00"]]);
  });

  it("a category that is not ours takes the default and says so", () => {
    const [row] = mapped("Category,Amount\nGroceries,-20\n", {
      expenseCategory: "Meals & per diems",
    });
    expect(row).toMatchObject({
      ok: true,
      financial: { category: "Meals & per diems" },
      warnings: [
        "row 2: Groceries is not an expense category of ours; it is imported as Meals & per diems",
      ],
    });
  });
});

/** A tour's $18 lunch, as the plan reads the rows already there. */
const lunchOf18 = (over: Partial<ExistingFinancial> = {}): ExistingFinancial => ({
  type: "expense",
  category: "Meals & per diems",
  amountAnticipated: "18.00",
  amountActual: "18.00",
  date: null,
  description: null,
  currency: "USD",
  ...over,
});

describe("planning", () => {
  it("matches rows as a count, so twins import once each and a re-import adds nothing", () => {
    const rows = mapped("Amount,Category\n-18,Food\n-18,Food\n-18,Food\n");
    // Any case, any way of writing the amount: the same row.
    const existing = [lunchOf18({ category: "meals & per diems", amountAnticipated: "18" })];
    const plan = planFinancialImport(rows, existing);
    expect(plan.rows.map((r) => r.status)).toEqual(["existing", "new", "new"]);
    const all = [...existing, ...plan.financials.map((p) => p.financial)];
    expect(planFinancialImport(rows, all).summary).toMatchObject({ newRows: 0, existingRows: 3 });
  });
});

describe("currencies in a money sheet (issue 41)", () => {
  const withCurrency = (text: string, q?: Record<string, string>) =>
    mapped(text, q).map((m) =>
      m.ok ? [m.financial.currency, m.financial.amountAnticipated] : m.reason,
    );

  it("a UK bank's pounds are pounds: the sheet's currency is the one its amounts name", () => {
    const read = readSheet("Date,Description,Amount\n1/3/2027,Shell,-£64.20\n1/4/2027,Gig,£250\n");
    if (!read.ok) throw new Error(read.message);
    const resolved = resolveFinancialImport(read.sheet, query);
    expect(resolved).toMatchObject({ ok: true, reading: { sheetCurrency: "GBP" } });
    expect(withCurrency("Amount\n-£64.20\n£250\n")).toEqual([
      ["GBP", "64.20"],
      ["GBP", "250.00"],
    ]);
    // Plain amounts and only "$" (whose dollar?) stay in the home currency.
    expect(withCurrency("Amount\n$12\n30\n")).toEqual([
      ["USD", "12.00"],
      ["USD", "30.00"],
    ]);
  });

  it("a Currency column sets each row's; its amounts must fit that currency's minor unit", () => {
    expect(
      withCurrency(
        "Category,Anticipated,Currency\nFuel,100,eur\nFuel,1500,JPY\nFuel,12.345,KWD\nFuel,12,\nFuel,1500.50,JPY\nFuel,12,XYZ\n",
      ),
    ).toEqual([
      ["EUR", "100.00"],
      ["JPY", "1500.00"],
      ["KWD", "12.345"],
      ["USD", "12.00"],
      "row 6: Anticipated 1500.50: JPY has no minor unit: type a whole amount",
      "row 7: Currency XYZ is not an ISO 4217 currency code (like USD, EUR, GBP)",
    ]);
  });

  it("an amount that names another currency than its row's is refused, never relabelled", () => {
    expect(withCurrency("Amount,Currency\n€40,GBP\n")).toEqual([
      "row 2: Amount €40 is in EUR, but the row is in GBP: choose the sheet's currency or give the row a Currency",
    ]);
    // "$" names no one currency, but it is no pound: on a sheet of pounds it is refused.
    expect(withCurrency("Amount\n£64.20\n$12\n")).toEqual([
      ["GBP", "64.20"],
      "row 3: Amount $12 is not in GBP, the row's currency: choose the sheet's currency or give the row a Currency",
    ]);
    expect(withCurrency("Amount,Currency\n$12,CAD\n")).toEqual([["CAD", "12.00"]]);
    // The sheet's chosen currency wins over the guess, and a £ cell then says so.
    expect(withCurrency("Amount\n£5\n", { sheetCurrency: "EUR" })).toEqual([
      "row 2: Amount £5 is in GBP, but the row is in EUR: choose the sheet's currency or give the row a Currency",
    ]);
  });

  it("£18 is not the same row as $18", () => {
    const rows = mapped("Amount,Category,Currency\n-18,Food,GBP\n-18,Food,USD\n");
    const existing = [lunchOf18()];
    expect(planFinancialImport(rows, existing).rows.map((r) => [r.currency, r.status])).toEqual([
      ["GBP", "new"],
      ["USD", "existing"],
    ]);
  });
});
