import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { QueryError } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { useCan } from "@/client/lib/workspace";
import { clampToRange, EARLIEST_DATE, LATEST_DATE } from "@/domain/date-bounds";
import { formatMonth, weekdayNames } from "@/domain/date-time";
import { formatLocale } from "@/domain/i18n/format-locale";
import { weekStartsOn } from "@/domain/i18n/locales";
import {
  addDaysTo,
  addMonths,
  type CalendarEntry,
  calendarEntries,
  monthGrid,
  monthOf,
} from "@/domain/negotiations/calendar";
import { formatCalendarDate } from "@/domain/tour-timing";
import { calendarQuery, NEGOTIATIONS_ERROR } from "../api/negotiations";
import { CalendarFeedCard } from "./calendar-feed-card";
import { NegotiationBadge } from "./negotiation-badge";

const ENTRY_CLASS: Record<string, string> = {
  confirmed: "bg-success text-white",
  hold: "bg-amber-100 text-amber-900",
  challenge: "bg-destructive text-destructive-foreground",
  pending: "bg-secondary text-secondary-foreground",
};

const today = () => new Date().toISOString().slice(0, 10);

function EntryChip({ e }: { e: CalendarEntry }) {
  return (
    <span
      className={cn(
        "block truncate rounded px-1 text-[11px] leading-4",
        e.kind === "show"
          ? ENTRY_CLASS[e.status]
          : "border border-dashed border-current text-foreground",
      )}
    >
      {e.kind === "show"
        ? e.label
        : e.kind === "hold-expiry"
          ? t({ id: "negotiations.calendar.holdExpires", defaultMessage: "Hold expires" })
          : t({ id: "negotiations.calendar.challengeDue", defaultMessage: "Challenge due" })}
    </span>
  );
}

/**
 * A month grid of shows by status and hold/challenge deadlines, its weeks starting on the
 * locale's first day (Sunday in English, Monday in Spanish and German; issue 55 item 4).
 * The language is fixed while the page is mounted: changing it re-mounts the app.
 */
