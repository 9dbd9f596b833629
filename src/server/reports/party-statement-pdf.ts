import { formatStoredIn } from "@/domain/currencies/currency";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import type { MyTour } from "@/domain/party/answers";
import { PAYMENT_KIND_LABELS } from "@/domain/party/payments";
import { DAY_KIND_LABELS } from "@/domain/party/people";
import { formatCalendarDate } from "@/domain/tour-timing";
import { translatorFor } from "../i18n/translator";
import { FONT, FONT_BOLD } from "./pdf-fonts";
import { type Doc, heading, line, MARGIN, render, section } from "./pdf-layout";

/**
 * A person's payout statement for one tour (issue 54 item 4, ADR 0032): the tour, the
 * person, their role and days, each line (day, kind, show, amount, paid or owed, and whether
 * the cash came out of the float), and the totals per currency. Built from the person's own
 * answer (MyTour) only. Plain data in, bytes out: it runs in a worker thread (heavy/tasks.ts).
 */
export function partyStatementPdf(s: MyTour, locale: Locale = "en"): Promise<Buffer> {
  const { t } = translatorFor(locale);
  const title = t(
    { id: "pdf.statement.title", defaultMessage: "Statement: {name}" },
    { name: s.person.name },
  );
  const states = {
    float: t({ id: "pdf.statement.paidFromFloat", defaultMessage: "Paid from the float" }),
    paid: t({ id: "pdf.statement.paid", defaultMessage: "Paid" }),
    owed: t({ id: "pdf.statement.owed", defaultMessage: "Owed" }),
  };
  return withFormatLocale(locale, () =>
    render(`${title}, ${s.tourName}`, (doc) => {
      heading(doc, title, `${s.tourName}${daysOf(s)}`);
      if (s.person.roadRole)
        line(doc, t({ id: "pdf.statement.role", defaultMessage: "Role" }), s.person.roadRole);
      section(doc, t({ id: "pdf.statement.lines", defaultMessage: "Lines" }));
      if (!s.lines.length)
        note(doc, t({ id: "pdf.statement.noLines", defaultMessage: "No lines yet." }));
      for (const l of s.lines) {
        // The state before the show and note: a long label is cut short at its end.
        const state = l.paidAt ? (l.paidFromFloat ? states.float : states.paid) : states.owed;
        const what = [
          l.day
            ? formatCalendarDate(l.day)
            : t({ id: "pdf.statement.noDay", defaultMessage: "No day" }),
          t(PAYMENT_KIND_LABELS[l.kind]),
          state,
          l.dayKind ? t(DAY_KIND_LABELS[l.dayKind]) : null,
          l.showLabel,
          l.note,
        ];
        line(doc, what.filter(Boolean).join(" · "), formatStoredIn(l.amount, l.currency));
      }
      section(doc, t({ id: "pdf.statement.totals", defaultMessage: "Totals" }));
      for (const total of s.totals) {
        const currency = { currency: total.currency };
        line(
          doc,
          t({ id: "pdf.statement.inAll", defaultMessage: "{currency}: in all" }, currency),
          formatStoredIn(total.total, total.currency),
          true,
        );
        line(
          doc,
          t({ id: "pdf.statement.totalPaid", defaultMessage: "{currency}: paid" }, currency),
          formatStoredIn(total.paid, total.currency),
        );
        line(
          doc,
          t({ id: "pdf.statement.totalOwed", defaultMessage: "{currency}: owed" }, currency),
          formatStoredIn(total.owed, total.currency),
        );
      }
    }),
  );
}

/** ", Jun 1, 2026 – Jun 30, 2026": the person's days on the tour, as far as they are known. */
function daysOf(s: MyTour) {
  const from = s.person.joinsOn ?? s.firstDay;
  const to = s.person.leavesOn ?? s.lastDay;
  if (!from && !to) return "";
  const day = (d: string | null) => (d ? formatCalendarDate(d) : "…");
  return `, ${day(from)} – ${day(to)}`;
}

function note(doc: Doc, text: string) {
  doc.font(FONT).fontSize(10).fillColor("#555555").text(text, MARGIN).fillColor("#000000");
  doc.font(FONT_BOLD);
}
