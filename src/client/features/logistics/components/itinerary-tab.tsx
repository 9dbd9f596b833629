import { useQuery } from "@tanstack/react-query";
import { BedDouble, CalendarDays, Car, Mic2, Plane, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RowActions } from "@/client/components/row-actions";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { t, tRich } from "@/client/i18n/t";
import { clockText } from "@/client/lib/person-clock";
import { useCan } from "@/client/lib/workspace";
import { DEFAULT_HOME_CURRENCY, formatStoredIn } from "@/domain/currencies/currency";
import { isHidden } from "@/domain/hidden";
import { hasDaySheet, itineraryShowLabel, type TravelLeg } from "@/domain/logistics/itinerary";
import type { ShownLodging, ShownTravelLeg } from "@/domain/logistics/reader-shape";
import { roomLines, whoTravels } from "@/domain/logistics/travel-people";
import { formatCalendarDate } from "@/domain/tour-timing";
import { utcToZoned } from "@/domain/zoned-time";
import { itineraryQuery, useItineraryMutation } from "../api/itinerary";
import { travelModeLabel } from "../labels";
import { LodgingDialog } from "./lodging-dialog";
import { type LegZoneShows, TravelLegDialog } from "./travel-leg-dialog";

const zoneShort = (tz: string) => tz.split("/").pop()?.replace(/_/g, " ") ?? tz;
const localTime = (at: string, tz: string) => {
  const z = utcToZoned(at, tz);
  // In the person's clock, as the day sheet's PDF prints a leg.
  return `${clockText(z.time)} ${zoneShort(tz)}`;
};

const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** A booking's cost in its own currency (issue 41); one cached before currencies was USD. */
const costIn = (cost: string, currency: string | undefined) =>
  formatStoredIn(cost, currency ?? DEFAULT_HOME_CURRENCY);

export function legSummary(l: Omit<TravelLeg, "cost" | "passengers">) {
  const detail = [l.carrier, l.number].filter(Boolean).join(" ");
  const values = {
    mode: travelModeLabel(l.mode),
    from: l.fromPlace,
    to: l.toPlace,
    departure: localTime(l.departureAt, l.departureTz),
    arrival: localTime(l.arrivalAt, l.arrivalTz),
    detail,
  };
  return detail
    ? t(
        {
          id: "logistics.itinerary.legSummaryDetail",
          defaultMessage: "{mode} {from} → {to}, {departure} – {arrival} · {detail}",
        },
        values,
      )
    : t(
        {
          id: "logistics.itinerary.legSummary",
          defaultMessage: "{mode} {from} → {to}, {departure} – {arrival}",
        },
        values,
      );
}

type Editing =
  | { kind: "none" }
  | { kind: "leg"; leg: ShownTravelLeg | null }
  | { kind: "stay"; stay: ShownLodging | null }
  | { kind: "delete-leg"; leg: ShownTravelLeg }
  | { kind: "delete-stay"; stay: ShownLodging };