export function CalendarTab({ onOpen }: { onOpen(id: string): void }) {
  const [selected, select] = useState(today);
  const can = useCan();
  // The API keeps dates in one range (date-bounds.ts): the grid never leaves it, and the
  // first and last months ask only for their days inside it.
  const setSelected = (day: string) => select(clampToRange(day));
  const month = monthOf(selected);
  const weekStart = weekStartsOn(formatLocale());
  const weeks = useMemo(() => monthGrid(month, weekStart), [month, weekStart]);
  const weekdays = useMemo(() => weekdayNames(weekStart), [weekStart]);
  const query = useQuery(
    calendarQuery(clampToRange(weeks[0]![0]!), clampToRange(weeks.at(-1)![6]!)),
  );
  const entries = useMemo(() => calendarEntries(query.data ?? []), [query.data]);
  const grid = useRef<HTMLTableElement>(null);
  // The day a key moved to, focused in the same commit that draws it. Not in a later frame:
  // a month change unmounts the focused day, and a key pressed before that frame (a busy
  // phone, a held arrow key) reached no grid and was lost (the flaky hcc-manager e2e).
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const day = focusNext.current;
    if (day === null) return;
    focusNext.current = null;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  });

  const focusDay = (to: string) => {
    const day = clampToRange(to);
    if (day === selected) return; // the range's edge: the focus stays where it is
    focusNext.current = day;
    setSelected(day);
  };
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    if (e.key in moves) {
      e.preventDefault();
      focusDay(addDaysTo(selected, moves[e.key]!));
    } else if (e.key === "PageUp" || e.key === "PageDown") {
      e.preventDefault();
      focusDay(`${addMonths(month, e.key === "PageUp" ? -1 : 1)}-01`);
    }
  };
  const dayEntries = entries.get(selected) ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" className="text-lg" aria-live="polite">
            {formatMonth(month, { long: true })}
          </CardTitle>
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={t({
                id: "negotiations.calendar.previousMonth",
                defaultMessage: "Previous month",
              })}
              disabled={month === monthOf(EARLIEST_DATE)}
              onClick={() => setSelected(`${addMonths(month, -1)}-01`)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={() => setSelected(today())}>
              {t({ id: "negotiations.calendar.today", defaultMessage: "Today" })}
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={t({
                id: "negotiations.calendar.nextMonth",
                defaultMessage: "Next month",
              })}
              disabled={month === monthOf(LATEST_DATE)}
              onClick={() => setSelected(`${addMonths(month, 1)}-01`)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </CardHeader>
        <CardContent className="overflow-x-auto p-2 sm:p-6">
          <table
            ref={grid}
            className="w-full table-fixed border-collapse"
            aria-label={t({
              id: "negotiations.calendar.label",
              defaultMessage: "Negotiation calendar",
            })}
            onKeyDown={onKey}
          >
            <thead>
              <tr>
                {weekdays.map((d) => (
                  <th key={d} scope="col" className="p-1 text-xs font-medium text-muted-foreground">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    const list = entries.get(day) ?? [];
                    const inMonth = monthOf(day) === month;
                    const isSelected = day === selected;
                    return (
                      <td key={day} className="h-16 border p-0 align-top sm:h-20">
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={isSelected ? 0 : -1}
                          aria-pressed={isSelected}
                          aria-label={t(
                            {
                              id: "negotiations.calendar.dayLabel",
                              defaultMessage:
                                "{date}{count, plural, =0 {} one {, # item} other {, # items}}",
                            },
                            { date: formatCalendarDate(day), count: list.length },
                          )}
                          onClick={() => setSelected(day)}
                          className={cn(
                            "flex h-full w-full flex-col gap-0.5 overflow-hidden p-1 text-left focus-visible:outline-2 focus-visible:outline-ring",
                            !inMonth && "text-muted-foreground",
                            isSelected && "bg-muted",
                          )}
                        >
                          <span
                            className={cn("text-xs", day === today() && "font-bold text-primary")}
                          >
                            {Number(day.slice(8))}
                          </span>
                          <span className="hidden sm:contents">
                            {list.slice(0, 2).map((e) => (
                              <EntryChip key={`${e.kind}-${e.showId}`} e={e} />
                            ))}
                          </span>
                          {list.length > 0 ? (
                            <span className="text-[10px] sm:hidden" aria-hidden="true">
                              {"•".repeat(Math.min(list.length, 3))}
                            </span>
                          ) : null}
                          {list.length > 2 ? (
                            <span className="hidden text-[10px] text-muted-foreground sm:block">
                              {t(
                                {
                                  id: "negotiations.calendar.more",
                                  defaultMessage: "+{count} more",
                                },
                                { count: list.length - 2 },
                              )}
                            </span>
                          ) : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {query.isError ? (
            <QueryError
              message={query.error.message || t(NEGOTIATIONS_ERROR)}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          ) : query.isPending ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t({ id: "negotiations.calendar.loading", defaultMessage: "Loading..." })}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-muted-foreground">
            {t({
              id: "negotiations.calendar.keys",
              defaultMessage: "Arrow keys move between days, Page Up / Page Down between months.",
            })}
          </p>
        </CardContent>
      </Card>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-base">
              {formatCalendarDate(selected)}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {dayEntries.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {t({ id: "negotiations.calendar.nothing", defaultMessage: "Nothing on this day." })}
              </p>
            ) : (
              <ul
                className="grid gap-2"
                aria-label={t(
                  { id: "negotiations.calendar.on", defaultMessage: "On {date}" },
                  { date: formatCalendarDate(selected) },
                )}
              >
                {dayEntries.map((e) => (
                  <li key={`${e.kind}-${e.showId}`}>
                    <button
                      type="button"
                      onClick={() => onOpen(e.showId)}
                      className="w-full rounded border p-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <NegotiationBadge status={e.status} />
                      <span className="mt-1 block">{e.label}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {can("GET /api/calendar-feed") && <CalendarFeedCard />}
      </div>
    </div>
  );
}
