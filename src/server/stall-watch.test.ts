import { afterEach, describe, expect, it } from "vitest";
import { type Stall, StallWatch } from "./stall-watch";

/** Holds the thread, as a long synchronous statement or layout would. */
const holdThread = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs
  }
};
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 30));

let watch: StallWatch | undefined;
afterEach(() => watch?.stop());

describe("the stall watch", () => {
  it("names the request that held the thread, even when it ended right after", async () => {
    const stalls: Stall[] = [];
    watch = new StallWatch((s) => stalls.push(s), { tickMs: 10, thresholdMs: 100 });
    watch.start();
    const quiet = watch.begin("GET /api/health");
    quiet();
    await nextTick();
    const end = watch.begin("POST /api/imports/shows");
    holdThread(300);
    end();
    await nextTick();
    // The machine may add a gap of its own elsewhere; the one the import made names it alone.
    const held = stalls.filter((s) => s.blockedMs >= 250);
    expect(held.map((s) => s.during)).toEqual([["POST /api/imports/shows"]]);
  });
});
