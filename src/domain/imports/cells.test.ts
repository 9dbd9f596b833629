import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSheetStatus } from "../tours/imports/statuses";
import { guessDateOrder, readSheetDate } from "./dates";
import { guessNumberFormat, readSheetCapacity, readSheetMoney } from "./numbers";

describe("readSheetDate", () => {
  it("reads ISO, month-first and day-first dates", () => {
    expect(readSheetDate("2027-03-31", "mdy")).toEqual({ ok: true, value: "2027-03-31" });
    expect(readSheetDate("2027-03-31 00:00:00", "dmy")).toEqual({ ok: true, value: "2027-03-31" });
    expect(readSheetDate("03/31/2027", "mdy")).toEqual({ ok: true, value: "2027-03-31" });
    expect(readSheetDate("31/03/2027", "dmy")).toEqual({ ok: true, value: "2027-03-31" });
    expect(readSheetDate("31.3.27", "dmy")).toEqual({ ok: true, value: "2027-03-31" });
    expect(readSheetDate("3-4-2027", "mdy")).toEqual({ ok: true, value: "2027-03-04" });
  });

  it("names the cell that is no date or outside the app's years", () => {
    expect(readSheetDate("31/02/2027", "dmy")).toEqual({
      ok: false,
      message: "31/02/2027 is not a date",
    });
    expect(readSheetDate("31/03/2027", "mdy")).toEqual({
      ok: false,
      message: "31/03/2027 is not a date",
    });
    expect(readSheetDate("next Friday", "mdy")).toEqual({
      ok: false,
      message: "next Friday is not a date",
    });
    expect(readSheetDate("1999-12-31", "ymd")).toEqual({
      ok: false,
      message: "1999-12-31 is not between Jan 1, 2000 and Dec 31, 2100",
    });
  });

  it("guesses the order from the data and says when it cannot tell", () => {
    expect(guessDateOrder(["2027-01-05", ""])).toEqual({ order: "ymd", ambiguous: false });
    expect(guessDateOrder(["01/05/2027", "25/05/2027"])).toEqual({
      order: "dmy",
      ambiguous: false,
    });
    expect(guessDateOrder(["01/05/2027", "05/25/2027"])).toEqual({
      order: "mdy",
      ambiguous: false,
    });
    expect(guessDateOrder(["01/05/2027", "02/06/2027"])).toEqual({ order: "mdy", ambiguous: true });
    expect(guessDateOrder(["13/05/2027", "05/25/2027"]).ambiguous).toBe(true);
  });

  it("reads back any day of the range written in any order", () => {
    const day = fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2100-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.constantFrom("/", "-", "."), (d, sep) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, dd] = iso.split("-");
        expect(readSheetDate(iso, "dmy")).toEqual({ ok: true, value: iso });
        expect(readSheetDate([m, dd, y].join(sep), "mdy")).toEqual({ ok: true, value: iso });
        expect(readSheetDate([dd, m, y].join(sep), "dmy")).toEqual({ ok: true, value: iso });
      }),
    );
  });
});

describe("readSheetMoney", () => {
  it("reads US and European amounts with their currency signs", () => {
    expect(readSheetMoney("$1,200.00", "point", "Fee")).toEqual({ ok: true, value: "1200.00" });
    expect(readSheetMoney("1200", "point", "Fee")).toEqual({ ok: true, value: "1200.00" });
    expect(readSheetMoney("1.200,00", "comma", "Fee")).toEqual({ ok: true, value: "1200.00" });
    expect(readSheetMoney("1 200,5 €", "comma", "Fee")).toEqual({ ok: true, value: "1200.50" });
    expect(readSheetMoney("USD 950", "point", "Fee")).toEqual({ ok: true, value: "950.00" });
    expect(readSheetMoney("", "point", "Fee")).toEqual({ ok: true, value: "0.00" });
  });

  it("refuses what is no amount, and more than two decimals (ADR 0009)", () => {
    expect(readSheetMoney("1,20", "point", "Fee")).toEqual({
      ok: false,
      message: "Fee 1,20 is not an amount",
    });
    expect(readSheetMoney("1.200,00", "point", "Fee").ok).toBe(false);
    expect(readSheetMoney("TBD", "point", "Fee")).toEqual({
      ok: false,
      message: "Fee TBD is not an amount",
    });
    expect(readSheetMoney("-50", "point", "Fee").ok).toBe(false);
    expect(readSheetMoney("1.005", "point", "Fee")).toEqual({
      ok: false,
      message: "Fee can have at most 2 decimals (1.005)",
    });
  });

  it("reads back any amount in cents written either way", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
        fc.boolean(),
        (cents, decimals) => {
          const whole = cents / 100n;
          const frac = String(cents % 100n).padStart(2, "0");
          const grouped = (sep: string) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
          const expected = `${whole}.${frac}`;
          const us = `$${grouped(",")}${decimals ? `.${frac}` : ""}`;
          const eu = `${grouped(".")}${decimals ? `,${frac}` : ""} €`;
          const value = decimals ? expected : `${whole}.00`;
          expect(readSheetMoney(us, "point", "Fee")).toEqual({ ok: true, value });
          expect(readSheetMoney(eu, "comma", "Fee")).toEqual({ ok: true, value });
        },
      ),
    );
  });

  it("guesses the number format from the cells", () => {
    expect(guessNumberFormat(["1.200,00", "950"])).toBe("comma");
    expect(guessNumberFormat(["$1,200.00", "950"])).toBe("point");
    expect(guessNumberFormat(["1,100", "950"])).toBe("point");
    expect(guessNumberFormat(["1200"])).toBe("point");
  });
});

describe("readSheetCapacity", () => {
  it("reads a grouped whole number", () => {
    expect(readSheetCapacity("1,100", "point")).toEqual({ ok: true, value: 1100 });
    expect(readSheetCapacity("1.100", "comma")).toEqual({ ok: true, value: 1100 });
    expect(readSheetCapacity("", "point")).toEqual({ ok: true, value: null });
    expect(readSheetCapacity("about 300", "point")).toEqual({
      ok: false,
      message: "Capacity about 300 is not a whole number",
    });
    expect(readSheetCapacity("2,000,000", "point").ok).toBe(false);
  });
});

describe("readSheetStatus", () => {
  it("matches our statuses in any case, and a few words sheets use", () => {
    expect(readSheetStatus("CONFIRMED")).toEqual({ ok: true, value: "confirmed" });
    expect(readSheetStatus("On Hold")).toEqual({ ok: true, value: "hold" });
    expect(readSheetStatus("Pending (inquiry)")).toEqual({ ok: true, value: "pending" });
    expect(readSheetStatus("cancelled")).toEqual({ ok: true, value: "released" });
    expect(readSheetStatus("")).toEqual({ ok: true, value: "pending" });
    expect(readSheetStatus("maybe")).toEqual({
      ok: false,
      message:
        "status maybe is not one of Pending, Avail, Offer, Hold (1st hold, 2nd hold…), Challenge, Confirmed, Released, Declined",
    });
  });
});
