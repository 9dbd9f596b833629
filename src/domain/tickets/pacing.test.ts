import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentCount, type TicketCount } from "./counts";
import { curveAt, daysOut, type PacedShow, paceOf, showCurve, tourCurves } from "./pacing";

let nextId = 0;
const count = (countedAt: string, sold: number, tier = "GA"): TicketCount => ({
  id: `c${String(nextId++).padStart(4, "0")}`,
  tier,
  countedAt,
  sold,
  comps: 0,
  gross: null,
  currency: "USD",
  source: "manual",
  seller: null,
});

/** A show on 2027-03-31 with `sold` at each day out given. */
const show = (showId: string, capacity: number | null, points: [number, number][]): PacedShow => ({
  showId,
  date: "2027-03-31",
  capacity,
  counts: points.map(([out, sold]) => {
    const day = new Date(Date.UTC(2027, 2, 31) - out * 86_400_000).toISOString();
    return count(day, sold);
  }),
});

describe("a show's curve", () => {
  it("counts days out in UTC calendar days", () => {
    expect(daysOut("2027-03-31", "2027-03-30T23:59:00Z")).toBe(1);
    expect(daysOut("2027-03-31", "2027-03-31T00:01:00Z")).toBe(0);
  });

  it("sums each tier's latest count as of the end of each day", () => {
    const curve = showCurve({
      showId: "s",
      date: "2027-03-31",
      capacity: 200,
      counts: [
        count("2027-03-01T09:00:00Z", 40, "GA"),
        count("2027-03-01T18:00:00Z", 50, "GA"),
        count("2027-03-02T10:00:00Z", 10, "VIP"),
        count("2027-03-03T10:00:00Z", 60, "GA"),
      ],
    });
    expect(curve).toEqual([
      { daysOut: 30, sold: 50, share: 0.25 },
      { daysOut: 29, sold: 60, share: 0.3 },
      { daysOut: 28, sold: 70, share: 0.35 },
    ]);
  });

  it("has no share without capacity", () => {
    expect(showCurve(show("s", null, [[10, 5]]))[0]!.share).toBeNull();
  });

  it("is read between its own points, never beyond them", () => {
    const curve = showCurve(
      show("s", 100, [
        [30, 10],
        [10, 50],
      ]),
    );
    expect(curveAt(curve, 20)).toMatchObject({ daysOut: 20, sold: 30 });
    expect(curveAt(curve, 20)!.share).toBeCloseTo(0.3);
    expect(curveAt(curve, 31)).toBeNull();
    expect(curveAt(curve, 9)).toBeNull();
  });
});

describe("a show's curve, against the one rule of a current count", () => {
  it("each day's point is the current count of every count up to that day's end", () => {
    const one = fc.record({
      day: fc.integer({ min: 1, max: 9 }),
      hour: fc.integer({ min: 0, max: 23 }),
      tier: fc.constantFrom("GA", "ga", "VIP", "Balcony"),
      sold: fc.integer({ min: 0, max: 900 }),
      id: fc.integer({ min: 0, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(one, { minLength: 1, maxLength: 40 }), (raw) => {
        const counts = raw.map((r, i) => ({
          ...count(
            `2027-03-0${r.day}T${String(r.hour).padStart(2, "0")}:00:00.000Z`,
            r.sold,
            r.tier,
          ),
          // Ties in time are broken by id, as currentCount breaks them.
          id: `k${String(r.id).padStart(2, "0")}${String(i).padStart(3, "0")}`,
        }));
        const curve = showCurve({ showId: "s", date: "2027-03-31", capacity: 1000, counts });
        const days = [...new Set(counts.map((c) => c.countedAt.slice(0, 10)))].sort();
        expect(curve.map((p) => p.sold)).toEqual(
          days.map((d) => currentCount(counts.filter((c) => c.countedAt.slice(0, 10) <= d)).sold),
        );
      }),
    );
  });
});

describe("a show against the tour's pace", () => {
  const others = [
    show("a", 100, [
      [30, 20],
      [10, 60],
    ]),
    show("b", 200, [
      [30, 40],
      [10, 100],
    ]),
    show("c", 100, [[20, 40]]),
  ];

  it("is behind more than 10 points under the median of the others", () => {
    // At 20 days out: a 0.4, b 0.35, c 0.4 → median 0.4.
    const curves = tourCurves([...others, show("x", 100, [[20, 25]])]);
    expect(paceOf("x", curves)).toMatchObject({ standing: "behind", paceShare: 0.4 });
  });

  it("is ahead more than 10 points over it, on pace within", () => {
    expect(paceOf("x", tourCurves([...others, show("x", 100, [[20, 55]])])).standing).toBe("ahead");
    expect(paceOf("x", tourCurves([...others, show("x", 100, [[20, 45]])])).standing).toBe(
      "on-pace",
    );
  });

  it("is unknown with fewer than two other shows read there, or without capacity", () => {
    // At 5 days out no other curve reaches: none is extrapolated.
    expect(paceOf("x", tourCurves([...others, show("x", 100, [[5, 10]])])).standing).toBe(
      "unknown",
    );
    expect(paceOf("x", tourCurves([others[0]!, show("x", 100, [[20, 1]])])).standing).toBe(
      "unknown",
    );
    expect(paceOf("x", tourCurves([...others, show("x", null, [[20, 1]])])).standing).toBe(
      "unknown",
    );
    expect(paceOf("x", tourCurves([...others, show("x", 100, [])])).standing).toBe("unknown");
  });
});
