import { type Money, toCents } from "../../money";

/** A third decimal of 0 is the same amount ("123.450", a row's numeric(15,3) column). */
const LONG_MONEY = /^(-?\d+)\.(\d\d)0?$/;

/**
 * Money text → BigInt cents. One amount fits a double exactly; a sum the database added may
 * not, so long text ("12345678901234.56", past what a column holds) is read digit for digit.
 */
export function bigCents(m: Money | null | undefined): bigint {
  if (typeof m === "string" && m.length > 15) {
    const parts = LONG_MONEY.exec(m);
    if (!parts) throw new Error(`Not an amount of money: ${m}`);
    return BigInt(`${parts[1]}${parts[2]}`);
  }
  return BigInt(toCents(m));
}

/** BigInt cents → money text, "-12.05" for negatives. */
export function moneyOf(cents: bigint): Money {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const frac = String(abs % 100n).padStart(2, "0");
  return `${negative ? "-" : ""}${abs / 100n}.${frac}`;
}

/**
 * basisPoints (hundredths of a percent) of an amount, rounded half up to the cent, or to
 * `unit` cents (100 for a currency without minor unit: a whole yen).
 */
export const bigShareOf = (cents: bigint, basisPoints: number, unit = 1): bigint => {
  const step = 10000n * BigInt(unit);
  return ((cents * BigInt(basisPoints) + step / 2n) / step) * BigInt(unit);
};

export const sumCents = (values: Iterable<bigint>) => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};
