import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { englishWords } from "../../tests/support/english-leak";
import {
  clampToRange,
  isInstantInRange,
  optionalCalendarDate,
  optionalInstant,
  readCalendarDate,
  readInstant,
  readLocalInRange,
  requiredLocalDateTime,
  utcMillis,
} from "./date-bounds";
import { messages as de } from "./i18n/catalogue-de";
import { messages as es } from "./i18n/catalogue-es";
import { messageFormatter } from "./i18n/messages";
import { withWords } from "./i18n/words";
import { zonedToUtc } from "./zoned-time";

const RANGE = "must be between Jan 1, 2000 and Dec 31, 2100";
const iso = (r: ReturnType<typeof readInstant>) => (r.ok ? r.value.toISOString() : r.reason);

describe("the date range (decision 8)", () => {
  it("keeps calendar dates from 2000-01-01 to 2100-12-31, real days only", () => {
    expect(readCalendarDate("2000-01-01")).toEqual({ ok: true, value: "2000-01-01" });
    expect(readCalendarDate("2100-12-31")).toEqual({ ok: true, value: "2100-12-31" });
    expect(readCalendarDate("2000-02-29").ok).toBe(true);
    for (const v of ["1999-12-31", "2101-01-01", "0050-06-01", "9999-12-31"])
      expect(readCalendarDate(v), v).toEqual({ ok: false, reason: "range" });
    for (const v of ["2100-02-29", "2030-02-30", "0000-01-01", "2030-5-1", "12", " 2030-05-01"])
      expect(readCalendarDate(v), v).toEqual({ ok: false, reason: "invalid" });
  });

  it("reads local date-times with or without seconds, never with a zone", () => {
    expect(readLocalInRange("2030-05-01T09:30").ok).toBe(true);
    expect(readLocalInRange("2030-05-01T09:30:15").ok).toBe(true);
    for (const v of [
      "2030-05-01T24:00",
      "2030-05-01T09:60",
      "2030-05-01 09:30",
      "2030-05-01T09:30Z",
    ])
      expect(readLocalInRange(v), v).toEqual({ ok: false, reason: "invalid" });
    expect(readLocalInRange("0100-01-01T10:00")).toEqual({ ok: false, reason: "range" });
  });

  it("reads ISO instants by their digits: Z, offsets of real zones, fractions", () => {
    expect(iso(readInstant("2030-05-01T10:00:00Z"))).toBe("2030-05-01T10:00:00.000Z");
    expect(iso(readInstant("2030-05-01T10:00+02:00"))).toBe("2030-05-01T08:00:00.000Z");
    expect(iso(readInstant("2030-05-01T10:00:00.1234-05:30"))).toBe("2030-05-01T15:30:00.123Z");
    expect(iso(readInstant("2000-01-01T00:00+14:00"))).toBe("1999-12-31T10:00:00.000Z");
    expect(iso(readInstant("2100-12-31T23:59:59.999-12:00"))).toBe("2101-01-01T11:59:59.999Z");
    // new Date() took each of these.
    for (const v of [
      "12",
      "2030-05-01",
      "2030-02-30T10:00Z",
      "May 1, 2030",
      "+010000-01-01T00:00Z",
    ])
      expect(iso(readInstant(v)), v).toBe("invalid");
    for (const v of ["2030-05-01T10:00+15:00", "2030-05-01T10:00-12:30", "2030-05-01T10:00+02:60"])
      expect(iso(readInstant(v)), v).toBe("invalid");
    for (const v of ["9999-12-31T23:59:59Z", "1999-12-31T23:59:59Z", "2101-01-01T00:00-01:00"])
      expect(iso(readInstant(v)), v).toBe("range");
  });

  it("never maps years 0–99 to the 1900s", () => {
    expect(new Date(utcMillis(50, 6, 1)).getUTCFullYear()).toBe(50);
    expect(new Date(utcMillis(1, 1, 1)).toISOString()).toBe("0001-01-01T00:00:00.000Z");
    expect(zonedToUtc("0050-06-01T10:00", "UTC")?.toISOString()).toBe("0050-06-01T10:00:00.000Z");
    expect(zonedToUtc("0100-01-01T10:00", "Europe/Berlin")?.getUTCFullYear()).toBe(100);
    // Its instant has a five-digit year: once a RangeError, now the right instant.
    expect(zonedToUtc("9999-12-31T23:59", "Etc/GMT+12")?.toISOString()).toBe(
      "+010000-01-01T11:59:00.000Z",
    );
  });

  it("turns every wall time of the range in every zone into an instant in the range", () => {
    const zones = Intl.supportedValuesOf("timeZone");
    const day = fc.integer({ min: utcMillis(2000, 1, 1), max: utcMillis(2100, 12, 31) });
    fc.assert(
      fc.property(day, fc.constantFrom(...zones), (t, tz) => {
        const local = new Date(t).toISOString().slice(0, 16);
        const at = zonedToUtc(local, tz);
        expect(at, `${local} ${tz}`).not.toBeNull();
        expect(isInstantInRange(at!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the schemas' messages, naming the field", () => {
    const due = optionalCalendarDate("Due date");
    expect(due.parse("")).toBeNull();
    expect(due.parse(null)).toBeNull();
    expect(due.safeParse("2101-01-01").error?.issues[0]?.message).toBe(`Due date ${RANGE}`);
    expect(due.safeParse("soon").error?.issues[0]?.message).toBe("Due date must be a valid date");
    const dep = requiredLocalDateTime("Departure");
    expect(dep.safeParse("").error?.issues[0]?.message).toBe("Departure is required");
    expect(dep.safeParse("0000-01-01T10:00").error?.issues[0]?.message).toBe(
      "Departure must be a real date and time",
    );
    const expiry = optionalInstant("Hold expiry");
    expect(expiry.parse("")).toBeUndefined();
    expect(expiry.safeParse("12").error?.issues[0]?.message).toBe(
      "Hold expiry must be a valid date and time",
    );
    expect(expiry.safeParse("2200-01-01T00:00Z").error?.issues[0]?.message).toBe(
      `Hold expiry ${RANGE}`,
    );
  });

  it("clamps a day of the calendar's navigation to the range", () => {
    expect(clampToRange("1999-12-27")).toBe("2000-01-01");
    expect(clampToRange("2101-01-04")).toBe("2100-12-31");
    expect(clampToRange("2030-05-01")).toBe("2030-05-01");
  });
});

describe("the range's refusal in the reader's language (issue 55)", () => {
  const startDate = { id: "errors.field.startDate", defaultMessage: "Start date" };
  const refused = (label: Parameters<typeof optionalCalendarDate>[0]) => {
    const r = optionalCalendarDate(label).safeParse("1999-12-31");
    return r.success ? "" : r.error.issues[0]!.message;
  };

  it("names the two ends as the reader writes dates", () => {
    const german = withWords(messageFormatter("de", de), () => refused(startDate));
    expect(german).toBe("Startdatum muss zwischen 1. Jan. 2000 und 31. Dez. 2100 liegen");
    expect(englishWords(german)).toEqual([]);
    const spanish = withWords(messageFormatter("es", es), () => refused(startDate));
    expect(spanish).not.toContain("Jan");
    expect(refused(startDate)).toBe(`Start date ${RANGE}`);
  });

  it("keeps a refusal about a label given as English text English, its dates too", () => {
    expect(withWords(messageFormatter("de", de), () => refused("Start date"))).toBe(
      `Start date ${RANGE}`,
    );
  });
});
