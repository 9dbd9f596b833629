import { z } from "zod";
import { latestDateText, optionalInstant } from "../date-bounds";
import { DAY_MS, HOUR_MS } from "../durations";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { numberInput } from "../number-inputs";
import type { ShowMoney } from "../tours/show-money";
import { showInputSchema } from "../tours/shows";
import { tourInputSchema } from "../tours/tours";
import { NEGOTIATION_STATUSES, type NegotiationStatus, negotiationStatusLabel } from "./statuses";

/** The hold's expiry, as its refusals name it. */
const HOLD_EXPIRY = { id: "negotiations.field.holdExpiry", defaultMessage: "Hold expiry" };

/** Statuses that keep a rank on their date: our ranked options. */
const HELD_STATUSES = ["hold", "challenge"] as const satisfies readonly NegotiationStatus[];

/** A hold or a challenge: an option on a date, with a rank. */
export const isHeld = (status: string) => (HELD_STATUSES as readonly string[]).includes(status);
/** Still being negotiated (not confirmed, not over). */
export const OPEN_STATUSES = [
  "pending",
  "hold",
  "challenge",
] as const satisfies readonly NegotiationStatus[];

// The label lives with the statuses (zod-free) so money rules can name a status cheaply.
export { negotiationStatusLabel };

/**
 * Every allowed move. Released and declined are final for that date; a confirmed show can
 * still be released (a cancelled show). A challenge that is withdrawn goes back to hold.
 */
export const TRANSITIONS: Readonly<Record<NegotiationStatus, readonly NegotiationStatus[]>> = {
  pending: ["hold", "confirmed", "released", "declined"],
  hold: ["challenge", "confirmed", "released", "declined"],
  challenge: ["hold", "confirmed", "released", "declined"],
  confirmed: ["released"],
  released: [],
  declined: [],
};

/**
 * Who challenged whom (decision 0011). 'them': another act challenged our hold, so WE owe
 * the answer (confirm or release) by the deadline, or our hold lapses to released. 'us': our
 * 2nd (or lower) hold challenged the act above us, so THEY owe the answer; with none by the
 * deadline the hold above is gone and ours moves up a place.
 */
export const CHALLENGE_SIDES = ["them", "us"] as const;
export type ChallengeSide = (typeof CHALLENGE_SIDES)[number];

/** The one-line statement of a challenge: who owes whom an answer, and by when. */
export function challengeSummary(
  n: { challengedBy: string | null; challengeDeadline: string | null; holdRank: number | null },
  formatDeadline: (iso: string) => string,
): string {
  const by = n.challengeDeadline ? ` by ${formatDeadline(n.challengeDeadline)}` : "";
  if (n.challengedBy === "us") {
    const above = n.holdRank && n.holdRank > 1 ? `the ${ordinal(n.holdRank - 1)} hold` : "the hold";
    return `We challenged ${above} above us; their answer is due${by}. No answer: we move up.`;
  }
  return `We were challenged; confirm or release${by}, or our hold lapses.`;
}

/** A challenged hold must be confirmed or released within this time by default. */
export const DEFAULT_CHALLENGE_HOURS = 48;
/** Typical hold life: 2 weeks for a 1st hold, 1 week for the backups (docs/product.md §4.3). */
const FIRST_HOLD_DAYS = 14;
const BACKUP_HOLD_DAYS = 7;
export function defaultHoldDays(rank: number): number {
  return rank <= 1 ? FIRST_HOLD_DAYS : BACKUP_HOLD_DAYS;
}
/** What "Extend hold" and an accepted "extend" suggestion add, and the API's default. */
export const EXTEND_HOLD_DAYS = 7;

