import { describe, expect, it } from "vitest";
import {
  formatIsrc,
  formatIswc,
  iswcCheckDigit,
  parseIpi,
  parseIsrc,
  parseIswc,
} from "./identifiers";

describe("ISWC", () => {
  it("accepts the published example in every way people type it", () => {
    for (const typed of ["T-034.524.680-1", "T0345246801", "t-034524680-1", " T 034 524 680 1 "]) {
      expect(parseIswc(typed)).toEqual({ ok: true, value: "T-034524680-1" });
    }
    expect(formatIswc("T-034524680-1")).toBe("T-034.524.680-1");
  });

  it("computes the check digit from the weighted sum", () => {
    expect(iswcCheckDigit("034524680")).toBe(1);
    expect(iswcCheckDigit("000000000")).toBe(9);
  });

  it("refuses a wrong check digit, naming the right one", () => {
    const r = parseIswc("T-034.524.680-2");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/should be 1/);
  });

  it("refuses a wrong shape", () => {
    for (const bad of [
      "",
      "T-034.524.680",
      "X-034.524.680-1",
      "T-034.524.680-11",
      "T-03A.524.680-1",
    ]) {
      expect(parseIswc(bad).ok).toBe(false);
    }
  });

  it("a single-digit slip is caught wherever the weight is prime to ten", () => {
    const body = "034524680";
    // Weights 1, 3, 7 and 9 catch every slip; 2, 4, 5, 6 and 8 most (the standard's own limit).
    for (const i of [0, 2, 6, 8]) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === body[i]) continue;
        const slipped = `${body.slice(0, i)}${d}${body.slice(i + 1)}`;
        expect(parseIswc(`T${slipped}1`).ok).toBe(false);
      }
    }
  });
});

describe("ISRC", () => {
  it("accepts hyphens and lower case, stores twelve characters", () => {
    expect(parseIsrc("us-rc1-76-07839")).toEqual({ ok: true, value: "USRC17607839" });
    expect(formatIsrc("USRC17607839")).toBe("US-RC1-76-07839");
  });
  it("refuses a wrong shape", () => {
    for (const bad of ["USRC1760783", "1SRC17607839", "US-RC1-7A-07839", "USRC176078390"]) {
      expect(parseIsrc(bad).ok).toBe(false);
    }
  });
});

describe("IPI", () => {
  it("keeps 9 to 11 digits, padded to eleven", () => {
    expect(parseIpi("123456789")).toEqual({ ok: true, value: "00123456789" });
    expect(parseIpi("12345678").ok).toBe(false);
  });
});
