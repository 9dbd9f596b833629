import { ExternalLink } from "lucide-react";
import { useMemo } from "react";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { useClock } from "@/client/lib/profile-query";
import { formatCalendarDate } from "@/domain/date-time";
import type { ListingsAnswer } from "@/domain/listings/listing-answer";
import type { PublicShow } from "@/domain/listings/public-show";
import { publicUrl } from "../api/listings";
import { fansView } from "./fans-view";
import { type Clock, localWhen, showWhen } from "./listing-words";

const onSaleAhead = (iso: string) => new Date(iso).getTime() > Date.now();

function FanStanding({ show, clock }: { show: PublicShow; clock: Clock }) {
  const when = `${show.venue.name} on ${formatCalendarDate(show.date)}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {show.status === "cancelled" ? <Badge variant="destructive">Cancelled</Badge> : null}
      {show.status === "rescheduled" && show.previousDate ? (
        <Badge variant="outline">Moved from {formatCalendarDate(show.previousDate)}</Badge>
      ) : null}
      {show.status !== "cancelled" && show.soldOut ? (
        <Badge variant="secondary">Sold out</Badge>
      ) : null}
      {show.status !== "cancelled" && !show.soldOut && show.ticketUrl ? (
        <a
          href={show.ticketUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          Tickets<span className="sr-only"> for {when} (opens in a new tab)</span>
        </a>
      ) : null}
      {/* As the page says it: only before tickets go on sale. */}
      {show.status !== "cancelled" &&
      !show.soldOut &&
      show.onSaleAt &&
      onSaleAhead(show.onSaleAt) ? (
        <span className="text-sm text-muted-foreground">
          On sale {localWhen(show.onSaleAt, show.timeZone, clock)}
        </span>
      ) : null}
    </div>
  );
}

function FanList({ title, shows, clock }: { title: string; shows: PublicShow[]; clock: Clock }) {
  if (shows.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ol className="divide-y rounded-md border" aria-label={`${title} shows, as fans see them`}>
        {shows.map((s) => (
          <li key={s.id} className="grid gap-1 p-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <p className="text-sm font-medium tabular-nums">
              {showWhen(s.date, s.startTime, clock)}
            </p>
            <div className="grid min-w-0 gap-1">
              <p className={s.status === "cancelled" ? "break-words line-through" : "break-words"}>
                <span className="font-medium">{s.eventName || s.venue.name}</span>
                {s.eventName ? ` · ${s.venue.name}` : ""}
                {` · ${[s.venue.city, s.venue.country].filter(Boolean).join(", ")}`}
              </p>
              {s.supportActs.length > 0 ? (
                <p className="break-words text-sm text-muted-foreground">
                  with {s.supportActs.join(", ")}
                </p>
              ) : null}
              <FanStanding show={s} clock={clock} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Exactly what fans see now (issue 52 item 5): the public and called-off shows, in the
 * page's order, written by the page's own rule (fans-view.ts). The show list above says
 * why each other show is not here.
 */
export function PreviewSection({ data }: { data: ListingsAnswer }) {
  const clock = useClock();
  const view = useMemo(() => fansView(data.shows, new Date()), [data.shows]);
  const page = data.page;
  const empty = view.upcoming.length === 0 && view.past.length === 0;
  return (
    <section className="grid gap-3" aria-labelledby="preview-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="preview-title">What fans see</SectionTitle>
        {page?.enabled ? (
          <Button variant="outline" className="max-sm:w-full" asChild>
            <a href={publicUrl(page.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open the page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      {page?.enabled ? null : (
        <p className="text-sm text-muted-foreground">
          The page is off, so fans see nothing yet: this is what they will see when you turn it on.
        </p>
      )}
      {page ? <p className="text-lg font-semibold">{page.title}</p> : null}
      {empty ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No show is public yet: announce a confirmed show and it appears here.
        </p>
      ) : (
        <>
          <FanList title="Upcoming" shows={view.upcoming} clock={clock} />
          <FanList title="Past" shows={view.past} clock={clock} />
        </>
      )}
    </section>
  );
}