/** "2 weeks", "1 week", "10 days": a duration as the forms say it. */
export function daysText(days: number): string {
  const weeks = days / 7;
  if (Number.isInteger(weeks)) return `${weeks} week${weeks === 1 ? "" : "s"}`;
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** The hints beside a hold's expiry and a challenge's deadline: the defaults above, never retyped. */
export const HOLD_EXPIRY_HINT = `Default: ${daysText(FIRST_HOLD_DAYS)} (1st), ${daysText(BACKUP_HOLD_DAYS)} (others)`;
export const CHALLENGE_DEADLINE_HINT = `Default: ${DEFAULT_CHALLENGE_HOURS} hours from now`;

function isNegotiationStatus(value: string): value is NegotiationStatus {
  return (NEGOTIATION_STATUSES as readonly string[]).includes(value);
}

export function allowedNext(from: string): readonly NegotiationStatus[] {
  return isNegotiationStatus(from) ? TRANSITIONS[from] : [];
}

function listLabels(statuses: readonly string[]): string {
  return statuses.length === 0 ? "none (final)" : statuses.map(negotiationStatusLabel).join(", ");
}

export type TransitionCheck = { ok: true } | { ok: false; message: string };

/** Whether a negotiation may move from one status to another; the refusal names both ends. */
export function checkTransition(from: string, to: string): TransitionCheck {
  if (allowedNext(from).includes(to as NegotiationStatus)) return { ok: true };
  return {
    ok: false,
    message: `Cannot move from ${negotiationStatusLabel(from)} to ${negotiationStatusLabel(to)}. Allowed from ${negotiationStatusLabel(from)}: ${listLabels(allowedNext(from))}`,
  };
}

/**
 * Issue 36: a hold cannot outlive its show, nor a challenge's answer come after it. The last
 * moment either may last is the end of the show's calendar date (UTC, as days are counted
 * everywhere here); the lapse job releases what is still open then. Null without a date.
 */
export function showDateEnd(date: string | null | undefined): Date | null {
  return date ? new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS) : null;
}

/** `at`, or the end of the show's date when that comes first. */
export function capAtShow(at: Date, date: string | null | undefined): Date {
  const end = showDateEnd(date);
  return end && end < at ? end : at;
}

/** An inquiry, hold or challenge whose show date is already past: marked, and to be released. */
export const isDatePassed = (status: string, date: string | null, today: string) =>
  date !== null && date < today && (OPEN_STATUSES as readonly string[]).includes(status);

export interface NegotiationFieldsAfter {
  status: NegotiationStatus;
  holdRank: number | null;
  holdExpiry: Date | null;
  challengeDeadline: Date | null;
  challengedBy: ChallengeSide | null;
}

/** Our hold may challenge only a hold above it: a 1st hold has none. */
export function checkChallenge(
  rank: number | null,
  side: ChallengeSide | undefined,
): TransitionCheck {
  if (side === "us" && (rank ?? 1) <= 1) {
    return {
      ok: false,
      message: say({
        id: "negotiations.negotiations.only2ndLowerHoldCan",
        defaultMessage:
          "Only a 2nd or lower hold can challenge the hold above it; a 1st hold has none above",
      }),
    };
  }
  return { ok: true };
}

/**
 * The negotiation fields after a move: a hold gets a rank (the next free one unless asked)
 * and an expiry; a challenge keeps the rank and gets a deadline; every other status drops
 * rank, expiry and deadline.
 */
export function fieldsAfterTransition(
  current: { holdRank: number | null; holdExpiry: Date | null },
  to: NegotiationStatus,
  opts: {
    now: Date;
    nextFreeRank: number;
    holdRank?: number | null;
    holdExpiry?: Date | null;
    challengeDeadline?: Date | null;
    challengedBy?: ChallengeSide;
    /** The show's date: no hold or challenge outlives it (capAtShow). */
    showDate?: string | null;
  },
): NegotiationFieldsAfter {
  if (to === "hold") {
    const rank = opts.holdRank ?? current.holdRank ?? opts.nextFreeRank;
    const expiry = capAtShow(
      opts.holdExpiry ??
        (current.holdExpiry && current.holdExpiry > opts.now ? current.holdExpiry : null) ??
        new Date(opts.now.getTime() + defaultHoldDays(rank) * DAY_MS),
      opts.showDate,
    );
    return {
      status: to,
      holdRank: rank,
      holdExpiry: expiry,
      challengeDeadline: null,
      challengedBy: null,
    };
  }
  if (to === "challenge") {
    return {
      status: to,
      holdRank: current.holdRank ?? opts.nextFreeRank,
      holdExpiry: current.holdExpiry,
      challengeDeadline: capAtShow(
        opts.challengeDeadline ?? new Date(opts.now.getTime() + DEFAULT_CHALLENGE_HOURS * HOUR_MS),
        opts.showDate,
      ),
      challengedBy: opts.challengedBy ?? "them",
    };
  }
  return {
    status: to,
    holdRank: null,
    holdExpiry: null,
    challengeDeadline: null,
    challengedBy: null,
  };
}

