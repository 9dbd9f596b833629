import { formatUsd } from "./format";
import { DAY_MS, HOUR_MS, type Negotiation, ordinal } from "./negotiations";
import { formatCalendarDate } from "./tour-timing";

/** What Accept does; the client maps each kind to one API call or form. */
export type SuggestionKind = "confirm" | "extend" | "release" | "follow-up" | "add-deal" | "open";

export type SuggestionRule =
  | "expiring-hold"
  | "open-challenge"
  | "no-deal"
  | "date-conflict"
  | "leftover-hold"
  | "stale"
  | "no-date";

/** Spec §3 "AI action": venue, action, priority, deadline, aiRecommendation, status. */
export interface Suggestion {
  /** rule + show: stable while the suggestion stands. */
  id: string;
  rule: SuggestionRule;
  kind: SuggestionKind;
  showId: string;
  venue: string;
  action: string;
  priority: "high" | "medium" | "low";
  deadline: string | null;
  aiRecommendation: string;
  status: "urgent" | "pending" | "scheduled";
  /** The data the suggestion was made from: an Override holds until this changes. */
  fingerprint: string;
}

export interface Dismissal {
  showId: string;
  rule: string;
  fingerprint: string;
}

export const EXPIRING_WITHIN_HOURS = 72;
export const STALE_AFTER_DAYS = 14;
const URGENT_WITHIN_HOURS = 24;

type Input = Pick<
  Negotiation,
  | "id"
  | "venueName"
  | "performanceDate"
  | "venueFee"
  | "status"
  | "holdRank"
  | "holdExpiry"
  | "challengeDeadline"
  | "lastContact"
  | "createdAt"
  | "hasDeal"
>;

const hoursUntil = (iso: string, now: number) => (Date.parse(iso) - now) / HOUR_MS;
const roundHours = (h: number) => Math.max(0, Math.floor(h));
const statusFor = (hours: number) =>
  hours < URGENT_WITHIN_HOURS ? "urgent" : hours < EXPIRING_WITHIN_HOURS ? "pending" : "scheduled";
const dateLabels = new Map<string, string>();
const on = (date: string | null) => {
  if (!date) return "";
  let label = dateLabels.get(date);
  if (label === undefined) {
    label = ` on ${formatCalendarDate(date)}`;
    if (dateLabels.size < 10_000) dateLabels.set(date, label);
  }
  return label;
};

// Plain code-unit order: ISO times and ids sort correctly, and it is far faster than a collator.
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * The suggested next actions over an account's negotiations, most pressing first. Pure and
 * linear in the number of negotiations (one pass plus a per-date index).
 */
