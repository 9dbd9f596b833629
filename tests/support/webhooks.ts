import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq, sql } from "drizzle-orm";
import type { WebhookEventType } from "@/domain/integrations/events";
import type { Db } from "@/server/db/client";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@/server/db/schema";

/** A fresh Standard Webhooks secret: "whsec_" and 24 random bytes in base64. */
export const newSecret = () => `whsec_${crypto.randomBytes(24).toString("base64")}`;

/** An endpoint of the workspace, as the owner's routes would store it. */
export async function addEndpoint(
  db: Db,
  workspaceId: string,
  url: string,
  events: WebhookEventType[],
  extra: Partial<typeof webhookEndpoints.$inferInsert> = {},
) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ workspaceId, url, events, secret: newSecret(), ...extra })
    .returning();
  return row!;
}

export const eventsOf = (db: Db, workspaceId: string, type?: string) =>
  db
    .select()
    .from(webhookEvents)
    .where(
      type
        ? and(eq(webhookEvents.workspaceId, workspaceId), eq(webhookEvents.type, type))
        : eq(webhookEvents.workspaceId, workspaceId),
    )
    .orderBy(asc(webhookEvents.seq));

export const deliveriesOf = (db: Db, endpointId: string) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.seq));

/** Makes every pending delivery of the endpoint due now: a retry without waiting its backoff. */
export const makeDue = (db: Db, endpointId: string) =>
  db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")),
    );

export interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A receiver on loopback: records each request, answers with what `answer` says (a status, at
 * once or later, or "hang" to hold the request open until the server closes).
 */
export async function startReceiver(
  answer: (r: Received, n: number) => number | "hang" | Promise<number> = () => 200,
) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r: Received = {
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [
            k,
            Array.isArray(v) ? v.join(",") : (v ?? ""),
          ]),
        ),
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(r);
      void Promise.resolve(answer(r, received.length)).then((a) => {
        if (a !== "hang" && !res.destroyed) res.writeHead(a).end("ok");
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** Waits for a condition, polling, up to a deadline (never a fixed sleep). */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
