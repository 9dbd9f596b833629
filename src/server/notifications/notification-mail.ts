import crypto from "node:crypto";
import type { NotificationKind } from "@/domain/notifications/kinds";
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

const line = (item: MailItem, baseUrl: string) =>
  `${noticeTitle(item.kind, item.params, item.clock)} (${item.workspaceName})\n${new URL(noticeLink(item.kind, item.params), baseUrl)}`;

/** One notification, or a digest of several, as an email with its one-click unsubscribe. */
export function notificationMail(
  to: string,
  items: readonly MailItem[],
  opts: { baseUrl: string; unsubscribeUrl: string; messageId: string; digest: boolean },
): OutgoingMail {
  const subject = opts.digest
    ? `Your Tribe digest: ${items.length} ${items.length === 1 ? "update" : "updates"}`
    : noticeTitle(items[0]!.kind, items[0]!.params, items[0]!.clock);
  const body = items.map((i) => line(i, opts.baseUrl)).join("\n\n");
  const footer = opts.digest
    ? "You get this digest at 08:00 your time. Stop it with one click:"
    : "Stop emails of this kind with one click:";
  return {
    to,
    subject,
    text: `${body}\n\n--\n${footer} ${opts.unsubscribeUrl}\nOr choose what you hear about in Settings: ${new URL("/dashboard/settings", opts.baseUrl)}`,
    messageId: opts.messageId,
    headers: {
      "List-Unsubscribe": `<${opts.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