/**
 * What a lapse leaves (the rule the lapse job does in SQL): an expired hold, or a challenge
 * we did not answer in time, is released; our own challenge that the act above did not
 * answer in time makes us the hold above: one place up, with that rank's hold life from now.
 */
export function afterLapse(
  n: {
    status: string;
    holdRank: number | null;
    challengedBy: string | null;
    performanceDate?: string | null;
  },
  now: Date,
): Pick<NegotiationFieldsAfter, "status" | "holdRank" | "holdExpiry"> {
  const end = showDateEnd(n.performanceDate);
  if (n.status === "challenge" && n.challengedBy === "us" && !(end && end <= now)) {
    const rank = Math.max(1, (n.holdRank ?? 2) - 1);
    return {
      status: "hold",
      holdRank: rank,
      holdExpiry: capAtShow(
        new Date(now.getTime() + defaultHoldDays(rank) * DAY_MS),
        n.performanceDate,
      ),
    };
  }
  return { status: "released", holdRank: null, holdExpiry: null };
}

/**
 * Auto-promote: our options on one date are ranked; when the one ranked `leftRank` is
 * released, declined or lapses, each option ranked below it moves up one place (2 → 1,
 * 3 → 2). Returns only the ones that move. The lapse job does the same in SQL.
 */
export function promoteAfterLeaving<T extends { id: string; holdRank: number | null }>(
  held: readonly T[],
  leftRank: number,
): { id: string; holdRank: number }[] {
  return held
    .filter((h) => h.holdRank !== null && h.holdRank > leftRank)
    .map((h) => ({ id: h.id, holdRank: (h.holdRank as number) - 1 }));
}

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 4 → "4th", 11 → "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

const note = z
  .string()
  .trim()
  .max(
    2000,
    refusal({
      id: "negotiations.negotiations.noteMost2000Characters",
      defaultMessage: "Note is at most 2000 characters",
    }),
  )
  .optional();

/** POST /negotiations/:showId/transitions */
export const transitionInputSchema = z.object({
  to: z.enum(
    NEGOTIATION_STATUSES,
    refusal({ id: "negotiations.negotiations.chooseStatus", defaultMessage: "Choose a status" }),
  ),
  note,
  override: z.boolean().optional(),
  holdRank: numberInput({ id: "negotiations.field.holdRank", defaultMessage: "Hold rank" })
    .pipe(
      z
        .number()
        .int(
          refusal({
            id: "negotiations.negotiations.holdRankWholeNumber",
            defaultMessage: "Hold rank must be a whole number",
          }),
        )
        .min(
          1,
          refusal({
            id: "negotiations.negotiations.holdRankLeast1",
            defaultMessage: "Hold rank is at least 1",
          }),
        )
        .max(
          20,
          refusal({
            id: "negotiations.negotiations.holdRankMost20",
            defaultMessage: "Hold rank is at most 20",
          }),
        ),
    )
    .optional(),
  holdExpiry: optionalInstant(HOLD_EXPIRY),
  challengeDeadline: optionalInstant({
    id: "negotiations.field.challengeDeadline",
    defaultMessage: "Challenge deadline",
  }),
  /** Who challenged, with `to: "challenge"`: 'them' (the default) or 'us'. */
  challengedBy: z
    .enum(
      CHALLENGE_SIDES,
      refusal({
        id: "negotiations.negotiations.challengedThemAnotherActChallenged",
        defaultMessage:
          "Challenged by is 'them' (another act challenged us) or 'us' (we challenged)",
      }),
    )
    .optional(),
});
export type TransitionInput = z.infer<typeof transitionInputSchema>;

