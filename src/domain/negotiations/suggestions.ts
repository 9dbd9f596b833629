import { formatHomeWhole } from "../currencies/home-money";
import { DAY_MS, HOUR_MS } from "../durations";
import { formatCalendarDate } from "../tour-timing";
import { isDatePassed, type Negotiation, ordinal } from "./negotiations";
import { wholeHours } from "./relative-time";

/** "Nov 20, 2026": the day an instant falls on (UTC, as the rest of the rules count days). */
const dayOf = (iso: string) => formatCalendarDate(iso.slice(0, 10));

/** What Accept does; the client maps each kind to one API call or form. */
type SuggestionKind = "confirm" | "extend" | "release" | "follow-up" | "add-deal" | "open";

type SuggestionRule =
  | "expiring-hold"
  | "open-challenge"
  | "no-deal"
  | "date-conflict"
  | "leftover-hold"
  | "stale"
  | "no-date"
  | "date-passed";

/** docs/product.md §4.6, the "AI action": venue, action, priority, deadline, aiRecommendation, status. */
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

/**
 * Rules about money: their text and fingerprint carry the show's fee, and acting on them is a
 * manager's job. Crew and artists are never shown them (ADR 0019).
 */
const MONEY_RULES: ReadonlySet<SuggestionRule> = new Set(["no-deal"]);

export interface Dismissal {
  showId: string;
  rule: string;
  fingerprint: string;
}

export const EXPIRING_WITHIN_HOURS = 72;
const STALE_AFTER_DAYS = 14;
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
  | "challengedBy"
  | "confirmedAt"
  | "lastContact"
  | "createdAt"
  | "hasDeal"
>;

const hoursUntil = (iso: string, now: number) => (Date.parse(iso) - now) / HOUR_MS;
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
 * A rule's finding before any text is written: the recommendation and the fingerprint are
 * made only for what is returned (or checked against an Override), so ranking 10,000
 * negotiations costs little more than reading them.
 */
interface Finding {
  n: Input;
  rule: SuggestionRule;
  kind: SuggestionKind;
  action: string;
  priority: Suggestion["priority"];
  deadline: string | null;
  status: Suggestion["status"];
  /** Hours to the deadline where the text needs them; otherwise days or a count. */
  figure: number;
  /** Shows confirmed on the same date (date rules). */
  sameDate?: readonly Input[];
}

function recommendation(f: Finding, home: string): string {
  const { n, figure } = f;
  const rank = ordinal(n.holdRank ?? 1);
  switch (f.rule) {
    case "expiring-hold":
      return `${rank} hold${on(n.performanceDate)} expires in ${wholeHours(figure)} h (under ${EXPIRING_WITHIN_HOURS} h). ${f.kind === "confirm" ? "Confirm it now or it lapses to released." : "Ask the venue for 7 more days or it lapses to released."}`;
    case "open-challenge":
      if (n.challengedBy === "us") {
        const above = ordinal(Math.max(1, (n.holdRank ?? 2) - 1));
        return `Our ${rank} hold${on(n.performanceDate)} challenged the ${above} hold above it: that act owes us an answer within ${wholeHours(figure)} h. With no answer by then, we move up to the ${above} hold.`;
      }
      return `Another act challenged our ${rank} hold${on(n.performanceDate)}: we owe the answer. Confirm or release within ${wholeHours(figure)} h, or our hold lapses to released.`;
    case "no-deal": {
      // The day it was confirmed, from the timeline; the show's own date is a different fact.
      const when = n.confirmedAt ? ` on ${dayOf(n.confirmedAt)}` : "";
      const show = n.performanceDate ? ` for ${formatCalendarDate(n.performanceDate)}` : "";
      return `Confirmed${when}${show} with no revenue deal on file. Record the ${formatHomeWhole(n.venueFee, home)} guarantee so settlement has something to compare with.`;
    }
    case "date-conflict": {
      const confirmed = f.sameDate!;
      // A few names are enough; listing hundreds would make this quadratic.
      const others = confirmed.filter((c) => c.id !== n.id).slice(0, 3);
      return `${confirmed.length} shows are confirmed${on(n.performanceDate)} (also ${others.map((o) => o.venueName).join(", ")}${confirmed.length > 4 ? ", …" : ""}). Release all but one.`;
    }
    case "leftover-hold":
      return `${f.sameDate![0]!.venueName} is confirmed${on(n.performanceDate)}, so this ${rank} hold is not needed. Release it so the venue can sell the date.`;
    case "stale":
      return `No contact for ${figure} days (over ${STALE_AFTER_DAYS}). Follow up before the date goes elsewhere.`;
    case "no-date":
      return "This negotiation has no performance date, so it cannot be held, confirmed or checked for conflicts.";
    case "date-passed":
      return `The show's date${on(n.performanceDate)} has passed and it was never confirmed. Release it so the calendar and the tour's run are right.`;
  }
}

