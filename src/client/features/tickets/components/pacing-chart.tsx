import { t } from "@/client/i18n/t";
import { isHidden } from "@/domain/hidden";
import type { ShowTicketDetail } from "@/domain/tickets/answers";
import {
  CHART,
  dayTicks,
  latestPoint,
  pathOf,
  scaleFor,
  shareTicks,
  tableRows,
} from "./pacing-chart-model";
import { percentText } from "./ticket-words";

/** What the chart shows, in one sentence: the reader of a screen reader gets the point of it. */
function chartSummary(detail: ShowTicketDetail, name: string): string {
  const curve = isHidden(detail.curve) ? [] : detail.curve;
  const latest = latestPoint(curve);
  if (!latest)
    return t(
      {
        id: "tickets.pace.summaryNone",
        defaultMessage: "Sales pace of {name}: no count with a capacity yet.",
      },
      { name },
    );
  const values = { name, percent: percentText(latest.share), days: latest.daysOut };
  return !isHidden(detail.paceShare) && detail.paceShare !== null
    ? t(
        {
          id: "tickets.pace.summary",
          defaultMessage:
            "Sales pace of {name}: {percent} of capacity sold {days, plural, =0 {show day} one {# day out} other {# days out}}; the tour's other shows had {pace} at that point.",
        },
        { ...values, pace: percentText(detail.paceShare) },
      )
    : t(
        {
          id: "tickets.pace.summaryAlone",
          defaultMessage:
            "Sales pace of {name}: {percent} of capacity sold {days, plural, =0 {show day} one {# day out} other {# days out}}; too few of the tour's other shows to compare.",
        },
        values,
      );
}

/**
 * The show's sales by days out against the tour's (ADR 0031, pacing): its own curve bold, the
 * tour's other shows faint, the tour's median pace dashed. Plain SVG: a chart library would
 * weigh more than the rest of the page. Read out as one sentence, with the figures in a table.
 */
export function PacingChart({ detail, name }: { detail: ShowTicketDetail; name: string }) {
  if (isHidden(detail.curve)) return null;
  const others = isHidden(detail.tourCurves) ? [] : detail.tourCurves;
  const pace = isHidden(detail.tourPace) ? [] : detail.tourPace;
  const scale = scaleFor([detail.curve, pace, ...others.map((o) => o.points)]);
  const bottom = CHART.height - CHART.bottom;
  const summary = chartSummary(detail, name);
  const latest = latestPoint(detail.curve);
  const thisShow = t({ id: "tickets.pace.thisShow", defaultMessage: "This show" });
  return (
    <figure className="grid max-w-3xl gap-2">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full text-[20px] sm:text-xs"
      >
        {shareTicks(scale).map((s) => (
          <g key={s}>
            <line
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={scale.y(s)}
              y2={scale.y(s)}
              className={s === 1 ? "stroke-foreground/40" : "stroke-border"}
              strokeWidth={1}
            />
            <text
              x={CHART.left - 6}
              y={scale.y(s) + 4}
              textAnchor="end"
              className="fill-muted-foreground"
            >
              {percentText(s)}
            </text>
          </g>
        ))}
        {dayTicks(scale).map((d) => (
          <text
            key={d}
            x={scale.x(d)}
            y={bottom + 24}
            textAnchor={d === 0 ? "end" : d === scale.maxDays ? "start" : "middle"}
            className="fill-muted-foreground"
          >
            {t(
              {
                id: "tickets.pace.tick",
                defaultMessage: "{days, plural, =0 {Show day} other {# days out}}",
              },
              { days: d },
            )}
          </text>
        ))}
        {others.map((o) => (
          <path
            key={o.showId}
            d={pathOf(o.points, scale)}
            fill="none"
            className="stroke-muted-foreground/40"
            strokeWidth={1.5}
          />
        ))}
        <path
          d={pathOf(pace, scale)}
          fill="none"
          className="stroke-muted-foreground"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        <path
          d={pathOf(detail.curve, scale)}
          fill="none"
          className="stroke-primary"
          strokeWidth={3}
          strokeLinejoin="round"
        />
        {/* Where the show stands now: a first count is a point before it is a line. */}
        {latest ? (
          <circle
            cx={scale.x(latest.daysOut)}
            cy={scale.y(latest.share)}
            r={5}
            className="fill-primary"
          />
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-0.5 w-4 bg-primary align-middle"
          />
          {thisShow}
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block w-4 border-t-2 border-dashed border-muted-foreground align-middle"
          />
          {t({ id: "tickets.pace.median", defaultMessage: "The tour's median pace" })}
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-px w-4 bg-muted-foreground/40 align-middle"
          />
          {t({ id: "tickets.pace.others", defaultMessage: "The tour's other shows" })}
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          {t({ id: "tickets.pace.figures", defaultMessage: "The chart's figures" })}
        </summary>
        <table className="mt-2 w-full max-w-md text-left tabular-nums">
          <caption className="sr-only">
            {t({
              id: "tickets.pace.caption",
              defaultMessage: "Share of capacity sold by days out",
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t({ id: "tickets.pace.daysOut", defaultMessage: "Days out" })}</th>
              <th scope="col">{thisShow}</th>
              <th scope="col">
                {t({ id: "tickets.pace.tourMedian", defaultMessage: "Tour's median" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {tableRows(detail.curve, pace).map((r) => (
              <tr key={r.daysOut}>
                <td>{r.daysOut}</td>
                <td>{r.show === null ? "—" : percentText(r.show)}</td>
                <td>{r.pace === null ? "—" : percentText(r.pace)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
