/**
 * The tests' backstop for what crew and artists are never sent (issue 34): any field whose
 * name speaks of money must reach them as the hidden marker (domain/hidden.ts), never as a
 * figure. Answers are shaped for the reader where they are made (each area's
 * reader-shape.ts); this rule does not shape them, it catches a new money field the day it
 * is added — tests/api/crew-sees-no-money.test.ts walks every answer a crew member can read,
 * with the demo's money in it, and fails on a money name carrying a value, or a figure.
 *
 * A name is split into its words (camelCase and snake_case); it is money when one of its
 * words is below. "totalCapacity" and "stockTotal" stay; "venueFee", "grossSold",
 * "deal" and "isPaid" go, with everything inside them. Issue 48 added the road's and the
 * currencies' words: "perDiem", "legFares", "tollsTotal", "hotelRatePerRoom", "settlementRate".
 */
const MONEY_WORDS = new Set([
  "amount",
  "amounts",
  "budget",
  "budgets",
  "cents",
  "commission",
  "cost",
  "costs",
  "deal",
  "deals",
  "deposit",
  "diem",
  "expense",
  "expenses",
  "fare",
  "fares",
  "fee",
  "fees",
  "financials",
  "gross",
  "guarantee",
  "income",
  "money",
  "net",
  "paid",
  "payment",
  "payments",
  "payout",
  "pnl",
  "price",
  "prices",
  "profit",
  "rate",
  "rates",
  "revenue",
  "settlement",
  "spent",
  "split",
  "tax",
  "taxes",
  "toll",
  "tolls",
  "value",
  "withholding",
]);

/** Rates that are ratios of counts, not money: everyone reads them. */
const NOT_MONEY_KEYS = new Set(["confirmationRate", "engagementRate"]);

const wordsOf = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_-]+/);

const moneyKeyCache = new Map<string, boolean>();

export function isMoneyKey(key: string): boolean {
  let known = moneyKeyCache.get(key);
  if (known === undefined) {
    known = !NOT_MONEY_KEYS.has(key) && wordsOf(key).some((word) => MONEY_WORDS.has(word));
    moneyKeyCache.set(key, known);
  }
  return known;
}

/**
 * The one exception (ADR 0032): a person's own tour and statement are built only from rows
 * whose person is the reader (queries/party/mine.ts), so crew and artists read their own per
 * diems and pay there. The walk does not let these answers off: it checks they carry the
 * reader's own figures and no one else's, where every other answer must carry none. No other
 * route may be added here; the rule above stays whole for every other answer.
 */
export const READERS_OWN_MONEY_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/my-tours/:tourId",
  "GET /api/my-tours/:tourId/statement.pdf",
]);
