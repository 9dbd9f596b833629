import type { OutboxEntry } from "./outbox";

/** "1 check-in", "2 check-ins"; "2 changes" when the kinds differ or none was given. */
function countWrites(entries: readonly OutboxEntry[]): string {
  const kinds = new Set(entries.map((entry) => entry.kind ?? "change"));
  const kind = kinds.size === 1 ? [...kinds][0]! : "change";
  return `${entries.length} ${kind}${entries.length === 1 ? "" : "s"}`;
}

/**
 * What the banner says of the outbox (ADR 0018, Outbox): what waits, else what was just sent,
 * else nothing. Worked out here, in the outbox's own chunk: the dashboard only shows a string.
 */
export function describeOutbox(waiting: OutboxEntry[], sent: OutboxEntry[]): string | undefined {
  if (waiting.length > 0) return `${countWrites(waiting)} waiting to send`;
  if (sent.length > 0) return `Sent ${countWrites(sent)}`;
  return undefined;
}