/** The itinerary day by day: shows, journeys and hotel nights, with their costs. */
export function ItineraryTab({ tourId, shows }: { tourId: string; shows: LegZoneShows }) {
  const itinerary = useQuery(itineraryQuery(tourId));
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const deleteLeg = useItineraryMutation("deleteLeg");
  const deleteStay = useItineraryMutation("deleteLodging");
  const close = (open: boolean) => (open ? undefined : setEditing({ kind: "none" }));
  // Crew read the road; travel and hotels are booked by the managers (ADR 0019).
  const books = useCan()("POST /api/tours/:tourId/travel-legs");
  // A new booking starts in the home currency (an answer cached before currencies has none).
  const home = itinerary.data?.home ?? DEFAULT_HOME_CURRENCY;
  return (
    <div className="grid gap-4">
      {books && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ kind: "leg", leg: null })}>
            <Plus aria-hidden="true" />
            {t({ id: "logistics.itinerary.addLeg", defaultMessage: "Add Travel Leg" })}
          </Button>
          <Button variant="outline" onClick={() => setEditing({ kind: "stay", stay: null })}>
            <Plus aria-hidden="true" />
            {t({ id: "logistics.itinerary.addHotel", defaultMessage: "Add Hotel" })}
          </Button>
        </div>
      )}
      <QueryState
        query={itinerary}
        errorText={t({
          id: "logistics.itinerary.fetchError",
          defaultMessage: "Failed to fetch the itinerary",
        })}
        isEmpty={(d) => d.days.length === 0}
        empty={
          <EmptyState
            text={t({
              id: "logistics.itinerary.empty",
              defaultMessage: "No shows, travel or hotels on this tour yet.",
            })}
          />
        }
      >
        {(data) => (
          <ol className="grid gap-4">
            {data.days.map((day) => (
              <li key={day.date}>
                <Card>
                  <CardHeader className="flex flex-row items-center gap-2">
                    <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
                    <SectionTitle>{formatCalendarDate(day.date)}</SectionTitle>
                  </CardHeader>
                  <CardContent>
                    <ul className="grid gap-2 text-sm">
                      {day.shows.map((s) => (
                        <li
                          key={s.id}
                          className="flex flex-wrap items-center justify-between gap-2"
                        >
                          {hasDaySheet(s) ? (
                            <>
                              <span className="flex items-center gap-2 font-medium">
                                <Mic2 className="size-4 text-primary" aria-hidden="true" />
                                {itineraryShowLabel(s)}
                              </span>
                              <span className="flex flex-wrap gap-2">
                                <Button variant="outline" size="sm" asChild>
                                  <Link to={`/dashboard/logistics/day-sheet/${tourId}/${s.id}`}>
                                    {tRich(
                                      {
                                        id: "logistics.itinerary.daySheetFor",
                                        defaultMessage: "Day sheet<sr> for {venue}</sr>",
                                      },
                                      { venue: s.venueName, sr },
                                    )}
                                  </Link>
                                </Button>
                                <Button variant="outline" size="sm" asChild>
                                  <Link to={`/dashboard/logistics/guest-list/${tourId}/${s.id}`}>
                                    {tRich(
                                      {
                                        id: "logistics.itinerary.guestListFor",
                                        defaultMessage: "Guest list<sr> for {venue}</sr>",
                                      },
                                      { venue: s.venueName, sr },
                                    )}
                                  </Link>
                                </Button>
                                <Button variant="outline" size="sm" asChild>
                                  <Link to={`/dashboard/logistics/set-list/${tourId}/${s.id}`}>
                                    {tRich(
                                      {
                                        id: "logistics.itinerary.setListFor",
                                        defaultMessage: "Set list<sr> for {venue}</sr>",
                                      },
                                      { venue: s.venueName, sr },
                                    )}
                                  </Link>
                                </Button>
                              </span>
                            </>
                          ) : (
                            // An option, not a show: muted, dashed, and no day sheet.
                            <span
                              className="flex items-center gap-2 rounded border border-dashed px-2 py-0.5 text-muted-foreground"
                              data-testid="itinerary-option"
                            >
                              <Mic2 className="size-4" aria-hidden="true" />
                              {t(
                                {
                                  id: "logistics.itinerary.notConfirmed",
                                  defaultMessage: "{show} (not confirmed)",
                                },
                                { show: itineraryShowLabel(s) },
                              )}
                            </span>
                          )}
                        </li>
                      ))}
                      {day.legs.map((l) => (
                        <li
                          key={l.id}
                          className="flex flex-wrap items-start justify-between gap-2"
                          data-testid="travel-leg"
                        >
                          <span className="flex items-start gap-2">
                            {l.mode === "flight" ? (
                              <Plane className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                            ) : (
                              <Car className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                            )}
                            <span>
                              {legSummary(l)}
                              <span className="block text-muted-foreground">
                                {[
                                  l.confirmationCode
                                    ? t(
                                        {
                                          id: "logistics.travel.confirmation",
                                          defaultMessage: "Confirmation {code}",
                                        },
                                        { code: l.confirmationCode },
                                      )
                                    : "",
                                  // Crew and artists get the marker: the cost is left out.
                                  isHidden(l.cost) ? "" : costIn(l.cost, l.currency),
                                ]
                                  .filter(Boolean)
                                  .join(" · ")}
                              </span>
                              <span className="block text-muted-foreground">
                                {t(
                                  {
                                    id: "logistics.travel.whoTravels",
                                    defaultMessage: "Who travels: {who}",
                                  },
                                  { who: whoTravels(l.passengers ?? []) },
                                )}
                              </span>
                            </span>
                          </span>
                          {books && (
                            <RowActions
                              label={t(
                                {
                                  id: "logistics.itinerary.legLabel",
                                  defaultMessage: "{from} to {to}",
                                },
                                { from: l.fromPlace, to: l.toPlace },
                              )}
                              onEdit={() => setEditing({ kind: "leg", leg: l })}
                              onDelete={() => setEditing({ kind: "delete-leg", leg: l })}
                            />
                          )}
                        </li>
                      ))}
                      {day.lodgings.map((h) => (
                        <li
                          key={h.id}
                          className="flex flex-wrap items-start justify-between gap-2"
                          data-testid="lodging"
                        >
                          <span className="flex items-start gap-2">
                            <BedDouble className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                            <span>
                              {h.name}
                              {h.address ? `, ${h.address}` : ""}
                              <span className="block text-muted-foreground">
                                {t(
                                  {
                                    id: "logistics.itinerary.stayDates",
                                    defaultMessage:
                                      "{checkIn} – {checkOut} · {rooms, plural, one {# room} other {# rooms}}",
                                  },
                                  {
                                    checkIn: formatCalendarDate(h.checkIn),
                                    checkOut: formatCalendarDate(h.checkOut),
                                    rooms: h.rooms,
                                  },
                                )}
                                {h.confirmationCode
                                  ? ` · ${t(
                                      {
                                        id: "logistics.travel.confirmation",
                                        defaultMessage: "Confirmation {code}",
                                      },
                                      { code: h.confirmationCode },
                                    )}`
                                  : ""}
                                {isHidden(h.cost) ? "" : ` · ${costIn(h.cost, h.currency)}`}
                              </span>
                              {/* Who sleeps where; crew get only their own room (ADR 0032). */}
                              {roomLines(h.roomList ?? []).map((line) => (
                                <span key={line} className="block break-words">
                                  {line}
                                </span>
                              ))}
                            </span>
                          </span>
                          {books && h.checkIn === day.date ? (
                            <RowActions
                              label={h.name}
                              onEdit={() => setEditing({ kind: "stay", stay: h })}
                              onDelete={() => setEditing({ kind: "delete-stay", stay: h })}
                            />
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <TravelLegDialog
        tourId={tourId}
        shows={shows}
        open={editing.kind === "leg"}
        onOpenChange={close}
        leg={editing.kind === "leg" ? editing.leg : null}
        home={home}
      />
      <LodgingDialog
        tourId={tourId}
        open={editing.kind === "stay"}
        onOpenChange={close}
        stay={editing.kind === "stay" ? editing.stay : null}
        home={home}
      />
      <ConfirmDeleteDialog
        open={editing.kind === "delete-leg" || editing.kind === "delete-stay"}
        onOpenChange={close}
        title={
          editing.kind === "delete-stay"
            ? t({ id: "logistics.itinerary.deleteHotel", defaultMessage: "Delete Hotel" })
            : t({ id: "logistics.itinerary.deleteLeg", defaultMessage: "Delete Travel Leg" })
        }
        onConfirm={() =>
          editing.kind === "delete-leg"
            ? deleteLeg.mutateAsync({ tourId, id: editing.leg.id })
            : editing.kind === "delete-stay"
              ? deleteStay.mutateAsync({ tourId, id: editing.stay.id })
              : undefined
        }
        successToast={{
          title: t({ id: "logistics.itinerary.deleted", defaultMessage: "Deleted" }),
        }}
        onError={(err) =>
          toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
            description: err.message,
          })
        }
      >
        {t({
          id: "logistics.itinerary.cannotUndo",
          defaultMessage: "This action cannot be undone.",
        })}
      </ConfirmDeleteDialog>
    </div>
  );
}
