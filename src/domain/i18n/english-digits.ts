/**
 * Whole numbers as Intl.NumberFormat("en-US") writes them, without building one: the first
 * loads the locale's number data, a long task on a first load (decision 10). Shared by the
 * money and number formats (format.ts) and English messages' plurals (messages.ts).
 */

/** "-" for a negative number, -0 included (Intl writes "-0"). */
export const signOf = (n: number) => (n < 0 || Object.is(n, -0) ? "-" : "");

/** The digits of a non-negative safe integer with en-US thousands separators. */
export const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ",");

/** A safe integer as Intl.NumberFormat("en-US") writes it ("1,200"), or undefined for any other value. */
export const englishInteger = (n: unknown): string | undefined =>
  typeof n === "number" && Number.isSafeInteger(n)
    ? `${signOf(n)}${grouped(Math.abs(n))}`
    : undefined;
