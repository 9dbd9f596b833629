import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  freshDatabase,
  request,
  signUpOn,
  startChildServer,
  startWriters,
} from "../support/child-server";

/**
 * Gate 3 (issue 11): a server process killed with SIGKILL while 8 clients write; after a
 * restart on the same data every write it acknowledged is there. On PGlite (a data folder)
 * in `npm test`, and on PostgreSQL (a fresh database on DATABASE_URL) in its CI pass.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function killedMidWrite(env: NodeJS.ProcessEnv) {
  const first = await startChildServer(env);
  cleanups.push(() => first.child.kill("SIGKILL"));
  const { cookie } = await signUpOn(first);
  const writers = startWriters(first, cookie, 8);
  // Let them write, then pull the plug without warning.
  while (writers.acknowledged.length < 40) await new Promise((r) => setTimeout(r, 50));
  first.child.kill("SIGKILL");
  await first.exited;
  await writers.stop();
  const acknowledged = [...writers.acknowledged];

  const second: ChildServer = await startChildServer(env);
  cleanups.push(() => second.child.kill("SIGKILL"));
  const res = await request(second, "GET", "/api/tours", { cookie });
  expect(res.status).toBe(200);
  const stored = new Set((res.data as { title: string }[]).map((t) => t.title));
  const lost = acknowledged.filter((title) => !stored.has(title));
  expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);
  second.child.kill("SIGTERM");
  await second.exited;
  return acknowledged.length;
}

describe("durability after SIGKILL", () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "on the embedded database: every acknowledged write survives",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-durable-"));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const n = await killedMidWrite({ DATA_DIR: dataDir });
      console.log(`durability (PGlite): ${n} acknowledged writes, all there after SIGKILL`);
    },
    400_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "on PostgreSQL: every acknowledged write survives",
    async () => {
      const db = await freshDatabase(process.env.DATABASE_URL!);
      cleanups.push(db.drop);
      const n = await killedMidWrite({ DATABASE_URL: db.url });
      console.log(`durability (PostgreSQL): ${n} acknowledged writes, all there after SIGKILL`);
    },
    400_000,
  );
});
