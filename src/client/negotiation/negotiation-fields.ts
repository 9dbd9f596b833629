import { readInstant } from "@/domain/date-bounds";
import { NEXT_FREE_RANK, ordinal } from "@/domain/negotiations/negotiations";

/** Hold ranks a form offers; by default the server picks the next free rank on the date. */
export const RANK_OPTIONS = [
  { value: NEXT_FREE_RANK, label: "Next free rank" },
  ...[1, 2, 3, 4, 5].map((r) => ({ value: String(r), label: `${ordinal(r)} hold` })),
];

/**
 * 'datetime-local' is the viewer's own time; the API wants an instant. What the date rule
 * refuses (a year past 9999 that `new Date` cannot even print) goes as typed, and the API's
 * answer names the field.
 */
export function toInstant(local: unknown) {
  if (typeof local !== "string" || !local) return undefined;
  const read = readInstant(local);
  return read.ok ? read.value.toISOString() : local;
}

/** A rank picked in a form, as the API takes it (undefined: the next free one). */
export const pickedRank = (value: unknown) =>
  value === NEXT_FREE_RANK || value === "" || value == null ? undefined : Number(value);
