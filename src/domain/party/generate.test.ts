import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  type DesiredLine,
  desiredLines,
  type GenLeg,
  type GenPerson,
  type GenShow,
  partWeek,
  personDays,
  planSync,
  type StoredLine,
  tourSpan,
  weeksHeld,
} from "./generate";

const person = (over: Partial<GenPerson> = {}): GenPerson => ({
  id: "p1",
  joinsOn: null,
  leavesOn: null,
  homeCurrency: "GBP",
  perDiemCurrency: "GBP",
  perDiemShow: "30.00",
  perDiemTravel: "25.00",
  perDiemOff: "20.00",
  payAmount: null,
  payPer: null,
  payCurrency: null,
  ...over,
});
const tour = { startDate: "2027-03-01", endDate: "2027-03-05" };
const shows: GenShow[] = [
  { id: "s1", date: "2027-03-02", status: "confirmed" },
  { id: "s2", date: "2027-03-04", status: "released" },
];
// 07:30 UTC on Mar 5 is 23:30 on Mar 4 in Los Angeles: the leg's own clock makes Mar 4 travel.
const legs: GenLeg[] = [
  { departureAt: "2027-03-03T09:00:00Z", departureTz: "Europe/London", passengerIds: [] },
  { departureAt: "2027-03-05T07:30:00Z", departureTz: "America/Los_Angeles", passengerIds: [] },
];

/** Stored as the database would keep the plan's lines. */
const asStored = (lines: DesiredLine[], over: Partial<StoredLine> = {}): StoredLine[] =>
  lines.map((l, i) => ({ ...l, id: `id${i}`, origin: "generated", paidAt: null, ...over }));

describe("a person's days and their kinds (ADR 0032)", () => {
  it("runs from the later start to the earlier end, the tour's dates else its shows in play", () => {
    expect(tourSpan(tour, shows)).toEqual({ first: "2027-03-01", last: "2027-03-05" });
    expect(tourSpan({ startDate: null, endDate: null }, shows)).toEqual({
      first: "2027-03-02",
      last: "2027-03-02",
    });
    expect(tourSpan({ startDate: null, endDate: null }, [])).toBeNull();
    const span = tourSpan(tour, shows);
    expect(personDays(span, { joinsOn: "2027-03-03", leavesOn: "2027-04-01" })).toEqual([
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
    ]);
    expect(personDays(span, { joinsOn: "2027-02-01", leavesOn: "2027-03-01" })).toEqual([
      "2027-03-01",
    ]);
  });

  it("pays a show day, a travel day on the departure's clock, and a day off", () => {
    const lines = desiredLines({ tour, shows, legs, people: [person()] });
    expect(lines.map((l) => [l.day, l.dayKind, l.amount])).toEqual([
      ["2027-03-01", "off", "20.00"],
      ["2027-03-02", "show", "30.00"],
      ["2027-03-03", "travel", "25.00"],
      // The released show makes no show day.
      ["2027-03-04", "travel", "25.00"],
      ["2027-03-05", "off", "20.00"],
    ]);
    expect(lines[1]!.showId).toBe("s1");
  });

  it("counts a leg only for its passengers when it lists any", () => {
    const only: GenLeg[] = [{ ...legs[0]!, passengerIds: ["p2"] }];
    const lines = desiredLines({
      tour,
      shows,
      legs: only,
      people: [person(), person({ id: "p2" })],
    });
    const on = (id: string) => lines.find((l) => l.personId === id && l.day === "2027-03-03");
    expect(on("p1")!.dayKind).toBe("off");
    expect(on("p2")!.dayKind).toBe("travel");
  });

  it("leaves out a kind of day without a rate", () => {
    const lines = desiredLines({ tour, shows, legs, people: [person({ perDiemOff: null })] });
    expect(lines.map((l) => l.dayKind)).toEqual(["show", "travel", "travel"]);
  });

  it("pays a wage per show day, or per week with the last part-week by its days", () => {
    const perShow = desiredLines({
      tour,
      shows,
      legs: [],
      people: [
        person({
          perDiemShow: null,
          perDiemTravel: null,
          perDiemOff: null,
          payAmount: "150.00",
          payPer: "show",
        }),
      ],
    });
    expect(perShow.map((l) => [l.kind, l.day, l.amount, l.showId])).toEqual([
      ["wage", "2027-03-02", "150.00", "s1"],
    ]);
    const tenDays = { startDate: "2027-03-01", endDate: "2027-03-10" };
    const weekly = desiredLines({
      tour: tenDays,
      shows: [],
      legs: [],
      people: [
        person({
          perDiemShow: null,
          perDiemTravel: null,
          perDiemOff: null,
          payAmount: "700.01",
          payPer: "week",
          payCurrency: "EUR",
        }),
      ],
    });
    // 3 days of a 700.01 week: 300.004285… → 300.00; in EUR, not the home GBP.
    expect(weekly.map((l) => [l.day, l.amount, l.currency])).toEqual([
      ["2027-03-01", "700.01", "EUR"],
      ["2027-03-08", "300.00", "EUR"],
    ]);
  });

  it("generates no week over the days a paid week's wage already pays", () => {
    const weekPay = person({
      perDiemShow: null,
      perDiemTravel: null,
      perDiemOff: null,
      payAmount: "700.00",
      payPer: "week",
    });
    const paidWeek: StoredLine = {
      id: "w1",
      personId: "p1",
      kind: "wage",
      day: "2027-03-03",
      dayKind: null,
      showId: null,
      amount: "700.00",
      currency: "GBP",
      origin: "generated",
      paidAt: new Date(),
    };
    const lines = desiredLines({
      tour: { startDate: "2027-03-01", endDate: "2027-03-14" },
      shows: [],
      legs: [],
      people: [weekPay],
      weeksHeld: weeksHeld([
        paidWeek,
        { ...paidWeek, id: "owed", paidAt: null, day: "2027-03-01" },
      ]),
    });
    // Mar 3–9 is paid: Mar 1–2 and Mar 10–14 are weeks of their own, by their days.
    expect(lines.map((l) => [l.day, l.amount])).toEqual([
      ["2027-03-01", "200.00"],
      ["2027-03-10", "500.00"],
    ]);
  });

  it("rounds a part-week half up to the minor unit, yen to the whole yen", () => {
    expect(partWeek(7n, 1)).toBe(1n);
    expect(partWeek(3n, 1)).toBe(0n); // 0.43 down
    expect(partWeek(7n * 2n + 7n, 1)).toBe(3n); // exactly 3
    expect(partWeek(35n, 1)).toBe(5n);
    expect(partWeek(10n, 3)).toBe(4n); // 4.2857
    expect(partWeek(7n, 3)).toBe(3n);
    expect(partWeek(21n, 2)).toBe(6n);
    // 0.5 rounds up: 7/14 of 1 minor unit over a half-week
    expect(partWeek(1n, 7)).toBe(1n);
    expect(partWeek(1n, 4)).toBe(1n); // 0.571
    expect(partWeek(1n, 3)).toBe(0n); // 0.428
    const yen = desiredLines({
      tour: { startDate: "2027-03-01", endDate: "2027-03-09" },
      shows: [],
      legs: [],
      people: [
        person({
          homeCurrency: "JPY",
          perDiemCurrency: "JPY",
          perDiemShow: null,
          perDiemTravel: null,
          perDiemOff: null,
          payAmount: "10000.00",
          payPer: "week",
        }),
      ],
    });
    expect(yen.at(-1)!.amount).toBe("2857.00");
  });
});

