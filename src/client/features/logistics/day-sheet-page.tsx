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
import { useClock } from "@/client/lib/profile-query";
import { isHidden } from "@/domain/hidden";
import {
  DAY_SHEET_LABELS,
  DAY_SHEET_TIMES,
  type DaySheetFormValues,
  daySheetInputSchema,
  scheduleOf,
} from "@/domain/logistics/day-sheets";
import { waitingForApproval } from "@/domain/logistics/guest-list-rules";
import { roomLines, whoTravels } from "@/domain/logistics/travel-people";
import { formatCalendarDate } from "@/domain/tour-timing";
import { type DaySheetData, daySheetQuery, useItineraryMutation } from "./api/itinerary";
import { DaySheetAdvance, DaySheetSets } from "./components/day-sheet-advance";
import { legSummary } from "./components/itinerary-tab";

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
      title="Edit Day Sheet"
      description="Times on the venue's clock; a time before 06:00 is after midnight of the show day."
      form={form}
      fieldsClassName="grid-cols-2 sm:grid-cols-3"
      onSubmit={(input) => save.mutateAsync({ tourId, showId, input })}
      submitLabel="Save Day Sheet"
      successToast="Day sheet saved"
    >
      {DAY_SHEET_TIMES.map((k) => (
        <FormField key={k} label={DAY_SHEET_LABELS[k]} error={errors[k]?.message}>
          <Input type="time" {...form.register(k)} />
        </FormField>
      ))}
      <FormField
        label="Venue address"
        error={errors.venueAddress?.message}
        className="col-span-2 sm:col-span-3"
      >
        <Input {...form.register("venueAddress")} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="col-span-2 sm:col-span-3">
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
            Show money: <ShowMoneyFigure money={show.showMoney} />
          </p>
        )}
      </header>
      <section className="grid gap-2">
        <SectionTitle>Schedule</SectionTitle>
        {schedule.length === 0 ? (
          <p className="text-sm text-muted-foreground">No times set yet.</p>
        ) : (
          <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
            {schedule.map((s) => (
              <div key={s.key} className="contents">
                <dt className="font-medium">{s.label}</dt>
                <dd className="tabular-nums">
                  {clock(s.time)}
                  {s.afterMidnight ? " (after midnight)" : ""}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <DaySheetSets sets={sheet.sets} clock={clock} />
      <DaySheetAdvance data={data} clock={clock} />
      <section className="grid gap-2">
        <SectionTitle>Contacts</SectionTitle>
        {data.contacts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No contacts on file.</p>
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
        <SectionTitle>Travel</SectionTitle>
        {data.legs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No travel this day.</p>
        ) : (
          <ul className="text-sm">
            {data.legs.map((l) => (
              <li key={l.id}>
                {legSummary(l)}
                {l.confirmationCode ? ` · Confirmation ${l.confirmationCode}` : ""}
                <span className="block text-muted-foreground">
                  Who travels: {whoTravels(l.passengers ?? [])}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-2">
        <SectionTitle>Hotel</SectionTitle>
        {data.lodgings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No hotel booked for tonight.</p>
        ) : (
          <ul className="text-sm">
            {data.lodgings.map((h) => (
              <li key={h.id}>
                {h.name}
                {h.address ? `, ${h.address}` : ""}
                {h.confirmationCode ? ` · Confirmation ${h.confirmationCode}` : ""}
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
        <SectionTitle>Guest list</SectionTitle>
        <p className="text-sm" data-testid="day-sheet-guest-counts">
          <span className="font-semibold tabular-nums">
            {data.guestList.checkedIn} of {data.guestList.approved}
          </span>{" "}
          checked in
          {data.guestList.requests > 0 ? ` · ${waitingForApproval(data.guestList)}` : ""}
          <Link
            className="no-print ml-2 underline"
            to={`/dashboard/logistics/guest-list/${show.tourId}/${show.id}`}
          >
            Open the guest list
          </Link>
        </p>
      </section>
      <section className="grid gap-2 no-print">
        <SectionTitle>Set list</SectionTitle>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            className="underline"
            to={`/dashboard/logistics/set-list/${show.tourId}/${show.id}`}
          >
            Open the set list
          </Link>
          <a
            className="underline"
            href={`/api/tours/${show.tourId}/set-lists/${show.id}/pdf`}
            download
          >
            Stage copy (PDF)
          </a>
        </p>
      </section>
      {sheet.notes ? (
        <section className="grid gap-2">
          <SectionTitle>Notes</SectionTitle>
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
          title="Day Sheet"
          description="Everything the day needs, on one page."
          actions={
            <>
              <Button variant="outline" asChild>
                <Link to={`/dashboard/logistics?tour=${tourId}&tab=logistics`}>
                  <ArrowLeft aria-hidden="true" />
                  Itinerary
                </Link>
              </Button>
              <Button variant="outline" onClick={() => setEditing(true)} disabled={!sheet.data}>
                Edit Times
              </Button>
              <Button variant="outline" asChild>
                <Link to={`/dashboard/logistics/advance/${tourId}/${showId}`}>Advance</Link>
              </Button>
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
              <Button asChild>
                <a href={`/api/tours/${tourId}/day-sheets/${showId}/pdf`} download>
                  <FileDown aria-hidden="true" />
                  Download PDF
                </a>
              </Button>
            </>
          }
        />
      </div>
      <QueryState
        query={sheet}
        errorText="Failed to fetch the day sheet"
        offlineText="This day sheet was not saved for offline use: only the next 14 days' day sheets, and those you opened while online, are. It opens when you reconnect."
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
