import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { t } from "@/client/i18n/t";
import { toCents } from "@/domain/money";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { TourFinanceView } from "../api/finances";
import { useHomeMoney } from "./home-currency";
import type { perShow } from "./report-rows";
import { showDay, wrapLabel } from "./wrap-label";

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const dollars = (m: string | null) => toCents(m) / 100;
const PRIMARY = "var(--primary)";
const LIGHT = "color-mix(in oklch, var(--primary) 35%, white)";

/** About how wide a character of the axis's 12 px text is, generous so nothing is cut. */
const CHAR_PX = 7;
const LINE_PX = 14;
const TICK_LINES = 3;
const SHOW_TICK_HEIGHT = LINE_PX * TICK_LINES + 8;

/** The money axis as wide as its longest figure (the top tick is at most one step above it). */
function moneyAxisWidth(figures: readonly string[]) {
  const longest = Math.max(0, ...figures.map((f) => f.length));
  return Math.max(56, (longest + 1) * CHAR_PX + 12);
}

/**
 * Every show named under its bars (issue 47: recharts skipped the labels that did not fit
 * side by side): each label wrapped to its own band's width, up to three lines, or where
 * the bands are too narrow for words, the show's day written upright.
 */
function ShowTick(props: {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  visibleTicksCount?: number;
  payload?: { value?: unknown };
}) {
  const x = Number(props.x ?? 0);
  const y = Number(props.y ?? 0);
  const band = Number(props.width ?? 0) / Math.max(1, props.visibleTicksCount ?? 1);
  const label = String(props.payload?.value ?? "");
  const chars = Math.floor((band - 6) / CHAR_PX);
  if (chars < 8) {
    // Too narrow for a venue (many shows on a phone): each show's day, upright, under its
    // bars; the table below names them in full.
    return (
      <text
        x={x}
        y={y + 4}
        transform={`rotate(-90 ${x} ${y + 4})`}
        textAnchor="end"
        dominantBaseline="central"
        {...AXIS}
      >
        {showDay(label)}
      </text>
    );
  }
  const lines = wrapLabel(label, chars, TICK_LINES);
  return (
    <text x={x} y={y + 4} textAnchor="middle" {...AXIS}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? "0.71em" : LINE_PX}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Each show's revenue against its own expenses, as bars (the table beside it says the same). */
export function ShowsChart({ shows }: { shows: ReturnType<typeof perShow> }) {
  const money = useHomeMoney();
  return (
    <BarChart
      accessibilityLayer={false}
      responsive
      data={shows.map((s) => ({
        show: s.show,
        revenue: dollars(s.revenue),
        expenses: dollars(s.expenses),
      }))}
      style={{ width: "100%", height: 260 + SHOW_TICK_HEIGHT }}
      margin={{ top: 10, right: 8, bottom: 5, left: 5 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="show" tick={ShowTick} interval={0} height={SHOW_TICK_HEIGHT} />
      <YAxis
        tick={AXIS}
        tickFormatter={(v) => money.whole(v)}
        width={moneyAxisWidth(
          shows.flatMap((s) => [s.revenue, s.expenses]).map((m) => money.whole(dollars(m))),
        )}
      />
      <Tooltip formatter={(v) => money.whole(Number(v))} />
      <Legend formatter={(value) => <span className="text-sm text-foreground">{value}</span>} />
      <Bar
        dataKey="revenue"
        name={t({ id: "finances.reports.colRevenue", defaultMessage: "Revenue" })}
        fill={PRIMARY}
        radius={3}
        isAnimationActive={false}
      />
      <Bar
        dataKey="expenses"
        name={t({ id: "finances.reports.colExpenses", defaultMessage: "Expenses" })}
        fill={LIGHT}
        radius={3}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** What settled shows paid against their projection, as bars. */
export function SettlementsChart({ settled }: { settled: TourFinanceView["deals"] }) {
  const money = useHomeMoney();
  return (
    <BarChart
      accessibilityLayer={false}
      responsive
      data={settled.map((d) => ({
        show: `${formatCalendarDate(d.performanceDate)} ${d.venueName}`,
        projected: dollars(d.projectedPayout),
        final: dollars(d.finalPayout),
      }))}
      style={{ width: "100%", height: 240 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="show" tick={AXIS} />
      <YAxis tick={AXIS} tickFormatter={(v) => money.whole(v)} width={72} />
      <Tooltip formatter={(v) => money.whole(Number(v))} />
      <Legend formatter={(value) => <span className="text-sm text-foreground">{value}</span>} />
      <Bar
        dataKey="projected"
        name={t({ id: "finances.reports.colProjected", defaultMessage: "Projected" })}
        fill={LIGHT}
        radius={3}
        isAnimationActive={false}
      />
      <Bar
        dataKey="final"
        name={t({ id: "finances.reports.colFinalPayout", defaultMessage: "Final payout" })}
        fill={PRIMARY}
        radius={3}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
