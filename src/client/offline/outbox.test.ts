import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import {
  conflictFallback,
  createOutbox,
  type OutboxEntry,
  type OutboxEvent,
  type OutboxWrite,
  type Send,
} from "./outbox";

// A guest list's check-ins, as the guest-list page queues them offline.
const WORKSPACE = "workspace-a";
const checkIn = (n: number, overrides: Partial<OutboxWrite> = {}): OutboxWrite => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  workspaceId: WORKSPACE,
  method: "PUT",
  url: "/api/guest-lists/list-1/guests/guest-1/check-in",
  body: { clientId: `00000000-0000-4000-8000-00000000000${n}`, checkedIn: n },
  label: `Check in Sam Lee (${n} of 3)`,
  kind: "check-in",
  ...overrides,
});

const answer = (status: number, body: unknown = {}) => ({ status, json: async () => body });

/** A server that records what reached it and answers with `reply`. */
function server(reply: (entry: OutboxEntry) => ReturnType<Send> = async () => answer(200)) {
  const received: unknown[] = [];
  const send: Send = async (entry) => {
    const res = await reply(entry);
    received.push(entry.body);
    return res;
  };
  return { received, send };
}
const offline: Send = async () => {
  throw new TypeError("Failed to fetch");
};

let indexedDB: IDBFactory;
let clock: number;
const open = () => createOutbox({ indexedDB, now: () => clock });

beforeEach(() => {
  indexedDB = new IDBFactory();
  clock = Date.parse("2026-11-25T12:00:00Z");
});

