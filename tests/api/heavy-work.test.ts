import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { HEAVY_NICE } from "@/server/heavy/below-requests";
import { HeavySlots, WORKSPACE_BUSY_MESSAGE } from "@/server/heavy/slots";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { RATED_CURRENCIES, rateHistoryCsv } from "../support/rate-history";

/**
 * Issue 49: heavy work never stalls the server. A rate history is read in a worker thread
 * and stored in short statements, so others are answered while it loads; past a workspace's
 * cap of heavy jobs the next one answers 429 at once.
 */
const slots = new HeavySlots();
const s = setupApiSuite({ heavySlots: slots });
const encoder = new TextEncoder();
const DAYS = 600;

describe("a big rate upload does not hold up the server", () => {
  it("answers /api/health and /api/overview while the history is still being stored", async () => {
    let stored = false;
    const upload = call(s.t, "POST", "/api/currency/uploaded", {
      cookie: s.a.cookie,
      raw: encoder.encode(rateHistoryCsv(DAYS)),
    }).then((res) => {
      stored = true;
      return res;
    });
    // Until the first days show: the load has begun (one transaction would show none before
    // the last, and hold every other query until then).
    for (;;) {
      const { data } = await call(s.t, "GET", "/api/currency", { cookie: s.a.cookie });
      if (data.uploaded.days > 0) break;
      expect(stored).toBe(false);
    }
    for (let i = 0; i < 3; i++) {
      expect((await call(s.t, "GET", "/api/health")).status).toBe(200);
      expect((await call(s.t, "GET", "/api/overview", { cookie: s.b.cookie })).status).toBe(200);
    }
    expect(stored).toBe(false);

    const res = await upload;
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ days: DAYS, rates: DAYS * RATED_CURRENCIES.length });
    const { data } = await call(s.t, "GET", "/api/currency", { cookie: s.a.cookie });
    expect(data.uploaded).toMatchObject({ days: DAYS, last: "2026-11-03" });
  });
});

describe("a cap on heavy jobs per workspace", () => {
  const upload = (cookie: string) =>
    call(s.t, "POST", "/api/currency/uploaded", {
      cookie,
      raw: encoder.encode("Date,USD\n2026-11-03,1.0856\n"),
    });

  it("answers 429 past the workspace's cap, before reading the file; others go on", async () => {
    const held: (() => void)[] = [];
    for (;;) {
      const slot = slots.take(s.a.workspaceId);
      if ("busy" in slot) break;
      held.push(slot.release);
    }
    expect(held.length).toBeGreaterThan(0);

    const refused = await upload(s.a.cookie);
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({
      error: { code: "rate_limited", message: WORKSPACE_BUSY_MESSAGE },
    });
    // A spreadsheet import is heavy work too (read in a worker thread).
    const preview = await call(s.t, "POST", "/api/imports/shows/preview", {
      cookie: s.a.cookie,
      raw: encoder.encode("Show Date,Venue,City\n2027-03-01,The Crocodile,Seattle\n"),
    });
    expect(preview.status).toBe(429);
    expect(preview.data.error.code).toBe("rate_limited");
    // Another workspace is not held up.
    expect((await upload(s.b.cookie)).status).toBe(200);

    held.pop()!();
    expect((await upload(s.a.cookie)).status).toBe(200);
    for (const release of held) release();
  });
});

/** Each thread of this process (the server's, here) with its nice value, from /proc. */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const id of fs.readdirSync("/proc/self/task")) {
    const stat = fs.readFileSync(`/proc/self/task/${id}/stat`, "utf8");
    // After the command name in parentheses: field 3 (state) onwards; nice is field 19.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    values.set(Number(id), Number(fields[16]));
  }
  return values;
}

describe("heavy work gives way to requests", () => {
  it("runs its worker threads below the request thread's priority", async () => {
    const res = await call(s.t, "POST", "/api/currency/uploaded", {
      cookie: s.a.cookie,
      raw: encoder.encode(rateHistoryCsv(20)),
    });
    expect(res.status).toBe(200);
    // The file was read in a pool thread, kept 15 s idle: it is still there, below the rest.
    const nice = threadNiceValues();
    expect([...nice.values()]).toContain(HEAVY_NICE);
    // The thread that answers requests (and runs the embedded database) keeps its own.
    expect(nice.get(process.pid)).toBe(0);
  });
});
