import fc from "fast-check";
import { minorToStored, storedToMinor } from "@/domain/currencies/currency";
import type { Money } from "@/domain/money";

/**
 * Issue 54 in the money walk (tests/api/money-agrees.test.ts): a tour's party paid in USD,
 * GBP, JPY and CHF (no rate), lines owed, paid from the float and paid another way, and
 * counts of the float found over or short. Built through the API; the figures they add to
 * the ledger worked out here on their own (ADR 0032).
 */
const PARTY_CURRENCIES = ["USD", "GBP", "JPY", "CHF"] as const;

export interface PartySpec {
  lines: { amount: Money; currency: string; paid: "no" | "float" | "other" }[];
  /** Per count: how many minor units over (+) or short (−) of what should be there. */
  counts: { currency: string; off: number }[];
}

const amountIn = (currency: string) =>
  fc.integer({ min: 0, max: 90_000 }).map((minor) => minorToStored(BigInt(minor), currency));

export const partyArb: fc.Arbitrary<PartySpec> = fc.record({
  lines: fc.array(
    fc.constantFrom(...PARTY_CURRENCIES).chain((currency) =>
      fc.record({
        amount: amountIn(currency),
        currency: fc.constant(currency),
        paid: fc.constantFrom("no" as const, "float" as const, "other" as const),
      }),
    ),
    { maxLength: 5 },
  ),
  counts: fc.array(
    fc.record({
      currency: fc.constantFrom(...PARTY_CURRENCIES),
      off: fc.integer({ min: -5_000, max: 5_000 }),
    }),
    { maxLength: 3 },
  ),
});

export const partyCurrencies = (spec: PartySpec) => [
  ...spec.lines.map((l) => l.currency),
  ...spec.counts.map((c) => c.currency),
];

// biome-ignore lint/suspicious/noExplicitAny: each call reads the fields it wrote
type Send = (method: string, path: string, json?: unknown) => Promise<any>;

/**
 * The party written through the API: one person, a float per currency drawn with enough for
 * the lines paid from it, each line typed and paid as the spec says, then the counts. Answers
 * each count's difference as the float answered it (counted − expected).
 */
export async function buildParty(send: Send, tourId: string, spec: PartySpec, day: string) {
  const differences: { currency: string; difference: Money }[] = [];
  if (!spec.lines.length && !spec.counts.length) return differences;
  const t = `/api/tours/${tourId}`;
  const added = await send("POST", `${t}/party`, {
    people: [{ name: "Pat Party", homeCurrency: "USD" }],
  });
  const personId = added.people[0].id as string;
  const drawn = new Map<string, bigint>();
  for (const l of spec.lines)
    if (l.paid === "float")
      drawn.set(l.currency, (drawn.get(l.currency) ?? 0n) + storedToMinor(l.amount, l.currency));
  for (const [currency, minor] of drawn)
    if (minor > 0n)
      await send("POST", `${t}/float`, {
        kind: "draw",
        currency,
        amount: minorToStored(minor + 1000n, currency),
      });
  for (const l of spec.lines) {
    const line = await send("POST", `${t}/payments`, {
      personId,
      kind: "fee",
      day,
      amount: l.amount,
      currency: l.currency,
    });
    if (l.paid !== "no")
      await send("POST", `${t}/payments/${line.id}/paid`, { fromFloat: l.paid === "float" });
  }
  for (const c of spec.counts) {
    const float = await send("GET", `${t}/float`);
    const now = float.balances.find((b: { currency: string }) => b.currency === c.currency);
    const should = now ? storedToMinor(now.shouldHave, c.currency) : 0n;
    const counted = should + BigInt(c.off) < 0n ? 0n : should + BigInt(c.off);
    await send("POST", `${t}/float`, {
      kind: "count",
      currency: c.currency,
      amount: minorToStored(counted, c.currency),
    });
    if (counted !== should)
      differences.push({
        currency: c.currency,
        difference: minorToStored(counted - should, c.currency),
      });
  }
  return differences;
}
