import type { Logger } from "pino";
import { type BackgroundJob, backgroundJob } from "../background-job";
import type { Db } from "../db/client";
import { type ClaimedDelivery, claimDue, recordAttempt } from "./delivery-queue";
import { safeFetch, WEBHOOK_TIMEOUT_MS } from "./safe-fetch";
import { webhookBody, webhookHeaders } from "./sign";

export interface WebhookDispatcherOptions {
  db: Db;
  logger: Logger;
  /** Loopback receivers allowed (outside production): policy.ts. */
  allowLoopback: boolean;
  /** How often every process looks for due deliveries (WEBHOOK_POLL_MS); writes nudge it too. */
  pollMs: number;
  /** How long a claim holds a delivery (WEBHOOK_LEASE_MS): after a crash, another takes it. */
  leaseMs?: number;
  timeoutMs?: number;
  now?: () => Date;
}

export type WebhookDispatcher = BackgroundJob;

const DEFAULT_LEASE_MS = 30_000;

/**
 * Sends the webhook outbox (issue 53, ADR 0033), in every process beside the notifier: claims
 * due deliveries with a lease, sends each (different subjects at once; one subject's next
 * waits in the queue until this one is done), and records the try. At least once, with the
 * event's id as `webhook-id` on every try.
 */
export function createWebhookDispatcher(opts: WebhookDispatcherOptions): WebhookDispatcher {
  const { db, logger } = opts;
  const now = opts.now ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;

  async function deliver(delivery: ClaimedDelivery) {
    const body = webhookBody(delivery);
    const outcome = await safeFetch(delivery.url, {
      method: "POST",
      headers: webhookHeaders(delivery, delivery.eventId, body, now()),
      body,
      allowLoopback: opts.allowLoopback,
      timeoutMs: opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    });
    await recordAttempt(db, delivery, outcome, now());
  }

  async function pass(stopped: () => boolean) {
    try {
      for (
        let claimed = await claimDue(db, now(), leaseMs);
        claimed.length > 0 && !stopped();
        claimed = await claimDue(db, now(), leaseMs)
      ) {
        // One per endpoint and subject in a claim (the queue holds back later ones): all at once.
        await Promise.all(
          claimed.map((d) =>
            deliver(d).catch((err) =>
              logger.warn({ err, delivery: d.id }, "recording a webhook delivery failed"),
            ),
          ),
        );
      }
    } catch (err) {
      logger.warn({ err }, "sending webhooks failed; will try again");
    }
  }

  return backgroundJob(pass, opts.pollMs, { gatherMs: NUDGE_GATHER_MS });
}

/**
 * Writes nudge the dispatcher (a trigger may have queued an event); it waits this long for
 * other writes' nudges to ride along, so one claim serves them all. Under 200 clients saving
 * tours, a claim ran after nearly every write: a sixth of all statements (issue 49).
 */
const NUDGE_GATHER_MS = 100;
