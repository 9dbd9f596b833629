import { afterAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  freshDatabase,
  request,
  signUpOn,
  startChildServer,
  startWriters,
} from "../support/child-server";
import { canRunOwnPostgres, startOwnPostgres } from "../support/own-postgres";

/**
 * Gates 4 and 5 (issue 11), in the PostgreSQL pass only (DATABASE_URL set): they need a real
 * server, and gate 4 stops one — its own, started in a temp folder, never the shared one.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});
const started = async (env: NodeJS.ProcessEnv) => {
  const server = await startChildServer(env);
  cleanups.push(() => server.child.kill("SIGKILL"));
  return server;
};

async function healthStatus(server: ChildServer) {
  return (await fetch(`${server.url}/api/health`).catch(() => undefined))?.status ?? 0;
}

describe.skipIf(!onPostgres || !canRunOwnPostgres())("PostgreSQL restart under load", () => {
  it("answers 503 while the database is gone, recovers by itself within 5 s, loses no acknowledged write", async () => {
    const pg = await startOwnPostgres();
    cleanups.push(() => pg.destroy());
    const server = await started({ DATABASE_URL: pg.url });
    const { cookie } = await signUpOn(server);
    const writers = startWriters(server, cookie, 8);
    while (writers.acknowledged.length < 30) await new Promise((r) => setTimeout(r, 50));

    pg.stop();
    expect(await healthStatus(server), server.output().slice(-3000)).toBe(503);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await healthStatus(server)).toBe(503);

    pg.start();
    const back = Date.now();
    while ((await healthStatus(server)) !== 200) {
      expect(Date.now() - back, "service back within 5 s of PostgreSQL").toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const recoveredInMs = Date.now() - back;
    // Writes go through again, then every acknowledged one is checked.
    const before = writers.acknowledged.length;
    const until = Date.now() + 5000;
    while (writers.acknowledged.length < before + 20 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await writers.stop();
    expect(writers.acknowledged.length).toBeGreaterThanOrEqual(before + 20);
    const res = await request(server, "GET", "/api/tours", { cookie });
    const stored = new Set((res.data as { title: string }[]).map((t) => t.title));
    expect(writers.acknowledged.filter((t) => !stored.has(t))).toEqual([]);
    console.log(
      `PostgreSQL restart: back ${recoveredInMs} ms after PostgreSQL, ${writers.acknowledged.length} acknowledged writes kept, ${writers.failures()} refused while it was down`,
    );
  }, 400_000);
});

describe.skipIf(!onPostgres)("three app processes on one PostgreSQL", () => {
  it("share sessions, sign-out (at once on every process) and the sign-in rate limit", async () => {
    const db = await freshDatabase(process.env.DATABASE_URL!);
    cleanups.push(db.drop);
    const env = { DATABASE_URL: db.url, AUTH_RATE_LIMIT_MAX: "3" };
    // One first (it migrates), then two more beside it.
    const one = await started(env);
    const [two, three] = await Promise.all([started(env), started(env)]);
    const all = [one, two, three];

    const { email, cookie } = await signUpOn(one);
    for (const server of all) {
      expect((await request(server, "GET", "/api/profile", { cookie })).status).toBe(200);
    }

    // Signed out on one: the others, which have it cached, refuse it at once.
    expect((await request(two, "POST", "/api/auth/sign-out", { cookie, json: {} })).status).toBe(
      200,
    );
    for (const server of all) {
      expect((await request(server, "GET", "/api/profile", { cookie })).status).toBe(401);
    }

    // Wrong passwords from one client, spread over the three: the fourth is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request(all[i % 3]!, "POST", "/api/auth/sign-in/email", {
        json: { email, password: "wrong-password-1" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  }, 400_000);
});
