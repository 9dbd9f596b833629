import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { readLocalInRange } from "@/domain/date-bounds";
import { CHALLENGE_SIDES, transitionInputSchema } from "@/domain/negotiations/negotiations";
import { NEGOTIATION_STATUSES } from "@/domain/negotiations/statuses";
import { zonedToUtc } from "@/domain/zoned-time";
import { renderCalendarFeed } from "./calendar-feed";

/**
 * Issue 21, item 8: a deadline of 9999-12-31T23:59:59Z was accepted and written as
 * DTEND:+0100000101T001459Z, and one bad date can make a calendar app drop the whole feed.
 * Every feed built from what the API accepts (and from rows stored before the range existed)
 * must parse, with every DTSTART/DTEND a real date.
 */

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, "0");
/** Years at and around the edges of the range, and the ones the issue found. */
const year = fc.oneof(
  fc.constantFrom(0, 1, 50, 99, 100, 1999, 2000, 2001, 2099, 2100, 2101, 9999),
  fc.integer({ min: 2000, max: 2100 }),
);
const offset = fc.oneof(
  fc.constant("Z"),
  fc
    .integer({ min: -24 * 4, max: 24 * 4 })
    .map(
      (q) =>
        `${q < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(q) / 4))}:${pad((Math.abs(q) % 4) * 15)}`,
    ),
);
const wallTime = fc.record({
  year,
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.oneof(fc.constantFrom(1, 29, 30, 31), fc.integer({ min: 1, max: 28 })),
  hour: fc.constantFrom(0, 1, 12, 23),
  minute: fc.constantFrom(0, 30, 59),
  second: fc.constantFrom(0, 59),
});
const localText = (w: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}) =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;

/** What a client may send as a deadline: ISO with an offset, or a local time in some zone. */
const zones = Intl.supportedValuesOf("timeZone");
const sentDeadline = fc.oneof(
  fc.tuple(wallTime, offset).map(([w, z]) => ({ text: `${localText(w)}${z}` })),
  fc.tuple(wallTime, fc.constantFrom(...zones, "Etc/GMT+12", "Etc/GMT-14")).map(([w, tz]) => ({
    text: localText(w),
    tz,
  })),
);

/** The instant the API would store for it, or null when the API refuses it. */
function accepted(d: { text: string; tz?: string }): string | null {
  if (d.tz) {
    // A local time in a zone (a travel leg's rule): the same range, then the zone's maths.
    if (!readLocalInRange(d.text).ok) return null;
    return zonedToUtc(d.text, d.tz)?.toISOString() ?? null;
  }
  const parsed = transitionInputSchema.shape.holdExpiry.safeParse(d.text);
  return parsed.success && parsed.data ? parsed.data.toISOString() : null;
}

/** Rows stored before the range existed: the instants the issue found, and the far past. */
const oldDeadline = fc.constantFrom(
  "9999-12-31T23:59:59.000Z",
  "0050-06-01T10:00:00.000Z",
  "1900-01-01T10:00:00.000Z",
);

const row = fc.record({
  id: fc.uuid(),
  venueName: fc.string({ maxLength: 20 }),
  city: fc.constantFrom("", "Austin"),
  state: fc.constantFrom("", "TX"),
  tourTitle: fc.string({ maxLength: 20 }),
  performanceDate: fc.option(
    fc.constantFrom("2000-01-01", "2100-12-31", "2030-02-28", "1900-01-01"),
  ),
  status: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("hold" as const, "challenge" as const) },
    { weight: 1, arbitrary: fc.constantFrom(...NEGOTIATION_STATUSES) },
  ),
  holdRank: fc.option(fc.integer({ min: 1, max: 20 })),
  challengedBy: fc.option(fc.constantFrom(...CHALLENGE_SIDES)),
  sent: sentDeadline,
  old: fc.option(oldDeadline, { freq: 4 }),
});

const DATE_TIME = /^\d{8}T\d{6}Z$/;
const DATE_ONLY = /^\d{8}$/;

describe("calendar feed dates", () => {
  it("parses with every DTSTART/DTEND a valid date, for any deadline the API accepts", () => {
    let deadlines = 0;
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), (rows) => {
        const feedRows = rows.map(({ sent, old, ...r }) => {
          const deadline = old ?? accepted(sent);
          return { ...r, holdExpiry: deadline, challengeDeadline: deadline, fromApi: !old };
        });
        const text = renderCalendarFeed("Artist", feedRows, "tribe", new Date("2030-01-01"));
        const cal = new ICAL.Component(ICAL.parse(text));
        for (const event of cal.getAllSubcomponents("vevent")) {
          for (const name of ["dtstart", "dtend"]) {
            const prop = event.getFirstProperty(name);
            if (!prop) continue;
            const value = prop.getFirstValue() as ICAL.Time;
            const raw = value.toICALString();
            expect(raw.match(DATE_TIME) ?? raw.match(DATE_ONLY), raw).not.toBeNull();
            expect(value.year).toBeGreaterThanOrEqual(1);
            expect(value.year).toBeLessThanOrEqual(9999);
            expect(Number.isFinite(value.toJSDate().getTime())).toBe(true);
          }
          if (String(event.getFirstPropertyValue("uid")).startsWith("deadline-")) deadlines++;
        }
        // A deadline the API accepted is in the feed, at its instant.
        for (const r of feedRows) {
          if (!r.fromApi || !r.holdExpiry || !(r.status === "hold" || r.status === "challenge"))
            continue;
          const stamp = r.holdExpiry.replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
          expect(text).toContain(`UID:deadline-${r.id}@tribe`);
          expect(text).toContain(`DTSTART:${stamp}`);
        }
      }),
      { numRuns: 300 },
    );
    // The generators reach the feed's deadline events, not only refusals.
    expect(deadlines).toBeGreaterThan(50);
  });
});
