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
import { ENGLISH_WORDS, type MailWords } from "@/domain/mail/words";
import { KINDS, type NotificationKind } from "@/domain/notifications/kinds";
import { type NoticeParams, noticeLink } from "@/domain/notifications/texts";
import { noticeTitle } from "@/domain/notifications/titles";
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
const headingOf = (item: MailItem, { t }: MailWords) =>
  t(
    { id: "mail.notification.heading", defaultMessage: "{kind}:" },
    { kind: t(KINDS[item.kind].label) },
  );
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

const QUOTED_NOTE = {
  id: "mail.notification.quotedNote",
  defaultMessage:
    'Lines starting with ">" quote names and answers people typed into Tribe; Tribe does not check them.',
};
const QUOTED_NOTE_HTML = {
  id: "mail.notification.quotedNoteHtml",
  defaultMessage:
    "The shaded quotes hold names and answers people typed into Tribe; Tribe does not check them.",
};

/**
 * One notification, or a digest of several, as an email with its one-click unsubscribe: a
 * plain part and an HTML part. Each notice's text carries names and answers people typed
 * (a venue's, a workspace's), so it is quoted in both parts (issue 46 §7); only the kind's
 * label, the links and the footer are ours. The titles are written in the language `say` holds:
 * the notifier makes the mail inside the recipient's translator.
 */
export function notificationMail(
  to: string,
  items: readonly MailItem[],
  opts: {
    baseUrl: string;
    unsubscribeUrl: string;
    messageId: string;
    digest: boolean;
    /** The recipient's language (issue 55); English unless given. */
    words?: MailWords;
  },
): OutgoingMail {
  const words = opts.words ?? ENGLISH_WORDS;
  const { t } = words;
  const subject = opts.digest
    ? t(
        {
          id: "mail.notification.digestSubject",
          defaultMessage: "Your Tribe digest: {count, plural, one {# update} other {# updates}}",
        },
        { count: items.length },
      )
    : subjectOf(titleOf(items[0]!));
  const settingsUrl = new URL("/dashboard/settings", opts.baseUrl).toString();
  const footer = opts.digest
    ? t(
        {
          id: "mail.notification.digestFooter",
          defaultMessage: "You get this digest at 08:00 your time. Stop it with one click: {url}",
        },
        { url: opts.unsubscribeUrl },
      )
    : t(
        {
          id: "mail.notification.kindFooter",
          defaultMessage: "Stop emails of this kind with one click: {url}",
        },
        { url: opts.unsubscribeUrl },
      );
  const settingsLine = t(
    {
      id: "mail.notification.settingsLine",
      defaultMessage: "Or choose what you hear about in Settings: {url}",
    },
    { url: settingsUrl },
  );
  const text = [
    ...items.map((i) =>
      [
        headingOf(i, words),
        quoteLines(quotedOf(i)),
        t(
          { id: "mail.notification.openLine", defaultMessage: "Open it in Tribe: {url}" },
          { url: linkOf(i, opts.baseUrl) },
        ),
      ].join("\n"),
    ),
    `--\n${t(QUOTED_NOTE)}\n${footer}\n${settingsLine}`,
  ].join("\n\n");
  const html = htmlDocument(
    subject,
    [
      ...items.map((i) =>
        [
          htmlHeading(headingOf(i, words)),
          htmlQuote(quotedOf(i)),
          htmlBlock(
            htmlLink(
              linkOf(i, opts.baseUrl),
              t({ id: "mail.notification.open", defaultMessage: "Open it in Tribe" }),
            ),
          ),
        ].join("\n"),
      ),
      HTML_RULE,
      htmlParagraph(t(QUOTED_NOTE_HTML)),
      htmlBlock(
        `${htmlLink(
          opts.unsubscribeUrl,
          opts.digest
            ? t({ id: "mail.notification.stopDigest", defaultMessage: "Stop the daily digest" })
            : t({ id: "mail.notification.stopKind", defaultMessage: "Stop emails of this kind" }),
        )} · ${htmlLink(
          settingsUrl,
          t({
            id: "mail.notification.chooseInSettings",
            defaultMessage: "Choose what you hear about in Settings",
          }),
        )}`,
        true,
      ),
    ].join("\n"),
    words.locale,
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
