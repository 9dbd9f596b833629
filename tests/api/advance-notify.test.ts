import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "@/server/db/schema";
import { createMailer } from "@/server/mail/mailer";
import { createNotifier, type Notifier } from "@/server/notifications/notifier";
import { type Account, call, signUp } from "../support/client";
import { showWithList } from "../support/guest-lists";
import { memberOf } from "../support/members";
import { mailbox, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, TEST_SECRET, type TestApp } from "../support/test-app";

/**
 * Issue 38 item 2: when a manager accepts a venue's answers, the people on that day are told
 * what is now agreed, in the app and by mail, in their own clock, never the settlement.
 */

let smtp: SmtpCapture;
let t: TestApp;
let notifier: Notifier;
let owner: Account;
let crew: Account;
let quietCrew: Account;
let outsider: Account;

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
  owner = await signUp(t, { email: mailbox("owner") });
  crew = await memberOf(t, owner.workspaceId, "crew", { email: mailbox("crew") });
  quietCrew = await memberOf(t, owner.workspaceId, "crew", { email: mailbox("quiet") });
  outsider = await signUp(t);
  // The crew member reads a 12-hour clock; the other switched this kind's mail off.
  expect(
    (
      await call(t, "PUT", "/api/profile/time-format", {
        cookie: crew.cookie,
        json: { timeFormat: "12h" },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call(t, "PUT", "/api/notifications/settings", {
        cookie: quietCrew.cookie,
        json: { settings: [{ kind: "advance-accepted", channel: "email", enabled: false }] },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await notifier?.stop();
  await t?.close();
  await smtp?.close();
});

async function venueAnswers(answers: Record<string, string>) {
  const { tourId, showId } = await showWithList(t, owner);
  const base = `/api/tours/${tourId}/advances/${showId}`;
  const made = await call(t, "POST", `${base}/links`, {
    cookie: owner.cookie,
    json: { recipient: "Sam Promoter", days: 14, shareSettlement: true },
  });
  expect(made.status, made.text).toBe(201);
  const link = `/api/advance-links/${(made.data.url as string).split("/advance/")[1]}`;
  for (const [key, value] of Object.entries(answers)) {
    const res = await call(t, "PUT", `${link}/items/${key}`, { json: { value } });
    expect(res.status, res.text).toBe(200);
  }
  return { showId, base, link };
}

const accept = (base: string, keys: string[]) =>
  call(t, "POST", `${base}/accept`, { cookie: owner.cookie, json: { keys } });

const rowsFor = (showId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, "advance-accepted"), eq(notifications.subjectId, showId)));

const bellTitles = async (who: Account) =>
  (
    (await call(t, "GET", "/api/notifications", { cookie: who.cookie })).data.items as {
      kind: string;
      title: string;
      link: string;
    }[]
  ).filter((i) => i.kind === "advance-accepted");

describe("accepting a venue's answers tells the people on the day", () => {
  it("one notice per person for one accept of several answers, in each one's clock, without the settlement", async () => {
    const { showId, base } = await venueAnswers({
      loadIn: "14:00",
      doors: "19:00",
      parking: "Lot B behind the hall",
      settlementHow: "Wire transfer, next day",
    });
    const res = await accept(base, ["loadIn", "doors", "parking", "settlementHow"]);
    expect(res.status, res.text).toBe(200);
    expect(res.data.accepted).toBe(4);

    const rows = await rowsFor(showId);
    // Everyone in the workspace, once each; nobody outside it.
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [owner.userId, crew.userId, quietCrew.userId].sort(),
    );
    expect(rows.some((r) => r.userId === outsider.userId)).toBe(false);
    expect(JSON.stringify(rows.map((r) => r.params))).not.toContain("Wire transfer");
    const quiet = rows.find((r) => r.userId === quietCrew.userId);
    expect(quiet?.inApp).toBe(true);
    expect(quiet?.emailState).toBe("off");

    const [ownerItem] = await bellTitles(owner);
    expect(ownerItem?.title).toBe(
      "New for the show at Station 9 on May 2: Load-in 14:00 · Doors 19:00 · Parking (bus / van / trailer) Lot B behind the hall",
    );
    expect(ownerItem?.link).toMatch(new RegExp(`/dashboard/logistics/day-sheet/.+/${showId}$`));
    const [crewItem] = await bellTitles(crew);
    expect(crewItem?.title).toContain("Load-in 2:00 PM · Doors 7:00 PM");
    expect(await bellTitles(outsider)).toEqual([]);

    // Mail goes out through the real SMTP exchange on loopback: once, to those who want it.
    await notifier.run();
    const toOwner = await smtp.waitForMessage(owner.email);
    expect(toOwner.subject).toContain("Load-in 14:00 · Doors 19:00");
    const toCrew = await smtp.waitForMessage(crew.email);
    expect(toCrew.subject).toContain("Load-in 2:00 PM");
    expect(toCrew.text).toContain(`/dashboard/logistics/day-sheet/`);
    expect(toCrew.text).not.toContain("Wire transfer");
    await notifier.run();
    const about = (email: string) =>
      smtp.messages.filter(
        (m) => m.envelopeTo.includes(email.toLowerCase()) && m.subject.includes("Station 9"),
      );
    expect(about(owner.email)).toHaveLength(1);
    expect(about(crew.email)).toHaveLength(1);
    expect(about(quietCrew.email)).toHaveLength(0);
  });

  it("quotes the venue's words in the mail, in a plain and an escaped HTML part (issue 46 §7)", async () => {
    const before = smtp.messages.length;
    const { base } = await venueAnswers({
      parking: 'Lot C\nBcc: all@venue.example\n<a href="https://evil.example">Go</a>',
    });
    expect((await accept(base, ["parking"])).status).toBe(200);
    await notifier.run();
    const mail = await smtp.waitForMessage(owner.email);
    expect(smtp.messages.indexOf(mail)).toBeGreaterThanOrEqual(before);
    const lines = mail.text.split(/\r?\n/);
    expect(lines.some((l) => /^Bcc:/i.test(l))).toBe(false);
    expect(lines).toContain("> Bcc: all@venue.example");
    expect(mail.subject).toContain("Lot C Bcc: all@venue.example");
    expect(mail.html).toBeDefined();
    expect(mail.html).not.toContain('<a href="https://evil.example');
    expect(mail.html).toContain("<br>&lt;a href=&quot;https://evil.example&quot;");
  });

  it("a single time reads as one sentence; a later accept is a notice of its own", async () => {
    const { showId, base, link } = await venueAnswers({ loadIn: "13:30" });
    expect((await accept(base, ["loadIn"])).status).toBe(200);
    expect(
      (await call(t, "PUT", `${link}/items/loadIn`, { json: { value: "15:00" } })).status,
    ).toBe(200);
    expect((await accept(base, ["loadIn"])).status).toBe(200);
    const mine = (await rowsFor(showId)).filter((r) => r.userId === owner.userId);
    expect(mine).toHaveLength(2);
    const titles = (await bellTitles(owner)).map((i) => i.title);
    expect(titles).toContain("Load-in for the show at Station 9 on May 2 is now 13:30");
    expect(titles).toContain("Load-in for the show at Station 9 on May 2 is now 15:00");
  });

  it("accepting only the settlement, or nothing that was proposed, tells nobody", async () => {
    const { showId, base } = await venueAnswers({ settlementWho: "Dana, box office" });
    expect((await accept(base, ["settlementWho"])).status).toBe(200);
    expect((await accept(base, ["doors"])).data.accepted).toBe(0);
    expect(await rowsFor(showId)).toEqual([]);
  });

  it("another workspace's show is a 404 and tells nobody", async () => {
    const { showId, base } = await venueAnswers({ loadIn: "12:00" });
    const res = await call(t, "POST", `${base}/accept`, {
      cookie: outsider.cookie,
      json: { keys: ["loadIn"] },
    });
    expect(res.status).toBe(404);
    expect(await rowsFor(showId)).toEqual([]);
  });
});