/** POST /negotiations/:showId/contacts — a call, an email: updates lastContact. */
export const contactInputSchema = z.object({ note });

/** An extension that would take the expiry past the dates the app keeps (date-bounds.ts). */
export const extendPastRange = () =>
  say(
    {
      id: "negotiations.extend.pastRange",
      defaultMessage: "The hold would then expire after {date}",
    },
    { date: latestDateText() },
  );

/** POST /negotiations/:showId/extend */
export const extendHoldInputSchema = z.object({
  days: numberInput({ id: "negotiations.field.days", defaultMessage: "Days" })
    .pipe(
      z
        .number()
        .int(
          refusal({
            id: "negotiations.negotiations.daysWholeNumber",
            defaultMessage: "Days must be a whole number",
          }),
        )
        .min(
          1,
          refusal({
            id: "negotiations.negotiations.extendLeast1Day",
            defaultMessage: "Extend by at least 1 day",
          }),
        )
        .max(
          90,
          refusal({
            id: "negotiations.negotiations.extendMost90Days",
            defaultMessage: "Extend by at most 90 days",
          }),
        ),
    )
    .default(EXTEND_HOLD_DAYS),
  note,
});

/** POST /negotiations/:showId/dismissals — Override of a suggestion. */
export const dismissInputSchema = z.object({
  rule: z
    .string()
    .trim()
    .min(
      1,
      refusal({ id: "negotiations.negotiations.ruleRequired", defaultMessage: "Rule is required" }),
    )
    .max(40),
  reason: z
    .string()
    .trim()
    .max(
      500,
      refusal({
        id: "negotiations.negotiations.reasonMost500Characters",
        defaultMessage: "Reason is at most 500 characters",
      }),
    )
    .optional(),
});

/** PATCH /negotiations/:showId — the negotiation's own fields (not the show's). */
export const negotiationDetailsSchema = z.object({
  contactName: z.string().trim().max(200).nullish(),
  contactPhone: z.string().trim().max(50).nullish(),
  contactEmail: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Enter a valid email")
    .nullish(),
  notes: z
    .string()
    .trim()
    .max(
      5000,
      refusal({
        id: "negotiations.negotiations.notesMost5000Characters",
        defaultMessage: "Notes are at most 5000 characters",
      }),
    )
    .nullish(),
});
export type NegotiationDetailsInput = z.infer<typeof negotiationDetailsSchema>;

/**
 * Where a new negotiation may start: what the state machine allows from an inquiry, short of
 * the final statuses. A challenge is something that happens to a hold, never a start.
 */
export const STARTING_STATUSES = [
  "pending",
  "hold",
  "confirmed",
] as const satisfies readonly NegotiationStatus[];
export type StartingStatus = (typeof STARTING_STATUSES)[number];

/** The rank a form sends for "the next free rank on that date" (as does an empty one). */
export const NEXT_FREE_RANK = "next";

const optionalHoldRank = z.preprocess(
  (v) => (v === "" || v === null || v === NEXT_FREE_RANK ? undefined : v),
  transitionInputSchema.shape.holdRank,
);

/**
 * How a new show's negotiation starts (Add Venue in the HCC Manager, Add Show on a tour):
 * the creation is recorded as 'created' (pending), then moved to `status` by the same
 * transition every later move uses.
 */
export const startingNegotiationShape = {
  status: z
    .enum(STARTING_STATUSES, {
      error: `A new show starts as ${STARTING_STATUSES.map(negotiationStatusLabel).join(", ")}; other statuses are reached by a transition`,
    })
    .default("pending"),
  holdRank: optionalHoldRank,
  holdExpiry: optionalInstant(HOLD_EXPIRY),
  /** Confirm although another show is confirmed that day (recorded on the timeline). */
  override: z.boolean().optional(),
};

