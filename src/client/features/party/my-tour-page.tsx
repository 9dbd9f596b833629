import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import { useOfflineStatus } from "@/client/offline/offline-status";
import { dateIn, deviceTimeZone, formatCalendarDate, formatDateRange } from "@/domain/date-time";
import type { MyTour, MyToursAnswer } from "@/domain/party/answers";
import { nearestFirst } from "@/domain/party/my-tours-order";
import { myTourQuery, myToursQuery, statementUrl } from "./api/my-tours";
import { MyPay } from "./components/my-pay";
import { MyTravel } from "./components/my-travel";

const NOT_ON_A_PARTY = {
  id: "party.myTour.notOnAParty",
  defaultMessage: "You're not on a tour's party yet. Your tour manager adds you on Party & pay.",
};

/** The statement is rendered by the server: offline it says so instead of a dead link. */
function StatementLink({ tourId }: { tourId: string }) {
  const { offline } = useOfflineStatus();
  if (offline)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t({
          id: "party.myTour.statementOffline",
          defaultMessage: "Downloading your statement (PDF) needs a connection.",
        })}
      </p>
    );
  return (
    <Button asChild variant="outline">
      <a href={statementUrl(tourId)} download>
        <FileDown aria-hidden="true" />
        {t({ id: "party.myTour.downloadStatement", defaultMessage: "Download statement (PDF)" })}
      </a>
    </Button>
  );
}

/** "Sam Reed · Backline tech · Dec 1, 2026 – Dec 20, 2026 · joins Dec 3, 2026". */
function personLine({ person, firstDay, lastDay }: MyTour) {
  return [
    person.name,
    person.roadRole,
    firstDay || lastDay ? formatDateRange(firstDay, lastDay) : null,
    person.joinsOn
      ? t(
          { id: "party.myTour.joins", defaultMessage: "joins {day}" },
          { day: formatCalendarDate(person.joinsOn) },
        )
      : null,
    person.leavesOn
      ? t(
          { id: "party.myTour.leaves", defaultMessage: "leaves {day}" },
          { day: formatCalendarDate(person.leavesOn) },
        )
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function OneTour({ tourId }: { tourId: string }) {
  const tour = useQuery(myTourQuery(tourId));
  return (
    <QueryState
      query={tour}
      errorText={t({ id: "party.myTour.loadError", defaultMessage: "Failed to load your tour" })}
      offlineText={t({
        id: "party.myTour.offline",
        defaultMessage:
          "This tour was not saved for offline use: the tours you opened while online are. It opens when you reconnect.",
      })}
    >
      {(data) => (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">{personLine(data)}</p>
            <StatementLink tourId={tourId} />
          </div>
          <MyPay tour={data} />
          <MyTravel tour={data} />
        </div>
      )}
    </QueryState>
  );
}

/** Several tours: a picker, the nearest current or upcoming tour first (kept in ?tour=). */
function Tours({ answer }: { answer: MyToursAnswer }) {
  const [params, setParams] = useSearchParams();
  const tours = nearestFirst(answer.tours, dateIn(new Date(), deviceTimeZone()));
  const asked = params.get("tour");
  const chosen = tours.find((tour) => tour.tourId === asked) ?? tours[0]!;
  const choose = (tourId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tour", tourId);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="space-y-4">
      {tours.length > 1 ? (
        <div className="flex max-w-sm flex-col gap-1.5">
          <Label htmlFor="my-tour-picker">
            {t({ id: "party.myTour.tour", defaultMessage: "Tour" })}
          </Label>
          <SelectField
            id="my-tour-picker"
            value={chosen.tourId}
            onChange={choose}
            options={tours.map((tour) => ({
              value: tour.tourId,
              label: t(
                { id: "party.myTour.tourOption", defaultMessage: "{name} ({dates})" },
                { name: tour.tourName, dates: formatDateRange(tour.firstDay, tour.lastDay) },
              ),
            }))}
          />
        </div>
      ) : null}
      <h2 className="text-xl font-semibold">{chosen.tourName}</h2>
      <OneTour key={chosen.tourId} tourId={chosen.tourId} />
    </div>
  );
}

function MyTours() {
  const mine = useQuery(myToursQuery);
  return (
    <QueryState
      query={mine}
      errorText={t({ id: "party.myTour.toursError", defaultMessage: "Failed to load your tours" })}
      offlineText={t({
        id: "party.myTour.toursOffline",
        defaultMessage: "Your tours were not saved for offline use. They open when you reconnect.",
      })}
      isEmpty={(data) => data.tours.length === 0}
      empty={<EmptyState text={t(NOT_ON_A_PARTY)} />}
    >
      {(data) => <Tours answer={data} />}
    </QueryState>
  );
}

/** My tour (issue 54): the signed-in person's own per diems, pay, legs, room and statement. */
export function MyTourPage() {
  return (
    <>
      <PageHeader
        title={t({ id: "party.myTour.title", defaultMessage: "My tour" })}
        description={t({
          id: "party.myTour.description",
          defaultMessage: "Your per diems, pay, travel and room.",
        })}
      />
      <RoleGate
        needs="GET /api/my-tours"
        what={t({ id: "party.myTour.what", defaultMessage: "your tours" })}
      >
        <MyTours />
      </RoleGate>
    </>
  );
}
