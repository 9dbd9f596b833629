import { formatCalendarDate, formatClock } from "../date-time";
import type { NotificationKind } from "./kinds";

/** One accepted advance answer as a notice tells it (advanceAcceptedNotice). */
export interface NoticeChange {
  label: string;
  /** A time is "HH:MM", printed in the reader's clock; sets: how many; text: the answer, cut short. */
  kind: "time" | "sets" | "text";
  value: string;
}

/**
 * What a notification says about its subject: stored with it (jsonb), so it reads right after
 * the show was renamed or deleted. Every field optional: a kind uses the ones it names.
 */
export interface NoticeParams {
  /** "the show at Union Street Theatre on Mar 12" (showLabel). */
  show?: string;
  tourId?: string;
  showId?: string;
  /** The threshold a reminder was sent at: within 48 or 24 hours. */
  hours?: number;
  count?: number;
  /** A person's name, a design project's title, a workspace's name. */
  name?: string;
  workspace?: string;
  /** What a manager accepted from a venue's advance, several in one notice. */
  changes?: NoticeChange[];
  /** A contract's reminder: whose signature it waits for (issue 39). */
  waitingOn?: "promoter" | "countersignature";
  /** A venue link's upload limit reached: its space, or its files an hour (issue 46). */
  limit?: "quota" | "rate";
  /** A performance report's reminder (issue 50): the society's name, its due date, days left. */
  society?: string;
  dueOn?: string;
  days?: number;
  /** A leg or a stay (issue 54): "Flight Chicago → Denver on May 2, 2099", and whether it went. */
  travel?: string;
  cancelled?: boolean;
}

/** A person's 12/24-hour choice; a notice written on the server reads 24-hour when unset. */
type Clock = "12h" | "24h" | null | undefined;

const changeValue = (c: NoticeChange, clock: Clock) =>
  c.kind === "time"
    ? formatClock(c.value, clock ?? "24h")
    : c.kind === "sets"
      ? `${c.value} ${c.value === "1" ? "set" : "sets"}`
      : c.value;

/** "Load-in for the show at … is now 14:00", or every change of one accept in one line. */
function acceptedTitle(show: string, changes: readonly NoticeChange[], clock: Clock): string {
  const [one] = changes;
  if (!one) return `The advance for ${show} was updated`;
  if (changes.length === 1)
    return one.kind === "text"
      ? `${one.label} for ${show}: ${one.value}`
      : `${one.label} for ${show} ${one.kind === "sets" ? "are" : "is"} now ${changeValue(one, clock)}`;
  const list = changes.map((c) => `${c.label} ${changeValue(c, clock)}`).join(" · ");
  return `New for ${show}: ${list}`;
}

/** The one line the bell and the email's subject show. */
export function noticeTitle(kind: NotificationKind, p: NoticeParams, clock?: Clock): string {
  const show = p.show ?? "a show";
  switch (kind) {
    case "hold-expiring":
      return `The hold on ${show} expires within ${p.hours ?? 24} hours`;
    case "challenge-due":
      return `Answer the challenge on ${show} within ${p.hours ?? 24} hours`;
    case "hold-lapsed":
      return `The hold on ${show} lapsed`;
    case "hold-promoted":
      return `The hold on ${show} moved up`;
    case "deposit-due":
      return `The deposit for ${show} is due`;
    case "balance-unpaid":
      return `The balance for ${show} is still unpaid`;
    case "settlement-to-review":
      return `The settlement for ${show} is ready to review`;
    case "guest-requests-waiting":
      return `${p.count ?? 1} guest ${p.count === 1 ? "request is" : "requests are"} waiting for ${show}`;
    case "guest-cutoff-approaching":
      return `The guest list for ${show} closes within 24 hours`;
    case "day-times-changed":
      return `The times for ${show} changed`;
    case "advance-accepted":
      return acceptedTitle(show, p.changes ?? [], clock);
    case "advance-link-limit":
      return p.limit === "rate"
        ? `${p.name ?? "The venue"}'s advance link for ${show} uploaded too many files within an hour and was paused`
        : `${p.name ?? "The venue"}'s advance link for ${show} used up its upload space`;
    case "invitation-accepted":
      return `${p.name ?? "Someone"} accepted your invitation`;
    case "proof-waiting":
      return `A proof of ${p.name ?? "a design"} is waiting for approval`;
    case "proof-sent-back":
      return `A proof of ${p.name ?? "a design"} was sent back with changes`;
    case "member-removed":
      return `You were removed from ${p.workspace ?? "a workspace"}`;
    case "contract-unsigned":
      return p.waitingOn === "countersignature"
        ? `The promoter signed the contract for ${show}: countersign it`
        : `The promoter has not signed the contract for ${show} yet`;
    case "travel-changed":
      return p.cancelled
        ? `${p.travel ?? "Your travel"} was cancelled`
        : `${p.travel ?? "Your travel"} changed`;
    case "setlist-filing-due":
      return `File the set list for ${show} with ${p.society ?? "its society"} by ${p.dueOn ? formatCalendarDate(p.dueOn) : "its deadline"}`;
  }
}

/** Where the notification leads in the app (a path under the site). */
export function noticeLink(kind: NotificationKind, p: NoticeParams): string {
  switch (kind) {
    case "hold-expiring":
    case "challenge-due":
    case "hold-lapsed":
    case "hold-promoted":
      return "/dashboard/hcc-manager";
    case "deposit-due":
    case "balance-unpaid":
    case "settlement-to-review":
      return p.tourId
        ? `/dashboard/logistics?tour=${p.tourId}&tab=financials`
        : "/dashboard/logistics";
    case "guest-requests-waiting":
    case "guest-cutoff-approaching":
      return p.tourId && p.showId
        ? `/dashboard/logistics/guest-list/${p.tourId}/${p.showId}`
        : "/dashboard/logistics";
    case "day-times-changed":
    case "advance-accepted":
      return p.tourId && p.showId
        ? `/dashboard/logistics/day-sheet/${p.tourId}/${p.showId}`
        : "/dashboard/logistics";
    case "advance-link-limit":
      return p.tourId && p.showId
        ? `/dashboard/logistics/advance/${p.tourId}/${p.showId}`
        : "/dashboard/logistics";
    case "invitation-accepted":
      return "/dashboard/team";
    case "proof-waiting":
    case "proof-sent-back":
      return "/dashboard/merch";
    case "member-removed":
      return "/dashboard";
    case "contract-unsigned":
      return p.tourId ? `/dashboard/tours/${p.tourId}` : "/dashboard/tours";
    case "setlist-filing-due":
      return "/dashboard/songs?tab=filing";
    case "travel-changed":
      return p.tourId
        ? `/dashboard/logistics?tour=${p.tourId}&tab=logistics`
        : "/dashboard/logistics";
  }
}
