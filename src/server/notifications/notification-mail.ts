import crypto from "node:crypto";
import {
  HTML_RULE,
  htmlBlock,
  htmlDocument,
  htmlHeading,
  htmlLink,
  htmlParagraph,
  htmlQuote,
} from "@/domain/mail/html";
import { quoteLines, singleLine } from "@/domain/mail/quoting";
import { KINDS, type NotificationKind } from "@/domain/notifications/kinds";
import { type NoticeParams, noticeLink, noticeTitle } from "@/domain/notifications/texts";
import type { OutgoingMail } from "../mail/mailer";

export interface MailItem {
  kind: NotificationKind;
  params: NoticeParams;
  workspaceName: string;
  /** The reader's 12/24-hour choice. */
  clock?: "12h" | "24h" | null;
}

/**
 * The Message-ID of a notification's email, derived from its idempotency key: a second copy
 * of the same notification (which ADR 0024's claims rule out) would carry the same id, so a
 * mail server or a test recognises it.
 */
export function messageIdOf(key: string, baseUrl: string): string {
  const host = new URL(baseUrl).hostname || "tribe.local";
  return `<${crypto.createHash("sha256").update(key).digest("hex").slice(0, 40)}@${host}>`;
}

/** What an item is, in our words: the kind's label. */
const headingOf = (item: MailItem) => `${KINDS[item.kind].label}:`;
const titleOf = (item: MailItem) => noticeTitle(item.kind, item.params, item.clock);
/** The notice as people's text: its title, then its workspace's name on a line of its own. */
const quotedOf = (item: MailItem) => `${titleOf(item)}\n(${singleLine(item.workspaceName)})`;
const linkOf = (item: MailItem, baseUrl: string) =>
  new URL(noticeLink(item.kind, item.params), baseUrl).toString();

/** Subjects stay one short line whatever a name holds. */
const SUBJECT_CHARS = 150;
const subjectOf = (title: string) => {
  const one = singleLine(title);
  return one.length > SUBJECT_CHARS ? `${one.slice(0, SUBJECT_CHARS - 1).trimEnd()}…` : one;
};

const QUOTED_NOTE =
  'Lines starting with ">" quote names and answers people typed into Tribe; Tribe does not check them.';
const QUOTED_NOTE_HTML =
  "The shaded quotes hold names and answers people typed into Tribe; Tribe does not check them.";

/**
 * One notification, or a digest of several, as an email with its one-click unsubscribe: a
 * plain part and an HTML part. Each notice's text carries names and answers people typed
 * (a venue's, a workspace's), so it is quoted in both parts (issue 46 §7); only the kind's
 * label, the links and the footer are ours.
 */
export function notificationMail(
  to: string,
  items: readonly MailItem[],
  opts: { baseUrl: string; unsubscribeUrl: string; messageId: string; digest: boolean },
): OutgoingMail {
  const subject = opts.digest
    ? `Your Tribe digest: ${items.length} ${items.length === 1 ? "update" : "updates"}`
    : subjectOf(titleOf(items[0]!));
  const settingsUrl = new URL("/dashboard/settings", opts.baseUrl).toString();
  const footer = opts.digest
    ? "You get this digest at 08:00 your time. Stop it with one click:"
    : "Stop emails of this kind with one click:";
  const text = [
    ...items.map((i) =>
      [headingOf(i), quoteLines(quotedOf(i)), `Open it in Tribe: ${linkOf(i, opts.baseUrl)}`].join(
        "\n",
      ),
    ),
    `--\n${QUOTED_NOTE}\n${footer} ${opts.unsubscribeUrl}\nOr choose what you hear about in Settings: ${settingsUrl}`,
  ].join("\n\n");
  const html = htmlDocument(
    subject,
    [
      ...items.map((i) =>
        [
          htmlHeading(headingOf(i)),
          htmlQuote(quotedOf(i)),
          htmlBlock(htmlLink(linkOf(i, opts.baseUrl), "Open it in Tribe")),
        ].join("\n"),
      ),
      HTML_RULE,
      htmlParagraph(QUOTED_NOTE_HTML),
      htmlBlock(
        `${htmlLink(opts.unsubscribeUrl, opts.digest ? "Stop the daily digest" : "Stop emails of this kind")} · ${htmlLink(settingsUrl, "Choose what you hear about in Settings")}`,
        true,
      ),
    ].join("\n"),
  );
  return {
    to,
    subject,
    text,
    html,
    messageId: opts.messageId,
    headers: {
      "List-Unsubscribe": `<${opts.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
