import { formatCalendarDate, formatDateRange } from "@/domain/date-time";
import { formatExact } from "@/domain/format";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import {
  type Billing,
  type ReportSong,
  type SetSource,
  songProblem,
} from "@/domain/setlists/performance-report";
import { publishersCell, writersCell } from "@/domain/setlists/report-csv";
import { SOCIETIES, type SocietyCode } from "@/domain/setlists/societies";
import { formatSongLength, hundredthsToShare } from "@/domain/setlists/songs";
import { countryName } from "@/domain/tours/venues";
import type { ReportEntry } from "../db/queries/setlists/report";
import { type Message, type Translator, translatorFor } from "../i18n/translator";
import { FONT } from "./pdf-fonts";
import { type Doc, heading, line, MARGIN, render, section } from "./pdf-layout";
import { ruleText, territoryText } from "./society-words";

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

/** As domain/setlists/performance-report.ts SET_SOURCE_TEXT says it. */
const SET_SOURCES: Record<SetSource, Message> = {
  played: {
    id: "pdf.performanceReport.setPlayed",
    defaultMessage: "Played (confirmed after the show)",
  },
  planned: {
    id: "pdf.performanceReport.setPlanned",
    defaultMessage: "Planned set: what was played was not confirmed",
  },
  none: { id: "pdf.performanceReport.setNone", defaultMessage: "No set" },
};

const BILLINGS: Record<Billing, Message> = {
  Headliner: { id: "pdf.performanceReport.headliner", defaultMessage: "Headliner" },
  Support: { id: "pdf.performanceReport.support", defaultMessage: "Support" },
};

/** A country by its code in the reader's language ("Deutschland"); English as venues.ts names it. */
function countryIn(locale: Locale, code: string) {
  const english = countryName(code);
  if (locale === "en" || english === undefined) return english;
  return new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code) ?? english;
}

/** Why a song cannot be filed yet (domain songProblem), in the reader's language. */
function songProblemText({ t }: Translator, song: ReportSong) {
  if (!songProblem(song)) return null;
  if (song.writers.length === 0)
    return t({ id: "pdf.performanceReport.noWriters", defaultMessage: "No writers yet" });
  const total = song.writers.reduce((sum, w) => sum + w.share, 0);
  return t(
    {
      id: "pdf.performanceReport.shares",
      defaultMessage: "Writers' shares must add up to 100 % (they add up to {total} %)",
    },
    { total: hundredthsToShare(total) },
  );
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
  const tr = translatorFor(locale);
  const { t } = tr;
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
            t(
              {
                id: "pdf.performanceReport.noShows",
                defaultMessage:
                  "No confirmed show of this period that {society} takes ({territory}).",
              },
              { society: society.name, territory: territoryText(tr, code) },
            ),
          );
      }
      for (const { show, dueOn, dueRule, filing } of entries) {
        section(doc, `${formatCalendarDate(show.date)} — ${show.venue}`);
        const place = [show.address, show.city, countryIn(locale, show.country) ?? show.country]
          .filter(Boolean)
          .join(", ");
        const facts = [
          place,
          show.capacity !== null
            ? t(
                { id: "pdf.performanceReport.capacity", defaultMessage: "capacity {capacity}" },
                { capacity: formatExact(show.capacity) },
              )
            : null,
          show.billing ? t(BILLINGS[show.billing]) : null,
        ].filter(Boolean);
        note(doc, facts.join(" · "));
        note(
          doc,
          t(
            { id: "pdf.performanceReport.set", defaultMessage: "Set: {source}" },
            { source: t(SET_SOURCES[show.setSource]) },
          ),
          show.setSource === "played" ? GREY : RED,
        );
        note(doc, `${dueText(tr, dueOn, dueRule)} · ${filingText(tr, filing)}`);
        if (show.songs.length === 0)
          note(
            doc,
            t({
              id: "pdf.performanceReport.noSet",
              defaultMessage: "No set list: add the set, or confirm what was played",
            }),
            RED,
          );
        show.songs.forEach((song, i) => {
          line(
            doc,
            `${i + 1}. ${song.title}`,
            song.durationSeconds ? formatSongLength(song.durationSeconds) : "",
          );
          const problem = songProblemText(tr, song);
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

const dueText = (tr: Translator, dueOn: string, rule: string) =>
  tr.t(
    { id: "pdf.performanceReport.due", defaultMessage: "Due by {date} ({rule})" },
    { date: formatCalendarDate(dueOn), rule: ruleText(tr, rule) },
  );

function filingText({ t }: Translator, filing: ReportEntry["filing"]) {
  if (!filing) return t({ id: "pdf.performanceReport.notFiled", defaultMessage: "Not filed" });
  const date = formatCalendarDate(filing.filedOn);
  return filing.reference
    ? t(
        {
          id: "pdf.performanceReport.filedReference",
          defaultMessage: "Filed on {date}, reference {reference}",
        },
        { date, reference: filing.reference },
      )
    : t({ id: "pdf.performanceReport.filed", defaultMessage: "Filed on {date}" }, { date });
}
