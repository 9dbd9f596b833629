import type { PacePoint } from "@/domain/tickets/answers";

/**
 * The pacing chart's geometry, apart from drawing (issue 51 item 4): x is days out, counting
 * down to the show at the right; y is the share of capacity, 0 at the bottom, 100 % or the
 * highest share above it at the top. Points with no share (no capacity) are left out.
 */

/**
 * The chart's own units. The drawing scales to its box; its labels are 20 units on a phone
 * (about 9 px at 300 px wide) and 12 from 640 px up, so the left margin fits "100 %" at 20.
 */
export const CHART = { width: 640, height: 260, left: 76, right: 12, top: 12, bottom: 36 };

interface Plotted {
  daysOut: number;
  share: number;
}

const plotted = (points: readonly PacePoint[]): Plotted[] =>
  points
    .filter((p): p is PacePoint & { share: number } => p.share !== null)
    .map((p) => ({ daysOut: p.daysOut, share: p.share }))
    .sort((a, b) => b.daysOut - a.daysOut);

export interface ChartScale {
  maxDays: number;
  maxShare: number;
  x(daysOut: number): number;
  y(share: number): number;
}

export function scaleFor(lines: readonly (readonly PacePoint[])[]): ChartScale {
  const all = lines.flatMap(plotted);
  const maxDays = Math.max(1, ...all.map((p) => p.daysOut));
  const maxShare = Math.max(1, ...all.map((p) => p.share));
  const innerW = CHART.width - CHART.left - CHART.right;
  const innerH = CHART.height - CHART.top - CHART.bottom;
  return {
    maxDays,
    maxShare,
    x: (d) => CHART.left + ((maxDays - d) / maxDays) * innerW,
    y: (s) => CHART.top + (1 - s / maxShare) * innerH,
  };
}

/** An SVG path through a line's points, or "" when it has none to draw. */
export function pathOf(points: readonly PacePoint[], scale: ChartScale): string {
  return plotted(points)
    .map(
      (p, i) =>
        `${i === 0 ? "M" : "L"}${scale.x(p.daysOut).toFixed(1)},${scale.y(p.share).toFixed(1)}`,
    )
    .join(" ");
}

/** The share gridlines: every 25 % up to the top (past 100 % when a show is over). */
export function shareTicks(scale: ChartScale): number[] {
  const ticks: number[] = [];
  for (let s = 0; s <= scale.maxShare + 1e-9; s += 0.25) ticks.push(s);
  return ticks;
}

/** Days-out labels: the start, the middle and show day. */
export function dayTicks(scale: ChartScale): number[] {
  const middle = Math.round(scale.maxDays / 2);
  return [...new Set([scale.maxDays, middle, 0])];
}

/** The show's latest point: where its curve ends (fewest days out). */
export function latestPoint(points: readonly PacePoint[]): (PacePoint & { share: number }) | null {
  const p = plotted(points).at(-1);
  return p ? { ...p, sold: points.find((q) => q.daysOut === p.daysOut)?.sold ?? 0 } : null;
}

/** Each day out the chart has a figure for, latest last: the table alternative's rows. */
export function tableRows(curve: readonly PacePoint[], pace: readonly PacePoint[]) {
  const days = [...new Set([...curve, ...pace].map((p) => p.daysOut))].sort((a, b) => b - a);
  const at = (line: readonly PacePoint[], d: number) =>
    line.find((p) => p.daysOut === d)?.share ?? null;
  return days.map((d) => ({ daysOut: d, show: at(curve, d), pace: at(pace, d) }));
}
