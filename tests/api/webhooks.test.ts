import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_WEBHOOK_ENDPOINTS } from "@/domain/integrations/webhooks";
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  workspaces,
} from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signInAsGuest, signUp } from "../support/client";
import { memberOf } from "../support/members";

const s = setupApiSuite();

// Each test starts with no endpoints of A's, so the limit of endpoints is the limit test's alone.
afterEach(() =>
  s.t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, s.a.workspaceId)),
);

/** Issue 53 items 3 and 4, ADR 0033: the owner's webhook endpoints and their delivery logs. */
const ask = (method: string, path: string, json?: unknown, who: Account = s.a) =>
  call(s.t, method, path, { cookie: who.cookie, json });
const add = (json: Record<string, unknown>, who: Account = s.a) =>
  ask("POST", "/api/webhooks", { events: ["show.confirmed"], ...json }, who);

async function endpoint(url = "https://hooks.example.com/tribe", who: Account = s.a) {
  const made = await add({ url, description: "Website" }, who);
  expect(made.status, made.text).toBe(201);
  return made.data as { id: string; secret: string; url: string };
}

/** The database's clock: "due now" is compared with it, not with this process's. */
async function dbNow(): Promise<number> {
  const [row] = await s.t.database.db
    .select({ now: sql<string>`now()::text` })
    .from(workspaces)
    .limit(1);
  return new Date(row!.now).getTime();
}

/** What the dispatcher writes after a try (the sending side's part, seeded here). */
async function tried(deliveryId: string, status: number | null, outcome: "delivered" | "failed") {
  const db = s.t.database.db;
  const [d] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  await db.insert(webhookAttempts).values({
    workspaceId: d!.workspaceId,
    deliveryId,
    status,
    error: status === null ? "Connection refused" : null,
    durationMs: 42,
  });
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome,
      attempts: d!.attempts + 1,
      lockedUntil: new Date(Date.now() + 60_000),
      retryUntil: new Date(Date.now() - 1_000),
      deliveredAt: outcome === "delivered" ? new Date() : null,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

describe("adding an endpoint", () => {
  it("answers its whsec_ secret once; the list never shows it", async () => {
    const made = await endpoint();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(made.secret.slice(6), "base64")).toHaveLength(24);
    expect(made).toMatchObject({
      url: "https://hooks.example.com/tribe",
      description: "Website",
      events: ["show.confirmed"],
      enabled: true,
      lastDelivery: null,
      pending: 0,
    });
    const list = await ask("GET", "/api/webhooks");
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(made.secret.slice(6));
    expect(list.text).not.toMatch(/whsec_|secret"/);
    expect(list.data.endpoints.map((e: { id: string }) => e.id)).toContain(made.id);
    expect(list.data.events).toContainEqual({
      type: "show.confirmed",
      label: "A show is confirmed",
    });
  });

  it("takes https, and http to loopback outside production", async () => {
    expect((await add({ url: "https://example.com/hook" })).status).toBe(201);
    expect((await add({ url: "http://127.0.0.1:9/x" })).status).toBe(201);
  });

  it("keeps the address as it will be reached: a number for a host reads as the address", async () => {
    const made = await add({ url: "http://2130706433:8080/In", events: ["tour.created"] });
    expect(made.status, made.text).toBe(201);
    expect(made.data.url).toBe("http://127.0.0.1:8080/In");
  });

  it("refuses an address that is not public https, naming url", async () => {
    const refusals: [string, RegExp][] = [
      ["http://example.com/hook", /https:\/\//],
      ["https://10.0.0.1/hook", /private network/],
      ["https://169.254.169.254/latest/meta-data", /private network/],
      ["https://user:pass@example.com/hook", /user name and password/],
      [`https://example.com/${"a".repeat(1981)}`, /2000 characters/],
      ["https://example.com/a\u0000b", /NUL|control characters/],
      ["not a url", /./],
    ];
    for (const [url, message] of refusals) {
      const res = await add({ url });
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.data.error.fields), url).toEqual(["url"]);
      expect(res.data.error.fields.url, url).toMatch(message);
    }
  });

  it("refuses unknown or no events, naming events", async () => {
    for (const events of [["show.exploded"], [], undefined, ["webhook.ping"]]) {
      const res = await ask("POST", "/api/webhooks", { url: "https://example.com/h", events });
      expect(res.status, String(events)).toBe(400);
      expect(Object.keys(res.data.error.fields)[0], String(events)).toMatch(/^events/);
    }
  });

  it("is refused to a demo guest: the demo sends nothing out", async () => {
    const guest = await signInAsGuest(s.t);
    const res = await add({ url: "https://hooks.example.com/tribe" }, guest);
    expect(res.status).toBe(403);
    expect(res.data.error.message).toMatch(/Create an account/);
    expect(
      await s.t.database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.workspaceId, guest.workspaceId)),
    ).toEqual([]);
  });

  it(`stops at ${MAX_WEBHOOK_ENDPOINTS} endpoints a workspace`, async () => {
    const owner = await signUp(s.t);
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i++)
      await endpoint(`https://hooks.example.com/${i}`, owner);
    const refused = await add({ url: "https://hooks.example.com/one-more" }, owner);
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe("limit_reached");
    expect(refused.data.error.message).toContain(String(MAX_WEBHOOK_ENDPOINTS));
  });
});

