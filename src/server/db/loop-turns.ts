import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database answers on the server's own thread, and its answers arrive as
 * resolved promises, not as I/O: a request that runs one statement after another (a demo
 * account's seed, an import's batches, a transaction's steps) never lets the event loop turn,
 * however short each statement is. Eight demo sign-ins at once held the loop 550 ms this way,
 * no single statement over 15 ms (issue 49's stall bench, 2026-12-04), and no other request,
 * not even /api/health, was read meanwhile.
 *
 * So before each statement, when the loop has not turned for `afterMs`, the statement waits
 * one turn (setImmediate: pending I/O and timers go first). Within a transaction too: its
 * statements still run in order and alone on the connection; only the thread is shared.
 * PostgreSQL needs none of this: its answers come over a socket, which is a turn each time.
 */
export function letTheLoopTurn(client: PGlite, afterMs = LOOP_TURN_AFTER_MS): void {
  // When the marker of a turn was set, until the loop has turned and cleared it.
  let waitingSince: number | undefined;
  const markTurn = () => {
    waitingSince = undefined;
  };
  const turnIfDue = async () => {
    const now = performance.now();
    if (waitingSince === undefined) {
      waitingSince = now;
      setImmediate(markTurn);
      return;
    }
    if (now - waitingSince < afterMs) return;
    // The marker was queued first, so it has run (and cleared) by the time this resumes.
    await nextTurn();
  };
  // Every query, exec and transaction statement of PGlite goes through this one method.
  const run = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args: Parameters<PGlite["execProtocolStream"]>) => {
    await turnIfDue();
    return run(...args);
  };
}

/** Well inside the ~50 ms a request's work may hold the thread, leaving room for a statement. */
const LOOP_TURN_AFTER_MS = 20;
