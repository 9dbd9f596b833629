import { formatCalendarDate } from "@/domain/date-time";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import {
  HTML_RULE,
  htmlBlock,
  htmlDocument,
  htmlLink,
  htmlParagraph,
  htmlQuote,
} from "@/domain/mail/html";
import { escapeHtml, quoteLines, singleLine } from "@/domain/mail/quoting";
import { ENGLISH_WORDS, type MailWords } from "@/domain/mail/words";
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

/** In the promoter's language (`words`; English unless given: issue 55), dates in its format. */
export function ticketLinkMail(m: TicketLinkMail, words: MailWords = ENGLISH_WORDS): OutgoingMail {
  return withFormatLocale(words.locale, () => compose(m, words));
}

function compose(m: TicketLinkMail, { t, locale }: MailWords): OutgoingMail {
  const venue = singleLine(
    m.venueName ?? t({ id: "mail.ticketLink.yourShow", defaultMessage: "your show" }),
  );
  const day = m.date ? formatCalendarDate(m.date) : "";
  const show = `${venue}${day ? `, ${day}` : ""}`;
  const subject = singleLine(
    t({ id: "mail.ticketLink.subject", defaultMessage: "Ticket count for {show}" }, { show }),
  ).slice(0, 150);
  const who = `${singleLine(m.askedBy)}\n${show}`;
  const ask = m.reminder
    ? t({
        id: "mail.ticketLink.askReminder",
        defaultMessage:
          "Today's ticket count, please: sold and comps per tier. It takes a minute on a phone, no account needed:",
      })
    : t({
        id: "mail.ticketLink.ask",
        defaultMessage:
          "You can send the show's ticket count (sold and comps per tier) through this link, on a phone, with no account:",
      });
  const until = t(
    { id: "mail.ticketLink.until", defaultMessage: "The link works until {date}." },
    { date: formatCalendarDate(m.expiresAt.toISOString().slice(0, 10)) },
  );
  const why = m.reminder
    ? t({
        id: "mail.ticketLink.whyReminder",
        defaultMessage:
          "You get this because the tour asked for counts on this day. Reminders stop once the show sells out or has been played.",
      })
    : t({
        id: "mail.ticketLink.why",
        defaultMessage:
          "The tour may send a reminder on the days they chose, until the show sells out or has been played.",
      });
  const hello = t(
    { id: "mail.ticketLink.hello", defaultMessage: "Hello {name}," },
    { name: singleLine(m.recipient) },
  );
  const asking = t({ id: "mail.ticketLink.asking", defaultMessage: "The tour asking:" });
  const text = [hello, "", asking, quoteLines(who), "", ask, m.url, "", until, `--\n${why}`].join(
    "\n",
  );
  const html = htmlDocument(
    subject,
    [
      htmlParagraph(hello),
      htmlParagraph(asking),
      htmlQuote(who),
      htmlParagraph(ask),
      htmlBlock(
        htmlLink(m.url, t({ id: "mail.ticketLink.send", defaultMessage: "Send the ticket count" })),
      ),
      htmlParagraph(until),
      HTML_RULE,
      htmlBlock(escapeHtml(why), true),
    ].join("\n"),
    locale,
  );
  return { to: m.to, subject, text: `${text}\n`, html };
}
