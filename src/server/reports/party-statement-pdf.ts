import { formatStoredIn } from "@/domain/currencies/currency";
import type { MyTour } from "@/domain/party/answers";
import { PAYMENT_KIND_LABELS } from "@/domain/party/payments";
import { DAY_KIND_LABELS } from "@/domain/party/people";
import { formatCalendarDate } from "@/domain/tour-timing";
import { FONT, FONT_BOLD } from "./pdf-fonts";
import { type Doc, heading, line, MARGIN, render, section } from "./pdf-layout";

/**
 * A person's payout statement for one tour (issue 54 item 4, ADR 0032): the tour, the
 * person, their role and days, each line (day, kind, show, amount, paid or owed, and whether
 * the cash came out of the float), and the totals per currency. Built from the person's own
 * answer (MyTour) only. Plain data in, bytes out: it runs in a worker thread (heavy/tasks.ts).
 */
export function partyStatementPdf(s: MyTour): Promise<Buffer> {
  return render(`Statement: ${s.person.name}, ${s.tourName}`, (doc) => {
    heading(doc, `Statement: ${s.person.name}`, `${s.tourName}${daysOf(s)}`);
    if (s.person.roadRole) line(doc, "Role", s.person.roadRole);
    section(doc, "Lines");
    if (!s.lines.length) note(doc, "No lines yet.");
    for (const l of s.lines) {
      // The state before the show and note: a long label is cut short at its end.
      const state = l.paidAt ? (l.paidFromFloat ? "Paid from the float" : "Paid") : "Owed";
      const what = [
        l.day ? formatCalendarDate(l.day) : "No day",
        PAYMENT_KIND_LABELS[l.kind],
        state,
        l.dayKind ? DAY_KIND_LABELS[l.dayKind] : null,
        l.showLabel,
        l.note,
      ];
      line(doc, what.filter(Boolean).join(" · "), formatStoredIn(l.amount, l.currency));
    }
    section(doc, "Totals");
    for (const t of s.totals) {
      line(doc, `${t.currency}: in all`, formatStoredIn(t.total, t.currency), true);
      line(doc, `${t.currency}: paid`, formatStoredIn(t.paid, t.currency));
      line(doc, `${t.currency}: owed`, formatStoredIn(t.owed, t.currency));
    }
  });
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