/** The data a suggestion was made from: an Override holds until this changes. */
function fingerprint(f: Finding): string {
  const { n } = f;
  switch (f.rule) {
    case "expiring-hold":
      return `${n.status}|${n.holdExpiry}|${n.holdRank ?? ""}`;
    case "open-challenge":
      // Ours is a different suggestion; theirs keeps the fingerprint it had before directions.
      return `${n.status}|${n.challengeDeadline}${n.challengedBy === "us" ? "|us" : ""}`;
    case "no-deal":
      return `${n.status}|${n.venueFee ?? ""}`;
    case "date-conflict":
    case "leftover-hold":
      return `${n.status}|${f.sameDate!.length}|${f.sameDate![0]!.id}`;
    case "stale":
      return `${n.status}|${n.lastContact ?? n.createdAt}`;
    case "no-date":
    case "date-passed":
      return n.status;
  }
}

function toSuggestion(f: Finding, home: string): Suggestion {
  return {
    id: `${f.rule}:${f.n.id}`,
    rule: f.rule,
    kind: f.kind,
    showId: f.n.id,
    venue: f.n.venueName,
    action: f.action,
    priority: f.priority,
    deadline: f.deadline,
    aiRecommendation: recommendation(f, home),
    status: f.status,
    fingerprint: fingerprint(f),
  };
}

