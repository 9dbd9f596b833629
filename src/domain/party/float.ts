import { z } from "zod";
import {
  type CurrencyCode,
  formatIn,
  minorToStored,
  minorUnitsOf,
  storedToMinor,
} from "../currencies/currency";
import { currencyInput, refuseDecimalsIn } from "../currencies/currency-inputs";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { requiredMoneyInput } from "../money-input";
import { PARTY_REFUSALS as R } from "./refusals";

/**
 * The tour manager's float (issue 54 item 3): cash per currency. Drawn in (a bank, the
 * settlement's cash), returned out, paid out to the party (a payment's line), and counted.
 */
const FLOAT_ENTRY_KINDS = ["draw", "return", "payout", "count"] as const;
export type FloatEntryKind = (typeof FLOAT_ENTRY_KINDS)[number];

/** What a person types: a draw, a return, or a count of the real cash. Payouts come from paying a line. */
export const floatEntryInputSchema = z
  .object({
    kind: z.enum(["draw", "return", "count"], { error: () => say(R.chooseDrawReturnCount) }),
    currency: currencyInput(undefined, { anyDecimals: true }),
    amount: requiredMoneyInput(R.amount, Number.POSITIVE_INFINITY),
    note: z.string().trim().max(300, refusal(R.noteMost300Characters)).nullish(),
  })
  .superRefine((v, ctx) => {
    refuseDecimalsIn(ctx, { amount: v.amount }, v.currency);
    // A count of an empty envelope is a count; a draw or return of nothing is no entry.
    if (v.kind !== "count" && /^[0.]*$/.test(v.amount))
      ctx.addIssue({ code: "custom", path: ["amount"], message: say(R.amountMoreThan0) });
  });
export type FloatEntryInput = z.infer<typeof floatEntryInputSchema>;

export interface FloatEntry {
  id: string;
  tourId: string;
  currency: CurrencyCode;
  kind: FloatEntryKind;
  amount: string;
  /** A count's: what should have been there when it was counted. */
  expected: string | null;
  paymentId: string | null;
  at: Date;
  note: string | null;
  byName: string;
}

/** What the balance rules read of an entry: the stored amounts, in its currency. */
export type FloatMove = Pick<FloatEntry, "id" | "currency" | "kind" | "amount" | "expected"> & {
  at: Date | string;
};

const time = (m: FloatMove) => new Date(m.at).getTime();

/**
 * One currency's entries in time order. Entries written at the same instant keep the order
 * they are given in (the query orders by time, then creation), so the sort is stable.
 */
function inTimeOrder<T extends FloatMove>(moves: readonly T[], currency: CurrencyCode): T[] {
  return moves.filter((m) => m.currency === currency).sort((a, b) => time(a) - time(b));
}

const minorOf = (m: FloatMove, text: string | null) => storedToMinor(text ?? "0", m.currency);

/**
 * The running balance after each entry (ADR 0032): a count sets it to what was counted;
 * a draw adds, a return and a payout take away. Minor units of the currency.
 */
function runningBalances(ordered: readonly FloatMove[]): bigint[] {
  let left = 0n;
  return ordered.map((m) => {
    const amount = minorOf(m, m.amount);
    if (m.kind === "count") left = amount;
    else if (m.kind === "draw") left += amount;
    else left -= amount;
    return left;
  });
}

/** What should be in the envelope of `currency` now: the balance after its last entry. */
export function shouldHaveMinor(moves: readonly FloatMove[], currency: CurrencyCode): bigint {
  return runningBalances(inTimeOrder(moves, currency)).at(-1) ?? 0n;
}

/** "The float holds £120.00": what a payout or return beyond the float is refused with. */
const floatHoldsMessage = (left: bigint, currency: CurrencyCode) =>
  `The float holds ${formatIn(left < 0n ? 0n : left, currency)}`;

/**
 * A payout or a return of `amount` (minor units) taken out now: refused when it is more
 * than the float of its currency should hold, else null.
 */
export function takeOutRefusal(
  moves: readonly FloatMove[],
  currency: CurrencyCode,
  amount: bigint,
): string | null {
  const left = shouldHaveMinor(moves, currency);
  return amount > left ? floatHoldsMessage(left, currency) : null;
}

/**
 * A draw of `amount` (minor units): refused when the float would then hold more than an
 * amount can be (12 whole digits, the columns' limit). A count stores what should be there
 * beside what was, so a float beyond it could never be counted (or read) again.
 */
export function drawRefusal(
  moves: readonly FloatMove[],
  currency: CurrencyCode,
  amount: bigint,
): string | null {
  const most = 10n ** BigInt(12 + minorUnitsOf(currency)) - 1n;
  const left = shouldHaveMinor(moves, currency);
  return left + amount > most
    ? `The float can hold at most ${formatIn(most, currency)}; it holds ${formatIn(left, currency)}`
    : null;
}

/**
 * Deleting an entry: refused when a later balance of its currency would fall below 0
 * ("…would leave the float at −£20.00"). Else the first count after it, whose `expected`
 * (what should have been there) changes with it, and its new expected (stored text).
 */
type Deletion =
  | { refusal: string; recount?: undefined }
  | { recount: { id: string; expected: string } | null; refusal?: undefined };

export function deletion(moves: readonly FloatMove[], entryId: string): Deletion {
  const entry = moves.find((m) => m.id === entryId);
  if (!entry) return { recount: null };
  const ordered = inTimeOrder(moves, entry.currency);
  const at = ordered.indexOf(entry);
  const rest = ordered.filter((m) => m !== entry);
  const balances = runningBalances(rest);
  const lowest = balances.slice(at).find((b) => b < 0n);
  if (lowest !== undefined)
    return {
      refusal: `Deleting it would leave the float at ${formatIn(lowest, entry.currency)}`,
    };
  const next = rest.findIndex((m, i) => i >= at && m.kind === "count");
  if (next < 0) return { recount: null };
  const before = next === 0 ? 0n : balances[next - 1]!;
  return { recount: { id: rest[next]!.id, expected: minorToStored(before, entry.currency) } };
}

/** Per currency (sorted by code): what was drawn, returned, paid out, over or short, and is left. */
export function floatBalances(moves: readonly FloatMove[]): FloatBalance[] {
  const currencies = [...new Set(moves.map((m) => m.currency))].sort();
  return currencies.map((currency) => {
    const ordered = inTimeOrder(moves, currency);
    const sums = { draw: 0n, return: 0n, payout: 0n, count: 0n };
    let lastCount: FloatBalance["lastCount"] = null;
    for (const m of ordered) {
      const amount = minorOf(m, m.amount);
      if (m.kind === "count") {
        sums.count += amount - minorOf(m, m.expected);
        lastCount = {
          at: new Date(m.at).toISOString(),
          counted: minorToStored(amount, currency),
          expected: minorToStored(minorOf(m, m.expected), currency),
        };
      } else sums[m.kind] += amount;
    }
    const text = (minor: bigint) => minorToStored(minor, currency);
    return {
      currency,
      drawn: text(sums.draw),
      returned: text(sums.return),
      paidOut: text(sums.payout),
      overShort: text(sums.count),
      shouldHave: text(runningBalances(ordered).at(-1) ?? 0n),
      lastCount,
    };
  });
}

/** One currency of the float. */
export interface FloatBalance {
  currency: CurrencyCode;
  drawn: string;
  returned: string;
  paidOut: string;
  /** Sum of every count's difference (counted − expected): negative when short. */
  overShort: string;
  /** What should be in the envelope now. */
  shouldHave: string;
  lastCount: { at: string; counted: string; expected: string } | null;
}