describe("keeping stored lines in step", () => {
  const plan = desiredLines({ tour, shows, legs, people: [person()] });

  it("adds what is missing, changes what moved, deletes what is gone", () => {
    expect(planSync(plan, []).insert).toHaveLength(5);
    const stored = asStored(plan);
    stored[0]!.amount = "19.00";
    stored.push({ ...stored[1]!, id: "gone", day: "2027-02-27" });
    const sync = planSync(plan, stored);
    expect(sync.insert).toEqual([]);
    expect(sync.update.map((u) => [u.id, u.amount])).toEqual([["id0", "20.00"]]);
    expect(sync.delete).toEqual(["gone"]);
  });

  it("never touches a typed or paid line, and generates nothing over it", () => {
    const stored = asStored(plan);
    stored[0] = { ...stored[0]!, origin: "typed", amount: "5.00" };
    stored[1] = { ...stored[1]!, paidAt: new Date(), amount: "1.00" };
    stored.push({ ...stored[2]!, id: "typed-gone", origin: "typed", day: "2027-02-01" });
    const sync = planSync(plan, stored);
    expect(sync).toEqual({ insert: [], update: [], delete: [], keptTyped: 2 });
  });

  it("treats amounts by value: 20.0 stored is 20.00 planned", () => {
    const stored = asStored(plan).map((s) => ({ ...s, amount: s.amount.replace(/0$/, "") }));
    expect(planSync(plan, stored).update).toEqual([]);
  });
});

const DAY0 = "2027-01-01";
const rate = fc.option(
  fc.integer({ min: 0, max: 50_000 }).map((n) => (n / 100).toFixed(2)),
  { nil: null },
);
const arbPerson = (id: string) =>
  fc.record({
    id: fc.constant(id),
    joinsOn: fc.option(
      fc.integer({ min: 0, max: 40 }).map((n) => addDays(DAY0, n)),
      { nil: null },
    ),
    leavesOn: fc.option(
      fc.integer({ min: 20, max: 60 }).map((n) => addDays(DAY0, n)),
      { nil: null },
    ),
    homeCurrency: fc.constantFrom("GBP", "USD", "KWD"),
    perDiemCurrency: fc.constantFrom("GBP", "EUR", "USD"),
    perDiemShow: rate,
    perDiemTravel: rate,
    perDiemOff: rate,
    payAmount: rate,
    payPer: fc.constantFrom("show" as const, "week" as const, null),
    payCurrency: fc.constantFrom("EUR", null),
  });
