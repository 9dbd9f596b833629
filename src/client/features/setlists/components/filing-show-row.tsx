import { AlertTriangle, Check, Undo2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { formatCalendarDate } from "@/domain/date-time";
import { countryName } from "@/domain/tours/venues";
import type { FilingShow } from "../api/filings";

function Status({ show }: { show: FilingShow }) {
  if (show.filedOn) {
    return (
      <Badge variant="success">
        {t(
          { id: "setlists.filingRow.filed", defaultMessage: "Filed {date}" },
          { date: formatCalendarDate(show.filedOn) },
        )}
        {show.reference ? ` · ${show.reference}` : ""}
      </Badge>
    );
  }
  if (show.overdue)
    return (
      <Badge variant="destructive">
        {t({ id: "setlists.filingRow.overdue", defaultMessage: "Overdue" })}
      </Badge>
    );
  return (
    <Badge variant="outline">
      {t({ id: "setlists.filingRow.notFiled", defaultMessage: "Not filed" })}
    </Badge>
  );
}

/**
 * One show of a society's list: where and when, its deadline (red once passed), whether the
 * report reads what was played or only the plan, the songs that cannot be filed yet, and the
 * mark. Stacked on a phone, a row from a tablet up.
 */
export function FilingShowRow({
  show,
  canFile,
  busy,
  onMark,
  onUndo,
}: {
  show: FilingShow;
  canFile: boolean;
  busy: boolean;
  onMark(): void;
  onUndo(): void;
}) {
  const place = [show.city, countryName(show.country) ?? show.country].filter(Boolean).join(", ");
  const overdue = show.overdue;
  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-1">
        <p className="font-medium">
          <Link
            className="hover:underline"
            to={`/dashboard/logistics/set-list/${show.tourId}/${show.showId}`}
          >
            {show.venue}
          </Link>{" "}
          <span className="font-normal text-muted-foreground">
            · {formatCalendarDate(show.date)}
            {place ? ` · ${place}` : ""}
          </span>
        </p>
        <p className="text-sm">
          <span className={overdue ? "font-semibold text-destructive" : undefined}>
            {t(
              { id: "setlists.filingRow.dueBy", defaultMessage: "Due by {date}" },
              { date: formatCalendarDate(show.dueOn) },
            )}
          </span>{" "}
          <span className="text-muted-foreground">({show.dueRule})</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t(
            {
              id: "setlists.filingRow.songs",
              defaultMessage: "{count, plural, one {# song} other {# songs}}",
            },
            { count: show.songCount },
          )}{" "}
          ·{" "}
          {show.setSource === "played" ? (
            show.setNote
          ) : (
            <span className="text-amber-900">{show.setNote}</span>
          )}
        </p>
        {show.songCount === 0 || show.unfileable.length > 0 ? (
          <ul className="grid gap-0.5 text-sm text-destructive">
            {show.songCount === 0 ? (
              <li className="flex gap-1">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t({
                  id: "setlists.filingRow.noSet",
                  defaultMessage: "No set list: add the set, or confirm what was played",
                })}
              </li>
            ) : null}
            {show.unfileable.map((u) => (
              <li key={u.title} className="flex gap-1">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {u.title}: {u.problem}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <Status show={show} />
        {canFile ? (
          show.filedOn ? (
            <Button size="sm" variant="ghost" onClick={onUndo} disabled={busy}>
              <Undo2 aria-hidden="true" />
              {t({ id: "setlists.filingRow.undo", defaultMessage: "Undo" })}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={onMark} disabled={busy}>
              <Check aria-hidden="true" />
              {t({ id: "setlists.filingRow.markFiled", defaultMessage: "Mark filed" })}
            </Button>
          )
        ) : null}
      </div>
    </li>
  );
}
