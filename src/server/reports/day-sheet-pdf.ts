import type { CurrencyCode } from "@/domain/currencies/currency";
import { formatClock } from "@/domain/date-time";
import { isHidden } from "@/domain/hidden";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import { ADVANCE_SECTION_LABELS } from "@/domain/logistics/advances";
import { DAY_SHEET_LABELS, scheduleOf } from "@/domain/logistics/day-sheets";
import { daySheetFor } from "@/domain/logistics/reader-shape";
import { SHOW_FILE_KIND_LABELS } from "@/domain/logistics/show-files";
import { TRAVEL_MODE_LABELS } from "@/domain/logistics/travel-mode-words";
import { roomLines, whoTravels } from "@/domain/logistics/travel-people";
import { formatCalendarDate } from "@/domain/tour-timing";
import { formatShowMoney, SHOW_MONEY_LABELS } from "@/domain/tours/show-money";
import { utcToZoned } from "@/domain/zoned-time";
import type { DaySheetView } from "../db/queries/logistics/day-sheets";
import { type Translator, translatorFor } from "../i18n/translator";
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
function printSets(doc: Doc, sets: DaySheetView["sheet"]["sets"], clock: Clock, { t }: Translator) {
  if (sets.length === 0) return;
  section(doc, t({ id: "pdf.daySheet.runningOrder", defaultMessage: "Running order" }));
  for (const set of sets)
    line(
      doc,
      set.performer,
      `${formatClock(set.start, clock)}${set.end ? ` – ${formatClock(set.end, clock)}` : ""}`,
    );
}

/** The advance's agreed answers beyond the times; a hidden one (the settlement) is left out. */
function printAdvance(doc: Doc, items: ShownDaySheet["advance"], { t }: Translator) {
  const shown = items.flatMap((i) =>
    i.agreed === null || isHidden(i.agreed) ? [] : [{ ...i, agreed: i.agreed }],
  );
  if (shown.length === 0) return;
  section(doc, t({ id: "pdf.daySheet.advance", defaultMessage: "Advance" }));
  for (const i of shown) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    doc
      .font(FONT_BOLD)
      .fontSize(10)
      .text(`${t(ADVANCE_SECTION_LABELS[i.section])} · ${i.label}: `, { continued: true })
      .font(FONT)
      .text(i.agreed);
  }
}

/** The show's paperwork by name (the files themselves are in the app, and saved offline). */
function printFiles(doc: Doc, shown: ShownDaySheet["files"], { t }: Translator) {
  if (shown.length === 0) return;
  section(doc, t({ id: "pdf.daySheet.files", defaultMessage: "Files" }));
  for (const f of shown)
    doc
      .font(FONT)
      .fontSize(10)
      .text(`${t(SHOW_FILE_KIND_LABELS[f.kind])}: ${f.fileName} (${kb(f.sizeBytes)})`);
}

type Clock = "12h" | "24h";

/**
 * The printable day sheet of one show. `withMoney`: false for crew and artists, whose copy is
 * printed from their answer (daySheetFor, the same table as the web day sheet): no "Show
 * money", settlement answers or contracts (ADR 0019, 0022, 0028). `clock`: the person's
 * 12/24-hour choice; unset, 24-hour (a printout has no device to ask). `home`: the workspace's
 * home currency, which an offer is in (a deal's figure names its own; issue 41). `locale`:
 * the language and formats of the person who asked for it (issue 55).
 */