describe("the outbox", () => {
  it("replays the writes oldest first", async () => {
    const outbox = open();
    for (const n of [1, 2, 3]) await outbox.enqueue(checkIn(n));
    const { received, send } = server();
    const result = await outbox.flush(WORKSPACE, send);
    expect(received).toEqual([1, 2, 3].map((n) => checkIn(n).body));
    expect(result.sent.map((e) => e.label)).toEqual([
      "Check in Sam Lee (1 of 3)",
      "Check in Sam Lee (2 of 3)",
      "Check in Sam Lee (3 of 3)",
    ]);
    expect(result.waiting).toBe(0);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
  });

  it("keeps one entry for a client id queued twice", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    await outbox.enqueue(checkIn(1, { label: "the same write again" }));
    const pending = await outbox.pending(WORKSPACE);
    expect(pending.map((e) => e.label)).toEqual(["Check in Sam Lee (1 of 3)"]);
  });

  it("keeps every write while the server cannot be reached, and sends them once it can", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    await outbox.enqueue(checkIn(2));

    const first = await outbox.flush(WORKSPACE, offline);
    expect(first.sent).toEqual([]);
    expect(first.waiting).toBe(2);
    expect(first.retryAt).toBeGreaterThan(clock);
    const [head] = await outbox.pending(WORKSPACE);
    expect(head!.attempts).toBe(1);

    // Before the back-off has passed, nothing is tried; the network coming back forces it.
    const { received, send } = server();
    expect((await outbox.flush(WORKSPACE, send)).sent).toEqual([]);
    expect(received).toEqual([]);
    const forced = await outbox.flush(WORKSPACE, send, { force: true });
    expect(forced.sent).toHaveLength(2);
    expect(received).toEqual([checkIn(1).body, checkIn(2).body]);
  });

  it("tries again after the back-off, and keeps the writes a failing server refused to take", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    const failing = server(async () => answer(503));
    const first = await outbox.flush(WORKSPACE, failing.send);
    expect(first.waiting).toBe(1);

    clock = first.retryAt!;
    const working = server();
    const second = await outbox.flush(WORKSPACE, working.send);
    expect(second.sent).toHaveLength(1);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
  });

  it("stops at the first write that cannot be sent, so none overtakes it", async () => {
    const outbox = open();
    for (const n of [1, 2, 3]) await outbox.enqueue(checkIn(n));
    const flaky = server(async (entry) => {
      if (entry.clientId === checkIn(2).clientId) throw new TypeError("Failed to fetch");
      return answer(200);
    });
    const result = await outbox.flush(WORKSPACE, flaky.send);
    expect(flaky.received).toEqual([checkIn(1).body]);
    expect((await outbox.pending(WORKSPACE)).map((e) => e.clientId)).toEqual([
      checkIn(2).clientId,
      checkIn(3).clientId,
    ]);
    expect(result.waiting).toBe(2);
  });

  it("drops a write the server refuses with a conflict and reports the server's message", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    await outbox.enqueue(checkIn(2));
    const events: OutboxEvent[] = [];
    outbox.subscribe((event) => events.push(event));
    const refusing = server(async (entry) =>
      entry.clientId === checkIn(1).clientId
        ? answer(409, { error: { code: "conflict", message: "Sam Lee is no longer on the list." } })
        : answer(200),
    );

    const result = await outbox.flush(WORKSPACE, refusing.send);
    expect(result.conflicts).toEqual([
      {
        entry: expect.objectContaining({ label: "Check in Sam Lee (1 of 3)" }),
        message: "Sam Lee is no longer on the list.",
      },
    ]);
    expect(result.sent.map((e) => e.clientId)).toEqual([checkIn(2).clientId]);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
    expect(events.filter((e) => e.type === "conflict")).toEqual([
      {
        type: "conflict",
        entry: expect.objectContaining({ label: "Check in Sam Lee (1 of 3)" }),
        message: "Sam Lee is no longer on the list.",
      },
    ]);
    expect(events.filter((e) => e.type === "sent")).toHaveLength(1);
  });

  it("reports a refusal with no message of ours in plain words", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    const refusing = server(async () => ({
      status: 400,
      json: async () => Promise.reject(new Error("not JSON")),
    }));
    const result = await outbox.flush(WORKSPACE, refusing.send);
    expect(result.conflicts.map((c) => c.message)).toEqual([conflictFallback()]);
  });

  it("forgets one workspace's writes and keeps another's", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    await outbox.enqueue(checkIn(2, { workspaceId: "workspace-b" }));
    await outbox.forgetWorkspace(WORKSPACE);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
    expect((await outbox.pending("workspace-b")).map((e) => e.clientId)).toEqual([
      checkIn(2).clientId,
    ]);
  });

  it("forgets every write on sign-out", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    await outbox.enqueue(checkIn(2, { workspaceId: "workspace-b" }));
    await outbox.forgetAll();
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
    expect(await outbox.pending("workspace-b")).toEqual([]);
  });

  it("sends only the workspace it is asked to", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1, { workspaceId: "workspace-b" }));
    const { received, send } = server();
    await outbox.flush(WORKSPACE, send);
    expect(received).toEqual([]);
    expect(await outbox.pending("workspace-b")).toHaveLength(1);
  });

  it("keeps its writes, their order and their tries across a reload", async () => {
    const before = open();
    await before.enqueue(checkIn(1));
    await before.enqueue(checkIn(2));
    await before.flush(WORKSPACE, offline);
    await before.close();

    const after = open();
    const pending = await after.pending(WORKSPACE);
    expect(pending.map((e) => [e.label, e.attempts])).toEqual([
      ["Check in Sam Lee (1 of 3)", 1],
      ["Check in Sam Lee (2 of 3)", 0],
    ]);
    await after.enqueue(checkIn(3));
    const { received, send } = server();
    await after.flush(WORKSPACE, send, { force: true });
    expect(received).toEqual([1, 2, 3].map((n) => checkIn(n).body));
  });

  it("never sends a write deleted while a flush was under way", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    await outbox.enqueue(checkIn(2));
    const signingOut = server(async () => {
      await outbox.forgetAll();
      return answer(200);
    });
    await outbox.flush(WORKSPACE, signingOut.send);
    expect(signingOut.received).toEqual([checkIn(1).body]);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
  });

  it("runs one flush at a time per workspace, and sends what was queued during one", async () => {
    const outbox = open();
    await outbox.enqueue(checkIn(1));
    const { received, send } = server(async (entry) => {
      if (entry.clientId === checkIn(1).clientId) await outbox.enqueue(checkIn(2));
      return answer(200);
    });
    await Promise.all([outbox.flush(WORKSPACE, send), outbox.flush(WORKSPACE, send)]);
    expect(received).toEqual([checkIn(1).body, checkIn(2).body]);
    expect(await outbox.pending(WORKSPACE)).toEqual([]);
  });

  it("tells its subscribers what is waiting", async () => {
    const outbox = open();
    const waiting: number[] = [];
    const stop = outbox.subscribe((event) => {
      if (event.type === "changed") waiting.push(event.entries.length);
    });
    await outbox.enqueue(checkIn(1));
    await outbox.enqueue(checkIn(2));
    await outbox.flush(WORKSPACE, server().send);
    stop();
    await outbox.enqueue(checkIn(3));
    expect(waiting).toEqual([1, 2, 0]);
  });
});
