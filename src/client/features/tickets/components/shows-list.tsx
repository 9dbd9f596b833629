import { ChevronRight } from "lucide-react";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { formatCalendarDate } from "@/domain/date-time";
import { isHidden } from "@/domain/hidden";
import type { ShowTickets } from "@/domain/tickets/answers";
import { ShowBadges } from "./show-badges";
import { SoldBar } from "./sold-bar";
import {
  asOfLabel,
  asOfText,
  compsLabel,
  countText,
  grossLabel,
  grossText,
  shareOf,
  showName,
  soldCapacity,
  soldOfCapacity,
  venueToBeSet,
} from "./ticket-words";

interface TourGroup {
  tourId: string;
  tourTitle: string;
  shows: ShowTickets[];
}

/** The shows by tour, each tour where its first show falls (the answer comes by date). */
function byTour(shows: readonly ShowTickets[]): TourGroup[] {
  const groups = new Map<string, TourGroup>();
  for (const s of shows) {
    const group = groups.get(s.tourId) ?? { tourId: s.tourId, tourTitle: s.tourTitle, shows: [] };
    group.shows.push(s);
    groups.set(s.tourId, group);
  }
  return [...groups.values()];
}

function OpenButton({ show, onOpen }: { show: ShowTickets; onOpen(): void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-9"
      aria-label={t(
        { id: "tickets.list.detailsOf", defaultMessage: "Details of {show}" },
        { show: showName(show) },
      )}
      onClick={onOpen}
    >
      {t({ id: "tickets.list.details", defaultMessage: "Details" })}
      <ChevronRight aria-hidden="true" />
    </Button>
  );
}

function SoldCell({ show }: { show: ShowTickets }) {
  return (
    <div className="grid gap-1">
      <span className="tabular-nums">{soldOfCapacity(show)}</span>
      <SoldBar share={shareOf(show)} />
    </div>
  );
}

/**
 * One tour's upcoming shows with their counts (issue 51 item 4): a table on a wide screen,
 * a card per show on a phone. Gross is a column only for readers who see money.
 */
function TourShows({
  group,
  selectedId,
  onOpen,
}: {
  group: TourGroup;
  selectedId: string | null;
  onOpen(show: ShowTickets): void;
}) {
  const seesGross = group.shows.some((s) => !isHidden(s.gross));
  const titleId = `tour-${group.tourId}`;
  const showsAndCounts = t(
    { id: "tickets.list.showsAndCounts", defaultMessage: "{tour}: shows and counts" },
    { tour: group.tourTitle },
  );
  const comps = compsLabel();
  const gross = grossLabel();
  const asOf = asOfLabel();
  return (
    <section className="grid gap-2" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{group.tourTitle}</SectionTitle>
      <ul className="grid gap-2 md:hidden" aria-label={showsAndCounts}>
        {group.shows.map((s) => (
          <li
            key={s.showId}
            className={cn(
              "grid gap-2 rounded-md border p-3",
              s.showId === selectedId && "border-primary",
            )}
          >
            <div>
              <p className="break-words font-medium">{s.venueName || venueToBeSet()}</p>
              <p className="text-sm text-muted-foreground">
                {[formatCalendarDate(s.date), s.city].filter(Boolean).join(" · ")}
              </p>
            </div>
            <SoldCell show={s} />
            <dl className="grid grid-cols-2 gap-x-3 text-sm">
              <dt className="text-muted-foreground">{comps}</dt>
              <dd className="tabular-nums">{countText(s.comps)}</dd>
              {seesGross ? (
                <>
                  <dt className="text-muted-foreground">{gross}</dt>
                  <dd className="tabular-nums">{grossText(s.gross, s.currency)}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{asOf}</dt>
              <dd>{asOfText(s.asOf)}</dd>
            </dl>
            <ShowBadges show={s} />
            <div>
              <OpenButton show={s} onOpen={() => onOpen(s)} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <caption className="sr-only">{showsAndCounts}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>{t({ id: "tickets.list.date", defaultMessage: "Date" })}</TableHead>
              <TableHead>{t({ id: "tickets.list.venue", defaultMessage: "Venue" })}</TableHead>
              <TableHead>{t({ id: "tickets.list.city", defaultMessage: "City" })}</TableHead>
              <TableHead className="w-40">{soldCapacity()}</TableHead>
              <TableHead>{comps}</TableHead>
              {seesGross ? <TableHead>{gross}</TableHead> : null}
              <TableHead>{asOf}</TableHead>
              <TableHead>
                {t({ id: "tickets.list.standing", defaultMessage: "Standing" })}
              </TableHead>
              <TableHead>
                <span className="sr-only">
                  {t({ id: "tickets.list.actions", defaultMessage: "Actions" })}
                </span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {group.shows.map((s) => (
              <TableRow
                key={s.showId}
                aria-current={s.showId === selectedId ? "true" : undefined}
                className={cn(s.showId === selectedId && "bg-muted/50")}
              >
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatCalendarDate(s.date)}
                </TableCell>
                <TableCell className="font-medium">{s.venueName || venueToBeSet()}</TableCell>
                <TableCell>{s.city}</TableCell>
                <TableCell>
                  <SoldCell show={s} />
                </TableCell>
                <TableCell className="tabular-nums">{countText(s.comps)}</TableCell>
                {seesGross ? (
                  <TableCell className="tabular-nums">{grossText(s.gross, s.currency)}</TableCell>
                ) : null}
                <TableCell className="whitespace-nowrap">{asOfText(s.asOf)}</TableCell>
                <TableCell>
                  <ShowBadges show={s} />
                </TableCell>
                <TableCell className="text-right">
                  <OpenButton show={s} onOpen={() => onOpen(s)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

export function ShowsList({
  shows,
  selectedId,
  onOpen,
}: {
  shows: readonly ShowTickets[];
  selectedId: string | null;
  onOpen(show: ShowTickets): void;
}) {
  return (
    <div className="grid gap-6">
      {byTour(shows).map((group) => (
        <TourShows key={group.tourId} group={group} selectedId={selectedId} onOpen={onOpen} />
      ))}
    </div>
  );
}
