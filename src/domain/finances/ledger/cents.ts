import { type Money, toCents } from "../../money";

/** Money text → BigInt cents. One amount fits a double exactly; sums may not. */
export const bigCents = (m: Money | null | undefined): bigint => BigInt(toCents(m));

/** BigInt cents → money text, "-12.05" for negatives. */
export function moneyOf(cents: bigint): Money {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const frac = String(abs % 100n).padStart(2, "0");
  return `${negative ? "-" : ""}${abs / 100n}.${frac}`;
}

/** basisPoints (hundredths of a percent) of an amount, rounded half up to the cent. */
export const bigShareOf = (cents: bigint, basisPoints: number): bigint =>
  (cents * BigInt(basisPoints) + 5000n) / 10000n;

export const sumCents = (values: Iterable<bigint>) => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};
