import net from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCapture, startSmtpCapture } from "../../../tests/support/smtp-capture";
import { createMailer } from "./mailer";

/** Log lines as objects, to check what a failure writes. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp?.close());

describe("mailer over a real SMTP exchange", () => {
  it("delivers recipient, sender, subject, text and HTML", async () => {
    const { logger } = capturedLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, from: "Tribe <tour@example.com>", logger });
    expect(mailer.configured).toBe(true);
    const link = `http://localhost:3000/reset-password?token=${"x".repeat(80)}`;
    const result = await mailer.send({
      to: "manager@example.com",
      subject: "Your tour — day sheet",
      text: `Open this link:\n${link}\n`,
      html: `<p>Open <a href="${link}">this link</a></p>`,
    });
    expect(result).toEqual({ sent: true });

    const mail = await smtp.waitForMessage("manager@example.com");
    expect(mail.envelopeTo).toEqual(["manager@example.com"]);
    expect(mail.envelopeFrom).toBe("tour@example.com");
    expect(mail.authUser).toBe("tribe");
    expect(mail.headers.from).toContain("tour@example.com");
    expect(mail.subject).toBe("Your tour — day sheet");
    // A long line arrives whole, however it was encoded on the way.
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("uses the default sender when MAIL_FROM is unset", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, logger: capturedLogger().logger });
    await mailer.send({ to: "crew@example.com", subject: "Hello", text: "Plain only" });
    const mail = await smtp.waitForMessage("crew@example.com");
    expect(mail.headers.from).toContain("no-reply@localhost");
    expect(mail.text).toBe("Plain only");
    expect(mail.html).toBeUndefined();
  });
});

describe("mailer without SMTP or with a broken one", () => {
  it("says it is not configured when SMTP_URL is unset", async () => {
    const mailer = createMailer({ logger: capturedLogger().logger });
    expect(mailer.configured).toBe(false);
    const result = await mailer.send({ to: "a@example.com", subject: "s", text: "t" });
    expect(result).toEqual({ sent: false, reason: "not_configured" });
  });

  it("a refused login is a failed result, logged without the password", async () => {
    const { logger, lines } = capturedLogger();
    const wrong = smtp.url.replace(/:[^:@]+@/, ":not-the-password@");
    const mailer = createMailer({ smtpUrl: wrong, logger });
    const result = await mailer.send({ to: "a@example.com", subject: "s", text: "t" });
    // Refused before any DATA: nothing was delivered, so the notifier may try again (ADR 0024).
    expect(result).toEqual({ sent: false, reason: "failed", beforeData: true, refused: false });
    const logged = JSON.stringify(lines);
    expect(logged).toContain("sending mail failed");
    expect(logged).toContain("127.0.0.1");
    expect(logged).not.toContain("not-the-password");
  });

  it("an unreachable server is a failed result, not a thrown error", async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://user:secret-pass@127.0.0.1:${await closedPort()}`,
      logger,
    });
    const result = await mailer.send({ to: "a@example.com", subject: "s", text: "t" });
    expect(result).toEqual({ sent: false, reason: "failed", beforeData: true, refused: false });
    expect(JSON.stringify(lines)).not.toContain("secret-pass");
  });
});
