import { formatCalendarDate } from "@/domain/date-time";
import {
  HTML_RULE,
  htmlBlock,
  htmlDocument,
  htmlLink,
  htmlParagraph,
  htmlQuote,
} from "@/domain/mail/html";
import { escapeHtml, quoteLines, singleLine } from "@/domain/mail/quoting";
import type { OutgoingMail } from "../mail/mailer";

/**
 * The promoter's mail with the ticket count link (issue 51, ADR 0031): when the link is made
 * (if the manager gave an email) and at 08:00 on the venue's clock on the chosen days. The
 * act's and venue's names are people's text: one line in the subject, quoted in the body.
 */
export interface TicketLinkMail {
  to: string;
  recipient: string;
  /** Who asks: the workspace (the act or its management). */
  askedBy: string;
  venueName: string | null;
  date: string | null;
  url: string;
  expiresAt: Date;
  reminder: boolean;
}

export function ticketLinkMail(m: TicketLinkMail): OutgoingMail {
  const venue = singleLine(m.venueName ?? "your show");
  const day = m.date ? formatCalendarDate(m.date) : "";
  const subject = singleLine(`Ticket count for ${venue}${day ? `, ${day}` : ""}`).slice(0, 150);
  const who = `${singleLine(m.askedBy)}\n${venue}${day ? `, ${day}` : ""}`;
  const ask = m.reminder
    ? "Today's ticket count, please: sold and comps per tier. It takes a minute on a phone, no account needed:"
    : "You can send the show's ticket count (sold and comps per tier) through this link, on a phone, with no account:";
  const until = `The link works until ${formatCalendarDate(m.expiresAt.toISOString().slice(0, 10))}.`;
  const why = m.reminder
    ? "You get this because the tour asked for counts on this day. Reminders stop once the show sells out or has been played."
    : "The tour may send a reminder on the days they chose, until the show sells out or has been played.";
  const text = [
    `Hello ${singleLine(m.recipient)},`,
    "",
    "The tour asking:",
    quoteLines(who),
    "",
    ask,
    m.url,
    "",
    until,
    `--\n${why}`,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      htmlParagraph(`Hello ${singleLine(m.recipient)},`),
      htmlParagraph("The tour asking:"),
      htmlQuote(who),
      htmlParagraph(ask),
      htmlBlock(htmlLink(m.url, "Send the ticket count")),
      htmlParagraph(until),
      HTML_RULE,
      htmlBlock(escapeHtml(why), true),
    ].join("\n"),
  );
  return { to: m.to, subject, text: `${text}\n`, html };
}
