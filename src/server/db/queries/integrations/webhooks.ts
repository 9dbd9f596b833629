import crypto from "node:crypto";
import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { endpointUrlProblem } from "@/domain/integrations/endpoint-url";
import { PING_EVENT, type WebhookEventType } from "@/domain/integrations/events";
import {
  type CreateEndpointInput,
  type EndpointAnswer,
  type EndpointWithSecretAnswer,
  MAX_WEBHOOK_ENDPOINTS,
  SECRET_GRACE_MS,
  type UpdateEndpointInput,
} from "@/domain/integrations/webhooks";
import type { Db } from "../../client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from "../../schema";

export type Refusal = { fields: Record<string, string> } | { limit: string };
type Row = typeof webhookEndpoints.$inferSelect;

/** "whsec_" and 24 random bytes in base64: a Standard Webhooks signing key. */
const newSecret = () => `whsec_${crypto.randomBytes(24).toString("base64")}`;

/** `now() + ms`, in the database's clock (the one created_at and the dispatcher read). */
export const nowPlus = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * The workspace's endpoints (or the ones of `ids`), each with how its deliveries are doing:
 * three statements, whatever the number of endpoints.
 */
async function endpointAnswers(
  db: Db,
  workspaceId: string,
  ids?: string[],
): Promise<EndpointAnswer[]> {
  const mine = eq(webhookEndpoints.workspaceId, workspaceId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ids ? and(mine, inArray(webhookEndpoints.id, ids)) : mine)
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  if (!rows.length) return [];
  const endpointIds = rows.map((r) => r.id);
  const [latest, pending] = await Promise.all([
    // Each endpoint's latest try, whatever delivery it was for.
    db
      .selectDistinctOn([webhookDeliveries.endpointId], {
        endpointId: webhookDeliveries.endpointId,
        at: webhookAttempts.createdAt,
        status: webhookAttempts.status,
      })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(
        and(
          eq(webhookAttempts.workspaceId, workspaceId),
          inArray(webhookDeliveries.endpointId, endpointIds),
        ),
      )
      .orderBy(webhookDeliveries.endpointId, desc(webhookAttempts.createdAt)),
    db
      .select({ endpointId: webhookDeliveries.endpointId, n: count() })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.workspaceId, workspaceId),
          inArray(webhookDeliveries.endpointId, endpointIds),
          eq(webhookDeliveries.status, "pending"),
        ),
      )
      .groupBy(webhookDeliveries.endpointId),
  ]);
  const latestOf = new Map(latest.map((l) => [l.endpointId, l]));
  const pendingOf = new Map(pending.map((p) => [p.endpointId, Number(p.n)]));
  return rows.map((row) => {
    const last = latestOf.get(row.id);
    return answerOf(row, {
      lastDelivery: last
        ? {
            at: last.at.toISOString(),
            status: last.status,
            ok: last.status !== null && last.status >= 200 && last.status < 300,
          }
        : null,
      pending: pendingOf.get(row.id) ?? 0,
    });
  });
}

function answerOf(
  row: Row,
  health: Pick<EndpointAnswer, "lastDelivery" | "pending">,
): EndpointAnswer {
  const graceLeft = row.previousSecretUntil && row.previousSecretUntil > new Date();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil: graceLeft ? row.previousSecretUntil!.toISOString() : null,
    ...health,
  };
}

/** The workspace's endpoints, each with its last try and the deliveries waiting. */
export function listEndpoints(db: Db, workspaceId: string): Promise<EndpointAnswer[]> {
  return endpointAnswers(db, workspaceId);
}

/** One endpoint of the workspace, else undefined (another workspace's reads as missing). */
export async function findEndpoint(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)));
  return row;
}

/** Each event once, in the order of the list of types (the same set always reads the same). */
const eventsOf = (events: string[]) => [...new Set(events)];

