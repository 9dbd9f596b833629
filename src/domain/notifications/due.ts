import { DAY_MS, HOUR_MS } from "../durations";
import { type FilingFacts, filingReminders } from "./filing-due";
import type { NotificationKind } from "./kinds";
import type { NoticeShow } from "./notice-subjects";
import type { NoticeParams } from "./texts";

/**
 * Which reminders are due for a workspace's data at time `now` (issue 37). Pure: the server
 * reads the facts (only rows near a deadline), this decides, and the database makes each
 * (kind, subject, due time, person) happen once. The due time is part of the key, so a hold
 * extended to a new expiry is reminded of again, and one that is not is reminded once.
 */

/** A show as far as its reminders go. Dates are YYYY-MM-DD, instants are Dates. */
export interface ShowFacts {
  id: string;
  tourId: string;
  at: NoticeShow;
  date: string | null;
  status: string;
  holdExpiry: Date | null;
  challengeDeadline: Date | null;
  challengedBy: string | null;
  deal: { depositReceived: string; isPaid: boolean; isSettled: boolean } | null;
}

interface GuestListFacts {
  showId: string;
  tourId: string;
  at: NoticeShow;
  cutoffAt: Date | null;
  /** Requests not yet approved or declined, and when the newest came. */
  waiting: number;
  newestRequestAt: Date | null;
}

/** Something that already happened and is announced once (a lapse, an accepted invitation). */
export interface EventFacts {
  kind: NotificationKind;
  subjectId: string;
  at: Date;
  params: NoticeParams;
  /** A "named" kind's people (user ids): only they receive it (kinds.ts). */
  userIds?: readonly string[];
}

/** A contract version waiting for a signature (issue 39): since when, and for whose. */
export interface ContractWaitFacts {
  id: string;
  tourId: string;
  showId: string;
  at: NoticeShow;
  waitingOn: "promoter" | "countersignature";
  since: Date;
}

export interface WorkspaceFacts {
  workspaceId: string;
  shows: readonly ShowFacts[];
  guestLists: readonly GuestListFacts[];
  events: readonly EventFacts[];
  contracts?: readonly ContractWaitFacts[];
  /** Confirmed shows whose performance report falls due soon (issue 50). */
  filings?: readonly FilingFacts[];
}

export interface DueNotice {
  workspaceId: string;
  kind: NotificationKind;
  subjectId: string;
  dueAt: Date;
  params: NoticeParams;
  /** A "named" kind's people (user ids): only they receive it (kinds.ts). */
  userIds?: readonly string[];
}

/** Hours before a hold expires at which it is reminded of; only the nearest passed one is sent. */
export const HOLD_REMINDER_HOURS = [48, 24] as const;
export const CHALLENGE_REMINDER_HOURS = 24;
export const CUTOFF_REMINDER_HOURS = 24;
/** No deposit date is stored: the deposit is asked for this long before the show. */
export const DEPOSIT_DAYS_BEFORE = 30;
/** A balance still unpaid this long after the show is chased. */
export const BALANCE_DAYS_AFTER = 7;
/** A contract sent and not signed by the promoter for this long is reminded of… */
export const CONTRACT_PROMOTER_DAYS = 3;
/** …and one the promoter signed and we have not countersigned, after this long. */
export const CONTRACT_COUNTERSIGN_DAYS = 2;
/** The settlement is due the day after the show. */
const SETTLEMENT_DAYS_AFTER = 1;
/**
 * A reminder whose time passed longer ago than this is no longer sent (a server down for
 * weeks does not flood anyone); events are announced within the same window.
 */
export const STALE_AFTER_MS = 14 * DAY_MS;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isZero = (amount: string) => Number(amount) === 0;

/** The latest threshold (hours before `deadline`) that has passed at `now`, if any. */
function passedThreshold(deadline: number, hours: readonly number[], now: number) {
  if (now >= deadline) return undefined;
  let best: number | undefined;
  for (const h of hours) {
    const at = deadline - h * HOUR_MS;
    if (at <= now && (best === undefined || h < best)) best = h;
  }
  return best;
}

/** Adds one subject's reminders to `out`: `remind(kind, when, params)`. */
const remindersOf =
  (ws: string, subjectId: string, out: DueNotice[]) =>
  (kind: NotificationKind, dueAt: number, params: NoticeParams) =>
    out.push({ workspaceId: ws, kind, subjectId, dueAt: new Date(dueAt), params });