export function daySheetPdf(
  view: DaySheetView,
  {
    withMoney,
    clock = "24h",
    home,
    locale = "en",
  }: { withMoney: boolean; clock?: Clock | null; home?: CurrencyCode; locale?: Locale },
) {
  const tr = translatorFor(locale);
  const { t } = tr;
  const data = daySheetFor(withMoney, view);
  const { show, sheet } = data;
  const at = (time: string) => formatClock(time, clock ?? "24h");
  const text = (doc: Doc, words: string) => doc.font(FONT).fontSize(10).text(words);
  const title = t(
    { id: "pdf.daySheet.documentTitle", defaultMessage: "Day sheet {venue}" },
    { venue: show.venueName },
  );
  return withFormatLocale(locale, () =>
    render(title, (doc) => {
      heading(
        doc,
        `${formatCalendarDate(show.performanceDate)} — ${show.venueName}`,
        `${show.tourTitle} · ${sheet.venueAddress ?? [show.city, show.state].filter(Boolean).join(", ")}`,
      );
      section(doc, t({ id: "pdf.daySheet.schedule", defaultMessage: "Schedule" }));
      const schedule = scheduleOf(sheet);
      if (schedule.length === 0)
        text(doc, t({ id: "pdf.daySheet.noTimes", defaultMessage: "No times set yet." }));
      for (const s of schedule)
        line(
          doc,
          t(DAY_SHEET_LABELS[s.key]),
          s.afterMidnight
            ? t(
                { id: "pdf.daySheet.afterMidnight", defaultMessage: "{time} (after midnight)" },
                { time: at(s.time) },
              )
            : at(s.time),
        );
      printSets(doc, sheet.sets, clock ?? "24h", tr);
      // What the show pays, as the web day sheet, Tours and HCC say it (show-money.ts).
      if (!isHidden(show.showMoney)) {
        section(doc, t({ id: "pdf.daySheet.showMoney", defaultMessage: "Show money" }));
        line(
          doc,
          t(SHOW_MONEY_LABELS[show.showMoney.basis]),
          formatShowMoney(show.showMoney, home),
        );
      }
      printAdvance(doc, data.advance, tr);
      printFiles(doc, data.files, tr);
      section(doc, t({ id: "pdf.daySheet.contacts", defaultMessage: "Contacts" }));
      // As the web day sheet says it: a bare heading read like a page that failed to print.
      if (data.contacts.length === 0)
        text(doc, t({ id: "pdf.daySheet.noContacts", defaultMessage: "No contacts on file." }));
      for (const c of data.contacts)
        text(doc, [c.name, c.phone, c.email].filter(Boolean).join(" · "));
      section(doc, t({ id: "pdf.daySheet.travel", defaultMessage: "Travel" }));
      if (data.legs.length === 0)
        text(doc, t({ id: "pdf.daySheet.noTravel", defaultMessage: "No travel this day." }));
      for (const l of data.legs) {
        const dep = utcToZoned(l.departureAt, l.departureTz);
        const arr = utcToZoned(l.arrivalAt, l.arrivalTz);
        const leg = {
          mode: t(TRAVEL_MODE_LABELS[l.mode]),
          from: l.fromPlace,
          to: l.toPlace,
          departure: at(dep.time),
          departureZone: l.departureTz,
          arrival: at(arr.time),
          arrivalZone: l.arrivalTz,
          code: l.confirmationCode,
        };
        text(
          doc,
          l.confirmationCode
            ? t(
                {
                  id: "pdf.daySheet.legConfirmed",
                  defaultMessage:
                    "{mode} {from} → {to}: {departure} ({departureZone}) – {arrival} ({arrivalZone}) · Confirmation {code}",
                },
                leg,
              )
            : t(
                {
                  id: "pdf.daySheet.leg",
                  defaultMessage:
                    "{mode} {from} → {to}: {departure} ({departureZone}) – {arrival} ({arrivalZone})",
                },
                leg,
              ),
        ).text(
          t(
            { id: "pdf.daySheet.whoTravels", defaultMessage: "Who travels: {people}" },
            { people: tr.within(() => whoTravels(l.passengers)) },
          ),
        );
      }
      section(doc, t({ id: "pdf.daySheet.hotel", defaultMessage: "Hotel" }));
      if (data.lodgings.length === 0)
        text(
          doc,
          t({ id: "pdf.daySheet.noHotel", defaultMessage: "No hotel booked for tonight." }),
        );
      for (const h of data.lodgings) {
        const hotel = `${h.name}${h.address ? `, ${h.address}` : ""}`;
        text(
          doc,
          h.confirmationCode
            ? t(
                {
                  id: "pdf.daySheet.hotelConfirmed",
                  defaultMessage: "{hotel} · Confirmation {code}",
                },
                { hotel, code: h.confirmationCode },
              )
            : hotel,
        );
        // Who sleeps where: a crew member's sheet carries only their own room (ADR 0032).
        for (const room of tr.within(() => roomLines(h.roomList))) text(doc, room);
      }
      section(doc, t({ id: "pdf.daySheet.guestList", defaultMessage: "Guest list" }));
      const g = data.guestList;
      line(
        doc,
        t({ id: "pdf.daySheet.checkedIn", defaultMessage: "Checked in" }),
        t(
          {
            id: "pdf.daySheet.checkedInOf",
            defaultMessage: "{checkedIn} of {approved} approved tickets",
          },
          { checkedIn: g.checkedIn, approved: g.approved },
        ),
      );
      if (g.requested > 0)
        line(
          doc,
          t({ id: "pdf.daySheet.waiting", defaultMessage: "Waiting for approval" }),
          t(
            {
              id: "pdf.daySheet.waitingTickets",
              defaultMessage: "{count, plural, other {# tickets}}",
            },
            { count: g.requested },
          ),
        );
      if (sheet.notes) {
        section(doc, t({ id: "pdf.daySheet.notes", defaultMessage: "Notes" }));
        text(doc, sheet.notes);
      }
    }),
  );
}
