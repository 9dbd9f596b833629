import crypto from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "@/server/db/schema";
import { createMailer } from "@/server/mail/mailer";
import { createNotifier, type Notifier } from "@/server/notifications/notifier";
import { type Account, call, signUp } from "../support/client";
import { mailbox, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, TEST_SECRET, type TestApp } from "../support/test-app";

const HOUR = 3_600_000;

let smtp: SmtpCapture;
let t: TestApp;
let notifier: Notifier;
let owner: Account;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const logger = pino({ level: "silent" });
  const mailer = createMailer({ smtpUrl: smtp.url, logger });
  t = await startTestApp({ mailer, logger });
  notifier = createNotifier({
    db: t.database.db,
    mailer,
    logger,
    baseUrl: "https://tribe.example.com",
    secret: TEST_SECRET,
    pollMs: 60_000,
  });
  owner = await signUp(t, { email: mailbox("sprache") });
});
afterAll(async () => {
  await notifier?.stop();
  await t?.close();
  await smtp?.close();
});

const speak = async (locale: string) => {
  const res = await call(t, "PUT", "/api/profile/locale", {
    cookie: owner.cookie,
    json: { locale },
  });
  expect(res.status).toBe(200);
};
const titles = async () => {
  const list = await call(t, "GET", "/api/notifications", { cookie: owner.cookie });
  expect(list.status).toBe(200);
  return (list.data.items as { title: string }[]).map((i) => i.title);
};

/** A row as the bell stored it before issue 55: its subject an English phrase. */
const storedInEnglish = (kind: string, params: Record<string, string>) =>
  t.database.db.insert(notifications).values({
    workspaceId: owner.workspaceId,
    userId: owner.userId,
    kind,
    subjectId: crypto.randomUUID(),
    dueAt: new Date(),
    params,
  });

describe("a notification in its reader's language (issue 55)", () => {
  it("reads German in the bell and the mail for a German reader, old English rows too, and English for an English one", async () => {
    await speak("de");
    await storedInEnglish("deposit-due", { show: "the show at Digest Hall on Dec 21" });
    await storedInEnglish("travel-changed", { travel: "Flight Chicago → Denver on May 2, 2099" });
    const tour = await call(t, "POST", "/api/tours", {
      cookie: owner.cookie,
      json: { title: "Sommer" },
    });
    const hold = await call(t, "POST", "/api/negotiations", {
      cookie: owner.cookie,
      json: {
        tourId: tour.data.id,
        show: { venueMode: "new", newVenue: { name: "Lindenhof" }, performanceDate: "2027-06-15" },
        status: "hold",
        holdRank: 1,
        holdExpiry: new Date(Date.now() + 30 * HOUR).toISOString(),
      },
    });
    expect(hold.status).toBe(201);
    await notifier.run();

    expect(await titles()).toEqual(
      expect.arrayContaining([
        "Die Option auf die Show im Lindenhof am 15. Juni läuft in den nächsten 48 Stunden ab",
        "Die Anzahlung für die Show im Digest Hall am 21. Dez. ist fällig",
        // A leg stored as an English phrase reads as it was stored, in a German sentence.
        "Flight Chicago → Denver on May 2, 2099 hat sich geändert",
      ]),
    );
    const mail = await smtp.waitForMessage(owner.email);
    expect(mail.subject).toBe(
      "Die Option auf die Show im Lindenhof am 15. Juni läuft in den nächsten 48 Stunden ab",
    );

    await speak("en");
    expect(await titles()).toEqual(
      expect.arrayContaining([
        "The hold on the show at Lindenhof on Jun 15 expires within 48 hours",
        "The deposit for the show at Digest Hall on Dec 21 is due",
        "Flight Chicago → Denver on May 2, 2099 changed",
      ]),
    );
  });
});
