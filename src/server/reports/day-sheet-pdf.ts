import type { CurrencyCode } from "@/domain/currencies/currency";
import { formatClock } from "@/domain/date-time";
import { isHidden } from "@/domain/hidden";
import { ADVANCE_SECTION_LABELS } from "@/domain/logistics/advances";
import { scheduleOf } from "@/domain/logistics/day-sheets";
import { TRAVEL_MODE_LABELS } from "@/domain/logistics/itinerary";
import { daySheetFor } from "@/domain/logistics/reader-shape";
import { SHOW_FILE_KIND_LABELS } from "@/domain/logistics/show-files";
import { roomLines, whoTravels } from "@/domain/logistics/travel-people";
import { formatCalendarDate } from "@/domain/tour-timing";
import { formatShowMoney, SHOW_MONEY_LABELS } from "@/domain/tours/show-money";
import { utcToZoned } from "@/domain/zoned-time";
import type { DaySheetView } from "../db/queries/logistics/day-sheets";
import { FONT, FONT_BOLD } from "./pdf-fonts";
import { heading, line, render, section } from "./pdf-layout";

type Doc = PDFKit.PDFDocument;
/** The day sheet as the reader's answer has it (the same table: domain/logistics/reader-shape.ts). */
type ShownDaySheet = ReturnType<typeof daySheetFor<DaySheetView["show"], DaySheetView>>;

const kb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The running order: every set with its performer, start and end (issue 38). */
function printSets(doc: Doc, sets: DaySheetView["sheet"]["sets"], clock: Clock) {
  if (sets.length === 0) return;
  section(doc, "Running order");
  for (const set of sets)
    line(
      doc,
      set.performer,
      `${formatClock(set.start, clock)}${set.end ? ` – ${formatClock(set.end, clock)}` : ""}`,
    );
}

/** The advance's agreed answers beyond the times; a hidden one (the settlement) is left out. */
function printAdvance(doc: Doc, items: ShownDaySheet["advance"]) {
  const shown = items.flatMap((i) =>
    i.agreed === null || isHidden(i.agreed) ? [] : [{ ...i, agreed: i.agreed }],
  );
  if (shown.length === 0) return;
  section(doc, "Advance");
  for (const i of shown) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    doc
      .font(FONT_BOLD)
      .fontSize(10)
      .text(`${ADVANCE_SECTION_LABELS[i.section]} · ${i.label}: `, { continued: true })
      .font(FONT)
      .text(i.agreed);
  }
}

/** The show's paperwork by name (the files themselves are in the app, and saved offline). */
function printFiles(doc: Doc, shown: ShownDaySheet["files"]) {
  if (shown.length === 0) return;
  section(doc, "Files");
  for (const f of shown)
    doc
      .font(FONT)
      .fontSize(10)
      .text(`${SHOW_FILE_KIND_LABELS[f.kind]}: ${f.fileName} (${kb(f.sizeBytes)})`);
}

type Clock = "12h" | "24h";

/**
 * The printable day sheet of one show. `withMoney`: false for crew and artists, whose copy is
 * printed from their answer (daySheetFor, the same table as the web day sheet): no "Show
 * money", settlement answers or contracts (ADR 0019, 0022, 0028). `clock`: the person's
 * 12/24-hour choice; unset, 24-hour (a printout has no device to ask). `home`: the workspace's
 * home currency, which an offer is in (a deal's figure names its own; issue 41).
 */
export function daySheetPdf(
  view: DaySheetView,
  {
    withMoney,
    clock = "24h",
    home,
  }: { withMoney: boolean; clock?: Clock | null; home?: CurrencyCode },
) {
  const data = daySheetFor(withMoney, view);
  const { show, sheet } = data;
  const at = (t: string) => formatClock(t, clock ?? "24h");
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
      line(doc, s.label, `${at(s.time)}${s.afterMidnight ? " (after midnight)" : ""}`);
    printSets(doc, sheet.sets, clock ?? "24h");
    // What the show pays, as the web day sheet, Tours and HCC say it (show-money.ts).
    if (!isHidden(show.showMoney)) {
      section(doc, "Show money");
      line(doc, SHOW_MONEY_LABELS[show.showMoney.basis], formatShowMoney(show.showMoney, home));
    }
    printAdvance(doc, data.advance);
    printFiles(doc, data.files);
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
          `${TRAVEL_MODE_LABELS[l.mode]} ${l.fromPlace} → ${l.toPlace}: ${at(dep.time)} (${l.departureTz}) – ${at(arr.time)} (${l.arrivalTz})${l.confirmationCode ? ` · Confirmation ${l.confirmationCode}` : ""}`,
        )
        .text(`Who travels: ${whoTravels(l.passengers)}`);
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
      // Who sleeps where: a crew member's sheet carries only their own room (ADR 0032).
      for (const room of roomLines(h.roomList)) doc.font(FONT).fontSize(10).text(room);
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
