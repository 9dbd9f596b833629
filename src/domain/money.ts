import { z } from "zod";

/**
 * Money travels as decimal strings ("1234.50") and is added up in integer cents, so sums
 * never pick up floating-point error.
 */
export type Money = string;

const MONEY_RE = /^-?\d+(\.\d{1,2})?$/;

/** Parses "1234.5", "1234.50", 1234.5 → 123450 cents. Nullish or empty → 0. */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  if (!MONEY_RE.test(text)) throw new Error(`Not an amount of money: ${value}`);
  const negative = text.startsWith("-");
  const [whole = "0", frac = ""] = text.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return negative ? -cents : cents;
}

/** 123450 → "1234.50" */
export function fromCents(cents: number): Money {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function sumMoney(values: Iterable<string | number | null | undefined>): Money {
  let cents = 0;
  for (const v of values) cents += toCents(v);
  return fromCents(cents);
}

/** A non-negative amount with at most two decimals; accepts numbers or numeric strings. */
export const moneyInput = (label: string) =>
  z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
    const text = typeof v === "number" ? String(v) : v;
    if (text === "") return "0.00";
    const n = Number(text);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a number` });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: "custom", message: `${label} cannot be negative` });
      return z.NEVER;
    }
    if (n >= 1e12) {
      ctx.addIssue({ code: "custom", message: `${label} is too large` });
      return z.NEVER;
    }
    return fromCents(Math.round(n * 100));
  });
