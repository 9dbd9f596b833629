import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_OPTIONS } from "@/server/db/client";
import { letTheLoopTurn } from "@/server/db/loop-turns";

/**
 * Counts the turns of the event loop while `work` runs: a timer that re-arms itself fires
 * once per turn that reaches the timers, and never while the thread stays in promise callbacks.
 */
async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    turns++;
    timer = setTimeout(tick, 0);
  };
  timer = setTimeout(tick, 0);
  // The timer's first turn may come before the work starts: count from the work's start.
  await new Promise((resolve) => setImmediate(resolve));
  const before = turns;
  try {
    await work();
  } finally {
    clearTimeout(timer);
  }
  return turns - before;
}

/** Statements one after another for at least `ms`, as a seed or an import's batches run. */
async function statementsFor(client: Pick<PGlite, "query">, ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) await client.query("select 1");
}

// The embedded engine only: PostgreSQL's answers come over a socket.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  "the embedded database and the event loop",
  () => {
    const opened: PGlite[] = [];
    let migrated: Blob;
    beforeAll(async () => {
      migrated = new Blob([await fs.promises.readFile(process.env.TRIBE_CLUSTER_TEMPLATE ?? "")]);
    });
    afterAll(() => Promise.all(opened.map((c) => c.close())));
    const open = async (turns: boolean) => {
      const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: migrated });
      if (turns) letTheLoopTurn(client);
      await client.waitReady;
      opened.push(client);
      return client;
    };

    it("lets other work in during a long run of statements, in a transaction too", async () => {
      // Bare PGlite: its answers are resolved promises, so 200 ms of statements hold the loop.
      const bare = await open(false);
      expect(await turnsDuring(() => statementsFor(bare, 200))).toBe(0);

      // As the server opens it: the loop turns whenever 20 ms of statements went by without one.
      const client = await open(true);
      expect(await turnsDuring(() => statementsFor(client, 200))).toBeGreaterThan(0);
      expect(
        await turnsDuring(() => client.transaction((tx) => statementsFor(tx, 200))),
      ).toBeGreaterThan(0);
    });

    it("keeps a transaction's statements its own while others wait their turn", async () => {
      const client = await open(true);
      await client.exec("create table turns (n int)");
      const inside = client.transaction(async (tx) => {
        for (let n = 1; n <= 300; n++) await tx.query("insert into turns values ($1)", [n]);
        return (await tx.query<{ count: number }>("select count(*)::int as count from turns"))
          .rows[0]?.count;
      });
      // Asked while the transaction runs: answered after it, never seeing half of it.
      const outside = client.query<{ count: number }>("select count(*)::int as count from turns");
      expect(await inside).toBe(300);
      expect((await outside).rows[0]?.count).toBe(300);
    });
  },
);
