import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { PING_EVENT } from "@/domain/integrations/events";
import { messageIdOf, webhookPayload } from "@/domain/integrations/message";
import {
  type DeliveriesAnswer,
  type DeliveryAnswer,
  type DeliveryStatus,
  RETRY_WINDOW_MS,
} from "@/domain/integrations/webhooks";
import type { Db } from "../../client";
import { webhookAttempts, webhookDeliveries, webhookEvents } from "../../schema";
import { findEndpoint, nowPlus } from "./webhooks";

/** Deliveries in one page of an endpoint's log. */
const DELIVERIES_PAGE = 25;

/** A test event to this endpoint alone, queued for the dispatcher at once. */
export async function pingEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
  sentBy: string,
): Promise<{ deliveryId: string } | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findEndpoint(tx, workspaceId, id))) return undefined;
    // Its subject is the endpoint: a test waits behind no show's events, and none behind it.
    const [event] = await tx
      .insert(webhookEvents)
      .values({ workspaceId, type: PING_EVENT, subjectId: id, data: { endpointId: id, sentBy } })
      .returning({ id: webhookEvents.id, seq: webhookEvents.seq });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        workspaceId,
        endpointId: id,
        eventId: event!.id,
        seq: event!.seq,
        subjectId: id,
        status: "pending",
        nextAttemptAt: sql`now()`,
        retryUntil: nowPlus(RETRY_WINDOW_MS),
      })
      .returning({ id: webhookDeliveries.id });
    return { deliveryId: delivery!.id };
  });
}

/**
 * The created_at to the microsecond, as ISO text: the page's cursor. A JS Date keeps only
 * milliseconds, and deliveries made in one transaction share their created_at to the last digit.
 */
const exactCreatedAt = sql<string>`to_char(${webhookDeliveries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  status: sql<DeliveryStatus>`${webhookDeliveries.status}`,
  createdAt: webhookDeliveries.createdAt,
  cursor: exactCreatedAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  type: webhookEvents.type,
  eventCreatedAt: webhookEvents.createdAt,
  data: webhookEvents.data,
};

function deliveryRows(db: Db, where: SQL | undefined, limit?: number) {
  const query = db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.seq))
    .$dynamic();
  return limit ? query.limit(limit) : query;
}
type DeliveryRow = Awaited<ReturnType<typeof deliveryRows>>[number];

/** The rows with each one's tries, oldest try first: one statement for all the tries. */
async function withAttempts(db: Db, rows: DeliveryRow[]): Promise<DeliveryAnswer[]> {
  const tries = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(webhookAttempts.createdAt), asc(webhookAttempts.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    messageId: messageIdOf(row.eventId),
    type: row.type as DeliveryAnswer["type"],
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    attempts: tries
      .filter((t) => t.deliveryId === row.id)
      .map((t) => ({
        at: t.createdAt.toISOString(),
        status: t.status,
        error: t.error,
        durationMs: t.durationMs,
      })),
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    payload: webhookPayload({ type: row.type, createdAt: row.eventCreatedAt, data: row.data }),
  }));
}

/**
 * An endpoint's log, newest first, DELIVERIES_PAGE at a time (older ones `before` the cursor
 * the last page gave). Deliveries sharing the page's last created_at all stay on that page,
 * so the cursor never cuts between them. Undefined: no such endpoint in the workspace.
 */
export async function listDeliveries(
  db: Db,
  workspaceId: string,
  id: string,
  page: { before?: string; status?: string },
): Promise<DeliveriesAnswer | undefined> {
  if (!(await findEndpoint(db, workspaceId, id))) return undefined;
  const ofEndpoint = and(
    eq(webhookDeliveries.workspaceId, workspaceId),
    eq(webhookDeliveries.endpointId, id),
    page.status ? eq(webhookDeliveries.status, page.status) : undefined,
  );
  const rows = await deliveryRows(
    db,
    and(
      ofEndpoint,
      page.before ? lt(webhookDeliveries.createdAt, sql`${page.before}::timestamptz`) : undefined,
    ),
    DELIVERIES_PAGE + 1,
  );
  if (rows.length <= DELIVERIES_PAGE)
    return { deliveries: await withAttempts(db, rows), nextBefore: null };

  const boundary = rows[DELIVERIES_PAGE - 1]!.cursor;
  if (rows[DELIVERIES_PAGE]!.cursor !== boundary)
    return {
      deliveries: await withAttempts(db, rows.slice(0, DELIVERIES_PAGE)),
      nextBefore: boundary,
    };
  // The next one shares the boundary's created_at: the page takes all of them.
  const at = sql`${boundary}::timestamptz`;
  const [ties, older] = await Promise.all([
    deliveryRows(db, and(ofEndpoint, eq(webhookDeliveries.createdAt, at))),
    deliveryRows(db, and(ofEndpoint, lt(webhookDeliveries.createdAt, at)), 1),
  ]);
  const newer = rows.slice(0, DELIVERIES_PAGE).filter((r) => r.cursor !== boundary);
  return {
    deliveries: await withAttempts(db, [...newer, ...ties]),
    nextBefore: older.length ? boundary : null,
  };
}

/**
 * "Send again": a delivered or failed delivery goes back in the queue, due now, with a fresh
 * 24 hours of retries and no lease. It stays the same message (same event, same id), so a
 * receiver that processed it already knows it. A pending one is left as it is.
 */
export async function retryDelivery(
  db: Db,
  workspaceId: string,
  id: string,
  deliveryId: string,
): Promise<DeliveryAnswer | undefined> {
  const mine = and(
    eq(webhookDeliveries.id, deliveryId),
    eq(webhookDeliveries.endpointId, id),
    eq(webhookDeliveries.workspaceId, workspaceId),
  );
  await db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      nextAttemptAt: sql`now()`,
      retryUntil: nowPlus(RETRY_WINDOW_MS),
      lockedUntil: null,
      deliveredAt: null,
    })
    .where(and(mine, inArray(webhookDeliveries.status, ["delivered", "failed"])));
  const rows = await deliveryRows(db, mine);
  return rows.length ? (await withAttempts(db, rows))[0] : undefined;
}
