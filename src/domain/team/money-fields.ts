/**
 * What crew and artists are never sent: any field whose name speaks of money. Names, not
 * routes, decide, so a new field about money is caught the day it is added without anyone
 * remembering this file — tests/api/crew-sees-no-money.test.ts walks every answer a crew
 * member can read, with the demo's money in it, and fails on a money name or figure.
 *
 * A name is split into its words (camelCase and snake_case); it is money when one of its
 * words is below. "totalCapacity" and "stockTotal" stay; "venueFee", "grossSold",
 * "deal" and "isPaid" go, with everything inside them.
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
  "expense",
  "expenses",
  "fee",
  "fees",
  "financials",
  "gross",
  "guarantee",
  "income",
  "money",
  "net",
  "paid",
  "payout",
  "pnl",
  "price",
  "prices",
  "profit",
  "revenue",
  "settlement",
  "spent",
  "split",
  "value",
  "withholding",
]);

const wordsOf = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_-]+/);

const moneyKeyCache = new Map<string, boolean>();

export function isMoneyKey(key: string): boolean {
  let known = moneyKeyCache.get(key);
  if (known === undefined) {
    known = wordsOf(key).some((word) => MONEY_WORDS.has(word));
    moneyKeyCache.set(key, known);
  }
  return known;
}

/** A copy of `value` with every money field taken out, at any depth. */
export function withoutMoney<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutMoney) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!isMoneyKey(key)) out[key] = withoutMoney(inner);
  }
  return out as T;
}

/**
 * A money figure in words people type: "$2,500", "€300.50", "USD 1,200", "2500 dollars",
 * "1.2k USD". Free text is not a field, so its name cannot keep it from crew: text that crew
 * only read (a negotiation's notes and timeline) has its figures masked instead.
 */
const CURRENCY = "(?:USD|EUR|GBP|CAD|AUD|NZD|dollars?|bucks|euros?|pounds?)";
const FIGURE = "\\d[\\d,]*(?:\\.\\d+)?(?:\\s?[kKmM]\\b)?";
const MONEY_FIGURE = new RegExp(
  `[$€£]\\s?${FIGURE}|\\b${CURRENCY}\\s?${FIGURE}|\\b${FIGURE}\\s?${CURRENCY}\\b`,
  "gi",
);
export const MASKED_FIGURE = "[amount]";

export const withoutMoneyFigures = (text: string) => text.replace(MONEY_FIGURE, MASKED_FIGURE);

/** A copy of `value` whose strings under the given keys, at any depth, have figures masked. */
export function withoutMoneyFiguresAt<T>(value: T, textKeys: ReadonlySet<string>): T {
  if (Array.isArray(value)) return value.map((v) => withoutMoneyFiguresAt(v, textKeys)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      typeof inner === "string" && textKeys.has(key)
        ? withoutMoneyFigures(inner)
        : withoutMoneyFiguresAt(inner, textKeys);
  }
  return out as T;
}
