import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minorToStored, minorUnitsOf, storedToMinor } from "../currencies/currency";
import { RateBook } from "../currencies/exchange-rates";
import { buildLedger, type LedgerSources } from "../finances/ledger/build";
import type { LedgerLine } from "../finances/ledger/lines";
import { type FloatMove, floatBalances, shouldHaveMinor, takeOutRefusal } from "./float";
import { currencyTotals } from "./totals";

/**
 * Issue 54 item 7: for random parties, rates and currencies, the party's lines, the float and
 * the one ledger agree to the minor unit — each currency's lines sum in the ledger to what
 * the person's totals say, paid to what was paid, each converted once, half up, at its rate
 * (none: left out at 0 and listed); the float's lines are its counts' over and short.
 */
const HOME = "USD";
const CURRENCIES = ["USD", "GBP", "JPY", "KWD", "CHF"] as const;
/** Rates to USD typed before the tour; CHF has none. */
const rateArb = fc.record({
  GBP: fc.constantFrom("1.265", "1.3", "1.27183"),
  JPY: fc.constantFrom("0.0067", "0.00661", "0.007"),
  KWD: fc.constantFrom("3.2512", "3.25", "3.3"),
});

const lineArb = fc.constantFrom(...CURRENCIES).chain((currency) =>
  fc.record({
    person: fc.nat(4),
    day: fc.integer({ min: 1, max: 28 }),
    currency: fc.constant(currency),
    minor: fc.bigInt({ min: 0n, max: 9_000_000n }),
    paid: fc.constantFrom("no", "float", "other"),
  }),
);
const countArb = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  off: fc.bigInt({ min: -20_000n, max: 20_000n }),
});

/** amount (minor units of `currency`) × rate, in USD cents, rounded half up: on its own here. */
function usdCents(minor: bigint, currency: string, rate: string) {
  const [w, f = ""] = rate.split(".");
  const num = minor * BigInt(w! + f) * 100n;
  const den = 10n ** BigInt(f.length + minorUnitsOf(currency));
  return (2n * num + den) / (2n * den);
}

describe("the party, the float and the ledger", () => {
  it("agree to the minor unit, for any party, rates and currencies", () => {
    fc.assert(
      fc.property(
        rateArb,
        fc.array(lineArb, { maxLength: 25 }),
        fc.array(countArb, { maxLength: 6 }),
        (rates, specs, counts) => {
          const book = new RateBook(
            Object.entries(rates).map(([base, rate]) => ({
              base,
              quote: HOME,
              rate,
              on: "2026-01-01",
              source: "typed" as const,
            })),
          );
          // The lines, keyed once a person a day (the database holds it for per diems).
          const seen = new Set<string>();
          const lines = specs
            .filter((l) => !seen.has(`${l.person}|${l.day}`) && seen.add(`${l.person}|${l.day}`))
            .map((l, i) => ({
              ...l,
              id: `line-${i}`,
              amount: minorToStored(l.minor, l.currency),
              day: `2026-07-${String(l.day).padStart(2, "0")}`,
              paidAt: null as Date | null,
            }));
          // Paying from the float as the routes do: a draw of what it needs, refusals heeded.
          const moves: FloatMove[] = [];
          let clock = 0;
          const at = () => new Date(Date.UTC(2026, 6, 1) + ++clock * 60_000);
          for (const l of lines) {
            if (l.paid === "no") continue;
            if (l.paid === "float") {
              if (l.minor % 3n === 0n)
                moves.push({
                  id: `d${clock}`,
                  kind: "draw",
                  currency: l.currency,
                  amount: l.amount,
                  expected: null,
                  at: at(),
                });
              if (takeOutRefusal(moves, l.currency, l.minor)) continue;
              moves.push({
                id: `p${clock}`,
                kind: "payout",
                currency: l.currency,
                amount: l.amount,
                expected: null,
                at: at(),
              });
            }
            l.paidAt = new Date();
          }
          for (const c of counts) {
            const should = shouldHaveMinor(moves, c.currency);
            const counted = should + c.off < 0n ? 0n : should + c.off;
            moves.push({
              id: `c${clock}`,
              kind: "count",
              currency: c.currency,
              amount: minorToStored(counted, c.currency),
              expected: minorToStored(should, c.currency),
              at: at(),
            });
          }
          const sources: LedgerSources = {
            tourId: "tour",
            shows: [],
            rows: [],
            deals: [],
            merch: [],
            travelLegs: [],
            lodgings: [],
            campaigns: [],
            provisions: [],
            party: lines.map((l) => ({
              id: l.id,
              person: `Person ${l.person}`,
              kind: "per_diem",
              amount: l.amount,
              currency: l.currency,
              day: l.day,
              paid: l.paidAt !== null,
            })),
            floatCounts: moves
              .filter((m) => m.kind === "count" && m.amount !== m.expected)
              .map((m) => ({
                id: m.id,
                currency: m.currency,
                date: "2026-07-30",
                difference: minorToStored(
                  storedToMinor(m.amount, m.currency) - storedToMinor(m.expected!, m.currency),
                  m.currency,
                ),
              })),
          };
          const ledger = buildLedger(sources, { home: HOME, book });
          const ownMinor = (l: LedgerLine, currency: string) =>
            l.foreign ? storedToMinor(l.foreign.amount, currency) : l.cents;
          for (const t of currencyTotals(lines)) {
            const c = t.currency;
            const party = (state: string) =>
              ledger.filter(
                (l) =>
                  l.source === "party" && l.state === state && (l.foreign?.currency ?? HOME) === c,
              );
            const sum = (xs: LedgerLine[]) => xs.reduce((n, l) => n + ownMinor(l, c), 0n);
            // In its own currency: what the person's totals say, planned and paid.
            expect(sum(party("anticipated"))).toBe(storedToMinor(t.total, c));
            expect(sum(party("settled"))).toBe(storedToMinor(t.paid, c));
            // In the home currency: each line converted once at its rate; none for CHF.
            for (const l of [...party("anticipated"), ...party("settled")]) {
              const rate = (rates as Record<string, string>)[c];
              const want = c === HOME ? l.cents : rate ? usdCents(ownMinor(l, c), c, rate) : 0n;
              expect(l.cents).toBe(want);
              if (c === "CHF") expect(l.foreign?.rate).toBeNull();
            }
          }
          // The float's lines are its counts' over and short, per currency, to the minor unit.
          for (const b of floatBalances(moves)) {
            const c = b.currency;
            const signed = ledger
              .filter((l) => l.source === "float" && (l.foreign?.currency ?? HOME) === c)
              .reduce((n, l) => n + (l.direction === "income" ? 1n : -1n) * ownMinor(l, c), 0n);
            expect(signed).toBe(storedToMinor(b.overShort, c));
            // What it paid out is what was paid from it.
            const fromFloat = lines
              .filter((l) => l.currency === c && l.paid === "float" && l.paidAt)
              .reduce((n, l) => n + l.minor, 0n);
            expect(storedToMinor(b.paidOut, c)).toBe(fromFloat);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