/** A new endpoint with a new secret (shown in this answer, and again on rotation). */
export async function addEndpoint(
  db: Db,
  workspaceId: string,
  userId: string,
  input: CreateEndpointInput,
  opts: { allowLoopback: boolean },
): Promise<EndpointWithSecretAnswer | Refusal> {
  const problem = endpointUrlProblem(input.url, opts);
  if (problem) return { fields: { url: problem } };
  // Two adds at once may both see room for one more: a bound against runaway lists, not a
  // quota, tolerates it (as ensureRoomFor does) rather than lock the workspace.
  return db.transaction(async (tx) => {
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.workspaceId, workspaceId))) as [{ n: number }];
    if (Number(n) >= MAX_WEBHOOK_ENDPOINTS)
      return {
        limit: `A workspace can have ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: remove one to add another`,
      };
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        workspaceId,
        url: asParsed(input.url),
        description: input.description,
        events: eventsOf(input.events),
        secret: newSecret(),
        createdBy: userId,
      })
      .returning();
    return { ...answerOf(row!, { lastDelivery: null, pending: 0 }), secret: row!.secret };
  });
}

/** Changes what the owner sent; the address is checked again. Undefined: no such endpoint. */
export async function updateEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
  input: UpdateEndpointInput,
  opts: { allowLoopback: boolean },
): Promise<EndpointAnswer | Refusal | undefined> {
  if (input.url !== undefined) {
    const problem = endpointUrlProblem(input.url, opts);
    // A refusal must not tell another workspace's id apart from a missing one.
    if (problem) return (await findEndpoint(db, workspaceId, id)) && { fields: { url: problem } };
  }
  const changes = Object.fromEntries(
    Object.entries({
      url: input.url === undefined ? undefined : asParsed(input.url),
      description: input.description,
      events: input.events && eventsOf(input.events),
      enabled: input.enabled,
    }).filter(([, value]) => value !== undefined),
  );
  if (!Object.keys(changes).length) return (await endpointAnswers(db, workspaceId, [id]))[0];
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning({ id: webhookEndpoints.id });
  if (!row) return undefined;
  // Switched back on: what waited past its 24 hours while it was off is not sent days late
  // (a show confirmed last week, whose cancellation since was never raised to it).
  if (input.enabled === true)
    await db
      .update(webhookDeliveries)
      .set({ status: "failed" })
      .where(
        and(
          eq(webhookDeliveries.endpointId, row.id),
          eq(webhookDeliveries.status, "pending"),
          lt(webhookDeliveries.retryUntil, sql`now()`),
        ),
      );
  return (await endpointAnswers(db, workspaceId, [row.id]))[0];
}

/**
 * The address as it will be reached, which is what the owner should read: "http://2130706433/"
 * is http://127.0.0.1/, and a host's case or default port says nothing.
 */
const asParsed = (url: string) => new URL(url).href;

/** Removes an endpoint with its deliveries and log (cascade) and its test events. */
export async function deleteEndpoint(db: Db, workspaceId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
      .returning({ id: webhookEndpoints.id });
    if (!row) return false;
    // A test event is this endpoint's alone: nothing else will ever deliver it.
    await tx
      .delete(webhookEvents)
      .where(
        and(
          eq(webhookEvents.workspaceId, workspaceId),
          eq(webhookEvents.type, PING_EVENT),
          eq(webhookEvents.subjectId, id),
        ),
      );
    return true;
  });
}

/**
 * A new secret; the old one still signs beside it for SECRET_GRACE_MS, so a receiver has a
 * day to switch. (Rotating again within the day drops the oldest: only two keys sign.)
 */
export async function rotateSecret(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<EndpointWithSecretAnswer | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      // Postgres reads the row's old values on the right of SET: the old secret moves over.
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: nowPlus(SECRET_GRACE_MS),
      secret: newSecret(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning({ id: webhookEndpoints.id, secret: webhookEndpoints.secret });
  if (!row) return undefined;
  const [answer] = await endpointAnswers(db, workspaceId, [row.id]);
  return { ...answer!, secret: row.secret };
}
