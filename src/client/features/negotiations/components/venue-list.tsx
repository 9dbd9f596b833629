import { Plus } from "lucide-react";
import { EmptyState } from "@/client/components/query-state";
import { ShowMoneyFigure } from "@/client/components/show-money";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { isHidden } from "@/domain/hidden";
import { isDatePassed } from "@/domain/negotiations/negotiations";
import type { ShownNegotiation as Negotiation } from "@/domain/negotiations/reader-shape";
import { formatCalendarDate, utcDateStamp } from "@/domain/tour-timing";
import { NegotiationBadge } from "./negotiation-badge";

const place = (n: Negotiation) => [n.city, n.state].filter(Boolean).join(", ");

function VenueRow({ n, onOpen }: { n: Negotiation; onOpen(id: string): void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(n.id)}
        className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="min-w-0">
          <span className="block font-medium">{n.venueName}</span>
          <span className="block text-sm text-muted-foreground">
            {[
              place(n),
              formatCalendarDate(n.performanceDate) ||
                t({ id: "negotiations.venues.noDate", defaultMessage: "No date" }),
              n.tourTitle,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </span>
        <span className="flex items-center gap-3">
          {!isHidden(n.showMoney) && <ShowMoneyFigure money={n.showMoney} className="text-sm" />}
          <NegotiationBadge status={n.status} rank={n.holdRank} />
          {/* Issue 36: an open negotiation whose night is over; the Action Center offers release. */}
          {isDatePassed(n.status, n.performanceDate, utcDateStamp(new Date())) && (
            <Badge variant="destructive">
              {t({ id: "negotiations.venues.datePassed", defaultMessage: "Date passed" })}
            </Badge>
          )}
        </span>
      </button>
    </li>
  );
}

/** Spec's 'Venue Status Overview': the first four negotiations. */
export function VenueStatusOverview({
  negotiations,
  onOpen,
}: {
  negotiations: Negotiation[];
  onOpen(id: string): void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {t({ id: "negotiations.venues.statusTitle", defaultMessage: "Venue Status Overview" })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {negotiations.length === 0 ? (
          <p className="text-muted-foreground">
            {t({ id: "negotiations.venues.none", defaultMessage: "No negotiations yet." })}
          </p>
        ) : (
          <ul
            className="grid gap-2"
            aria-label={t({
              id: "negotiations.venues.statusLabel",
              defaultMessage: "Venue status overview",
            })}
          >
            {negotiations.slice(0, 4).map((n) => (
              <VenueRow key={n.id} n={n} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec's 'All Venues' with Add Venue; each row opens the negotiation. */
export function AllVenues({
  venues,
  onPage,
  onOpen,
  onAdd,
}: {
  venues: { items: Negotiation[]; page: number; pageSize: number; total: number };
  onPage(page: number): void;
  onOpen(id: string): void;
  /** Absent for a role that may not start a negotiation. */
  onAdd?(): void;
}) {
  const negotiations = venues.items;
  const pages = Math.max(1, Math.ceil(venues.total / venues.pageSize));
  const add = onAdd && (
    <Button onClick={onAdd}>
      <Plus aria-hidden="true" />
      {t({ id: "negotiations.page.addVenue", defaultMessage: "Add Venue" })}
    </Button>
  );
  if (venues.total === 0) {
    return (
      <EmptyState
        text={t({
          id: "negotiations.venues.empty",
          defaultMessage: "No venue negotiations yet. Add a venue to start one.",
        })}
        action={add}
      />
    );
  }
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle as="h2" className="text-lg">
          {t({ id: "negotiations.venues.allTitle", defaultMessage: "All Venues" })}
        </CardTitle>
        {add}
      </CardHeader>
      <CardContent>
        <ul
          className="grid gap-2"
          aria-label={t({ id: "negotiations.venues.allLabel", defaultMessage: "All venues" })}
        >
          {negotiations.map((n) => (
            <VenueRow key={n.id} n={n} onOpen={onOpen} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav
            aria-label={t({ id: "negotiations.venues.pages", defaultMessage: "All venues pages" })}
            className="mt-3 flex items-center justify-between gap-2 text-sm"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={venues.page <= 1}
              onClick={() => onPage(venues.page - 1)}
            >
              {t({ id: "negotiations.venues.previous", defaultMessage: "Previous" })}
            </Button>
            <span aria-live="polite">
              {t(
                {
                  id: "negotiations.venues.page",
                  defaultMessage:
                    "Page {page} of {pages} · {total, plural, one {# venue} other {# venues}}",
                },
                { page: venues.page, pages, total: venues.total },
              )}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={venues.page >= pages}
              onClick={() => onPage(venues.page + 1)}
            >
              {t({ id: "negotiations.venues.next", defaultMessage: "Next" })}
            </Button>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
