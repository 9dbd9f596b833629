import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** One delivery claimed for sending: what to send, where, signed with what. */
export interface ClaimedDelivery {
  id: string;
  workspaceId: string;
  attempts: number;
  retryUntil: Date;
  eventId: string;
  type: string;
  createdAt: Date;
  data: unknown;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

const CLAIM_BATCH = 20;

const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * Claims due deliveries with a lease, in one statement (FOR UPDATE SKIP LOCKED: processes
 * never take the same row). A delivery waits while an earlier one of its endpoint and subject
 * is pending, so a receiver hears a show's events in order; the lease (locked_until) lets
 * another process take it up after a crash mid-send.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = (await db.execute(sql`
    with claimed as (
      update webhook_deliveries d
      set locked_until = ${until}::timestamptz, attempts = d.attempts + 1
      where d.id in (
        select q.id from webhook_deliveries q
        join webhook_endpoints e on e.id = q.endpoint_id
        where q.status = 'pending' and q.next_attempt_at <= ${at}::timestamptz
          and (q.locked_until is null or q.locked_until < ${at}::timestamptz)
          and e.enabled
          and not exists (
            select 1 from webhook_deliveries p
            where p.endpoint_id = q.endpoint_id and p.subject_id = q.subject_id
              and p.status = 'pending' and p.seq < q.seq
          )
        order by q.seq
        limit ${CLAIM_BATCH}
        for update of q skip locked
      )
      returning d.id, d.workspace_id, d.attempts, d.retry_until, d.event_id, d.endpoint_id, d.seq
    )
    select c.id, c.workspace_id, c.attempts, c.retry_until, c.event_id,
      ev.type, ev.created_at, ev.data, e.url, e.secret, e.previous_secret, e.previous_secret_until
    from claimed c
    join webhook_events ev on ev.id = c.event_id
    join webhook_endpoints e on e.id = c.endpoint_id
    order by c.seq
  `)) as unknown as { rows: Record<string, unknown>[] };
  return claimed.rows.map((r) => ({
    id: String(r.id),
    workspaceId: String(r.workspace_id),
    attempts: Number(r.attempts),
    retryUntil: date(r.retry_until),
    eventId: String(r.event_id),
    type: String(r.type),
    createdAt: date(r.created_at),
    data: typeof r.data === "string" ? JSON.parse(r.data) : r.data,
    url: String(r.url),
    secret: String(r.secret),
    previousSecret: (r.previous_secret as string | null) ?? null,
    previousSecretUntil: r.previous_secret_until ? date(r.previous_secret_until) : null,
  }));
}

/** Gaps between tries (ADR 0033): the nth failure waits the nth, then the last again. */
const BACKOFF_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
] as const;

const backoffAfter = (attempts: number) =>
  BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0];

export interface AttemptOutcome {
  status: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Records a try in the delivery log and decides what follows, releasing the lease: a 2xx is
 * delivered; 410 Gone ends it at once (the receiver says it is gone); anything else waits its
 * backoff, unless that falls after the retry window, which fails it.
 */
export async function recordAttempt(
  db: Db,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  now: Date,
): Promise<"delivered" | "failed" | "pending"> {
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const next = new Date(now.getTime() + backoffAfter(delivery.attempts));
  const status = ok
    ? "delivered"
    : outcome.status === 410 || next > delivery.retryUntil
      ? "failed"
      : "pending";
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into webhook_attempts (workspace_id, delivery_id, status, error, duration_ms, created_at)
      values (${delivery.workspaceId}, ${delivery.id}, ${outcome.status}, ${outcome.error},
        ${outcome.durationMs}, ${now.toISOString()}::timestamptz)
    `);
    await tx.execute(sql`
      update webhook_deliveries set status = ${status}, locked_until = null,
        delivered_at = ${ok ? now.toISOString() : null}::timestamptz,
        next_attempt_at = ${status === "pending" ? next.toISOString() : now.toISOString()}::timestamptz
      where id = ${delivery.id}
    `);
  });
  return status;
}
