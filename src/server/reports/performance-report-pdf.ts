import { formatCalendarDate, formatDateRange } from "@/domain/date-time";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import { NO_SET_PROBLEM, SET_SOURCE_TEXT, songProblem } from "@/domain/setlists/performance-report";
import { publishersCell, writersCell } from "@/domain/setlists/report-csv";
import { SOCIETIES, type SocietyCode } from "@/domain/setlists/societies";
import { formatSongLength } from "@/domain/setlists/songs";
import { countryName } from "@/domain/tours/venues";
import type { ReportEntry } from "../db/queries/setlists/report";
import { translatorFor } from "../i18n/translator";
import { FONT } from "./pdf-fonts";
import { type Doc, heading, line, MARGIN, render, section } from "./pdf-layout";

const GREY = "#555555";
const RED = "#b42318";

/** Small text under a line, wrapped to the page: a song's writers, a show's facts. */
function note(doc: Doc, text: string, color = GREY) {
  if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
  doc
    .font(FONT)
    .fontSize(8.5)
    .fillColor(color)
    .text(text, MARGIN + 14, doc.y, { width: doc.page.width - MARGIN * 2 - 14 })
    .fillColor("#000000");
  doc.x = MARGIN;
  doc.moveDown(0.25);
}

/**
 * The performance report as a PDF (issue 50 item 4): the same shows and songs as the CSV, one
 * section per show — where and when, which set it reads, its deadline and filing — then each
 * song with its writers, shares, publishers and ISWC. For reading and keeping; the CSV is the
 * one to copy from.
 */
export function performanceReportPdf(
  code: SocietyCode,
  period: { from: string; to: string },
  performer: string,
  entries: readonly ReportEntry[],
  locale: Locale = "en",
) {
  const { t } = translatorFor(locale);
  const society = SOCIETIES[code];
  const title = t(
    { id: "pdf.performanceReport.documentTitle", defaultMessage: "Performance report {society}" },
    { society: society.name },
  );
  return withFormatLocale(locale, () =>
    render(title, (doc) => {
      heading(
        doc,
        t(
          { id: "pdf.performanceReport.heading", defaultMessage: "Performance report — {society}" },
          { society: society.name },
        ),
        `${formatDateRange(period.from, period.to)}${performer ? ` · ${performer}` : ""} · ${society.programme}`,
      );
      if (entries.length === 0) {
        doc
          .font(FONT)
          .fontSize(10)
          .text(
            `No confirmed show of this period that ${society.name} takes (${society.territoryText}).`,
          );
      }
      for (const { show, dueOn, dueRule, filing } of entries) {
        section(doc, `${formatCalendarDate(show.date)} — ${show.venue}`);
        const place = [show.address, show.city, countryName(show.country) ?? show.country]
          .filter(Boolean)
          .join(", ");
        const facts = [
          place,
          show.capacity !== null
            ? t(
                { id: "pdf.performanceReport.capacity", defaultMessage: "capacity {capacity}" },
                { capacity: show.capacity.toLocaleString("en-US") },
              )
            : null,
          show.billing,
        ].filter(Boolean);
        note(doc, facts.join(" · "));
        note(
          doc,
          `Set: ${SET_SOURCE_TEXT[show.setSource]}`,
          show.setSource === "played" ? GREY : RED,
        );
        note(
          doc,
          `Due by ${formatCalendarDate(dueOn)} (${dueRule}) · ${
            filing
              ? `Filed on ${formatCalendarDate(filing.filedOn)}${filing.reference ? `, reference ${filing.reference}` : ""}`
              : "Not filed"
          }`,
        );
        if (show.songs.length === 0) note(doc, NO_SET_PROBLEM, RED);
        show.songs.forEach((song, i) => {
          line(
            doc,
            `${i + 1}. ${song.title}`,
            song.durationSeconds ? formatSongLength(song.durationSeconds) : "",
          );
          const problem = songProblem(song);
          if (problem) note(doc, problem, RED);
          const about = [
            song.writers.length
              ? t(
                  { id: "pdf.performanceReport.writers", defaultMessage: "Writers: {names}" },
                  { names: writersCell(song.writers) },
                )
              : null,
            song.publishers.length
              ? t(
                  { id: "pdf.performanceReport.publishers", defaultMessage: "Publishers: {names}" },
                  { names: publishersCell(song.publishers) },
                )
              : null,
            song.iswc ? `ISWC ${song.iswc}` : null,
          ].filter(Boolean);
          if (about.length) note(doc, about.join(" · "));
        });
      }
      doc.x = MARGIN;
    }),
  );
}
