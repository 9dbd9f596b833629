import { eq } from "drizzle-orm";
import pino from "pino";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { EVENT_DATA_SCHEMAS } from "@/domain/integrations/event-data";
import type { WebhookEventType } from "@/domain/integrations/events";
import { webhookAttempts, webhookEndpoints } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { createWebhookDispatcher } from "@/server/webhooks/dispatcher";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import {
  addEndpoint,
  deliveriesOf,
  makeDue,
  newSecret,
  type Received,
  startReceiver,
} from "../support/webhooks";

const s = setupApiSuite();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** An endpoint with its receiver; disabled after the test so later tests don't send to it. */
async function endpointWithReceiver(
  events: WebhookEventType[],
  answer?: Parameters<typeof startReceiver>[0],
  extra: Parameters<typeof addEndpoint>[4] = {},
) {
  const receiver = await startReceiver(answer);
  const endpoint = await addEndpoint(s.t.database.db, s.a.workspaceId, receiver.url, events, extra);
  cleanups.push(receiver.close, () =>
    s.t.database.db
      .update(webhookEndpoints)
      .set({ enabled: false })
      .where(eq(webhookEndpoints.id, endpoint.id)),
  );
  return { receiver, endpoint };
}

const dispatcher = (opts: { timeoutMs?: number; now?: () => Date } = {}) =>
  createWebhookDispatcher({
    db: s.t.database.db,
    logger: pino({ level: "silent" }),
    allowLoopback: true,
    pollMs: 60_000,
    ...opts,
  });

async function aShow(date = "2099-11-20") {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.workspaceId, { title: "Winter Run" });
  const venue = await insertVenue(db, s.a.workspaceId, {
    name: "Vega",
    city: "Copenhagen",
    country: "DK",
  });
  const show = await insertShow(db, s.a.workspaceId, tour.id, venue.id, {
    performanceDate: date,
  });
  return { tour, venue, show };
}

const newTour = async (title: string) => {
  const res = await call(s.t, "POST", "/api/tours", { cookie: s.a.cookie, json: { title } });
  expect(res.status).toBe(201);
  return res.data.id as string;
};

const attemptsOf = (deliveryId: string) =>
  s.t.database.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(webhookAttempts.createdAt);

const verified = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers) as {
    type: string;
    timestamp: string;
    data: unknown;
  };

