import { type Money, sumMoney } from "./money";

/**
 * What a reader whose role may not see something gets in its place (issue 34, ADR 0019).
 *
 * Crew and artists are never sent money, nor the management's own notes. The answer they get
 * has the same keys as everyone's, with this marker where the figure or note would be, and
 * its type says so: a field that can be hidden is `Shown<T>`, so the compiler finds every
 * screen that has to say "hidden" instead of reading a figure that is not there. A hidden
 * figure must never read as $0, and an absent key must never crash a page. Which fields a
 * reader gets the marker in is each answer's table (domain/audience.ts, issue 48).
 */
export interface Hidden {
  readonly hidden: true;
}

export const HIDDEN: Hidden = Object.freeze({ hidden: true });

/** A value, or the marker for a reader who may not see it. */
export type Shown<T> = T | Hidden;

export const isHidden = (value: unknown): value is Hidden =>
  typeof value === "object" &&
  value !== null &&
  (value as { hidden?: unknown }).hidden === true &&
  Object.keys(value).length === 1;

/** The value, or `fallback` when it is hidden: for sums and sorts on a manager's screen. */
export const shownOr = <T, F>(value: Shown<T>, fallback: F): T | F =>
  isHidden(value) ? fallback : value;

/**
 * Σ of amounts a reader may or may not see: hidden when any of them is (a total of what one
 * cannot see is not a figure they may read either). Same cents rule as sumMoney.
 */
export function sumShown(values: readonly Shown<Money | null | undefined>[]): Shown<Money> {
  if (values.some(isHidden)) return HIDDEN;
  return sumMoney(values as (Money | null | undefined)[]);
}
