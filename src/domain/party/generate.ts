import { type CurrencyCode, minorToStored, storedToMinor } from "../currencies/currency";
import { dateIn } from "../date-time";
import { DROPPED_SHOW_STATUSES } from "../tours/tour-status";
import type { DayKind, PayPer } from "./people";

/**
 * What the party should be paid (issue 54, ADR 0032), and how stored lines are brought to it.
 * Pure: the generation route and every write that moves a day (queries/party/generation.ts)
 * read the rows and hand them here. Money is bigint minor units; text only at the edges.
 */

export interface GenTour {
  startDate: string | null;
  endDate: string | null;
}
export interface GenShow {
  id: string;
  date: string | null;
  status: string;
}
/** A leg as the generation reads it; no passengers: the whole party's. */
export interface GenLeg {
  departureAt: Date | string;
  departureTz: string;
  passengerIds: readonly string[];
}
export interface GenPerson {
  id: string;
  joinsOn: string | null;
  leavesOn: string | null;
  homeCurrency: CurrencyCode;
  perDiemCurrency: CurrencyCode;
  perDiemShow: string | null;
  perDiemTravel: string | null;
  perDiemOff: string | null;
  payAmount: string | null;
  payPer: PayPer | null;
  payCurrency: CurrencyCode | null;
}

/** The kinds a generation makes; fees, advances and buyouts are only ever typed. */
type GeneratedKind = "per_diem" | "wage";

/** A line the party should have: one per (person, kind, day). Amount as stored text. */
export interface DesiredLine {
  personId: string;
  kind: GeneratedKind;
  day: string;
  dayKind: DayKind | null;
  showId: string | null;
  amount: string;
  currency: CurrencyCode;
}

/** A stored line, as the sync compares it. */
export interface StoredLine {
  id: string;
  personId: string;
  kind: string;
  day: string | null;
  dayKind: string | null;
  showId: string | null;
  amount: string;
  currency: CurrencyCode;
  origin: "generated" | "typed";
  paidAt: Date | string | null;
}

export interface SyncPlan {
  insert: DesiredLine[];
  update: (DesiredLine & { id: string })[];
  delete: string[];
  /** Desired lines a typed or paid line already holds (left as they are). */
  keptTyped: number;
}

const DROPPED: readonly string[] = DROPPED_SHOW_STATUSES;

