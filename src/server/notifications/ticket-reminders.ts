import type { Logger } from "pino";
import { canReceiveMail } from "@/domain/mail/addresses";
import { ticketCountPath } from "@/domain/tickets/links";
import { reminderDue } from "@/domain/tickets/reminders";
import type { Db } from "../db/client";
import { claimReminder, markReminderSent, reminderCandidates } from "../db/queries/tickets/links";
import { recipientLocale } from "../i18n/recipient-locale";
import { translatorFor } from "../i18n/translator";
import { openSealedLinkToken } from "../link-tokens";
import type { Mailer } from "../mail/mailer";
import { ticketLinkMail } from "./ticket-link-mail";

/**
 * The promoter's 08:00 reminders (issue 51, ADR 0031), one step of the notifier's pass: each
 * link reminderDue says is due gets a row for its venue-local day (ON CONFLICT DO NOTHING,
 * so two processes send it once) and then its mail. As notifications are, it is at most
 * once: a row taken and its send failed is not sent again that day. Nothing without mail.
 */
export async function sendTicketReminders(opts: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  secret: string;
  now: Date;
}) {
  const { db, mailer, now } = opts;
  if (!mailer.configured) return;
  for (const c of await reminderCandidates(db, now)) {
    const day = reminderDue(c, { ...c.show, sold: c.sold, comps: c.comps }, now);
    if (!day || !c.email || !canReceiveMail(c.email)) continue;
    const token = openSealedLinkToken(opts.secret, c.tokenSealed, c.linkId);
    if (!token) {
      opts.logger.warn({ linkId: c.linkId }, "a ticket link's sealed token does not open");
      continue;
    }
    const claimed = await claimReminder(db, c, day);
    if (!claimed) continue;
    const result = await mailer.send(
      ticketLinkMail(
        {
          to: c.email,
          recipient: c.recipient,
          askedBy: c.show.workspaceName,
          venueName: c.show.venueName,
          date: c.show.date,
          url: new URL(ticketCountPath(token), opts.baseUrl).toString(),
          expiresAt: c.expiresAt,
          reminder: true,
        },
        // The promoter's language when their address has an account that chose one; a timer
        // has no request to ask, so English otherwise (issue 55).
        translatorFor(await recipientLocale(db, c.email, "en")),
      ),
    );
    if (result.sent) await markReminderSent(db, claimed, now);
  }
}
