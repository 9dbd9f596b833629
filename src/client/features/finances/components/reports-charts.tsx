import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { toCents } from "@/domain/money";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { TourFinanceView } from "../api/finances";
import { useHomeMoney } from "./home-currency";
import type { perShow } from "./report-rows";

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const dollars = (m: string | null) => toCents(m) / 100;
const PRIMARY = "var(--primary)";
const LIGHT = "color-mix(in oklch, var(--primary) 35%, white)";

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
      style={{ width: "100%", height: 260 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="show" tick={AXIS} />
      <YAxis tick={AXIS} tickFormatter={(v) => money.whole(v)} width={72} />
      <Tooltip formatter={(v) => money.whole(Number(v))} />
      <Legend formatter={(value) => <span className="text-sm text-foreground">{value}</span>} />
      <Bar dataKey="revenue" name="Revenue" fill={PRIMARY} radius={3} isAnimationActive={false} />
      <Bar dataKey="expenses" name="Expenses" fill={LIGHT} radius={3} isAnimationActive={false} />
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
      <Bar dataKey="projected" name="Projected" fill={LIGHT} radius={3} isAnimationActive={false} />
      <Bar
        dataKey="final"
        name="Final payout"
        fill={PRIMARY}
        radius={3}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
