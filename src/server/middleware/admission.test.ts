import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { admission } from "./admission";

/** An app whose requests each wait for the test to let them finish. */
function gatedApp(maxInFlight: number) {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const app = new Hono<AppEnv>().use(admission(maxInFlight)).get("/:id", async (c) => {
    const id = c.req.param("id");
    started.push(id);
    await new Promise<void>((resolve) => gates.set(id, resolve));
    return c.text(id);
  });
  const open = async (id: string) => {
    await until(() => gates.has(id));
    gates.get(id)!();
  };
  return { app, started, open };
}

/**
 * Counted in turns of the event loop, not in milliseconds: the middleware starts at most one
 * request per turn, so a handful of turns with nothing new started proves nothing was due,
 * however slow the machine is (a 5 ms timer once fired before the second start on a busy CI).
 */
const turns = async (count = 10) => {
  for (let i = 0; i < count; i++) await new Promise((r) => setImmediate(r));
};
const until = async (done: () => boolean) => {
  while (!done()) await turns(1);
};

describe("admission", () => {
  it("lets at most maxInFlight requests work at once; the rest start in arrival order", async () => {
    const { app, started, open } = gatedApp(2);
    const responses = ["a", "b", "c", "d"].map((id) => app.request(`/${id}`));
    await until(() => started.length >= 2);
    await turns();
    expect(started).toEqual(["a", "b"]);
    await open("b");
    await until(() => started.length >= 3);
    await turns();
    expect(started).toEqual(["a", "b", "c"]);
    await open("a");
    await until(() => started.length >= 4);
    expect(started).toEqual(["a", "b", "c", "d"]);
    await open("c");
    await open("d");
    expect(await Promise.all(responses.map(async (r) => (await r).text()))).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("frees the slot of a request that failed", async () => {
    const app = new Hono<AppEnv>()
      .use(admission(1))
      .get("/fail", () => {
        throw new Error("boom");
      })
      .get("/ok", (c) => c.text("ok"));
    expect((await app.request("/fail")).status).toBe(500);
    expect(await (await app.request("/ok")).text()).toBe("ok");
  });

  it("gives the event loop back between requests once a turn's budget is spent", async () => {
    // Each turn of the loop gets a number; handlers answer at once, as an embedded-database
    // query does (it runs on this thread).
    let turn = 0;
    let ticking = true;
    const tickTurns = () => {
      turn++;
      if (ticking) setImmediate(tickTurns);
    };
    setImmediate(tickTurns);
    const startedIn = (budgetMs: number) => {
      const turns: number[] = [];
      const app = new Hono<AppEnv>().use(admission(4, budgetMs)).get("/", (c) => {
        turns.push(turn);
        return c.text("ok");
      });
      return { turns, all: Promise.all([1, 2, 3].map(() => app.request("/"))) };
    };
    const spent = startedIn(0);
    await spent.all;
    const generous = startedIn(60_000);
    await generous.all;
    ticking = false;
    // No budget: one request per turn, the sockets polled between them.
    expect(new Set(spent.turns).size).toBe(3);
    // Budget left: a request that ends hands its slot straight on, in the same turn.
    expect(new Set(generous.turns).size).toBe(1);
  });
});