/** What the rules find in one negotiation, in no particular order. */
function findings(negotiations: readonly Input[], t: number): Finding[] {
  const out: Finding[] = [];
  const today = new Date(t).toISOString().slice(0, 10);
  const confirmedByDate = new Map<string, Input[]>();
  for (const n of negotiations) {
    if (n.status === "confirmed" && n.performanceDate) {
      const list = confirmedByDate.get(n.performanceDate);
      if (list) list.push(n);
      else confirmedByDate.set(n.performanceDate, [n]);
    }
  }
  for (const n of negotiations) {
    if (n.status === "hold" && n.holdExpiry) {
      const h = hoursUntil(n.holdExpiry, t);
      if (h >= 0 && h < EXPIRING_WITHIN_HOURS) {
        const first = (n.holdRank ?? 1) <= 1;
        out.push({
          n,
          rule: "expiring-hold",
          kind: first ? "confirm" : "extend",
          action: first ? "Confirm before the hold expires" : "Ask for a hold extension",
          priority: h < URGENT_WITHIN_HOURS ? "high" : "medium",
          deadline: n.holdExpiry,
          status: statusFor(h),
          figure: h,
        });
      }
    }
    if (n.status === "challenge" && n.challengeDeadline) {
      const h = hoursUntil(n.challengeDeadline, t);
      const ours = n.challengedBy === "us";
      out.push({
        n,
        rule: "open-challenge",
        // Ours: the other act owes the answer, so the move is to chase the venue for it.
        kind: ours ? "follow-up" : "confirm",
        action: ours
          ? "Chase the answer to our challenge"
          : "Answer the challenge: confirm or release",
        priority: ours ? "medium" : "high",
        deadline: n.challengeDeadline,
        status: statusFor(h),
        figure: h,
      });
    }
    if (n.status === "confirmed" && !n.hasDeal) {
      out.push({
        n,
        rule: "no-deal",
        kind: "add-deal",
        action: "Record the deal",
        priority: "medium",
        deadline: n.performanceDate ? `${n.performanceDate}T00:00:00.000Z` : null,
        status: "scheduled",
        figure: 0,
      });
    }
    const sameDate = n.performanceDate ? confirmedByDate.get(n.performanceDate) : undefined;
    if (sameDate && n.status === "confirmed" && sameDate.length > 1) {
      out.push({
        n,
        rule: "date-conflict",
        kind: "open",
        action: "Resolve the date conflict",
        priority: "high",
        deadline: `${n.performanceDate}T00:00:00.000Z`,
        status: "urgent",
        figure: sameDate.length,
        sameDate,
      });
    } else if (sameDate && (n.status === "hold" || n.status === "challenge")) {
      out.push({
        n,
        rule: "leftover-hold",
        kind: "release",
        action: "Release the hold",
        priority: "medium",
        deadline: n.holdExpiry,
        status: "pending",
        figure: sameDate.length,
        sameDate,
      });
    }
    if (n.status === "pending" || n.status === "hold" || n.status === "challenge") {
      const days = Math.floor((t - Date.parse(n.lastContact ?? n.createdAt)) / DAY_MS);
      if (days >= STALE_AFTER_DAYS) {
        out.push({
          n,
          rule: "stale",
          kind: "follow-up",
          action: "Follow up with the venue",
          priority: "low",
          deadline: null,
          status: "scheduled",
          figure: days,
        });
      }
      // Issue 36: a date gone by with nothing confirmed is marked and offered for release.
      if (n.performanceDate && isDatePassed(n.status, n.performanceDate, today)) {
        out.push({
          n,
          rule: "date-passed",
          kind: "release",
          action: "Release: the date has passed",
          priority: "medium",
          deadline: `${n.performanceDate}T00:00:00.000Z`,
          status: "urgent",
          figure: 0,
        });
      }
      if (!n.performanceDate) {
        out.push({
          n,
          rule: "no-date",
          kind: "open",
          action: "Set a performance date",
          priority: "low",
          deadline: null,
          status: "scheduled",
          figure: 0,
        });
      }
    }
  }
  return out;
}

/**
 * The suggested next actions over an account's negotiations, most pressing first, without
 * those an Override holds. Pure and linear in the number of negotiations (one pass plus a
 * per-date index); `limit` cuts the list before any text is written. Without `withMoney` (crew
 * and artists), the rules about money are left out.
 */
export function suggestActions(
  negotiations: readonly Input[],
  now: Date,
  dismissed: readonly Dismissal[] = [],
  limit = Number.POSITIVE_INFINITY,
  withMoney = true,
  /** The workspace's home currency, which an offer is in (issue 41). */
  home = "USD",
): { items: Suggestion[]; total: number } {
  let found = findings(negotiations, now.getTime());
  if (!withMoney) found = found.filter((f) => !MONEY_RULES.has(f.rule));
  if (dismissed.length > 0) {
    const hidden = new Set(dismissed.map((d) => `${d.rule}:${d.showId}|${d.fingerprint}`));
    found = found.filter((f) => !hidden.has(`${f.rule}:${f.n.id}|${fingerprint(f)}`));
  }
  found.sort(
    (a, b) =>
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
      compareText(a.deadline ?? "9999", b.deadline ?? "9999") ||
      compareText(a.rule, b.rule) ||
      compareText(a.n.id, b.n.id),
  );
  const shown = found.length > limit ? found.slice(0, limit) : found;
  return { items: shown.map((f) => toSuggestion(f, home)), total: found.length };
}
