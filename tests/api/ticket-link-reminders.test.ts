import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketCounts, ticketLinks } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { hashLinkToken } from "@/server/link-tokens";
import { createMailer } from "@/server/mail/mailer";
import { createNotifier } from "@/server/notifications/notifier";
import { type Account, call, signInAsGuest, signUp } from "../support/client";
import { mailbox, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, TEST_SECRET, type TestApp } from "../support/test-app";

const BASE = "https://tribe.example.com";
const SHOW_DAY = "2027-03-20";

let smtp: SmtpCapture;
let t: TestApp;
let owner: Account;
let mailer: ReturnType<typeof createMailer>;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  mailer = createMailer({ smtpUrl: smtp.url, logger });
  t = await startTestApp({ mailer, logger });
  owner = await signUp(t, { email: mailbox("owner") });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** One pass of the server's notifier at a fixed time: the reminders are one of its steps. */
const passAt = async (iso: string) => {
  const notifier = createNotifier({
    db: t.database.db,
    mailer,
    logger,
    baseUrl: BASE,
    secret: TEST_SECRET,
    pollMs: 60_000,
    now: () => new Date(iso),
  });
  await notifier.run();
  await notifier.stop();
};

/** A 500-seat show in Tokyo on SHOW_DAY, and a link for it reminding on Mondays. */
async function linkedShow(extra: object = {}, as: Account = owner) {
  const db = t.database.db;
  const tour = await insertTour(db, as.workspaceId, { startDate: SHOW_DAY, endDate: SHOW_DAY });
  const venue = await insertVenue(db, as.workspaceId, {
    name: "Shibuya WWW",
    city: "Tokyo",
    capacity: 500,
    latitude: 35.66,
    longitude: 139.7,
  });
  const show = await insertShow(db, as.workspaceId, tour.id, venue.id, {
    performanceDate: SHOW_DAY,
  });
  const email = mailbox("promoter");
  const made = await call(t, "POST", `/api/tours/${tour.id}/tickets/${show.id}/links`, {
    cookie: as.cookie,
    json: { recipient: "Aki", email, reminderWeekdays: [1], days: 180, ...extra },
  });
  expect(made.status, made.text).toBe(201);
  return { showId: show.id, email, url: made.data.url as string, mail: made.data.mail };
}

const mailsTo = (email: string) =>
  smtp.messages.filter((m) => m.envelopeTo.includes(email.toLowerCase()));

describe("the promoter's reminders, over real SMTP", () => {
  it("the link is mailed when made; a reminder goes at 08:00 Tokyo time on a Monday, once that day", async () => {
    const { email, url, mail } = await linkedShow();
    expect(mail).toBe("sent");
    const first = await smtp.waitForMessage(email);
    expect(first.subject).toBe("Ticket count for Shibuya WWW, Mar 20, 2027");
    expect(first.text).toContain(url.replace("http://localhost:3000", ""));

    // Monday 2027-03-08, 07:59 in Tokyo: not yet.
    await passAt("2027-03-07T22:59:00Z");
    expect(mailsTo(email)).toHaveLength(1);
    // 08:00 there: sent, with the link that opens the page.
    await passAt("2027-03-07T23:00:00Z");
    const reminder = await smtp.waitForMessage(email);
    expect(reminder.subject).toBe("Ticket count for Shibuya WWW, Mar 20, 2027");
    expect(reminder.text).toMatch(/Today's ticket count, please/);
    expect(reminder.html).toContain("Send the ticket count");
    const link = /https:\/\/tribe\.example\.com\/ticket-count\/([A-Za-z0-9_-]{43})/.exec(
      reminder.text,
    );
    expect(link?.[0]).toBe(url.replace("http://localhost:3000", BASE));
    expect((await call(t, "GET", `/api/ticket-links/${link![1]}`)).status).toBe(200);
    // Later the same day, and twice over: nothing more.
    await passAt("2027-03-08T05:00:00Z");
    await passAt("2027-03-08T05:00:00Z");
    // Tuesday: not a chosen day.
    await passAt("2027-03-08T23:30:00Z");
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("every day of the last week when asked, none once sold out, none after the show", async () => {
    const { showId, email } = await linkedShow({ reminderWeekdays: [], dailyLastWeek: true });
    await smtp.waitForMessage(email);
    // Wednesday 2027-03-17, 08:30 in Tokyo: in the last week.
    await passAt("2027-03-16T23:30:00Z");
    await smtp.waitForMessage(email);
    expect(mailsTo(email)).toHaveLength(2);

    // Sold out (sold + comps = capacity): the next day has none.
    const count = (sold: number, comps: number, at: string) =>
      t.database.db.insert(ticketCounts).values({
        workspaceId: owner.workspaceId,
        showId,
        tier: "GA",
        countedAt: new Date(at),
        sold,
        comps,
        currency: "JPY",
        source: "manual",
      });
    await count(490, 10, "2027-03-17T10:00:00Z");
    await passAt("2027-03-17T23:30:00Z");
    expect(mailsTo(email)).toHaveLength(2);

    // Tickets came back (a later count): the show's day has one, the day after none.
    await count(480, 10, "2027-03-18T10:00:00Z");
    await passAt("2027-03-19T23:30:00Z");
    await smtp.waitForMessage(email);
    await passAt("2027-03-20T23:30:00Z");
    expect(mailsTo(email)).toHaveLength(3);
  });

  it("none for a link turned off", async () => {
    const db = t.database.db;
    const { email, url } = await linkedShow();
    await smtp.waitForMessage(email);
    const token = url.split("/ticket-count/")[1]!;
    await db
      .update(ticketLinks)
      .set({ revokedAt: new Date() })
      .where(eq(ticketLinks.tokenHash, hashLinkToken(token)));
    // Monday 2027-03-15, 08:30 in Tokyo.
    await passAt("2027-03-14T23:30:00Z");
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("none from a demo guest's workspace, which mails no stranger", async () => {
    const guest = await signInAsGuest(t);
    const { email, mail } = await linkedShow({}, guest);
    expect(mail).toBe("demo");
    // Monday 2027-03-15, 08:30 in Tokyo.
    await passAt("2027-03-14T23:30:00Z");
    expect(mailsTo(email)).toHaveLength(0);
  });
});
