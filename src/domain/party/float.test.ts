import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minorToStored } from "../currencies/currency";
import {
  deletion,
  type FloatMove,
  floatBalances,
  floatEntryInputSchema,
  shouldHaveMinor,
  takeOutRefusal,
} from "./float";

let clock = 0;
const move = (
  kind: FloatMove["kind"],
  amount: string,
  currency = "GBP",
  expected: string | null = null,
): FloatMove => ({
  id: `e${++clock}`,
  kind,
  amount,
  currency,
  expected,
  at: new Date(Date.UTC(2026, 6, 1) + clock * 60_000),
});

describe("the float's balance (ADR 0032)", () => {
  it("is the last count plus draws less returns and payouts after it, per currency", () => {
    const moves = [
      move("draw", "500.00"),
      move("payout", "40.00"),
      move("draw", "10000", "JPY"),
      move("count", "455.00", "GBP", "460.00"),
      move("payout", "35.00"),
      move("return", "20.00"),
    ];
    expect(shouldHaveMinor(moves, "GBP")).toBe(40000n);
    expect(shouldHaveMinor(moves, "JPY")).toBe(10000n);
    expect(shouldHaveMinor(moves, "EUR")).toBe(0n);
    const [gbp, jpy] = floatBalances(moves);
    expect(gbp).toMatchObject({
      currency: "GBP",
      drawn: "500.00",
      returned: "20.00",
      paidOut: "75.00",
      overShort: "-5.00",
      shouldHave: "400.00",
      lastCount: { counted: "455.00", expected: "460.00" },
    });
    expect(jpy).toMatchObject({ currency: "JPY", shouldHave: "10000.00", lastCount: null });
  });

  it("refuses a payout or return beyond what should be left, naming what it holds", () => {
    const moves = [move("draw", "150.00"), move("payout", "30.00")];
    expect(takeOutRefusal(moves, "GBP", 12001n)).toBe("The float holds £120.00");
    expect(takeOutRefusal(moves, "GBP", 12000n)).toBeNull();
    expect(takeOutRefusal(moves, "JPY", 1n)).toBe("The float holds ¥0");
    expect(takeOutRefusal([move("draw", "1.250", "KWD")], "KWD", 1251n)).toMatch(/1\.250/);
  });

  it("refuses deleting a draw a later payout was paid from", () => {
    const draw = move("draw", "100.00");
    const moves = [draw, move("draw", "50.00"), move("payout", "120.00")];
    expect(deletion(moves, draw.id)).toEqual({
      refusal: "Deleting it would leave the float at -£70.00",
    });
    // A payout can always go: the cash is back in the envelope.
    expect(deletion(moves, moves[2]!.id)).toEqual({ recount: null });
  });

  it("a deletion before a count changes what that count expected, not what was counted", () => {
    const draw = move("draw", "100.00");
    const moves = [draw, move("draw", "50.00"), move("count", "145.00", "GBP", "150.00")];
    expect(deletion(moves, draw.id)).toEqual({ recount: { id: moves[2]!.id, expected: "50.00" } });
    // A count's own deletion: the balance after it starts from the one before.
    const later = [...moves, move("payout", "140.00")];
    expect(deletion(later, moves[2]!.id)).toEqual({ recount: null });
  });

  it("takes draws, returns and counts as typed, in the currency's decimals", () => {
    const ok = floatEntryInputSchema.safeParse({ kind: "count", currency: "JPY", amount: "1500" });
    expect(ok.success).toBe(true);
    const bad = floatEntryInputSchema.safeParse({ kind: "draw", currency: "JPY", amount: "15.5" });
    expect(bad.error?.issues[0]?.path).toEqual(["amount"]);
  });
});

const CURRENCIES = ["GBP", "USD", "JPY", "KWD"] as const;
const step = fc.record({
  kind: fc.constantFrom("draw", "return", "payout", "count", "delete"),
  currency: fc.constantFrom(...CURRENCIES),
  minor: fc.bigInt({ min: 0n, max: 5_000_000n }),
  pick: fc.nat(),
});

describe("the float, for any sequence of entries", () => {
  it("holds by the rule to the minor unit, and never below 0 when the refusals apply", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const moves: FloatMove[] = [];
        for (const s of steps) {
          if (s.kind === "delete") {
            if (!moves.length) continue;
            const victim = moves[s.pick % moves.length]!;
            const d = deletion(moves, victim.id);
            if (d.refusal) continue;
            moves.splice(moves.indexOf(victim), 1);
            const count = d.recount && moves.find((m) => m.id === d.recount!.id);
            if (count) count.expected = d.recount!.expected;
            continue;
          }
          const amount = minorToStored(s.minor, s.currency);
          if (s.kind === "count") {
            const expected = minorToStored(shouldHaveMinor(moves, s.currency), s.currency);
            moves.push(move("count", amount, s.currency, expected));
          } else if (s.kind === "draw" || !takeOutRefusal(moves, s.currency, s.minor))
            moves.push(move(s.kind, amount, s.currency));
        }
        for (const b of floatBalances(moves)) {
          const c = b.currency;
          const of = (t: string) => toMinor(t, c);
          // The rule, summed by hand: the last count, then what moved after it.
          const mine = moves.filter((m) => m.currency === c);
          const last = mine.map((m) => m.kind).lastIndexOf("count");
          let rule = last < 0 ? 0n : toMinor(mine[last]!.amount, c);
          for (const m of mine.slice(last + 1))
            rule += (m.kind === "draw" ? 1n : -1n) * toMinor(m.amount, c);
          expect(of(b.shouldHave)).toBe(rule);
          expect(rule).toBeGreaterThanOrEqual(0n);
          // Every count's difference, with every draw, return and payout, gives the same.
          expect(of(b.drawn) - of(b.returned) - of(b.paidOut) + of(b.overShort)).toBe(rule);
          // No balance on the way dipped below 0 either.
          let running = 0n;
          for (const m of mine) {
            const a = toMinor(m.amount, c);
            running = m.kind === "count" ? a : running + (m.kind === "draw" ? a : -a);
            expect(running).toBeGreaterThanOrEqual(0n);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** Stored text to minor units by decimal arithmetic on the text, apart from the code's helper. */
function toMinor(text: string, currency: string) {
  const digits = currency === "JPY" ? 0 : currency === "KWD" ? 3 : 2;
  const [whole, frac = ""] = text.replace("-", "").split(".");
  const minor = BigInt(whole! + frac.padEnd(digits, "0").slice(0, digits));
  return text.startsWith("-") ? -minor : minor;
}
