// Webhooks (issue 53, ADR 0033): what an event costs the write that raises it, and how fast
// the dispatcher empties the outbox. A tour renamed through the real route (PUT /api/tours/:id)
// with no endpoint listening, then with one listening for tour.changed (the trigger writes
// the event and its delivery in the same transaction); then 1,000 deliveries sent to a
// receiver on loopback that answers 200, each signed, claimed with a lease and recorded.

import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import pino from "pino";
import type { createApp } from "@/server/app";
import type { Db } from "@/server/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { insertTour } from "@/server/db/seed/tour-factories";
import { createWebhookDispatcher } from "@/server/webhooks/dispatcher";
import { percentile, round, signUp } from "./setup";

const ORIGIN = "http://localhost:3000";
const WRITES = Number(process.env.BENCH_WEBHOOK_WRITES ?? 100);
export const WEBHOOK_DELIVERIES = Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 1000);

type App = ReturnType<typeof createApp>;

/** Median and p95 of renaming a tour WRITES times through the route. */
async function renames(app: App, cookie: string, tourId: string, label: string) {
  const times: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const t0 = performance.now();
    const res = await app.request(`${ORIGIN}/api/tours/${tourId}`, {
      method: "PUT",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ title: `${label} ${i}` }),
    });
    if (res.status !== 200) throw new Error(`rename: HTTP ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
}

/** p50 of GET /api/tours WRITES times, with the given headers. */
async function reads(app: App, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const t0 = performance.now();
    const res = await app.request(`${ORIGIN}/api/tours`, { headers });
    if (res.status !== 200) throw new Error(`read: HTTP ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return round(percentile(times, 0.5));
}

/**
 * A token is read from the database on every request (revoked, removed or demoted is refused
 * at once, on every process); a session is kept in memory between changes. What that costs.
 */
async function tokenReads(app: App, cookie: string) {
  const res = await app.request(`${ORIGIN}/api/tokens`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench",
      scopes: ["tours:read"],
      expiresOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    }),
  });
  const { token } = (await res.json()) as { token: string };
  return {
    sessionP50Ms: await reads(app, { cookie }),
    tokenP50Ms: await reads(app, { authorization: `Bearer ${token}` }),
  };
}

/** A receiver on loopback that answers 200 at once and counts what it got. */
async function receiver() {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function benchWebhookDelivery(app: App, db: Db) {
  const account = await signUp(app, "bench-webhooks");
  const tour = await insertTour(db, account.workspaceId, { title: "Hooked" });
  const quiet = await renames(app, account.cookie, tour.id, "Quiet");
  const tokens = await tokenReads(app, account.cookie);

  const sink = await receiver();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      workspaceId: account.workspaceId,
      url: sink.url,
      events: ["tour.changed"],
      secret: `whsec_${Buffer.alloc(24, 7).toString("base64")}`,
    })
    .returning({ id: webhookEndpoints.id });
  const listened = await renames(app, account.cookie, tour.id, "Heard");
  // Each rename raised one event: make up the rest of the outbox the same way, in bulk.
  for (let i = WRITES; i < WEBHOOK_DELIVERIES; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, WEBHOOK_DELIVERIES - i) }, (_, k) =>
        app.request(`${ORIGIN}/api/tours/${tour.id}`, {
          method: "PUT",
          headers: { cookie: account.cookie, origin: ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ title: `More ${i + k}` }),
        }),
      ),
    );
  }
  const pending = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint!.id));

  const dispatcher = createWebhookDispatcher({
    db,
    logger: pino({ level: "silent" }),
    allowLoopback: true,
    pollMs: 60_000,
  });
  const t0 = performance.now();
  await dispatcher.run();
  const sendMs = performance.now() - t0;
  await dispatcher.stop();
  await sink.close();
  return {
    tokens,
    quiet,
    listened,
    deliveries: pending.length,
    received: sink.received(),
    sendMs: round(sendMs),
    perSecond: round((sink.received() / sendMs) * 1000),
  };
}

export function printWebhookDelivery(r: Awaited<ReturnType<typeof benchWebhookDelivery>>) {
  console.log(
    `API tokens: GET /api/tours p50 ${r.tokens.tokenP50Ms} ms with a token, ` +
      `${r.tokens.sessionP50Ms} ms with the session (the token is read from the database each time).`,
  );
  console.log(
    `Webhooks: a tour renamed p50 ${r.quiet.p50Ms} ms (p95 ${r.quiet.p95Ms}) with no endpoint, ` +
      `${r.listened.p50Ms} ms (p95 ${r.listened.p95Ms}) with one listening; ` +
      `${r.received} of ${r.deliveries} deliveries sent to loopback in ${r.sendMs} ms ` +
      `(${r.perSecond}/s, one subject: in order, one at a time).`,
  );
}
