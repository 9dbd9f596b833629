import type { Transporter } from "nodemailer";
import type { Logger } from "pino";

export const DEFAULT_MAIL_FROM = "Tribe <no-reply@localhost>";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, ADR 0024). */
  headers?: Record<string, string>;
  /** Message-ID: derived from a notification's key, so a copy is recognisable as one. */
  messageId?: string;
}

/**
 * What became of a message. `not_configured`: SMTP_URL is unset, so the caller shows its
 * fallback (a link to copy, the command line). `failed`: the mail server refused or could not
 * be reached; the reason is in the log, never in the answer. `beforeData`: the failure came
 * before the message's DATA was sent (connection, login, envelope), so it was certainly not
 * delivered and may be sent again; `refused`: the server answered a permanent 5xx.
 */
type MailResult =
  | { sent: true }
  | { sent: false; reason: "not_configured" | "failed"; beforeData?: boolean; refused?: boolean };

export interface Mailer {
  /** Whether SMTP_URL is set: the client offers what depends on mail only then. */
  readonly configured: boolean;
  /** Never throws: a request that sends mail answers whatever became of it. */
  send(mail: OutgoingMail): Promise<MailResult>;
}

export interface MailerOptions {
  /** SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://user:pass@host:465. */
  smtpUrl?: string;
  /** MAIL_FROM, the sender every message carries. */
  from?: string;
  logger: Logger;
}

/** A mail server that does not answer must not hold a request's work for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Outgoing mail through one SMTP server. nodemailer is loaded on the first message, so a
 * server without mail (or whose users never trigger one) never holds it in memory.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const { smtpUrl, logger } = opts;
  const from = opts.from ?? DEFAULT_MAIL_FROM;
  if (!smtpUrl) {
    return { configured: false, send: async () => ({ sent: false, reason: "not_configured" }) };
  }
  // The host alone goes in the log: the URL carries the SMTP password.
  const server = smtpHost(smtpUrl);
  let transport: Promise<Transporter> | undefined;
  const transporter = () => {
    transport ??= import("nodemailer").then((m) =>
      m.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from }),
    );
    return transport;
  };
  return {
    configured: true,
    async send(mail) {
      try {
        const t = await transporter();
        await t.sendMail(mail);
        return { sent: true };
      } catch (error) {
        logger.error({ smtp: server, ...describeMailError(error) }, "sending mail failed");
        return { sent: false, reason: "failed", ...failureStage(error) };
      }
    },
  };
}

function smtpHost(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return "(unparsable SMTP_URL)";
  }
}

/**
 * nodemailer's error fields worth reading; not the error itself, whose `command` or
 * `response` could quote an AUTH exchange.
 */
function describeMailError(error: unknown) {
  if (!(error instanceof Error)) return { error: String(error) };
  const e = error as Error & { code?: string; responseCode?: number };
  return { error: e.message.split("\n")[0], code: e.code, responseCode: e.responseCode };
}

/** Codes and commands of nodemailer errors raised before any of the message was sent. */
const BEFORE_DATA_CODES = new Set(["ECONNECTION", "EDNS", "EAUTH", "ENOAUTH", "ETLS", "EENVELOPE"]);
const BEFORE_DATA_COMMAND = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM|RCPT TO)/i;

function failureStage(error: unknown) {
  if (!(error instanceof Error)) return { beforeData: false, refused: false };
  const e = error as Error & { code?: string; command?: string; responseCode?: number };
  const beforeData =
    BEFORE_DATA_CODES.has(e.code ?? "") || BEFORE_DATA_COMMAND.test(e.command ?? "");
  return { beforeData, refused: !beforeData && (e.responseCode ?? 0) >= 500 };
}
