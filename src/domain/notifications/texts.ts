import type { NotificationKind } from "./kinds";
import type { NoticeShow, NoticeTravel } from "./notice-subjects";

/** One accepted advance answer as a notice tells it (advanceAcceptedNotice). */
export interface NoticeChange {
  /** The advance item's label as the workspace named it; a sets answer's is ours, said at read. */
  label: string;
  /** A time is "HH:MM", printed in the reader's clock; sets: how many; text: the answer, cut short. */
  kind: "time" | "sets" | "text";
  value: string;
}

/**
 * What a notification says about its subject: stored with it (jsonb), so it reads right after
 * the show was renamed or deleted. Every field optional: a kind uses the ones it names. Facts
 * only (names, dates, counts): the words are written when it is read, in the reader's language
 * (issue 55). Rows stored before held English phrases in `show` and `travel`; they still read.
 */
export interface NoticeParams {
  /** The show's venue and date (notice-subjects.ts). */
  at?: NoticeShow;
  /** Before issue 55: "the show at Union Street Theatre on Mar 12" (showLabel), in English. */
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
  /** A leg or a stay (issue 54), and whether it went. */
  trip?: NoticeTravel;
  /** Before issue 55: "Flight Chicago → Denver on May 2, 2099", in English. */
  travel?: string;
  cancelled?: boolean;
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