describe("webhook delivery", () => {
  it("a show confirmed through the API arrives once, signed; a 500 is retried with the same id", async () => {
    const { receiver, endpoint } = await endpointWithReceiver(["show.confirmed"], (_r, n) =>
      n === 1 ? 500 : 200,
    );
    const { tour, show } = await aShow();
    const confirmed = await call(s.t, "POST", `/api/negotiations/${show.id}/transitions`, {
      cookie: s.a.cookie,
      json: { to: "confirmed" },
    });
    expect(confirmed.status).toBe(200);

    const hooks = dispatcher();
    await hooks.run();
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0]!;
    const payload = verified(endpoint.secret, first);
    expect(payload.type).toBe("show.confirmed");
    expect(EVENT_DATA_SCHEMAS["show.confirmed"].parse(payload.data)).toMatchObject({
      showId: show.id,
      tourId: tour.id,
      tourTitle: "Winter Run",
      venueName: "Vega",
      status: "confirmed",
    });
    expect(first.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(first.headers["user-agent"]).toBe("Tribe-Webhooks/1");
    expect(first.headers["content-type"]).toBe("application/json");

    // Not due yet (5 s backoff): a pass sends nothing.
    const [pending] = await deliveriesOf(s.t.database.db, endpoint.id);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(pending!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(3_000);
    await hooks.run();
    expect(receiver.received).toHaveLength(1);

    await makeDue(s.t.database.db, endpoint.id);
    await hooks.run();
    expect(receiver.received).toHaveLength(2);
    const second = receiver.received[1]!;
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(second.body).toBe(first.body);
    verified(endpoint.secret, second);

    const [done] = await deliveriesOf(s.t.database.db, endpoint.id);
    expect(done).toMatchObject({ status: "delivered", attempts: 2 });
    expect((await attemptsOf(done!.id)).map((a) => a.status)).toEqual([500, 200]);
  });

  it("the backoff's clock: a failure waits 5 s, then 5 min (driven by the dispatcher's clock)", async () => {
    let offset = 0;
    const { receiver, endpoint } = await endpointWithReceiver(["tour.created"], () => 503);
    await newTour("Clocked");
    const hooks = dispatcher({ now: () => new Date(Date.now() + offset) });
    await hooks.run();
    offset = 4_000;
    await hooks.run();
    expect(receiver.received).toHaveLength(1);
    offset = 6_000;
    await hooks.run();
    expect(receiver.received).toHaveLength(2);
    offset = 6_000 + 4 * 60_000;
    await hooks.run();
    expect(receiver.received).toHaveLength(2);
    offset = 6_000 + 5 * 60_000 + 1_000;
    await hooks.run();
    expect(receiver.received).toHaveLength(3);
    // 24 hours on, the next failure ends it.
    offset = 25 * 3600_000;
    await hooks.run();
    const [failed] = await deliveriesOf(s.t.database.db, endpoint.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 4 });
  });

  it("410 Gone fails at once", async () => {
    const { receiver, endpoint } = await endpointWithReceiver(["tour.created"], () => 410);
    await newTour("Gone");
    await dispatcher().run();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(s.t.database.db, endpoint.id))[0]).toMatchObject({
      status: "failed",
    });
  });

  it("a receiver that never answers: the timeout is logged as an attempt and retried", async () => {
    const { receiver, endpoint } = await endpointWithReceiver(["tour.created"], (_r, n) =>
      n === 1 ? "hang" : 200,
    );
    await newTour("Silent");
    const hooks = dispatcher({ timeoutMs: 300 });
    await hooks.run();
    const [waiting] = await deliveriesOf(s.t.database.db, endpoint.id);
    expect(waiting!.status).toBe("pending");
    const [timedOut] = await attemptsOf(waiting!.id);
    expect(timedOut).toMatchObject({ status: null, error: "Timed out after 300 ms" });

    await makeDue(s.t.database.db, endpoint.id);
    await hooks.run();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(
      receiver.received[0]!.headers["webhook-id"],
    );
    expect((await deliveriesOf(s.t.database.db, endpoint.id))[0]!.status).toBe("delivered");
  });

  it("a receiver deduping by webhook-id processes a message once, even after a slow success", async () => {
    const processed: string[] = [];
    const seen = new Set<string>();
    // Processes, then answers 200 only after the sender has given up: the sender retries.
    const slow = await startReceiver(async (r) => {
      const id = r.headers["webhook-id"]!;
      if (!seen.has(id)) {
        seen.add(id);
        processed.push(id);
        await new Promise((res) => setTimeout(res, 600));
      }
      return 200;
    });
    cleanups.push(slow.close);
    const endpoint = await addEndpoint(s.t.database.db, s.a.workspaceId, slow.url, [
      "tour.created",
    ]);
    cleanups.push(() =>
      s.t.database.db
        .update(webhookEndpoints)
        .set({ enabled: false })
        .where(eq(webhookEndpoints.id, endpoint.id)),
    );
    await newTour("Slow");
    const hooks = dispatcher({ timeoutMs: 200 });
    await hooks.run();
    await makeDue(s.t.database.db, endpoint.id);
    await hooks.run();
    expect(slow.received).toHaveLength(2);
    expect(slow.received[0]!.headers["webhook-id"]).toBe(slow.received[1]!.headers["webhook-id"]);
    expect(processed).toHaveLength(1);
    expect((await deliveriesOf(s.t.database.db, endpoint.id))[0]!.status).toBe("delivered");
  });

  it("a show's events arrive in order even when the first fails once", async () => {
    const { receiver, endpoint } = await endpointWithReceiver(
      ["show.confirmed", "show.moved"],
      (_r, n) => (n === 1 ? 500 : 200),
    );
    const { tour, venue, show } = await aShow("2099-12-01");
    const confirmed = await call(s.t, "POST", `/api/negotiations/${show.id}/transitions`, {
      cookie: s.a.cookie,
      json: { to: "confirmed" },
    });
    expect(confirmed.status).toBe(200);
    const moved = await call(s.t, "PUT", `/api/tours/${tour.id}/shows/${show.id}`, {
      cookie: s.a.cookie,
      json: { venueId: venue.id, performanceDate: "2099-12-02", widenTour: true },
    });
    expect(moved.status, JSON.stringify(moved.data)).toBe(200);
    const hooks = dispatcher();
    await hooks.run();
    // The move waits behind the confirmation, which waits its backoff.
    await hooks.run();
    expect(receiver.received).toHaveLength(1);
    await makeDue(s.t.database.db, endpoint.id);
    await hooks.run();
    const types = receiver.received.map((r) => verified(endpoint.secret, r).type);
    expect(types).toEqual(["show.confirmed", "show.confirmed", "show.moved"]);
  });

  it("during a rotation's grace both keys sign, each signature verifying with its own secret", async () => {
    const previous = newSecret();
    const { receiver, endpoint } = await endpointWithReceiver(["tour.created"], () => 200, {
      previousSecret: previous,
      previousSecretUntil: new Date(Date.now() + 3600_000),
    });
    await newTour("Rotated");
    await dispatcher().run();
    const r = receiver.received[0]!;
    const signatures = r.headers["webhook-signature"]!.split(" ");
    expect(signatures).toHaveLength(2);
    const only = (sig: string) => ({ ...r.headers, "webhook-signature": sig });
    expect(() => new Webhook(endpoint.secret).verify(r.body, only(signatures[0]!))).not.toThrow();
    expect(() => new Webhook(previous).verify(r.body, only(signatures[1]!))).not.toThrow();
    expect(() => new Webhook(previous).verify(r.body, only(signatures[0]!))).toThrow();

    // The grace over: the old key signs no more.
    await s.t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await newTour("Rotated again");
    await dispatcher().run();
    const later = receiver.received[1]!;
    expect(later.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(() => new Webhook(previous).verify(later.body, later.headers)).toThrow();
    verified(endpoint.secret, later);
  });
});
