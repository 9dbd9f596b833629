import { formatUsd } from "@/domain/format";
import { scheduleOf } from "@/domain/logistics/day-sheets";
import { TRAVEL_MODE_LABELS } from "@/domain/logistics/itinerary";
import { formatCalendarDate } from "@/domain/tour-timing";
import { SHOW_MONEY_LABELS } from "@/domain/tours/show-money";
import { utcToZoned } from "@/domain/zoned-time";
import type { DaySheetView } from "../db/queries/logistics/day-sheets";
import { FONT } from "./pdf-fonts";
import { heading, line, render, section } from "./pdf-layout";

/** The printable day sheet of one show. */
/** `withMoney`: false for crew and artists, whose copy has no "Show money" (ADR 0019). */
export function daySheetPdf(data: DaySheetView, { withMoney }: { withMoney: boolean }) {
  const { show, sheet } = data;
  return render(`Day sheet ${show.venueName}`, (doc) => {
    heading(
      doc,
      `${formatCalendarDate(show.performanceDate)} — ${show.venueName}`,
      `${show.tourTitle} · ${sheet.venueAddress ?? [show.city, show.state].filter(Boolean).join(", ")}`,
    );
    section(doc, "Schedule");
    const schedule = scheduleOf(sheet);
    if (schedule.length === 0) doc.font(FONT).fontSize(10).text("No times set yet.");
    for (const s of schedule)
      line(doc, s.label, `${s.time}${s.afterMidnight ? " (after midnight)" : ""}`);
    // What the show pays, as the web day sheet, Tours and HCC say it (show-money.ts).
    if (withMoney) {
      section(doc, "Show money");
      line(doc, SHOW_MONEY_LABELS[show.showMoney.basis], formatUsd(show.showMoney.amount));
    }
    section(doc, "Contacts");
    // As the web day sheet says it: a bare heading read like a page that failed to print.
    if (data.contacts.length === 0) doc.font(FONT).fontSize(10).text("No contacts on file.");
    for (const c of data.contacts) {
      doc.font(FONT).fontSize(10).text([c.name, c.phone, c.email].filter(Boolean).join(" · "));
    }
    section(doc, "Travel");
    if (data.legs.length === 0) doc.font(FONT).fontSize(10).text("No travel this day.");
    for (const l of data.legs) {
      const dep = utcToZoned(l.departureAt, l.departureTz);
      const arr = utcToZoned(l.arrivalAt, l.arrivalTz);
      doc
        .font(FONT)
        .fontSize(10)
        .text(
          `${TRAVEL_MODE_LABELS[l.mode]} ${l.fromPlace} → ${l.toPlace}: ${dep.time} (${l.departureTz}) – ${arr.time} (${l.arrivalTz})${l.confirmationCode ? ` · Confirmation ${l.confirmationCode}` : ""}`,
        );
    }
    section(doc, "Hotel");
    if (data.lodgings.length === 0)
      doc.font(FONT).fontSize(10).text("No hotel booked for tonight.");
    for (const h of data.lodgings) {
      doc
        .font(FONT)
        .fontSize(10)
        .text(
          `${h.name}${h.address ? `, ${h.address}` : ""}${h.confirmationCode ? ` · Confirmation ${h.confirmationCode}` : ""}`,
        );
    }
    section(doc, "Guest list");
    const g = data.guestList;
    line(doc, "Checked in", `${g.checkedIn} of ${g.approved} approved tickets`);
    if (g.requested > 0) line(doc, "Waiting for approval", `${g.requested} tickets`);
    if (sheet.notes) {
      section(doc, "Notes");
      doc.font(FONT).fontSize(10).text(sheet.notes);
    }
  });
}
