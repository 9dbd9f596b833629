import { DAY_MS, HOUR_MS } from "../durations";
import { say } from "../i18n/words";
import { isDatePassed, type Negotiation } from "./negotiations";
import { ACTIONS, recommendation, type SuggestionAction } from "./suggestion-words";

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
const LIMITS = { expiringHours: EXPIRING_WITHIN_HOURS, staleDays: STALE_AFTER_DAYS };

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
  action: SuggestionAction;
  priority: Suggestion["priority"];
  deadline: string | null;
  status: Suggestion["status"];
  /** Hours to the deadline where the text needs them; otherwise days or a count. */
  figure: number;
  /** Shows confirmed on the same date (date rules). */
  sameDate?: readonly Input[];
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
    action: say(ACTIONS[f.action]),
    priority: f.priority,
    deadline: f.deadline,
    aiRecommendation: recommendation(f, home, LIMITS),
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
          action: first ? "confirmBeforeExpiry" : "askExtension",
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
        action: ours ? "chaseChallenge" : "answerChallenge",
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
        action: "recordDeal",
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
        action: "resolveConflict",
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
        action: "releaseHold",
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
          action: "followUp",
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
          action: "releasePassed",
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
          action: "setDate",
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