export function suggestActions(
  negotiations: readonly Input[],
  now: Date,
  dismissed: readonly Dismissal[] = [],
): Suggestion[] {
  const t = now.getTime();
  const out: Suggestion[] = [];
  const confirmedByDate = new Map<string, Input[]>();
  for (const n of negotiations) {
    if (n.status === "confirmed" && n.performanceDate) {
      const list = confirmedByDate.get(n.performanceDate) ?? [];
      list.push(n);
      confirmedByDate.set(n.performanceDate, list);
    }
  }
  // Fields copied one by one and the fingerprint joined by hand: spreading and Array.join here
  // took most of the time over 10,000 negotiations.
  const add = (
    n: Input,
    s: Omit<Suggestion, "id" | "showId" | "venue" | "fingerprint">,
    data: readonly unknown[],
  ) =>
    out.push({
      id: `${s.rule}:${n.id}`,
      rule: s.rule,
      kind: s.kind,
      showId: n.id,
      venue: n.venueName,
      action: s.action,
      priority: s.priority,
      deadline: s.deadline,
      aiRecommendation: s.aiRecommendation,
      status: s.status,
      fingerprint: data.length ? `${n.status}|${data.join("|")}` : n.status,
    });

  for (const n of negotiations) {
    const open = n.status === "pending" || n.status === "hold" || n.status === "challenge";
    if (n.status === "hold" && n.holdExpiry) {
      const h = hoursUntil(n.holdExpiry, t);
      if (h >= 0 && h < EXPIRING_WITHIN_HOURS) {
        const first = (n.holdRank ?? 1) <= 1;
        add(
          n,
          {
            rule: "expiring-hold",
            kind: first ? "confirm" : "extend",
            action: first ? "Confirm before the hold expires" : "Ask for a hold extension",
            priority: h < URGENT_WITHIN_HOURS ? "high" : "medium",
            deadline: n.holdExpiry,
            aiRecommendation: `${ordinal(n.holdRank ?? 1)} hold${on(n.performanceDate)} expires in ${roundHours(h)} h (under ${EXPIRING_WITHIN_HOURS} h). ${first ? "Confirm it now or it lapses to released." : "Ask the venue for 7 more days or it lapses to released."}`,
            status: statusFor(h),
          },
          [n.holdExpiry, n.holdRank],
        );
      }
    }
    if (n.status === "challenge" && n.challengeDeadline) {
      const h = hoursUntil(n.challengeDeadline, t);
      add(
        n,
        {
          rule: "open-challenge",
          kind: "confirm",
          action: "Answer the challenge: confirm or release",
          priority: "high",
          deadline: n.challengeDeadline,
          aiRecommendation: `Another act challenged our ${ordinal(n.holdRank ?? 1)} hold${on(n.performanceDate)}; ${roundHours(h)} h left to confirm or the date lapses to released.`,
          status: statusFor(h),
        },
        [n.challengeDeadline],
      );
    }
    if (n.status === "confirmed" && !n.hasDeal) {
      add(
        n,
        {
          rule: "no-deal",
          kind: "add-deal",
          action: "Record the deal",
          priority: "medium",
          deadline: n.performanceDate ? `${n.performanceDate}T00:00:00.000Z` : null,
          aiRecommendation: `Confirmed${on(n.performanceDate)} with no revenue deal on file. Record the ${formatUsd(n.venueFee)} guarantee so settlement has something to compare with.`,
          status: "scheduled",
        },
        [n.venueFee],
      );
    }
    if (n.performanceDate) {
      const confirmed = confirmedByDate.get(n.performanceDate) ?? [];
      if (n.status === "confirmed" && confirmed.length > 1) {
        // A few names are enough; listing hundreds would make this quadratic.
        const others = confirmed.filter((c) => c.id !== n.id).slice(0, 3);
        add(
          n,
          {
            rule: "date-conflict",
            kind: "open",
            action: "Resolve the date conflict",
            priority: "high",
            deadline: `${n.performanceDate}T00:00:00.000Z`,
            aiRecommendation: `${confirmed.length} shows are confirmed${on(n.performanceDate)} (also ${others.map((o) => o.venueName).join(", ")}${confirmed.length > 4 ? ", …" : ""}). Release all but one.`,
            status: "urgent",
          },
          [confirmed.length, confirmed[0]!.id],
        );
      } else if ((n.status === "hold" || n.status === "challenge") && confirmed.length > 0) {
        add(
          n,
          {
            rule: "leftover-hold",
            kind: "release",
            action: "Release the hold",
            priority: "medium",
            deadline: n.holdExpiry,
            aiRecommendation: `${confirmed[0]!.venueName} is confirmed${on(n.performanceDate)}, so this ${ordinal(n.holdRank ?? 1)} hold is not needed. Release it so the venue can sell the date.`,
            status: "pending",
          },
          [confirmed.length, confirmed[0]!.id],
        );
      }
    }
    if (open) {
      const since = n.lastContact ?? n.createdAt;
      const days = Math.floor((t - Date.parse(since)) / DAY_MS);
      if (days >= STALE_AFTER_DAYS) {
        add(
          n,
          {
            rule: "stale",
            kind: "follow-up",
            action: "Follow up with the venue",
            priority: "low",
            deadline: null,
            aiRecommendation: `No contact for ${days} days (over ${STALE_AFTER_DAYS}). Follow up before the date goes elsewhere.`,
            status: "scheduled",
          },
          [since],
        );
      }
      if (!n.performanceDate) {
        add(
          n,
          {
            rule: "no-date",
            kind: "open",
            action: "Set a performance date",
            priority: "low",
            deadline: null,
            aiRecommendation:
              "This negotiation has no performance date, so it cannot be held, confirmed or checked for conflicts.",
            status: "scheduled",
          },
          [],
        );
      }
    }
  }
  const hidden = new Set(dismissed.map((d) => `${d.rule}:${d.showId}|${d.fingerprint}`));
  const shown = hidden.size ? out.filter((s) => !hidden.has(`${s.id}|${s.fingerprint}`)) : out;
  return shown.sort(
    (a, b) =>
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
      compareText(a.deadline ?? "9999", b.deadline ?? "9999") ||
      compareText(a.id, b.id),
  );
}
