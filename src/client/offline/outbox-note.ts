import { t } from "@/client/i18n/t";
import type { OutboxEntry } from "./outbox";

/** "check-in" when every write is one, "change" when the kinds differ or none was given. */
function kindOf(entries: readonly OutboxEntry[]): "checkIn" | "change" {
  const kinds = new Set(entries.map((entry) => entry.kind ?? "change"));
  return kinds.size === 1 && kinds.has("check-in") ? "checkIn" : "change";
}

/**
 * What the banner says of the outbox (ADR 0018, Outbox): what waits, else what was just sent,
 * else nothing. Worked out here, in the outbox's own chunk: the dashboard only shows a string.
 * "1 check-in", "2 check-ins"; "2 changes" when the kinds differ or none was given.
 */
export function describeOutbox(waiting: OutboxEntry[], sent: OutboxEntry[]): string | undefined {
  if (waiting.length > 0)
    return t(
      {
        id: "offline.outbox.waiting",
        defaultMessage:
          "{kind, select, checkIn {{count, plural, one {# check-in} other {# check-ins}}} other {{count, plural, one {# change} other {# changes}}}} waiting to send",
      },
      { kind: kindOf(waiting), count: waiting.length },
    );
  if (sent.length > 0)
    return t(
      {
        id: "offline.outbox.sent",
        defaultMessage:
          "Sent {kind, select, checkIn {{count, plural, one {# check-in} other {# check-ins}}} other {{count, plural, one {# change} other {# changes}}}}",
      },
      { kind: kindOf(sent), count: sent.length },
    );
  return undefined;
}
