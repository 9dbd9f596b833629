import { BedDouble, Bus, Car, type LucideIcon, Plane, Ship, TrainFront } from "lucide-react";
import { SectionTitle } from "@/client/components/section-title";
import { Card, CardContent } from "@/client/components/ui/card";
import { t, tRich } from "@/client/i18n/t";
import { useClock } from "@/client/lib/profile-query";
import { formatCalendarDate, formatWeekdayDate } from "@/domain/date-time";
import type { TravelMode } from "@/domain/logistics/itinerary";
import type { MyLeg, MyStay, MyTour } from "@/domain/party/answers";
import { utcToZoned } from "@/domain/zoned-time";

/** "Europe/London" → "London", as the itinerary names a zone; the full name in its title. */
const zoneShort = (tz: string) => tz.split("/").pop()?.replace(/_/g, " ") ?? tz;

/** A leg's end on its own clock: the local date and time where it happens, in the person's clock. */
function LocalTime({ at, tz }: { at: string; tz: string }) {
  // The person's 12- or 24-hour choice, remembered on the device for offline (profile-query.ts).
  const clock = useClock();
  const local = utcToZoned(at, tz);
  return (
    <>
      {formatWeekdayDate(local.date)}, {clock(local.time)}{" "}
      <abbr title={tz} className="no-underline">
        {zoneShort(tz)}
      </abbr>
    </>
  );
}

const MODE_ICONS: Record<TravelMode, LucideIcon> = {
  drive: Car,
  flight: Plane,
  train: TrainFront,
  bus: Bus,
  ferry: Ship,
};

/** A leg's way of travel, in the words the itinerary uses (the same messages). */
function modeLabel(mode: string): string {
  switch (mode as TravelMode) {
    case "drive":
      return t({ id: "logistics.travelMode.drive", defaultMessage: "Drive" });
    case "flight":
      return t({ id: "logistics.travelMode.flight", defaultMessage: "Flight" });
    case "train":
      return t({ id: "logistics.travelMode.train", defaultMessage: "Train" });
    case "bus":
      return t({ id: "logistics.travelMode.bus", defaultMessage: "Bus" });
    case "ferry":
      return t({ id: "logistics.travelMode.ferry", defaultMessage: "Ferry" });
    default:
      return mode;
  }
}

const withText = (names: readonly string[]) =>
  names.length === 0
    ? t({ id: "party.myTravel.wholeParty", defaultMessage: "The whole party" })
    : t({ id: "party.myTravel.with", defaultMessage: "With {names}" }, { names: names.join(", ") });

function LegCard({ leg }: { leg: MyLeg }) {
  const detail = [leg.carrier, leg.number].filter(Boolean).join(" ");
  const title = t(
    { id: "party.myTravel.legTitle", defaultMessage: "{mode} {from} → {to}" },
    { mode: modeLabel(leg.mode), from: leg.fromPlace, to: leg.toPlace },
  );
  const Icon = MODE_ICONS[leg.mode as TravelMode] ?? Plane;
  return (
    <li aria-label={title}>
      <Card>
        <CardContent className="space-y-1 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {title}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-muted-foreground">
              {t({ id: "party.myTravel.departs", defaultMessage: "Departs" })}
            </dt>
            <dd>
              <LocalTime at={leg.departureAt} tz={leg.departureTz} />
            </dd>
            <dt className="text-muted-foreground">
              {t({ id: "party.myTravel.arrives", defaultMessage: "Arrives" })}
            </dt>
            <dd>
              <LocalTime at={leg.arrivalAt} tz={leg.arrivalTz} />
            </dd>
            {detail ? (
              <>
                <dt className="text-muted-foreground">
                  {t({ id: "party.myTravel.carrier", defaultMessage: "Carrier" })}
                </dt>
                <dd>{detail}</dd>
              </>
            ) : null}
            {leg.confirmationCode ? (
              <>
                <dt className="text-muted-foreground">
                  {t({ id: "party.myTravel.confirmation", defaultMessage: "Confirmation" })}
                </dt>
                <dd className="font-mono">{leg.confirmationCode}</dd>
              </>
            ) : null}
          </dl>
          <p className="text-sm">{withText(leg.with)}</p>
        </CardContent>
      </Card>
    </li>
  );
}

function roomText(room: MyStay["room"]) {
  if (!room) return t({ id: "party.myTravel.noRooms", defaultMessage: "No rooms listed yet" });
  return room.with.length === 0
    ? t(
        { id: "party.myTravel.roomAlone", defaultMessage: "Room {room}, on your own" },
        { room: room.label },
      )
    : t(
        { id: "party.myTravel.roomShared", defaultMessage: "Room {room}, shared with {names}" },
        { room: room.label, names: room.with.join(", ") },
      );
}

function StayCard({ stay }: { stay: MyStay }) {
  return (
    <li aria-label={stay.name}>
      <Card>
        <CardContent className="space-y-1 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <BedDouble aria-hidden="true" className="size-4 shrink-0" />
            {stay.name}
          </p>
          {stay.address ? <p className="text-sm text-muted-foreground">{stay.address}</p> : null}
          <p className="text-sm">
            {formatCalendarDate(stay.checkIn)} – {formatCalendarDate(stay.checkOut)}
          </p>
          {stay.confirmationCode ? (
            <p className="text-sm">
              {tRich(
                {
                  id: "party.myTravel.stayConfirmation",
                  defaultMessage: "Confirmation <mono>{code}</mono>",
                },
                {
                  code: stay.confirmationCode,
                  mono: (chunks) => <span className="font-mono">{chunks}</span>,
                },
              )}
            </p>
          ) : null}
          <p className="font-medium">{roomText(stay.room)}</p>
        </CardContent>
      </Card>
    </li>
  );
}

/** The legs the reader is on (or the whole party's) and their room at each stay. */
export function MyTravel({ tour }: { tour: MyTour }) {
  const legs = [...tour.legs].sort((a, b) => a.departureAt.localeCompare(b.departureAt));
  const stays = [...tour.stays].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  return (
    <section aria-labelledby="my-travel" className="space-y-3">
      <SectionTitle id="my-travel" className="text-lg">
        {t({ id: "party.myTravel.title", defaultMessage: "Travel and rooms" })}
      </SectionTitle>
      {legs.length === 0 && stays.length === 0 ? (
        <Card>
          <CardContent className="p-6 text-muted-foreground">
            {t({
              id: "party.myTravel.empty",
              defaultMessage: "No travel or rooms listed for you on this tour yet.",
            })}
          </CardContent>
        </Card>
      ) : (
        <>
          {legs.length > 0 ? (
            <ul
              aria-label={t({ id: "party.myTravel.legs", defaultMessage: "Your legs" })}
              className="space-y-3"
            >
              {legs.map((leg) => (
                <LegCard key={leg.id} leg={leg} />
              ))}
            </ul>
          ) : null}
          {stays.length > 0 ? (
            <ul
              aria-label={t({ id: "party.myTravel.rooms", defaultMessage: "Your rooms" })}
              className="space-y-3"
            >
              {stays.map((stay) => (
                <StayCard key={stay.id} stay={stay} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