const arbParty = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbPerson(`p${i}`))));
const arbShows = fc.array(
  fc.record({
    id: fc.uuid(),
    date: fc.option(
      fc.integer({ min: 0, max: 50 }).map((n) => addDays(DAY0, n)),
      { nil: null },
    ),
    status: fc.constantFrom("confirmed", "hold", "released", "declined", "inquiry"),
  }),
  { maxLength: 12 },
);
const arbLegs = fc.array(
  fc.record({
    departureAt: fc
      .integer({ min: 0, max: 50 * 24 })
      .map((h) => new Date(Date.parse(`${DAY0}T00:00:00Z`) + h * 3_600_000)),
    departureTz: fc.constantFrom("UTC", "America/Los_Angeles", "Asia/Tokyo"),
    passengerIds: fc.subarray(["p0", "p1", "p2", "p3"]),
  }),
  { maxLength: 8 },
);
const arbTour = fc.record({
  startDate: fc.option(
    fc.integer({ min: 0, max: 10 }).map((n) => addDays(DAY0, n)),
    { nil: null },
  ),
  endDate: fc.option(
    fc.integer({ min: 30, max: 50 }).map((n) => addDays(DAY0, n)),
    { nil: null },
  ),
});

/** What the database holds after a plan is applied. */
function apply(stored: StoredLine[], desired: DesiredLine[]): StoredLine[] {
  const sync = planSync(desired, stored);
  const gone = new Set(sync.delete);
  const changed = new Map(sync.update.map((u) => [u.id, u]));
  const kept = stored
    .filter((s) => !gone.has(s.id))
    .map((s) => (changed.has(s.id) ? { ...s, ...changed.get(s.id)! } : s));
  return [
    ...kept,
    ...asStored(sync.insert).map((s, i) => ({ ...s, id: `new${stored.length}-${i}` })),
  ];
}

describe("generation, for any party (property)", () => {
  it("syncing again changes nothing, and no (person, kind, day) is there twice", () => {
    fc.assert(
      fc.property(
        arbTour,
        arbShows,
        arbLegs,
        arbParty,
        arbShows,
        (tour, shows, legs, people, moved) => {
          const first = apply([], desiredLines({ tour, shows, legs, people }));
          // The shows move: the lines follow, then stand.
          const plan = desiredLines({ tour, shows: moved, legs, people });
          const after = apply(first, plan);
          expect(planSync(plan, after)).toEqual({
            insert: [],
            update: [],
            delete: [],
            keptTyped: 0,
          });
          const keys = after.map((l) => `${l.personId}|${l.kind}|${l.day}`);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });

  it("never updates or deletes a typed or paid line", () => {
    fc.assert(
      fc.property(
        arbTour,
        arbShows,
        arbLegs,
        arbParty,
        arbShows,
        fc.nat(),
        (tour, shows, legs, people, moved, pick) => {
          const stored = apply([], desiredLines({ tour, shows, legs, people })).map((s, i) =>
            i % 3 === pick % 3
              ? { ...s, origin: "typed" as const }
              : i % 5 === pick % 5
                ? { ...s, paidAt: "2027-01-01T00:00:00Z" }
                : s,
          );
          const sync = planSync(desiredLines({ tour, shows: moved, legs, people }), stored);
          const held = new Set(
            stored.filter((s) => s.origin === "typed" || s.paidAt).map((s) => s.id),
          );
          expect(sync.update.filter((u) => held.has(u.id))).toEqual([]);
          expect(sync.delete.filter((id) => held.has(id))).toEqual([]);
        },
      ),
    );
  });

  it("gives every day of a person's range exactly one per diem when all three rates are set", () => {
    const allRates = arbParty.map((ps) =>
      ps.map((p) => ({ ...p, perDiemShow: "10.00", perDiemTravel: "8.00", perDiemOff: "5.00" })),
    );
    fc.assert(
      fc.property(arbTour, arbShows, arbLegs, allRates, (tour, shows, legs, people) => {
        const lines = desiredLines({ tour, shows, legs, people });
        const span = tourSpan(tour, shows);
        for (const p of people) {
          const days = lines
            .filter((l) => l.personId === p.id && l.kind === "per_diem")
            .map((l) => l.day);
          expect(days).toEqual(personDays(span, p));
        }
      }),
    );
  });
});