/** The venue contact of a negotiation. */
export const contactShape = {
  contactName: negotiationDetailsSchema.shape.contactName,
  contactPhone: negotiationDetailsSchema.shape.contactPhone,
  contactEmail: negotiationDetailsSchema.shape.contactEmail,
};

/**
 * Widen the tour's dates to hold the show's date, in the same save and transaction as the
 * show (Add/Edit Show, Add Venue: "Extend the tour to …"). A date inside the tour changes
 * nothing.
 */
export const widenTour = z.boolean({ error: "widenTour is true or false" }).optional();

/**
 * POST /negotiations — Add Venue: a show on a tour and its negotiation at once. The tour is
 * one of the account's (`tourId`) or, with `tourMode: "new"`, created in the same step
 * (`newTour.title`), so a new account's first Add Venue is not a dead end (issue 21).
 */
export const createNegotiationSchema = z
  .object({
    tourMode: z
      .enum(
        ["existing", "new"],
        refusal({
          id: "negotiations.negotiations.tourModeExistingNew",
          defaultMessage: "Tour mode is existing or new",
        }),
      )
      .default("existing"),
    tourId: z
      .string(
        refusal({ id: "negotiations.negotiations.chooseTour", defaultMessage: "Choose a tour" }),
      )
      .trim()
      .default(""),
    newTour: z
      .object({
        title: z
          .string(
            refusal({
              id: "negotiations.negotiations.tourTitleRequired",
              defaultMessage: "Tour title is required",
            }),
          )
          .trim()
          .default(""),
      })
      .optional(),
    show: showInputSchema,
    ...startingNegotiationShape,
    ...negotiationDetailsSchema.shape,
    widenTour,
  })
  .superRefine(checkTourChoice, {
    // Also when other fields failed: the form shows every problem at once.
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

/** Add Venue's tour: a chosen one of the account's, or a title for the new one. */
function checkTourChoice(
  v: { tourMode?: unknown; tourId?: unknown; newTour?: { title?: unknown } },
  ctx: z.RefinementCtx,
) {
  if (v.tourMode !== "new") {
    if (!z.guid().safeParse(v.tourId).success) {
      ctx.addIssue({
        code: "custom",
        path: ["tourId"],
        message: say({
          id: "negotiations.negotiations.chooseTour",
          defaultMessage: "Choose a tour",
        }),
      });
    }
    return;
  }
  const title = tourInputSchema.shape.title.safeParse(v.newTour?.title ?? "");
  if (!title.success) {
    ctx.addIssue({
      code: "custom",
      path: ["newTour", "title"],
      message:
        title.error.issues[0]?.message.replace(/^Title/, "Tour title") ??
        say({
          id: "negotiations.negotiations.tourTitleRequired",
          defaultMessage: "Tour title is required",
        }),
    });
  }
}
export type CreateNegotiationInput = z.infer<typeof createNegotiationSchema>;
export type CreateNegotiationValues = z.input<typeof createNegotiationSchema>;

/** One negotiation as the HCC Manager reads it. */
export interface Negotiation {
  id: string;
  tourId: string;
  tourTitle: string;
  venueId: string | null;
  venueName: string;
  city: string;
  state: string;
  capacity: number;
  performanceDate: string | null;
  /** The fee typed while negotiating: the offer, until a deal exists. */
  venueFee: string | null;
  /** What the show pays: its deal's figure, else the offer (show-money.ts). */
  showMoney: ShowMoney;
  status: NegotiationStatus;
  holdRank: number | null;
  holdExpiry: string | null;
  challengeDeadline: string | null;
  challengedBy: ChallengeSide | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  lastContact: string | null;
  notes: string | null;
  createdAt: string;
  confirmedAt: string | null;
  hasDeal: boolean;
}

export interface NegotiationEvent {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  override: boolean;
  actor: string;
  createdAt: string;
}