export function addDays(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The shows that make a show day: dated, and neither released nor declined. */
const inPlay = (shows: readonly GenShow[]) =>
  shows.filter((s): s is GenShow & { date: string } => !!s.date && !DROPPED.includes(s.status));

/** The tour's days: its start and end dates, else its first and last show in play. */
export function tourSpan(
  tour: GenTour,
  shows: readonly GenShow[],
): { first: string; last: string } | null {
  const dates = inPlay(shows)
    .map((s) => s.date)
    .sort();
  const first = tour.startDate ?? dates[0] ?? null;
  const last = tour.endDate ?? dates.at(-1) ?? null;
  if (!first || !last || last < first) return null;
  return { first, last };
}

/** A person's days: the later of the tour's first and their joining, to the earlier of the ends. */
export function personDays(
  span: { first: string; last: string } | null,
  person: Pick<GenPerson, "joinsOn" | "leavesOn">,
): string[] {
  if (!span) return [];
  const first = later(span.first, person.joinsOn)!;
  const last = earlier(span.last, person.leavesOn)!;
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Each day's kind for one person, by what happens on it. */
function dayKindsFor(
  personId: string,
  days: readonly string[],
  shows: readonly GenShow[],
  legs: readonly GenLeg[],
): Map<string, { kind: DayKind; showId: string | null }> {
  const showOn = new Map<string, string>();
  for (const s of [...inPlay(shows)].sort((a, b) => a.id.localeCompare(b.id)))
    if (!showOn.has(s.date)) showOn.set(s.date, s.id);
  const travelOn = new Set(
    legs
      .filter((l) => l.passengerIds.length === 0 || l.passengerIds.includes(personId))
      .map((l) => dateIn(l.departureAt, l.departureTz)),
  );
  const kinds = new Map<string, { kind: DayKind; showId: string | null }>();
  for (const day of days) {
    const showId = showOn.get(day);
    if (showId) kinds.set(day, { kind: "show", showId });
    else kinds.set(day, { kind: travelOn.has(day) ? "travel" : "off", showId: null });
  }
  return kinds;
}

const RATE_OF: Record<DayKind, "perDiemShow" | "perDiemTravel" | "perDiemOff"> = {
  show: "perDiemShow",
  travel: "perDiemTravel",
  off: "perDiemOff",
};

/** A part-week's pay: `days` sevenths of a week, rounded half up to the minor unit. */
export function partWeek(weekMinor: bigint, days: number): bigint {
  return (2n * weekMinor * BigInt(days) + 7n) / 14n;
}

/**
 * The most person-days a tour's lines are made for: 50 people for 400 days. Beyond it the
 * generation is refused (a tour dated across decades would make millions of lines and hold
 * the server), and a later write leaves the stored lines as they are.
 */
export const MAX_PERSON_DAYS = 20_000;

/** Why a generation was refused: the party's days, against the limit. */
export const tooManyDaysMessage = (personDays: number) =>
  `Per diems are made for at most ${MAX_PERSON_DAYS.toLocaleString("en-US")} person-days a tour; this party spans ${personDays.toLocaleString("en-US")}. Set the tour's dates or the people's days first.`;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** How many person-days the party spans, counted without walking the days. */
export function personDayCount(input: {
  tour: GenTour;
  shows: readonly GenShow[];
  people: readonly Pick<GenPerson, "joinsOn" | "leavesOn">[];
}): number {
  const span = tourSpan(input.tour, input.shows);
  if (!span) return 0;
  let count = 0;
  for (const p of input.people) {
    const first = later(span.first, p.joinsOn)!;
    const last = earlier(span.last, p.leavesOn)!;
    if (last >= first) count += dayNumber(last) - dayNumber(first) + 1;
  }
  return count;
}

/**
 * Weeks of `days` (in order): from the first day, seven at a time, a new week also where a
 * day is missing (a week already paid). Each week's first day and how many days it has.
 */
function weeksOf(days: readonly string[]): { day: string; n: number }[] {
  const weeks: { day: string; n: number }[] = [];
  let current: { day: string; n: number } | undefined;
  let prev: string | undefined;
  for (const d of days) {
    if (!current || current.n === 7 || addDays(prev!, 1) !== d) {
      current = { day: d, n: 0 };
      weeks.push(current);
    }
    current.n++;
    prev = d;
  }
  return weeks;
}

/**
 * The days each person's typed or paid week wages already pay: a wage line on no show pays
 * its day and the six after. Nothing is generated over them (ADR 0032): a week paid, then the
 * person's first day or the tour's moved, is not paid again by a week that now starts
 * elsewhere; the days around it are weeks of their own.
 */
export function weeksHeld(stored: readonly StoredLine[]): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>();
  for (const s of stored) {
    const mine = s.origin === "generated" && s.paidAt === null;
    if (mine || s.kind !== "wage" || s.showId || !s.day) continue;
    const days = held.get(s.personId) ?? new Set<string>();
    for (let i = 0; i < 7; i++) days.add(addDays(s.day, i));
    held.set(s.personId, days);
  }
  return held;
}

/** The lines the party should have: per diems per day, wages per show day or per week. */
export function desiredLines(input: {
  tour: GenTour;
  shows: readonly GenShow[];
  legs: readonly GenLeg[];
  people: readonly GenPerson[];
  /** weeksHeld(stored): days a typed or paid week's wage already pays, by person. */
  weeksHeld?: ReadonlyMap<string, ReadonlySet<string>>;
}): DesiredLine[] {
  const span = tourSpan(input.tour, input.shows);
  const lines: DesiredLine[] = [];
  for (const p of input.people) {
    const days = personDays(span, p);
    const kinds = dayKindsFor(p.id, days, input.shows, input.legs);
    for (const day of days) {
      const { kind, showId } = kinds.get(day)!;
      const rate = p[RATE_OF[kind]];
      if (rate === null) continue;
      lines.push({
        personId: p.id,
        kind: "per_diem",
        day,
        dayKind: kind,
        showId,
        amount: rate,
        currency: p.perDiemCurrency,
      });
    }
    if (p.payAmount === null || !p.payPer) continue;
    const currency = p.payCurrency ?? p.homeCurrency;
    if (p.payPer === "show") {
      for (const day of days) {
        const { kind, showId } = kinds.get(day)!;
        if (kind !== "show") continue;
        lines.push({
          personId: p.id,
          kind: "wage",
          day,
          dayKind: kind,
          showId,
          amount: p.payAmount,
          currency,
        });
      }
      continue;
    }
    const week = storedToMinor(p.payAmount, currency);
    const paid = input.weeksHeld?.get(p.id);
    for (const { day, n } of weeksOf(paid ? days.filter((d) => !paid.has(d)) : days)) {
      const minor = n === 7 ? week : partWeek(week, n);
      lines.push({
        personId: p.id,
        kind: "wage",
        day,
        dayKind: null,
        showId: null,
        amount: minorToStored(minor, currency),
        currency,
      });
    }
  }
  return lines;
}

const keyOf = (l: { personId: string; kind: string; day: string | null }) =>
  `${l.personId}|${l.kind}|${l.day}`;

const showKeyOf = (personId: string, showId: string) => `${personId}|wage|show:${showId}`;

/** Whether a stored line says what the plan says (amounts compared exactly, in minor units). */
function same(stored: StoredLine, want: DesiredLine): boolean {
  return (
    stored.currency === want.currency &&
    stored.dayKind === want.dayKind &&
    stored.showId === want.showId &&
    storedToMinor(stored.amount, stored.currency) === storedToMinor(want.amount, want.currency)
  );
}

/**
 * Brings stored lines to the plan: a typed or paid line holds its key and is never touched
 * (a show's wage also holds its show, so a show moved after its wage was paid is not paid
 * again on its new day); a generated unpaid line is changed to the plan, or deleted when its
 * key is gone; a key no line holds is inserted.
 */
export function planSync(desired: readonly DesiredLine[], stored: readonly StoredLine[]): SyncPlan {
  const held = new Set<string>();
  const generated = new Map<string, StoredLine>();
  const plan: SyncPlan = { insert: [], update: [], delete: [], keptTyped: 0 };
  for (const s of stored) {
    const mine = s.origin === "generated" && s.paidAt === null;
    if (!mine) {
      if (s.day) held.add(keyOf(s));
      // A show's wage typed or paid holds that show wherever it moves: a show is paid once.
      if (s.kind === "wage" && s.showId) held.add(showKeyOf(s.personId, s.showId));
    } else if (!s.day || generated.has(keyOf(s))) plan.delete.push(s.id);
    else generated.set(keyOf(s), s);
  }
  for (const want of desired) {
    const key = keyOf(want);
    const showHeld = want.kind === "wage" && want.showId !== null;
    if (held.has(key) || (showHeld && held.has(showKeyOf(want.personId, want.showId!)))) {
      plan.keptTyped++;
      continue;
    }
    const s = generated.get(key);
    generated.delete(key);
    if (!s) plan.insert.push(want);
    else if (!same(s, want)) plan.update.push({ ...want, id: s.id });
  }
  for (const s of generated.values()) plan.delete.push(s.id);
  return plan;
}
