import { formatInstant } from "../date-time";
import type { GuestStatus } from "./guest-lists";

/**
 * The guest list's rules (docs/product.md §6.4): an allotment of tickets, a cutoff, a lock.
 * The server refuses a request past any of them with a message that names the limit; an
 * owner or manager may override it, and the override is recorded on the guest.
 */
export interface GuestListLimits {
  allotment: number | null;
  cutoffAt: string | null;
  locked: boolean;
}

export const NO_LIMITS: GuestListLimits = { allotment: null, cutoffAt: null, locked: false };

/** A guest's tickets: themselves and their +N. */
export const ticketsOf = (g: { plusOnes: number }) => 1 + g.plusOnes;

/** "Dec 5, 2026, 18:00 UTC": the cutoff as every viewer reads the same instant. */
export function formatCutoff(iso: string): string {
  // 24-hour: the server's refusal goes to whoever asked, whatever their clock (the spec's text).
  return `${formatInstant(iso, "24h", "UTC")} UTC`;
}

/**
 * Why a request for `wanted` tickets is refused, or undefined when it fits. `taken` is what
 * the list's other guests already hold.
 */
export function limitRefusal(
  limits: GuestListLimits,
  taken: number,
  wanted: number,
  now: Date,
): string | undefined {
  if (limits.locked) return "The guest list is locked";
  if (limits.cutoffAt && now.getTime() > new Date(limits.cutoffAt).getTime())
    return `The guest list closed at ${formatCutoff(limits.cutoffAt)}`;
  if (limits.allotment !== null && taken + wanted > limits.allotment) {
    const left = Math.max(0, limits.allotment - taken);
    return `Only ${left} of ${limits.allotment} tickets left`;
  }
  return undefined;
}

export interface CountedGuest {
  status: GuestStatus;
  plusOnes: number;
  checkedIn: number;
}

/** The door's and the day sheet's figures: tickets checked in against tickets approved. */
export function guestListCounts(guests: readonly CountedGuest[], allotment: number | null) {
  let approved = 0;
  let requested = 0;
  let requests = 0;
  let checkedIn = 0;
  for (const g of guests) {
    if (g.status === "approved") approved += ticketsOf(g);
    if (g.status === "requested") {
      requested += ticketsOf(g);
      requests++;
    }
    checkedIn += g.checkedIn;
  }
  return {
    approved,
    /** Tickets the waiting requests ask for (a guest and their plus-ones). */
    requested,
    /** Requests waiting for approval: one a guest, whatever their plus-ones. */
    requests,
    checkedIn,
    ticketsLeft: allotment === null ? null : Math.max(0, allotment - approved - requested),
  };
}

/**
 * What waits for approval, counted by one rule everywhere (issue 47: the demo's Today said
 * "2 guest requests waiting" beside a guest list's "3 waiting for approval", which counted
 * tickets): requests, as the reminder counts them, with their tickets when those differ.
 * "" when none waits.
 */
export function waitingForApproval(c: { requests: number; requested: number }): string {
  if (c.requests === 0) return "";
  const requests = `${c.requests} request${c.requests === 1 ? "" : "s"}`;
  const tickets = c.requested === c.requests ? "" : ` (${c.requested} tickets)`;
  return `${requests}${tickets} waiting for approval`;
}

/** The word a box office files a name under: the last one ("Ann de Vries" → "vries"). */
function lastNameKey(name: string): string {
  const words = name.trim().toLocaleLowerCase("en-US").split(/\s+/);
  return words[words.length - 1] ?? "";
}

/** Sorted by last name, then the whole name, as a printed door list is read. */
export function byLastName<T extends { name: string }>(guests: readonly T[]): T[] {
  return [...guests].sort(
    (a, b) =>
      lastNameKey(a.name).localeCompare(lastNameKey(b.name), "en-US") ||
      a.name.localeCompare(b.name, "en-US"),
  );
}

/** Whether a name matches what the door typed: every word, anywhere, any case. */
export function matchesSearch(name: string, query: string): boolean {
  const hay = name.toLocaleLowerCase("en-US");
  return query
    .toLocaleLowerCase("en-US")
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
