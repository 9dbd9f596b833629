import type { PacePoint, PaceStanding } from "./answers";
import type { TicketCount } from "./counts";

/**
 * Pacing (issue 51, ADR 0031, docs/product.md §24.4): how a show sells against the tour's
 * other shows at the same number of days out.
 *
 * - Days out are counted in UTC calendar days: the show's date less the UTC day of the count.
 * - A show's curve has one point per day with counts: each tier's latest count as of the end
 *   of that day, summed; its share is sold over capacity.
 * - The tour's pace at N days out is the median of the other shows' shares at N, each curve
 *   read linearly between its own points, never before its first or after its last.
 * - A show stands at its latest point: "behind" more than 10 points under the pace, "ahead"
 *   more than 10 over, else "on-pace"; "unknown" without capacity, without counts, or with
 *   fewer than two other shows giving a pace there.
 */

/** How far from the tour's pace (a share of capacity) a show is ahead or behind. */
const PACE_MARGIN = 0.1;
/** Other shows needed for a pace: one show alone is not a tour's pace. */
const MIN_COMPARABLE_SHOWS = 2;

const DAY_MS = 86_400_000;

/** Whole UTC days from the day of `at` (an ISO time) to `showDate` (YYYY-MM-DD). */
export function daysOut(showDate: string, at: string): number {
  const show = Date.parse(`${showDate}T00:00:00Z`);
  const day = Date.parse(`${at.slice(0, 10)}T00:00:00Z`);
  return Math.round((show - day) / DAY_MS);
}

/** The show a curve is drawn for: its date, capacity and every count it has. */
export interface PacedShow {
  showId: string;
  date: string | null;
  capacity: number | null;
  counts: readonly TicketCount[];
}

const shareOf = (sold: number, capacity: number | null) =>
  capacity !== null && capacity > 0 ? sold / capacity : null;

/**
 * The show's curve, earliest count first (most days out first). Empty without a date. One
 * pass over its counts in time order (ties by id, as `currentCount` breaks them): each tier's
 * latest sold and the running total, a point at the end of each UTC day with counts. An order
 * export gives a count per tier per day: re-reading every earlier count per day was quadratic.
 */
export function showCurve(show: PacedShow): PacePoint[] {
  const { date, capacity } = show;
  if (date === null || show.counts.length === 0) return [];
  const sorted = [...show.counts].sort(
    (a, b) => a.countedAt.localeCompare(b.countedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const latest = new Map<string, number>();
  let sold = 0;
  const points: PacePoint[] = [];
  sorted.forEach((c, i) => {
    const tier = c.tier.toLowerCase();
    sold += c.sold - (latest.get(tier) ?? 0);
    latest.set(tier, c.sold);
    const day = c.countedAt.slice(0, 10);
    if (sorted[i + 1]?.countedAt.slice(0, 10) === day) return;
    points.push({
      daysOut: daysOut(date, `${day}T00:00:00Z`),
      sold,
      share: shareOf(sold, capacity),
    });
  });
  return points;
}

/** The curve read at `n` days out, between its own points only; null outside them. */
export function curveAt(curve: readonly PacePoint[], n: number): PacePoint | null {
  for (let i = 0; i < curve.length; i++) {
    const p = curve[i]!;
    if (p.daysOut === n) return p;
    const next = curve[i + 1];
    // Points go from most days out to fewest: n lies between p and next.
    if (next && p.daysOut > n && n > next.daysOut) {
      const t = (p.daysOut - n) / (p.daysOut - next.daysOut);
      const between = (a: number, b: number) => a + (b - a) * t;
      return {
        daysOut: n,
        sold: between(p.sold, next.sold),
        share: p.share === null || next.share === null ? null : between(p.share, next.share),
      };
    }
  }
  return null;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The tour's pace at `n` days out: the median of the other curves there, with ≥2 of them. */
function paceAt(others: readonly (readonly PacePoint[])[], n: number): PacePoint | null {
  const read = others
    .map((curve) => curveAt(curve, n))
    .filter((p): p is PacePoint & { share: number } => p !== null && p.share !== null);
  if (read.length < MIN_COMPARABLE_SHOWS) return null;
  return {
    daysOut: n,
    sold: Math.round(median(read.map((p) => p.sold))!),
    share: median(read.map((p) => p.share)),
  };
}

function standingOf(share: number | null, pace: number | null): PaceStanding {
  if (share === null || pace === null) return "unknown";
  if (share < pace - PACE_MARGIN) return "behind";
  if (share > pace + PACE_MARGIN) return "ahead";
  return "on-pace";
}

export interface ShowPace {
  curve: PacePoint[];
  standing: PaceStanding;
  /** The tour's pace (a share) at the show's latest point, when known. */
  paceShare: number | null;
}

/** Every curve of a tour's shows, drawn once, by show. */
export const tourCurves = (shows: readonly PacedShow[]) =>
  new Map(shows.map((s) => [s.showId, showCurve(s)]));

/** One show against the tour's other shows (`curves`: every show's, from tourCurves). */
export function paceOf(showId: string, curves: ReadonlyMap<string, PacePoint[]>): ShowPace {
  const curve = curves.get(showId) ?? [];
  const last = curve.at(-1);
  if (!last || last.share === null) return { curve, standing: "unknown", paceShare: null };
  const others = [...curves].filter(([id]) => id !== showId).map(([, c]) => c);
  const paceShare = paceAt(others, last.daysOut)?.share ?? null;
  return { curve, standing: standingOf(last.share, paceShare), paceShare };
}

/**
 * The tour's pace at each day out the show's chart draws (every day with a point on any
 * curve of the tour), where at least two other shows give one.
 */
export function tourPaceLine(showId: string, curves: ReadonlyMap<string, PacePoint[]>) {
  const others = [...curves].filter(([id]) => id !== showId).map(([, c]) => c);
  const days = [...new Set([...curves.values()].flat().map((p) => p.daysOut))].sort(
    (a, b) => b - a,
  );
  return days.map((n) => paceAt(others, n)).filter((p): p is PacePoint => p !== null);
}
