import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nextDigestAt } from "@/domain/notifications/delivery";
import { backgroundJob, type PassScope } from "@/server/background-job";
import { deleteAbandonedGuests } from "@/server/db/queries/account/accounts";
import { scheduleNotifications } from "@/server/db/queries/notifications/schedule";
import { negotiationEvents, notificationSettings, notifications } from "@/server/db/schema";
import { createMailer } from "@/server/mail/mailer";
import { createNotifier, type Notifier } from "@/server/notifications/notifier";
import { signUnsubscribe } from "@/server/notifications/unsubscribe-token";
import { type Account, call, signInAsGuest, signUp } from "../support/client";
import { memberOf } from "../support/members";
import { mailbox, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, TEST_SECRET, type TestApp } from "../support/test-app";

const HOUR = 3_600_000;
const BASE = "https://tribe.example.com";

let smtp: SmtpCapture;
let t: TestApp;
let notifier: Notifier;
let owner: Account;
let crew: Account;
let other: Account;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const logger = pino({ level: "silent" });
  const mailer = createMailer({ smtpUrl: smtp.url, logger });
  t = await startTestApp({ mailer, logger });
  // The same jobs the server runs, driven by the test: one pass = schedule + send.
  notifier = createNotifier({
    db: t.database.db,
    mailer,
    logger,
    baseUrl: BASE,
    secret: TEST_SECRET,
    pollMs: 60_000,
  });
  owner = await signUp(t, { email: mailbox("owner") });
  crew = await memberOf(t, owner.workspaceId, "crew", { email: mailbox("crew") });
  other = await signUp(t);
});
afterAll(async () => {
  await notifier?.stop();
  await t?.close();
  await smtp?.close();
});

async function holdExpiringIn(hours: number, venue: string, who = () => owner) {
  const tour = await call(t, "POST", "/api/tours", {
    cookie: who().cookie,
    json: { title: `Run ${venue}` },
  });
  const res = await call(t, "POST", "/api/negotiations", {
    cookie: who().cookie,
    json: {
      tourId: tour.data.id,
      show: { venueMode: "new", newVenue: { name: venue }, performanceDate: "2027-06-15" },
      status: "hold",
      holdRank: 1,
      holdExpiry: new Date(Date.now() + hours * HOUR).toISOString(),
    },
  });
  expect(res.status).toBe(201);
  return res.data.negotiation as { id: string; tourId: string };
}

const bell = (who: Account) => call(t, "GET", "/api/notifications", { cookie: who.cookie });

describe("a reminder whose time has come when its cause is made", () => {
  it("is in the owner's bell and mailed at once, once, with a one-click unsubscribe", async () => {
    await holdExpiringIn(30, "The Lantern");
    await notifier.run();
    await notifier.run();
    const list = await bell(owner);
    expect(list.status).toBe(200);
    const item = list.data.items.find((i: { title: string }) => i.title.includes("The Lantern"));
    expect(item).toMatchObject({
      kind: "hold-expiring",
      read: false,
      link: "/dashboard/hcc-manager",
    });
    expect(item.title).toMatch(/expires within 48 hours/);
    expect(list.data.unread).toBeGreaterThanOrEqual(1);

    const mail = await smtp.waitForMessage(owner.email);
    expect(mail.subject).toMatch(/The Lantern.*expires within 48 hours/);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<https:\/\/tribe\.example\.com\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(mail.headers["message-id"]).toMatch(/^<[0-9a-f]{40}@tribe\.example\.com>$/);
    const copies = smtp.messages.filter(
      (m) => m.headers["message-id"] === mail.headers["message-id"],
    );
    expect(copies).toHaveLength(1);
  });

  it("is not for crew (holds are the managers'), and another account sees none of it", async () => {
    expect(
      (await bell(crew)).data.items.filter((i: { kind: string }) => i.kind === "hold-expiring"),
    ).toEqual([]);
    expect((await bell(other)).data).toEqual({ unread: 0, items: [] });
    expect(smtp.messages.some((m) => m.envelopeTo.includes(crew.email.toLowerCase()))).toBe(false);
  });
});

