import "fake-indexeddb/auto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetWorkspaceData } from "./forget-workspace-data";
import { OUTBOX_MARKER_KEY } from "./outbox-forget";
import { outbox } from "./outbox-sync";
import { queueableWrite } from "./outbox-write";
import { forgetSavedAnswers } from "./saved-answers";

// A stand-in for the guest-list check-in API (issue 25, built on another branch) over real
// HTTP, with its contract: an absolute count, a clientId replayed without counting twice,
// 409 conflict once the guest is gone.
const WORKSPACE = "workspace-test-1";
let server: Server;
let base: string;
const guest = { checkedIn: 0, removed: false, seen: new Set<string>(), requests: 0 };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      guest.requests += 1;
      const body = JSON.parse(raw) as { clientId: string; checkedIn: number };
      res.setHeader("Content-Type", "application/json");
      if (guest.removed) {
        res.statusCode = 409;
        res.end(
          JSON.stringify({
            error: { code: "conflict", message: "Sam Lee was removed from the list." },
          }),
        );
        return;
      }
      if (!guest.seen.has(body.clientId)) guest.checkedIn = body.checkedIn;
      guest.seen.add(body.clientId);
      res.end(JSON.stringify({ checkedIn: guest.checkedIn }));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

beforeEach(async () => {
  Object.assign(guest, { checkedIn: 0, removed: false, seen: new Set(), requests: 0 });
  localStorage.setItem("tribe_auth", JSON.stringify({ userId: WORKSPACE }));
  await outbox.forgetAll();
  setOnline(true);
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

const checkIn = (count: number) =>
  queueableWrite(`${base}/api/guest-lists/list-1/guests/guest-1/check-in`, {
    method: "PUT",
    body: { checkedIn: count },
    queueOffline: { label: `Check in Sam Lee (${count} of 2)`, kind: "check-in" },
  });

describe("a check-in that may wait for the network", () => {
  it("is sent at once online", async () => {
    const result = await checkIn(1);
    expect(result.queued).toBe(false);
    expect(guest.checkedIn).toBe(1);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
  });

  it("is queued offline, and sent in order once the network is back", async () => {
    setOnline(false);
    const first = await checkIn(1);
    const second = await checkIn(2);
    expect([first.queued, second.queued]).toEqual([true, true]);
    expect(guest.requests).toBe(0);
    expect((await outbox.pending(WORKSPACE)).map((e) => e.label)).toEqual([
      "Check in Sam Lee (1 of 2)",
      "Check in Sam Lee (2 of 2)",
    ]);
    expect(localStorage.getItem(OUTBOX_MARKER_KEY)).not.toBeNull();

    setOnline(true);
    await vi.waitFor(() => expect(localStorage.getItem(OUTBOX_MARKER_KEY)).toBeNull());
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
    expect(guest.checkedIn).toBe(2);
  });

  it("queues behind writes still waiting, so an older count never undoes a newer one", async () => {
    setOnline(false);
    await checkIn(2);
    // Back online but not yet flushed: the next check-in must not overtake the queued one.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const later = checkIn(1);
    setOnline(true);
    expect((await later).queued).toBe(true);
    await vi.waitFor(async () => expect(await outbox.pending(WORKSPACE)).toEqual([]));
    expect(guest.checkedIn).toBe(1);
  });

  it("is counted once when the same client id reaches the server twice", async () => {
    const body = { checkedIn: 2, clientId: "11111111-1111-4111-8111-111111111111" };
    const url = `${base}/api/guest-lists/list-1/guests/guest-1/check-in`;
    const queueOffline = { label: "Check in Sam Lee (2 of 2)" };
    await queueableWrite(url, { method: "PUT", body, queueOffline });
    guest.checkedIn = 1; // someone else's later check-in
    await queueableWrite(url, { method: "PUT", body, queueOffline });
    expect(guest.checkedIn).toBe(1);
  });

  it("is dropped, and the conflict reported, when the guest was removed meanwhile", async () => {
    setOnline(false);
    await checkIn(1);
    guest.removed = true;
    const conflicts: string[] = [];
    const stop = outbox.subscribe((event) => {
      if (event.type === "conflict") conflicts.push(`${event.entry.label}: ${event.message}`);
    });
    setOnline(true);
    await vi.waitFor(() =>
      expect(conflicts).toEqual(["Check in Sam Lee (1 of 2): Sam Lee was removed from the list."]),
    );
    stop();
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
  });

  it("is deleted on sign-out, never sent", async () => {
    setOnline(false);
    await checkIn(1);
    const reported: number[] = [];
    const stop = outbox.subscribe((event) => {
      if (event.type === "changed") reported.push(event.entries.length);
    });
    await forgetSavedAnswers();
    stop();
    expect(reported).toEqual([0]);
    setOnline(true);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
    expect(guest.requests).toBe(0);
  });

  it("is deleted with its workspace's data on a switch, another workspace's kept", async () => {
    setOnline(false);
    await checkIn(1);
    localStorage.setItem("tribe_auth", JSON.stringify({ userId: "workspace-test-2" }));
    await checkIn(2);
    await forgetWorkspaceData(WORKSPACE);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
    expect((await outbox.pending("workspace-test-2")).map((e) => e.label)).toEqual([
      "Check in Sam Lee (2 of 2)",
    ]);
  });
});
