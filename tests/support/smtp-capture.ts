import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  /** The envelope: who the SMTP exchange said the mail is from and for. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The user the client signed in to the SMTP server as (undefined without AUTH). */
  authUser?: string;
  /** Header names in lower case, values with encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The text part, decoded (quoted-printable, base64). */
  text: string;
  /** The HTML part, decoded, when the message has one. */
  html?: string;
  raw: string;
}

export interface SmtpCapture {
  /** SMTP_URL for the app: smtp://user:pass@127.0.0.1:<port>. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: CapturedMail[];
  /** The next message for `to` (any recipient when omitted), or one already received. */
  waitForMessage(to?: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * An address mail may be sent to: sign-ups default to example.com, a domain reserved for
 * documentation, which notifications never mail (src/domain/mail/addresses.ts). Mail in tests
 * only ever reaches the capture on loopback.
 */
export const mailbox = (name = "person") => `${name}-${crypto.randomUUID()}@mail.tribe-tests.net`;

export const SMTP_USER = "tribe";
export const SMTP_PASS = "smtp-test-password";

/**
 * A real SMTP server on loopback, on a port the system picks, that keeps what it receives.
 * It asks for a login (plain text is allowed on loopback): the app's SMTP_URL must carry one.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: { to?: string; resolve: (m: CapturedMail) => void }[] = [];
  const taken = new Set<CapturedMail>();
  const matches = (m: CapturedMail, to?: string) =>
    !taken.has(m) && (to === undefined || m.envelopeTo.includes(to.toLowerCase()));

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) {
        return callback(null, { user: auth.username });
      }
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          authUser: session.user as string | undefined,
        });
        messages.push(mail);
        const waiter = waiters.find((w) => matches(mail, w.to));
        if (waiter) {
          waiters.splice(waiters.indexOf(waiter), 1);
          taken.add(mail);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
    messages,
    waitForMessage(to, timeoutMs = 10_000) {
      const ready = messages.find((m) => matches(m, to));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          to,
          resolve: (m: CapturedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail${to ? ` for ${to}` : ""} arrived`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Envelope = Pick<CapturedMail, "envelopeFrom" | "envelopeTo" | "authUser">;

/** Enough of MIME for what nodemailer sends: one part, or multipart/alternative text + HTML. */
function parseMail(raw: string, envelope: Envelope): CapturedMail {
  const { headers, body } = splitPart(raw);
  const parts: { headers: Record<string, string>; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      parts.push(splitPart(chunk.replace(/^\r?\n/, "")));
    }
  } else {
    parts.push({ headers, body });
  }
  const partOf = (type: string) =>
    parts.find((p) => (p.headers["content-type"] ?? "text/plain").startsWith(type));
  const text = partOf("text/plain");
  const html = partOf("text/html");
  return {
    ...envelope,
    headers,
    subject: headers.subject ?? "",
    text: text ? decodeBody(text) : "",
    html: html ? decodeBody(html) : undefined,
    raw,
  };
}

function splitPart(raw: string) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

function decodeBody(part: { headers: Record<string, string>; body: string }): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const body = part.body.replace(/\r?\n$/, "");
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as a subject with accents arrives. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_, _charset, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
