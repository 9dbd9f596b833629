import { ExternalLink } from "lucide-react";
import { useMemo } from "react";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t, tRich } from "@/client/i18n/t";
import { useClock } from "@/client/lib/profile-query";
import { formatCalendarDate } from "@/domain/date-time";
import type { ListingsAnswer } from "@/domain/listings/listing-answer";
import type { PublicShow } from "@/domain/listings/public-show";
import { publicUrl } from "../api/listings";
import { fansView } from "./fans-view";
import { type Clock, localWhen, showWhen } from "./listing-words";

const onSaleAhead = (iso: string) => new Date(iso).getTime() > Date.now();

function FanStanding({ show, clock }: { show: PublicShow; clock: Clock }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {show.status === "cancelled" ? (
        <Badge variant="destructive">
          {t({ id: "listings.preview.cancelled", defaultMessage: "Cancelled" })}
        </Badge>
      ) : null}
      {show.status === "rescheduled" && show.previousDate ? (
        <Badge variant="outline">
          {t(
            { id: "listings.preview.movedFrom", defaultMessage: "Moved from {date}" },
            { date: formatCalendarDate(show.previousDate) },
          )}
        </Badge>
      ) : null}
      {show.status !== "cancelled" && show.soldOut ? (
        <Badge variant="secondary">
          {t({ id: "listings.badges.soldOut", defaultMessage: "Sold out" })}
        </Badge>
      ) : null}
      {show.status !== "cancelled" && !show.soldOut && show.ticketUrl ? (
        <a
          href={show.ticketUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          {tRich(
            {
              id: "listings.preview.tickets",
              defaultMessage: "Tickets<sr> for {venue} on {date} (opens in a new tab)</sr>",
            },
            {
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
              venue: show.venue.name,
              date: formatCalendarDate(show.date),
            },
          )}
        </a>
      ) : null}
      {/* As the page says it: only before tickets go on sale. */}
      {show.status !== "cancelled" &&
      !show.soldOut &&
      show.onSaleAt &&
      onSaleAhead(show.onSaleAt) ? (
        <span className="text-sm text-muted-foreground">
          {t(
            { id: "listings.preview.onSale", defaultMessage: "On sale {when}" },
            { when: localWhen(show.onSaleAt, show.timeZone, clock) },
          )}
        </span>
      ) : null}
    </div>
  );
}

function FanList({
  kind,
  shows,
  clock,
}: {
  kind: "upcoming" | "past";
  shows: PublicShow[];
  clock: Clock;
}) {
  if (shows.length === 0) return null;
  const title =
    kind === "upcoming"
      ? t({ id: "listings.preview.upcoming", defaultMessage: "Upcoming" })
      : t({ id: "listings.preview.past", defaultMessage: "Past" });
  const label =
    kind === "upcoming"
      ? t({
          id: "listings.preview.upcomingList",
          defaultMessage: "Upcoming shows, as fans see them",
        })
      : t({ id: "listings.preview.pastList", defaultMessage: "Past shows, as fans see them" });
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ol className="divide-y rounded-md border" aria-label={label}>
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
                  {t(
                    { id: "listings.preview.with", defaultMessage: "with {acts}" },
                    { acts: s.supportActs.join(", ") },
                  )}
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
        <SectionTitle id="preview-title">
          {t({ id: "listings.preview.title", defaultMessage: "What fans see" })}
        </SectionTitle>
        {page?.enabled ? (
          <Button variant="outline" className="max-sm:w-full" asChild>
            <a href={publicUrl(page.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {tRich(
                {
                  id: "listings.pageSettings.open",
                  defaultMessage: "Open the page<sr> (opens in a new tab)</sr>",
                },
                { sr: (chunks) => <span className="sr-only">{chunks}</span> },
              )}
            </a>
          </Button>
        ) : null}
      </div>
      {page?.enabled ? null : (
        <p className="text-sm text-muted-foreground">
          {t({
            id: "listings.preview.off",
            defaultMessage:
              "The page is off, so fans see nothing yet: this is what they will see when you turn it on.",
          })}
        </p>
      )}
      {page ? <p className="text-lg font-semibold">{page.title}</p> : null}
      {empty ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t({
            id: "listings.preview.empty",
            defaultMessage: "No show is public yet: announce a confirmed show and it appears here.",
          })}
        </p>
      ) : (
        <>
          <FanList kind="upcoming" shows={view.upcoming} clock={clock} />
          <FanList kind="past" shows={view.past} clock={clock} />
        </>
      )}
    </section>
  );
}
