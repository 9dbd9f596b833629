import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, FileDown, Printer } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { ShowMoneyFigure } from "@/client/components/show-money";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { t, tRich } from "@/client/i18n/t";
import { useClock } from "@/client/lib/profile-query";
import { isHidden } from "@/domain/hidden";
import {
  DAY_SHEET_TIMES,
  type DaySheetFormValues,
  daySheetInputSchema,
  scheduleOf,
} from "@/domain/logistics/day-sheets";
import { roomLines, whoTravels } from "@/domain/logistics/travel-people";
import { formatCalendarDate } from "@/domain/tour-timing";
import { type DaySheetData, daySheetQuery, useItineraryMutation } from "./api/itinerary";
import { DaySheetAdvance, DaySheetSets } from "./components/day-sheet-advance";
import { legSummary } from "./components/itinerary-tab";
import { daySheetLabel, waitingForApprovalText } from "./labels";

// Printing shows the sheet alone, whatever layout surrounds it.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .day-sheet, .day-sheet * { visibility: visible; }
  .day-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  .no-print { display: none !important; }
}`;

const toForm = (d: DaySheetData): DaySheetFormValues => ({
  ...Object.fromEntries(DAY_SHEET_TIMES.map((k) => [k, d.sheet[k] ?? ""])),
  venueAddress: d.sheet.venueAddress ?? "",
  notes: d.sheet.notes ?? "",
});

function EditTimes({
  tourId,
  showId,
  data,
  open,
  onOpenChange,
}: {
  tourId: string;
  showId: string;
  data: DaySheetData;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const form = useDialogForm(daySheetInputSchema, open, toForm(data));
  const save = useItineraryMutation("saveDaySheet");
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "logistics.daySheet.editTitle", defaultMessage: "Edit Day Sheet" })}
      description={t({
        id: "logistics.daySheet.editDescription",
        defaultMessage:
          "Times on the venue's clock; a time before 06:00 is after midnight of the show day.",
      })}
      form={form}
      fieldsClassName="grid-cols-2 sm:grid-cols-3"
      onSubmit={(input) => save.mutateAsync({ tourId, showId, input })}
      submitLabel={t({ id: "logistics.daySheet.save", defaultMessage: "Save Day Sheet" })}
      successToast={t({ id: "logistics.daySheet.saved", defaultMessage: "Day sheet saved" })}
    >
      {DAY_SHEET_TIMES.map((k) => (
        <FormField key={k} label={daySheetLabel(k)} error={errors[k]?.message}>
          <Input type="time" {...form.register(k)} />
        </FormField>
      ))}
      <FormField
        label={t({ id: "logistics.daySheet.venueAddress", defaultMessage: "Venue address" })}
        error={errors.venueAddress?.message}
        className="col-span-2 sm:col-span-3"
      >
        <Input {...form.register("venueAddress")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.daySheet.notes", defaultMessage: "Notes" })}
        error={errors.notes?.message}
        className="col-span-2 sm:col-span-3"
      >
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
    </FormDialog>
  );
}

export function Sheet({ data }: { data: DaySheetData }) {
  const { show, sheet } = data;
  const clock = useClock();
  const schedule = scheduleOf(sheet);
  return (
    <article className="day-sheet grid gap-6 rounded-xl border bg-card p-6">
      <header>
        <p className="text-sm text-muted-foreground">{show.tourTitle}</p>
        <h2 className="text-xl font-bold">
          {formatCalendarDate(show.performanceDate)} · {show.venueName}
        </h2>
        <p>{sheet.venueAddress ?? [show.city, show.state].filter(Boolean).join(", ")}</p>
        {/* Crew and artists get the marker: the line is left out for them. */}
        {!isHidden(show.showMoney) && (
          <p className="mt-1 text-sm">
            {tRich(
              {
                id: "logistics.daySheet.showMoney",
                defaultMessage: "Show money: <money></money>",
              },
              { money: () => <ShowMoneyFigure money={show.showMoney} /> },
            )}
          </p>
        )}
      </header>
      <section className="grid gap-2">
        <SectionTitle>
          {t({ id: "logistics.daySheet.schedule", defaultMessage: "Schedule" })}
        </SectionTitle>
        {schedule.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({ id: "logistics.daySheet.noTimes", defaultMessage: "No times set yet." })}
          </p>
        ) : (
          <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
            {schedule.map((s) => (
              <div key={s.key} className="contents">
                <dt className="font-medium">{daySheetLabel(s.key)}</dt>
                <dd className="tabular-nums">
                  {s.afterMidnight
                    ? t(
                        {
                          id: "logistics.daySheet.afterMidnight",
                          defaultMessage: "{time} (after midnight)",
                        },
                        { time: clock(s.time) },
                      )
                    : clock(s.time)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <DaySheetSets sets={sheet.sets} clock={clock} />
      <DaySheetAdvance data={data} clock={clock} />
      <section className="grid gap-2">
        <SectionTitle>
          {t({ id: "logistics.daySheet.contacts", defaultMessage: "Contacts" })}
        </SectionTitle>
        {data.contacts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({ id: "logistics.daySheet.noContacts", defaultMessage: "No contacts on file." })}
          </p>
        ) : (
          <ul className="text-sm">
            {data.contacts.map((c) => (
              <li key={`${c.name}-${c.email}`}>
                {[c.name, c.phone, c.email].filter(Boolean).join(" · ")}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-2">
        <SectionTitle>
          {t({ id: "logistics.daySheet.travel", defaultMessage: "Travel" })}
        </SectionTitle>
        {data.legs.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({ id: "logistics.daySheet.noTravel", defaultMessage: "No travel this day." })}
          </p>
        ) : (
          <ul className="text-sm">
            {data.legs.map((l) => (
              <li key={l.id}>
                {legSummary(l)}
                {l.confirmationCode
                  ? ` · ${t(
                      {
                        id: "logistics.travel.confirmation",
                        defaultMessage: "Confirmation {code}",
                      },
                      { code: l.confirmationCode },
                    )}`
                  : ""}
                <span className="block text-muted-foreground">
                  {t(
                    { id: "logistics.travel.whoTravels", defaultMessage: "Who travels: {who}" },
                    { who: whoTravels(l.passengers ?? []) },
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-2">
        <SectionTitle>
          {t({ id: "logistics.daySheet.hotel", defaultMessage: "Hotel" })}
        </SectionTitle>
        {data.lodgings.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({
              id: "logistics.daySheet.noHotel",
              defaultMessage: "No hotel booked for tonight.",
            })}
          </p>
        ) : (
          <ul className="text-sm">
            {data.lodgings.map((h) => (
              <li key={h.id}>
                {h.name}
                {h.address ? `, ${h.address}` : ""}
                {h.confirmationCode
                  ? ` · ${t(
                      {
                        id: "logistics.travel.confirmation",
                        defaultMessage: "Confirmation {code}",
                      },
                      { code: h.confirmationCode },
                    )}`
                  : ""}
                {/* Who sleeps where; crew get only their own room (ADR 0032). */}
                {roomLines(h.roomList ?? []).map((line) => (
                  <span key={line} className="block break-words text-muted-foreground">
                    {line}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-2">
        <SectionTitle>
          {t({ id: "logistics.daySheet.guestList", defaultMessage: "Guest list" })}
        </SectionTitle>
        <p className="text-sm" data-testid="day-sheet-guest-counts">
          {tRich(
            {
              id: "logistics.daySheet.checkedIn",
              defaultMessage: "<b>{checkedIn} of {approved}</b> checked in",
            },
            {
              checkedIn: data.guestList.checkedIn,
              approved: data.guestList.approved,
              b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
            },
          )}
          {data.guestList.requests > 0 ? ` · ${waitingForApprovalText(data.guestList)}` : ""}
          <Link
            className="no-print ml-2 underline"
            to={`/dashboard/logistics/guest-list/${show.tourId}/${show.id}`}
          >
            {t({ id: "logistics.daySheet.openGuestList", defaultMessage: "Open the guest list" })}
          </Link>
        </p>
      </section>
      <section className="grid gap-2 no-print">
        <SectionTitle>
          {t({ id: "logistics.daySheet.setList", defaultMessage: "Set list" })}
        </SectionTitle>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            className="underline"
            to={`/dashboard/logistics/set-list/${show.tourId}/${show.id}`}
          >
            {t({ id: "logistics.daySheet.openSetList", defaultMessage: "Open the set list" })}
          </Link>
          <a
            className="underline"
            href={`/api/tours/${show.tourId}/set-lists/${show.id}/pdf`}
            download
          >
            {t({ id: "logistics.daySheet.stageCopy", defaultMessage: "Stage copy (PDF)" })}
          </a>
        </p>
      </section>
      {sheet.notes ? (
        <section className="grid gap-2">
          <SectionTitle>
            {t({ id: "logistics.daySheet.notes", defaultMessage: "Notes" })}
          </SectionTitle>
          <p className="whitespace-pre-line text-sm">{sheet.notes}</p>
        </section>
      ) : null}
    </article>
  );
}

/** A show's day sheet: printable (print CSS) and as a PDF. */
export function DaySheetPage() {
  const { tourId = "", showId = "" } = useParams();
  const sheet = useQuery(daySheetQuery(tourId, showId));
  const [editing, setEditing] = useState(false);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="no-print">
        <PageHeader
          title={t({ id: "logistics.daySheet.title", defaultMessage: "Day Sheet" })}
          description={t({
            id: "logistics.daySheet.description",
            defaultMessage: "Everything the day needs, on one page.",
          })}
          actions={
            <>
              <Button variant="outline" asChild>
                <Link to={`/dashboard/logistics?tour=${tourId}&tab=logistics`}>
                  <ArrowLeft aria-hidden="true" />
                  {t({ id: "logistics.daySheet.itinerary", defaultMessage: "Itinerary" })}
                </Link>
              </Button>
              <Button variant="outline" onClick={() => setEditing(true)} disabled={!sheet.data}>
                {t({ id: "logistics.daySheet.editTimes", defaultMessage: "Edit Times" })}
              </Button>
              <Button variant="outline" asChild>
                <Link to={`/dashboard/logistics/advance/${tourId}/${showId}`}>
                  {t({ id: "logistics.daySheet.advance", defaultMessage: "Advance" })}
                </Link>
              </Button>
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                {t({ id: "logistics.daySheet.print", defaultMessage: "Print" })}
              </Button>
              <Button asChild>
                <a href={`/api/tours/${tourId}/day-sheets/${showId}/pdf`} download>
                  <FileDown aria-hidden="true" />
                  {t({ id: "logistics.daySheet.downloadPdf", defaultMessage: "Download PDF" })}
                </a>
              </Button>
            </>
          }
        />
      </div>
      <QueryState
        query={sheet}
        errorText={t({
          id: "logistics.daySheet.fetchError",
          defaultMessage: "Failed to fetch the day sheet",
        })}
        offlineText={t({
          id: "logistics.daySheet.offline",
          defaultMessage:
            "This day sheet was not saved for offline use: only the next 14 days' day sheets, and those you opened while online, are. It opens when you reconnect.",
        })}
      >
        {(data) => (
          <>
            <Sheet data={data} />
            <EditTimes
              tourId={tourId}
              showId={showId}
              data={data}
              open={editing}
              onOpenChange={setEditing}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