describe("what a write's nudge looks at (issue 49)", () => {
  const titles = async (who: Account) =>
    (await bell(who)).data.items.map((i: { title: string }) => i.title).join("\n");

  it("stores what one workspace's write made due, and everyone else's at the poll", async () => {
    await holdExpiringIn(30, "Nudged Hall", () => other);
    await holdExpiringIn(30, "Polled Hall");
    await notifier.run(other.workspaceId);
    expect(await titles(other)).toContain("Nudged Hall");
    expect(await titles(owner)).not.toContain("Polled Hall");
    await notifier.run();
    expect(await titles(owner)).toContain("Polled Hall");
  });

  it("stores in one pass what writes in several workspaces made due, and nobody else's", async () => {
    const third = await signUp(t);
    await holdExpiringIn(30, "First Batch Hall", () => other);
    await holdExpiringIn(30, "Second Batch Hall", () => third);
    await holdExpiringIn(30, "Unwritten Hall");
    await scheduleNotifications(t.database.db, new Date(), false, [
      other.workspaceId,
      third.workspaceId,
    ]);
    expect(await titles(other)).toContain("First Batch Hall");
    expect(await titles(third)).toContain("Second Batch Hall");
    expect(await titles(owner)).not.toContain("Unwritten Hall");
  });

  it("gathers the nudges of writes made within its window into one pass", async () => {
    const passes: PassScope[] = [];
    let release = () => {};
    const job = backgroundJob(
      async (_stopped, scope) => {
        passes.push(scope);
        // The first pass stays under way until released, as a slow one would.
        if (passes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      HOUR,
      { gatherMs: 250 },
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      job.nudge("a");
      job.nudge("b");
      await vi.advanceTimersByTimeAsync(249);
      expect(passes).toEqual([]);
      job.nudge("a");
      await vi.advanceTimersByTimeAsync(1);
      expect(passes).toEqual([new Set(["a", "b"])]);

      // Asked for while that pass is under way: the next pass, after the window, has them all.
      job.nudge("c");
      job.nudge("d");
      await vi.advanceTimersByTimeAsync(250);
      expect(passes).toHaveLength(1);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(passes).toEqual([new Set(["a", "b"]), new Set(["c", "d"])]);

      // Stopped: a nudge waiting in the window makes no pass.
      job.nudge("e");
      await job.stop();
      await vi.advanceTimersByTimeAsync(250);
      expect(passes).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is the workspace the write was made in; signing up or in asks for nothing", async () => {
    const passes: PassScope[] = [];
    const job = backgroundJob(async (_stopped, scope) => {
      passes.push(scope);
    }, HOUR);
    const app = await startTestApp({ notifier: job });
    try {
      const artist = await signUp(app, { password: "correct-horse-battery" });
      const signIn = await call(app, "POST", "/api/auth/sign-in/email", {
        json: { email: artist.email, password: "correct-horse-battery" },
      });
      expect(signIn.status).toBe(200);
      await call(app, "POST", "/api/tours", { cookie: artist.cookie, json: { title: "Nudged" } });
      // The nudge runs its pass on the next turn of the event loop.
      const settled = async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await job.run("settled");
      };
      await settled();
      expect(passes).toEqual([new Set([artist.workspaceId]), new Set(["settled"])]);

      // Accepting an invitation writes in the workspace joined, not the joiner's own: the
      // inviter's "accepted" notice is stored at once, not at the next poll.
      const invited = await signUp(app);
      const made = await call(app, "POST", "/api/team/invitations", {
        cookie: artist.cookie,
        json: { email: invited.email, role: "crew" },
      });
      await settled();
      passes.length = 0;
      const token = new URL(made.data.link).pathname.split("/").pop();
      const accepted = await call(app, "POST", `/api/invitations/${token}/accept`, {
        cookie: invited.cookie,
        json: {},
      });
      expect(accepted.status).toBe(200);
      await settled();
      expect(passes).toEqual([new Set([artist.workspaceId]), new Set(["settled"])]);
      await job.stop();
    } finally {
      await app.close();
    }
  });
});

describe("reading", () => {
  it("marks one read, then all; another person's id is a 404 and changes nothing", async () => {
    await holdExpiringIn(20, "Blue Door");
    await notifier.run();
    const before = await bell(owner);
    const [first] = before.data.items;
    // Another account, and a fellow member of the same workspace, are refused the same way.
    for (const stranger of [other, crew]) {
      const res = await call(t, "POST", `/api/notifications/${first.id}/read`, {
        cookie: stranger.cookie,
      });
      expect(res.status).toBe(404);
    }
    expect(
      (await call(t, "POST", `/api/notifications/${first.id}/read`, { cookie: other.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await call(t, "POST", "/api/notifications/not-an-id/read", { cookie: owner.cookie })).status,
    ).toBe(404);
    expect((await bell(owner)).data.unread).toBe(before.data.unread);

    expect(
      (await call(t, "POST", `/api/notifications/${first.id}/read`, { cookie: owner.cookie }))
        .status,
    ).toBe(200);
    expect((await bell(owner)).data.unread).toBe(before.data.unread - 1);
    expect(
      (await call(t, "POST", "/api/notifications/read-all", { cookie: owner.cookie })).status,
    ).toBe(200);
    const after = await bell(owner);
    expect(after.data.unread).toBe(0);
    expect(after.data.items.every((i: { read: boolean }) => i.read)).toBe(true);
  });
});

describe("settings", () => {
  it("lists every kind on both channels, says mail is on, and keeps the zone", async () => {
    const res = await call(t, "GET", "/api/notifications/settings", { cookie: crew.cookie });
    expect(res.data.mailConfigured).toBe(true);
    expect(res.data.settings).toContainEqual({
      kind: "day-times-changed",
      channel: "email",
      enabled: true,
    });
    const put = await call(t, "PUT", "/api/notifications/settings", {
      cookie: crew.cookie,
      json: {
        timeZone: "Europe/Berlin",
        settings: [{ kind: "day-times-changed", channel: "email", enabled: false }],
      },
    });
    expect(put.status).toBe(200);
    expect(put.data.timeZone).toBe("Europe/Berlin");
    expect(put.data.settings).toContainEqual({
      kind: "day-times-changed",
      channel: "email",
      enabled: false,
    });
  });

  it("refuses a kind or channel that does not exist, and a zone that is not one: 400, nothing changed", async () => {
    const put = (json: unknown) =>
      call(t, "PUT", "/api/notifications/settings", { cookie: crew.cookie, json });
    for (const json of [
      { settings: [{ kind: "weather", channel: "email", enabled: false }] },
      { settings: [{ kind: "hold-expiring", channel: "sms", enabled: false }] },
      { timeZone: "Mars/Olympus" },
      { settings: [{ kind: "hold-expiring", channel: "app", enabled: false }], extra: 1 },
    ]) {
      const res = await put(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.data.error.code).toBe("validation");
    }
    const now = await call(t, "GET", "/api/notifications/settings", { cookie: crew.cookie });
    expect(now.data.timeZone).toBe("Europe/Berlin");
    expect(now.data.settings.filter((s: { enabled: boolean }) => !s.enabled)).toEqual([
      { kind: "day-times-changed", channel: "email", enabled: false },
    ]);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("switches that kind's email off once; an altered or reused token is a 4xx and changes nothing", async () => {
    await holdExpiringIn(40, "Red Room");
    await notifier.run();
    const mail = await smtp.waitForMessage(owner.email);
    const url = new URL(/^<(.+)>$/.exec(mail.headers["list-unsubscribe"]!)![1]!);
    const path = `${url.pathname}${url.search}`;
    const onePost = (p: string) =>
      t.app.request(`http://localhost:3000${p}`, {
        method: "POST",
        // As a mail provider posts it: a form body, no Origin of ours, no cookie.
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://mail.example.net",
        },
        body: "List-Unsubscribe=One-Click",
      });
    const altered = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const bad = await onePost(altered);
    expect(bad.status).toBe(400);
    const offRows = () =>
      t.database.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, owner.userId));
    expect(await offRows()).toEqual([]);

    const page = await t.app.request(`http://localhost:3000${path}`);
    expect(page.status).toBe(200);
    // The page says what the button switches off before anyone presses it.
    expect(await page.text()).toContain("A hold expiring");
    expect(await offRows()).toEqual([]);

    const ok = await onePost(path);
    expect(ok.status).toBe(200);
    expect(await offRows()).toEqual([
      { userId: owner.userId, kind: "hold-expiring", channel: "email" },
    ]);
    const again = await onePost(path);
    expect(again.status).toBe(410);
    expect(await offRows()).toHaveLength(1);

    // The bell still tells; the email does not.
    await holdExpiringIn(10, "Quiet Hall");
    await notifier.run();
    const rows = await t.database.db
      .select({ emailState: notifications.emailState, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, owner.userId));
    const quiet = rows.find((r) => r.params.at?.venue === "Quiet Hall");
    expect(quiet?.emailState).toBe("off");
  });
});

describe("an unsubscribe link whose notification was deleted with its account", () => {
  it("says so, not that it was already used, on the page and when posted", async () => {
    const guest = await signInAsGuest(t);
    await notifier.run();
    const [row] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, guest.userId))
      .limit(1);
    expect(row).toBeDefined();
    const path = `/api/notifications/unsubscribe?token=${signUnsubscribe(TEST_SECRET, row!.id, "kind")}`;
    // The demo's clean-up, a month on: the guest goes, and their notifications with them.
    expect(
      await deleteAbandonedGuests(t.database.db, new Date(Date.now() + 40 * 24 * HOUR)),
    ).toBeGreaterThan(0);

    const page = await t.app.request(`http://localhost:3000${path}`);
    expect(page.status).toBe(410);
    const posted = await t.app.request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(410);
    const { error } = (await posted.json()) as { error: { message: string } };
    expect(error.message).not.toMatch(/already used/);
    expect(error.message).toMatch(/has been removed/);
    expect(await page.text()).toMatch(/has been removed/);
  });
});

describe("notices a write raises", () => {
  it("tells everyone on the day when its times change (not for notes), once per quarter hour", async () => {
    const show = await holdExpiringIn(200, "Times Hall");
    const sheet = `/api/tours/${show.tourId}/day-sheets/${show.id}`;
    const times = (who: Account) =>
      bell(who).then((r) =>
        r.data.items.filter((i: { kind: string }) => i.kind === "day-times-changed"),
      );
    expect(
      (await call(t, "PUT", sheet, { cookie: crew.cookie, json: { notes: "Bring ear plugs" } }))
        .status,
    ).toBe(200);
    expect(await times(owner)).toEqual([]);
    expect(
      (await call(t, "PUT", sheet, { cookie: crew.cookie, json: { doors: "19:00" } })).status,
    ).toBe(200);
    expect(
      (await call(t, "PUT", sheet, { cookie: crew.cookie, json: { doors: "19:30" } })).status,
    ).toBe(200);
    for (const who of [owner, crew]) {
      const got = await times(who);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({
        link: `/dashboard/logistics/day-sheet/${show.tourId}/${show.id}`,
      });
    }
  });

  it("tells a removed member, in their own bell, after they are out", async () => {
    const leaving = await memberOf(t, owner.workspaceId, "artist");
    expect(
      (await call(t, "DELETE", `/api/team/members/${leaving.userId}`, { cookie: owner.cookie }))
        .status,
    ).toBe(200);
    const list = await bell(leaving);
    expect(list.data.items).toEqual([
      expect.objectContaining({ kind: "member-removed", read: false }),
    ]);
    expect(list.data.items[0].title).toMatch(/^You were removed from /);
  });
});

describe("Today", () => {
  it("opens on the day's show, or the next one, with what waits for the person; refuses a bad date", async () => {
    const tour = await call(t, "POST", "/api/tours", {
      cookie: owner.cookie,
      json: { title: "Today run" },
    });
    const made = await call(t, "POST", "/api/negotiations", {
      cookie: owner.cookie,
      json: {
        tourId: tour.data.id,
        show: { venueMode: "new", newVenue: { name: "Today Club" }, performanceDate: "2098-07-04" },
        status: "confirmed",
      },
    });
    expect(made.status).toBe(201);
    const onTheDay = await call(t, "GET", "/api/today?date=2098-07-04", { cookie: crew.cookie });
    expect(onTheDay.status).toBe(200);
    expect(onTheDay.data).toMatchObject({ date: "2098-07-04", showDay: true });
    expect(onTheDay.data.daySheet.show.venueName).toBe("Today Club");
    // Crew read it in their shape: the show's money is hidden.
    expect(onTheDay.data.daySheet.show.showMoney).toEqual({ hidden: true });
    const before = await call(t, "GET", "/api/today?date=2098-07-01", { cookie: crew.cookie });
    expect(before.data).toMatchObject({
      showDay: false,
      daySheet: { show: { venueName: "Today Club" } },
    });
    expect(
      (await call(t, "GET", "/api/today?date=2098-13-01", { cookie: crew.cookie })).status,
    ).toBe(400);
  });
});

describe("the daily digest", () => {
  it("waits for 08:00 in the person's zone, then goes out once with every waiting item", async () => {
    const show = await holdExpiringIn(300, "Digest Dome");
    for (let i = 0; i < 2; i++) {
      await t.database.db.insert(negotiationEvents).values({
        workspaceId: owner.workspaceId,
        showId: show.id,
        action: "promote",
        note: "Now the 1st hold",
        actor: "System",
      });
    }
    await notifier.run();
    const waiting = await t.database.db
      .select({ emailState: notifications.emailState, emailAt: notifications.emailAt })
      .from(notifications)
      .where(eq(notifications.kind, "hold-promoted"));
    const mine = waiting.filter((w) => w.emailState === "digest");
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const eight = nextDigestAt(new Date(), "UTC");
    expect(mine.every((w) => w.emailAt.getTime() === eight.getTime())).toBe(true);
    const before = smtp.messages.length;

    // The same jobs an hour after that 08:00.
    const logger = pino({ level: "silent" });
    const later = createNotifier({
      db: t.database.db,
      mailer: createMailer({ smtpUrl: smtp.url, logger }),
      logger,
      baseUrl: BASE,
      secret: TEST_SECRET,
      pollMs: 60_000,
      now: () => new Date(eight.getTime() + 3_600_000),
    });
    await later.run();
    await later.run();
    const digests = smtp.messages
      .slice(before)
      .filter((m) => m.subject.startsWith("Your Tribe digest"));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.envelopeTo).toEqual([owner.email.toLowerCase()]);
    // Both moves, one line each, in one email.
    expect(digests[0]!.text.match(/Digest Dome.*moved up/g)).toHaveLength(2);
    expect(digests[0]!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    await later.stop();
  });
});

describe("who is mailed, decided when the mail is sent (issue 46)", () => {
  const notifierAt = (at: Date) => {
    const logger = pino({ level: "silent" });
    return createNotifier({
      db: t.database.db,
      mailer: createMailer({ smtpUrl: smtp.url, logger }),
      logger,
      baseUrl: BASE,
      secret: TEST_SECRET,
      pollMs: 60_000,
      now: () => at,
    });
  };
  const mailTo = (who: Account) =>
    smtp.messages.filter((m) => m.envelopeTo.includes(who.email.toLowerCase()));
  const stateOf = async (id: string) =>
    (
      await t.database.db
        .select({ emailState: notifications.emailState })
        .from(notifications)
        .where(eq(notifications.id, id))
    )[0]?.emailState;

  it("a manager turned crew before 08:00 gets no deposit reminder; a removed member only the removal", async () => {
    const eight = nextDigestAt(new Date(Date.now() + 2 * HOUR), "UTC");
    const manager = await memberOf(t, owner.workspaceId, "manager", { email: mailbox("mgr") });
    const leaving = await memberOf(t, owner.workspaceId, "manager", { email: mailbox("leaving") });
    // What the scheduler stored while both were managers: a money kind for the digest, and
    // a day's new times to be mailed at once (due after the removal below).
    const [deposit] = await t.database.db
      .insert(notifications)
      .values({
        workspaceId: owner.workspaceId,
        userId: manager.userId,
        kind: "deposit-due",
        subjectId: crypto.randomUUID(),
        dueAt: new Date(),
        params: { show: "the show at Digest Hall on 21 Dec" },
        emailState: "digest",
        emailAt: eight,
      })
      .returning({ id: notifications.id });
    const [times] = await t.database.db
      .insert(notifications)
      .values({
        workspaceId: owner.workspaceId,
        userId: leaving.userId,
        kind: "day-times-changed",
        subjectId: crypto.randomUUID(),
        dueAt: new Date(),
        params: { show: "the show at Gone Hall on 22 Dec" },
        emailState: "pending",
        emailAt: eight,
      })
      .returning({ id: notifications.id });

    const put = await call(t, "PUT", `/api/team/members/${manager.userId}`, {
      cookie: owner.cookie,
      json: { role: "crew" },
    });
    expect(put.status).toBe(200);
    const removed = await call(t, "DELETE", `/api/team/members/${leaving.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);

    const later = notifierAt(new Date(eight.getTime() + HOUR));
    await later.run();
    await later.stop();
    expect(mailTo(manager)).toEqual([]);
    expect(await stateOf(deposit!.id)).toBe("off");
    // The removal itself reaches them; the day they are no longer part of does not.
    const toLeaving = mailTo(leaving);
    expect(toLeaving.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^You were removed from /),
    ]);
    expect(await stateOf(times!.id)).toBe("off");
  });

  it("never mails a demo guest's placeholder, the demo's sample people, or a reserved domain", async () => {
    const before = smtp.messages.length;
    const guest = await signInAsGuest(t);
    const documented = await memberOf(t, owner.workspaceId, "manager"); // …@example.com
    const reachable = await memberOf(t, owner.workspaceId, "manager", { email: mailbox("mgr") });
    await holdExpiringIn(30, "Nowhere Hall");
    await notifier.run();
    // The demo's holds come due for the guest and its sample manager: rows, but no mail.
    const demoRows = await t.database.db
      .select({ emailState: notifications.emailState })
      .from(notifications)
      .where(eq(notifications.workspaceId, guest.workspaceId));
    expect(demoRows.length).toBeGreaterThan(0);
    expect(demoRows.every((r) => r.emailState === "off" || r.emailState === "digest")).toBe(true);
    const sent = smtp.messages.slice(before).flatMap((m) => m.envelopeTo);
    expect(sent).toContain(reachable.email.toLowerCase());
    expect(sent.filter((to) => /\.invalid$|@example\.(com|net|org)$/.test(to))).toEqual([]);
    expect(mailTo(documented)).toEqual([]);
  });
});
