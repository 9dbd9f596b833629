import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/**
 * How long one turn of the event loop may spend starting queued requests. On the embedded
 * database a request's queries run on this thread, so a request that starts runs to its
 * answer before the loop can do anything else. Node (libuv ≥ 1.45) accepts one new
 * connection per turn: turns that served every waiting client at once (~0.5 s with 170 of
 * them) let new connections in at two a second, and the last of 200 new clients waited 5 s
 * for its first answer. A short turn keeps accepting, reading and answering in step.
 */
const TURN_BUDGET_MS = 2;

/**
 * First come, first served for database work. Without it, 200 clients interleave their
 * statements on the embedded database's single connection, and a request that needs three
 * statements queues three times behind everyone else: some wait seconds while others are
 * served at once. Here a request waits once, in arrival order, then runs its statements
 * back to back with at most `maxInFlight` others (docs/decisions/0010-speed.md).
 *
 * Requests start from a turn of their own (`setImmediate`), never inside the socket read
 * that parsed them: a turn starts one, and a request that ends within
 * `turnBudgetMs` of the turn's start hands its slot straight on; later ones wait for the next
 * turn, after the loop has polled its sockets again.
 */
export function admission(maxInFlight: number, turnBudgetMs = TURN_BUDGET_MS) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  let turnStartedAt = Number.NEGATIVE_INFINITY;
  let turnScheduled = false;

  const startNext = () => {
    const next = waiting.shift();
    if (!next) return;
    inFlight++;
    next();
  };
  const turn = () => {
    turnScheduled = false;
    turnStartedAt = performance.now();
    if (inFlight < maxInFlight) startNext();
    // One start per turn: the sockets are polled between two (see TURN_BUDGET_MS).
    if (waiting.length > 0 && inFlight < maxInFlight) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(turn);
  };
  const release = () => {
    inFlight--;
    if (waiting.length === 0) return;
    // Still within this turn's budget: the next request runs now, in this chain of promises.
    if (performance.now() - turnStartedAt < turnBudgetMs) startNext();
    else scheduleTurn();
  };

  return createMiddleware<AppEnv>(async (_c, next) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      scheduleTurn();
    });
    try {
      await next();
    } finally {
      release();
    }
  });
}