function showReminders(ws: string, s: ShowFacts, now: number, out: DueNotice[]) {
  const base = { at: s.at, tourId: s.tourId, showId: s.id };
  const remind = remindersOf(ws, s.id, out);
  if (s.status === "hold" && s.holdExpiry) {
    const expiry = s.holdExpiry.getTime();
    const h = passedThreshold(expiry, HOLD_REMINDER_HOURS, now);
    if (h !== undefined) remind("hold-expiring", expiry - h * HOUR_MS, { ...base, hours: h });
  }
  // Only a challenge we owe the answer to: another act challenged our hold.
  if (s.status === "challenge" && s.challengedBy === "them" && s.challengeDeadline) {
    const deadline = s.challengeDeadline.getTime();
    const h = passedThreshold(deadline, [CHALLENGE_REMINDER_HOURS], now);
    if (h !== undefined) remind("challenge-due", deadline - h * HOUR_MS, { ...base, hours: h });
  }
  if (!s.deal || !s.date || s.status !== "confirmed") return;
  const day = dayStart(s.date);
  const fresh = (at: number) => at <= now && now - at < STALE_AFTER_MS;
  const depositAt = day - DEPOSIT_DAYS_BEFORE * DAY_MS;
  if (isZero(s.deal.depositReceived) && !s.deal.isPaid && fresh(depositAt) && now < day)
    remind("deposit-due", depositAt, base);
  const settleAt = day + SETTLEMENT_DAYS_AFTER * DAY_MS;
  if (!s.deal.isSettled && fresh(settleAt)) remind("settlement-to-review", settleAt, base);
  const balanceAt = day + BALANCE_DAYS_AFTER * DAY_MS;
  if (!s.deal.isPaid && fresh(balanceAt)) remind("balance-unpaid", balanceAt, base);
}

function guestListReminders(ws: string, g: GuestListFacts, now: number, out: DueNotice[]) {
  const base = { at: g.at, tourId: g.tourId, showId: g.showId };
  const remind = remindersOf(ws, g.showId, out);
  if (g.cutoffAt) {
    const cutoff = g.cutoffAt.getTime();
    if (passedThreshold(cutoff, [CUTOFF_REMINDER_HOURS], now) !== undefined)
      remind("guest-cutoff-approaching", cutoff - CUTOFF_REMINDER_HOURS * HOUR_MS, base);
  }
  // At most one a show a day: keyed by the UTC day of the newest waiting request.
  if (g.waiting > 0 && g.newestRequestAt && g.newestRequestAt.getTime() <= now) {
    const t = g.newestRequestAt.getTime();
    remind("guest-requests-waiting", t - (t % DAY_MS), { ...base, count: g.waiting });
  }
}

/** Once per version and wait: sending again starts a new wait, so a new reminder. */
function contractReminders(ws: string, c: ContractWaitFacts, now: number, out: DueNotice[]) {
  const days = c.waitingOn === "promoter" ? CONTRACT_PROMOTER_DAYS : CONTRACT_COUNTERSIGN_DAYS;
  const at = c.since.getTime() + days * DAY_MS;
  if (at > now || now - at >= STALE_AFTER_MS) return;
  out.push({
    workspaceId: ws,
    kind: "contract-unsigned",
    subjectId: c.id,
    dueAt: new Date(at),
    params: { at: c.at, tourId: c.tourId, showId: c.showId, waitingOn: c.waitingOn },
  });
}

/** Every reminder due for one workspace at `now`. */
export function dueNotices(facts: WorkspaceFacts, now: Date): DueNotice[] {
  const t = now.getTime();
  const out: DueNotice[] = [];
  for (const s of facts.shows) showReminders(facts.workspaceId, s, t, out);
  for (const g of facts.guestLists) guestListReminders(facts.workspaceId, g, t, out);
  for (const c of facts.contracts ?? []) contractReminders(facts.workspaceId, c, t, out);
  for (const f of facts.filings ?? []) out.push(...filingReminders(facts.workspaceId, f, t));
  for (const e of facts.events) {
    const at = e.at.getTime();
    if (at <= t && t - at < STALE_AFTER_MS) {
      out.push({
        workspaceId: facts.workspaceId,
        kind: e.kind,
        subjectId: e.subjectId,
        dueAt: e.at,
        params: e.params,
      });
    }
  }
  return out;
}
