import { describe, expect, it } from "vitest";
import {
  filedOnProblem,
  filingInputSchema,
  filingQuerySchema,
  setlistSettingsSchema,
} from "./filings";
import {
  addPeriod,
  covers,
  dueDate,
  PRS_CONCERT_CAPACITY,
  SOCIETIES,
  SOCIETY_CODES,
  societyName,
} from "./societies";

const place = (country: string, capacity: number | null = 200) => ({ country, capacity });
const due = (
  code: keyof typeof SOCIETIES,
  date: string,
  country: string,
  capacity?: number | null,
) => dueDate(SOCIETIES[code], date, place(country, capacity)).dueOn;

describe("the societies' deadlines", () => {
  it("gives PRS 12 months for a small UK venue, 3 years for a concert venue, 2 years abroad", () => {
    expect(due("PRS", "2026-05-02", "GB", 250)).toBe("2027-05-02");
    expect(due("PRS", "2026-05-02", "GB", null)).toBe("2027-05-02");
    expect(due("PRS", "2026-05-02", "GB", PRS_CONCERT_CAPACITY)).toBe("2029-05-02");
    expect(due("PRS", "2026-05-02", "DE", 5000)).toBe("2028-05-02");
    // PRS's agency territories count as home.
    expect(due("PRS", "2026-05-02", "MT", 100)).toBe("2027-05-02");
  });

  it("gives BMI 6 months, ASCAP 3, GEMA 6 weeks, Sacem 6 months, SOCAN and APRA a year", () => {
    expect(due("BMI", "2026-01-15", "US")).toBe("2026-07-15");
    expect(due("ASCAP", "2026-01-15", "US")).toBe("2026-04-15");
    expect(due("GEMA", "2026-01-15", "DE")).toBe("2026-02-26");
    expect(due("SACEM", "2026-01-15", "FR")).toBe("2026-07-15");
    expect(due("SOCAN", "2026-01-15", "CA")).toBe("2027-01-15");
    expect(due("APRA", "2026-01-15", "NZ")).toBe("2027-01-15");
  });

  it("keeps the end of a month the end of the shorter month, leap years included", () => {
    expect(addPeriod("2026-08-31", { months: 6 })).toBe("2027-02-28");
    expect(addPeriod("2027-08-31", { months: 6 })).toBe("2028-02-29");
    expect(addPeriod("2028-02-29", { months: 12 })).toBe("2029-02-28");
    expect(addPeriod("2026-03-31", { months: 1 }, -1)).toBe("2026-02-28");
    expect(addPeriod("2026-12-30", { days: 42 })).toBe("2027-02-10");
  });

  it("takes each show only where the society collects", () => {
    expect(covers(SOCIETIES.PRS, "US")).toBe(false);
    expect(covers(SOCIETIES.PRS, "FR")).toBe(true);
    expect(covers(SOCIETIES.BMI, "US")).toBe(true);
    expect(covers(SOCIETIES.BMI, "CA")).toBe(false);
    expect(covers(SOCIETIES.SACEM, "JP")).toBe(true);
    expect(covers(SOCIETIES.APRA, "AU")).toBe(true);
    expect(covers(SOCIETIES.GEMA, "AT")).toBe(false);
  });

  it("names every rule's source and the periods the reminder's window reads", () => {
    for (const code of SOCIETY_CODES) {
      const s = SOCIETIES[code];
      expect(s.sources.length, code).toBeGreaterThan(0);
      for (const url of s.sources) expect(url, code).toMatch(/^https?:\/\//);
      // Every deadline the rule can give is among its periods (the reminder reads only those).
      for (const country of ["GB", "US", "DE", "FR", "CA", "AU", "MT"]) {
        for (const capacity of [null, 100, 20_000]) {
          const { rule, ...period } = s.deadline({ country, capacity });
          expect(rule, code).not.toBe("");
          expect(s.periods, `${code} ${country}`).toContainEqual(period);
        }
      }
    }
  });

  it("names a society by its code, as a URL may write it", () => {
    expect(societyName("PRS")).toBe("PRS for Music");
    expect(societyName("apra")).toBe("APRA AMCOS");
    expect(societyName("XYZ")).toBe("XYZ");
  });
});

describe("the filing's inputs", () => {
  it("keeps the societies once each, in the table's order, and names an unknown code", () => {
    expect(setlistSettingsSchema.parse({ societies: ["gema", "PRS", "PRS"] })).toEqual({
      societies: ["PRS", "GEMA"],
    });
    const bad = setlistSettingsSchema.safeParse({ societies: ["PRS", "JASRAC"] });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["societies", 1],
      message: expect.stringContaining('"JASRAC"'),
    });
  });

  it("takes a period of at most a year, its end not before its start", () => {
    expect(
      filingQuerySchema.safeParse({ society: "PRS", from: "2026-01-01", to: "2026-12-31" }).success,
    ).toBe(true);
    const long = filingQuerySchema.safeParse({
      society: "PRS",
      from: "2026-01-01",
      to: "2027-01-02",
    });
    expect(long.error?.issues[0]?.path).toEqual(["to"]);
    const back = filingQuerySchema.safeParse({
      society: "PRS",
      from: "2026-05-01",
      to: "2026-04-01",
    });
    expect(back.error?.issues[0]?.message).toBe("To must be on or after From");
    const unknown = filingQuerySchema.safeParse({
      society: "KODA",
      from: "2026-01-01",
      to: "2026-03-31",
    });
    expect(unknown.error?.issues[0]?.path).toEqual(["society"]);
  });

  it("refuses a filing date in the future or before the show; today anywhere is not the future", () => {
    const now = new Date("2026-06-10T20:00:00Z");
    // 20:00 UTC is already June 11 in Auckland.
    expect(filedOnProblem("2026-06-11", "2026-06-01", now)).toBeUndefined();
    expect(filedOnProblem("2026-06-12", "2026-06-01", now)).toBe("Filed on can't be in the future");
    expect(filedOnProblem("2026-05-31", "2026-06-01", now)).toBe(
      "Filed on can't be before the show",
    );
    expect(filingInputSchema.safeParse({ filedOn: "2026-02-30" }).error?.issues[0]?.path).toEqual([
      "filedOn",
    ]);
    expect(
      filingInputSchema.parse({ filedOn: "2026-06-02", reference: "  " }).reference,
    ).toBeNull();
  });
});