describe("changing an endpoint", () => {
  it("changes the address (checked again), events, description and whether it is on", async () => {
    const { id } = await endpoint();
    const changed = await ask("PATCH", `/api/webhooks/${id}`, {
      url: "https://accounts.example.org/in",
      events: ["deal.settled", "tour.created"],
      description: "Accounting",
      enabled: false,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.data).toMatchObject({
      url: "https://accounts.example.org/in",
      events: ["deal.settled", "tour.created"],
      description: "Accounting",
      enabled: false,
    });
    expect(changed.data.secret).toBeUndefined();
    const refused = await ask("PATCH", `/api/webhooks/${id}`, { url: "https://192.168.0.1/" });
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields.url).toMatch(/private network/);
    const [row] = await s.t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    expect(row!.url).toBe("https://accounts.example.org/in");
  });

  it("rotates the secret; the old one keeps signing for a day", async () => {
    const { id, secret } = await endpoint();
    const before = await dbNow();
    const rotated = await ask("POST", `/api/webhooks/${id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.data.secret).toMatch(/^whsec_/);
    expect(rotated.data.secret).not.toBe(secret);
    const until = new Date(rotated.data.previousSecretUntil).getTime();
    expect(until - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(until - before).toBeLessThan(24 * 3600_000 + 60_000);
    const [row] = await s.t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ secret: rotated.data.secret, previousSecret: secret });
  });

  it("removes an endpoint with its deliveries", async () => {
    const { id } = await endpoint();
    const { deliveryId } = (await ask("POST", `/api/webhooks/${id}/ping`)).data;
    expect((await ask("DELETE", `/api/webhooks/${id}`)).status).toBe(200);
    expect((await ask("DELETE", `/api/webhooks/${id}`)).status).toBe(404);
    const left = await s.t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    expect(left).toEqual([]);
  });
});

describe("test events and the delivery log", () => {
  it("queues a test event due now, with 24 hours of retries", async () => {
    const { id } = await endpoint();
    const before = await dbNow();
    const ping = await ask("POST", `/api/webhooks/${id}/ping`);
    expect(ping.status).toBe(202);
    const [d] = await s.t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, ping.data.deliveryId));
    expect(d).toMatchObject({ endpointId: id, status: "pending", subjectId: id, attempts: 0 });
    expect(Math.abs(d!.nextAttemptAt.getTime() - before)).toBeLessThan(60_000);
    expect(d!.retryUntil.getTime() - d!.nextAttemptAt.getTime()).toBe(24 * 3600_000);
    const log = await ask("GET", `/api/webhooks/${id}/deliveries`);
    expect(log.data.deliveries).toHaveLength(1);
    expect(log.data.deliveries[0]).toMatchObject({
      id: ping.data.deliveryId,
      type: "webhook.ping",
      status: "pending",
      attempts: [],
      payload: { type: "webhook.ping", data: { endpointId: id, sentBy: "Test Artist" } },
    });
    expect(log.data.deliveries[0].messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    const list = await ask("GET", "/api/webhooks");
    expect(list.data.endpoints.find((e: { id: string }) => e.id === id).pending).toBe(1);
  });

  it("switched back on, sends nothing that waited past its 24 hours while it was off", async () => {
    const { id } = await endpoint();
    const fresh = (await ask("POST", `/api/webhooks/${id}/ping`)).data.deliveryId;
    const stale = (await ask("POST", `/api/webhooks/${id}/ping`)).data.deliveryId;
    await ask("PATCH", `/api/webhooks/${id}`, { enabled: false });
    await s.t.database.db
      .update(webhookDeliveries)
      .set({ retryUntil: new Date(Date.now() - 3 * 24 * 3600_000) })
      .where(eq(webhookDeliveries.id, stale));
    expect((await ask("PATCH", `/api/webhooks/${id}`, { enabled: true })).status).toBe(200);
    const status = async (deliveryId: string) =>
      (
        await s.t.database.db
          .select({ status: webhookDeliveries.status })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, deliveryId))
      )[0]!.status;
    expect(await status(stale)).toBe("failed");
    expect(await status(fresh)).toBe("pending");
  });

  it("pages the log newest first, 25 at a time, and filters by status", async () => {
    const { id } = await endpoint();
    const ids: string[] = [];
    for (let i = 0; i < 27; i++)
      ids.push((await ask("POST", `/api/webhooks/${id}/ping`)).data.deliveryId);
    await tried(ids[0]!, 500, "failed");
    const first = await ask("GET", `/api/webhooks/${id}/deliveries`);
    expect(first.data.deliveries.map((d: { id: string }) => d.id)).toEqual(ids.slice(2).reverse());
    expect(first.data.nextBefore).toEqual(expect.any(String));
    const second = await ask(
      "GET",
      `/api/webhooks/${id}/deliveries?before=${encodeURIComponent(first.data.nextBefore)}`,
    );
    expect(second.status, second.text).toBe(200);
    expect(second.data.deliveries.map((d: { id: string }) => d.id)).toEqual([ids[1], ids[0]]);
    expect(second.data.nextBefore).toBeNull();
    expect(second.data.deliveries[1].attempts).toEqual([
      { at: expect.any(String), status: 500, error: null, durationMs: 42 },
    ]);
    const failed = await ask("GET", `/api/webhooks/${id}/deliveries?status=failed`);
    expect(failed.data.deliveries.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    const list = await ask("GET", "/api/webhooks");
    expect(list.data.endpoints.find((e: { id: string }) => e.id === id)).toMatchObject({
      lastDelivery: { status: 500, ok: false },
      pending: 26,
    });
  });

  it("sends again: the same message id, due now, with a fresh 24 hours", async () => {
    const { id } = await endpoint();
    const { deliveryId } = (await ask("POST", `/api/webhooks/${id}/ping`)).data;
    await tried(deliveryId, null, "failed");
    const before = (await ask("GET", `/api/webhooks/${id}/deliveries`)).data.deliveries[0];
    expect(before.status).toBe("failed");
    const again = await ask("POST", `/api/webhooks/${id}/deliveries/${deliveryId}/retry`);
    expect(again.status, again.text).toBe(200);
    expect(again.data).toMatchObject({
      id: deliveryId,
      messageId: before.messageId,
      status: "pending",
      attempts: [{ status: null, error: "Connection refused" }],
    });
    const [d] = await s.t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    const now = await dbNow();
    expect(Math.abs(d!.nextAttemptAt.getTime() - now)).toBeLessThan(60_000);
    expect(d!.retryUntil.getTime() - d!.nextAttemptAt.getTime()).toBe(24 * 3600_000);
    expect(d!.lockedUntil).toBeNull();
  });

  it("answers 404 for another workspace's endpoint or delivery, and changes nothing", async () => {
    const { id } = await endpoint();
    const { deliveryId } = (await ask("POST", `/api/webhooks/${id}/ping`)).data;
    await tried(deliveryId, 200, "delivered");
    const b = s.b;
    for (const [method, path, json] of [
      ["GET", `/api/webhooks/${id}/deliveries`],
      ["PATCH", `/api/webhooks/${id}`, { enabled: false }],
      ["PATCH", `/api/webhooks/${id}`, { url: "http://example.com" }],
      ["POST", `/api/webhooks/${id}/secret`],
      ["POST", `/api/webhooks/${id}/ping`],
      ["POST", `/api/webhooks/${id}/deliveries/${deliveryId}/retry`],
      ["DELETE", `/api/webhooks/${id}`],
    ] as [string, string, unknown?][]) {
      expect((await ask(method, path, json, b)).status, `${method} ${path}`).toBe(404);
    }
    // A's delivery under another of A's endpoints is not found either.
    const other = await endpoint();
    const crossed = await ask("POST", `/api/webhooks/${other.id}/deliveries/${deliveryId}/retry`);
    expect(crossed.status).toBe(404);
    const [d] = await s.t.database.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId)));
    expect(d!.status).toBe("delivered");
    const mine = (await ask("GET", "/api/webhooks")).data.endpoints.find(
      (e: { id: string }) => e.id === id,
    );
    expect(mine).toMatchObject({ enabled: true, lastDelivery: { status: 200, ok: true } });
  });
});

describe("who may", () => {
  it("refuses managers and crew on every webhooks route (owners only)", async () => {
    const { id } = await endpoint();
    const { deliveryId } = (await ask("POST", `/api/webhooks/${id}/ping`)).data;
    for (const role of ["manager", "crew", "artist"] as const) {
      const member = await memberOf(s.t, s.a.workspaceId, role);
      for (const [method, path, json] of [
        ["GET", "/api/webhooks"],
        ["POST", "/api/webhooks", { url: "https://example.com/h", events: ["show.confirmed"] }],
        ["PATCH", `/api/webhooks/${id}`, { enabled: false }],
        ["DELETE", `/api/webhooks/${id}`],
        ["POST", `/api/webhooks/${id}/secret`],
        ["POST", `/api/webhooks/${id}/ping`],
        ["GET", `/api/webhooks/${id}/deliveries`],
        ["POST", `/api/webhooks/${id}/deliveries/${deliveryId}/retry`],
      ] as [string, string, unknown?][]) {
        expect((await ask(method, path, json, member)).status, `${role} ${method} ${path}`).toBe(
          403,
        );
      }
    }
    expect((await ask("GET", `/api/webhooks/${id}/deliveries`)).data.deliveries).toHaveLength(1);
  });
});
