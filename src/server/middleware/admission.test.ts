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
    while (!gates.has(id)) await new Promise((r) => setTimeout(r, 1));
    gates.get(id)!();
  };
  return { app, started, open };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("admission", () => {
  it("lets at most maxInFlight requests work at once; the rest start in arrival order", async () => {
    const { app, started, open } = gatedApp(2);
    const responses = ["a", "b", "c", "d"].map((id) => app.request(`/${id}`));
    await tick();
    expect(started).toEqual(["a", "b"]);
    await open("b");
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    await open("a");
    await tick();
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
});
