import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  freshDatabase,
  request,
  signUpOn,
  startChildServer,
} from "../support/child-server";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";

/**
 * Issue 37, item 3, in the PostgreSQL pass (DATABASE_URL set): THREE server processes on one
 * database and a real SMTP server on loopback. Reminders that fell due while every server was
 * down, and one made due by a write on one of them, each arrive exactly once; a process killed
 * with SIGKILL in the middle of an SMTP DATA never leads to a second email (ADR 0024).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const HOUR = 3_600_000;

const started: ChildServer[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill("SIGKILL");
  for (const c of cleanups) await c();
});

async function start(env: NodeJS.ProcessEnv) {
  const s = await startChildServer({
    NOTIFY_POLL_MS: "100",
    ...env,
  });
  started.push(s);
  return s;
}

async function stop(s: ChildServer) {
  s.child.kill("SIGTERM");
  expect(await s.exited).toBe(0);
}

/** Waits (by condition, not by time) until `check` holds, or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function sql(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Holds of `workspaceId` expiring in `hours`, written straight into the database. */
async function insertHolds(
  url: string,
  workspaceId: string,
  count: number,
  hours: number,
  prefix: string,
) {
  const [tour] = await sql(
    url,
    "insert into tours (workspace_id, title) values ($1, $2) returning id",
    [workspaceId, `${prefix} run`],
  );
  for (let i = 0; i < count; i++) {
    const [venue] = await sql(
      url,
      "insert into venues (workspace_id, name) values ($1, $2) returning id",
      [workspaceId, `${prefix} Hall ${i}`],
    );
    await sql(
      url,
      `insert into tour_venues (workspace_id, tour_id, venue_id, performance_date, status, hold_rank, hold_expiry)
       values ($1, $2, $3, '2027-06-01'::date + $4::int, 'hold', 1, now() + make_interval(secs => $5::float8))`,
      [workspaceId, tour.id, venue.id, i, (hours * HOUR) / 1000],
    );
  }
  return tour.id as string;
}

async function person(server: ChildServer, url: string) {
  const { email, cookie } = await signUpOn(server);
  const [row] = await sql(url, `select id from "user" where email = $1`, [email.toLowerCase()]);
  return { email: email.toLowerCase(), cookie, userId: row.id as string };
}

const ids = (smtp: SmtpCapture) => smtp.messages.map((m) => m.headers["message-id"]);

describe.skipIf(!onPostgres)("notifications across three processes", () => {
  it("sends each reminder exactly once: those due while all were down, and one a write made due", async () => {
    const db = await freshDatabase(process.env.DATABASE_URL!);
    cleanups.push(db.drop);
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url };

    // The party, made on one server that is then stopped: an owner, two managers and crew.
    const first = await start(env);
    const owner = await person(first, db.url);
    const managers = [await person(first, db.url), await person(first, db.url)];
    const crew = await person(first, db.url);
    for (const [m, role] of [
      ...managers.map((m) => [m, "manager"] as const),
      [crew, "crew"] as const,
    ]) {
      await sql(
        db.url,
        "insert into workspace_members (workspace_id, user_id, role) values ($1, $2, $3)",
        [owner.userId, m.userId, role],
      );
    }
    await stop(first);

    // While every server is down, ten holds fall inside 48 hours and ten inside 24.
    await insertHolds(db.url, owner.userId, 10, 30, "Early");
    await insertHolds(db.url, owner.userId, 10, 20, "Late");
    const party = [owner, ...managers];
    const expected = 20 * party.length;

    const servers = await Promise.all([start(env), start(env), start(env)]);
    await until(() => smtp.messages.length >= expected, `${expected} emails`);

    // A hold made on the second server 30 hours before it expires goes out at once.
    const tour = await request(servers[1]!, "POST", "/api/tours", {
      cookie: owner.cookie,
      json: { title: "Live" },
    });
    const made = await request(servers[1]!, "POST", "/api/negotiations", {
      cookie: owner.cookie,
      json: {
        tourId: tour.data.id,
        show: {
          venueMode: "new",
          newVenue: { name: "Made Live Club" },
          performanceDate: "2027-08-01",
        },
        status: "hold",
        holdRank: 1,
        holdExpiry: new Date(Date.now() + 30 * HOUR).toISOString(),
      },
    });
    expect(made.status).toBe(201);
    await until(() => smtp.messages.length >= expected + party.length, "the live hold's emails");

    // Every process stops cleanly (each waits for its pass in flight): then count.
    for (const s of servers) await stop(s);
    const all = ids(smtp);
    expect(all).toHaveLength(expected + party.length);
    expect(new Set(all).size).toBe(all.length);
    for (const p of party) {
      const theirs = smtp.messages.filter((m) => m.envelopeTo.includes(p.email));
      expect(theirs).toHaveLength(21);
      expect(new Set(theirs.map((m) => m.subject)).size).toBe(21);
    }
    expect(smtp.messages.some((m) => m.envelopeTo.includes(crew.email))).toBe(false);
    const states = await sql(
      db.url,
      "select email_state, count(*)::int as n from notifications group by 1",
    );
    expect(states).toEqual([{ email_state: "sent", n: expected + party.length }]);
  }, 300_000);

  it("never sends a second email after a process is killed in the middle of the SMTP DATA", async () => {
    const db = await freshDatabase(process.env.DATABASE_URL!);
    cleanups.push(db.drop);
    const good = await startSmtpCapture();
    cleanups.push(() => good.close());
    // A mail server that accepts the envelope and then hangs in DATA: the send is in flight.
    let inData: () => void = () => {};
    const dataStarted = new Promise<void>((resolve) => {
      inData = resolve;
    });
    const stalling = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream) {
        stream.resume();
        inData();
      },
    });
    // The killed client's socket resets: expected here, not an error of the test.
    stalling.on("error", () => {});
    await new Promise<void>((r) => stalling.listen(0, "127.0.0.1", r));
    cleanups.push(() => new Promise((r) => stalling.close(() => r(undefined))));
    const port = (stalling.server.address() as { port: number }).port;

    const first = await start({ DATABASE_URL: db.url });
    const owner = await person(first, db.url);
    await stop(first);
    await insertHolds(db.url, owner.userId, 1, 30, "Stuck");

    const doomed = await start({ DATABASE_URL: db.url, SMTP_URL: `smtp://127.0.0.1:${port}` });
    await dataStarted;
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    const [stuck] = await sql(db.url, "select email_state, email_attempts from notifications");
    expect(stuck).toEqual({ email_state: "sending", email_attempts: 1 });

    // A healthy process takes over: it sends what comes due next, never the one in doubt.
    const heir = await start({ DATABASE_URL: db.url, SMTP_URL: good.url });
    await insertHolds(db.url, owner.userId, 1, 30, "Next");
    await request(heir, "POST", "/api/tours", { cookie: owner.cookie, json: { title: "nudge" } });
    await good.waitForMessage(owner.email, 60_000);
    await stop(heir);
    expect(good.messages.map((m) => m.subject)).toEqual([expect.stringContaining("Next Hall 0")]);
    const rows = await sql(db.url, "select email_state from notifications order by email_state");
    expect(rows).toEqual([{ email_state: "sending" }, { email_state: "sent" }]);
  }, 300_000);
});
