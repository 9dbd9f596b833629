import { z } from "zod";
import { DAY_MS } from "../durations";
import { VALID_EMAIL } from "../i18n/field-words";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { type LinkState, linkState } from "../link-tokens";
import { optionalText } from "../merch/fields";
import { zonedToUtc } from "../zoned-time";
import { TICKETS_REFUSALS as R } from "./refusals";
import { type WeekdayNumber, weekdaySchema } from "./reminders";

/**
 * The promoter's link (issue 51 item 3, ADR 0031): a promoter with no account opens
 * /ticket-count/<token> and types today's count per tier. The token follows the advance
 * link's scheme (domain/link-tokens.ts): stored hashed, expiring, revocable; it is also kept
 * sealed, because the 08:00 reminder mails the same link again.
 */
export const ticketCountPath = (token: string) => `/ticket-count/${token}`;

const MAX_LINK_DAYS = 180;

const optionalEmail = optionalText(
  { id: "tickets.field.email", defaultMessage: "Email" },
  254,
).pipe(z.email({ error: () => say(VALID_EMAIL) }).nullable());

const weekdays = z
  .array(weekdaySchema)
  .max(7, refusal(R.weekHasSevenDays))
  .refine((days) => new Set(days).size === days.length, refusal(R.dayWeekOnce))
  .transform((days) => [...days].sort((a, b) => a - b) as WeekdayNumber[]);

/** When and where the reminders go: the part of a link a manager changes later. */
const reminderFields = {
  /** Reminders go here; without one, none go (the link still works). */
  email: optionalEmail,
  reminderWeekdays: weekdays.default([]),
  dailyLastWeek: z.boolean().default(false),
};

export const ticketLinkInputSchema = z
  .object({
    recipient: z
      .string()
      .trim()
      .min(1, refusal(R.sayWhomLink))
      .max(120, refusal(R.most120Characters)),
    ...reminderFields,
    /** Left out: the link works until the end of the day after the show (venue's clock). */
    days: z
      .number()
      .int()
      .min(1, refusal(R.leastDay))
      .max(MAX_LINK_DAYS, { error: () => say(R.mostDays, { max: MAX_LINK_DAYS }) })
      .optional(),
  })
  .strict();
export type TicketLinkInput = z.input<typeof ticketLinkInputSchema>;
export type TicketLinkValues = z.output<typeof ticketLinkInputSchema>;

/** A link's reminders changed (its recipient too); the token and expiry stay. */
export const ticketLinkEditSchema = z
  .object({
    recipient: ticketLinkInputSchema.shape.recipient.optional(),
    email: optionalEmail.optional(),
    reminderWeekdays: weekdays.optional(),
    dailyLastWeek: z.boolean().optional(),
  })
  .strict();
export type TicketLinkEdit = z.input<typeof ticketLinkEditSchema>;
export type TicketLinkChanges = z.output<typeof ticketLinkEditSchema>;

export type TicketLinkState = Exclude<LinkState, "used">;
/**
 * What the promoter's page is told (issue 55): messages, so the server answers them in the
 * reader's language (server/i18n/error-words.ts knows them by their English); the English
 * strings below are the ones routes throw and tests read.
 */
export const TICKET_LINK_MESSAGES = {
  expired: {
    id: "tickets.linkApi.expired",
    defaultMessage: "This ticket count link has expired. Ask the tour for a new one.",
  },
  revoked: {
    id: "tickets.linkApi.revoked",
    defaultMessage: "This ticket count link was turned off. Ask the tour for a new one.",
  },
  notFound: { id: "tickets.linkApi.notFound", defaultMessage: "Ticket count link not found" },
  closed: {
    id: "tickets.linkApi.closed",
    defaultMessage:
      "This show was played more than a week ago, so its count is closed. Send any last figures to the tour directly.",
  },
} as const;

export const TICKET_LINK_GONE: Record<Exclude<TicketLinkState, "valid">, string> = {
  expired: TICKET_LINK_MESSAGES.expired.defaultMessage,
  revoked: TICKET_LINK_MESSAGES.revoked.defaultMessage,
};
export const TICKET_LINK_NOT_FOUND = TICKET_LINK_MESSAGES.notFound.defaultMessage;

/** A link is never used up: every link's rule without the "used" state. */
export const ticketLinkState = (
  row: { revokedAt: Date | null; expiresAt: Date },
  now: Date,
): TicketLinkState => linkState(row, now) as TicketLinkState;

/** After this many days past the show, its count is closed to the link. */
const REPORT_DAYS_AFTER_SHOW = 7;
export const REPORTING_CLOSED = TICKET_LINK_MESSAGES.closed.defaultMessage;

/** Whether a show on `showDate` still takes a count on the venue's `today`. */
export function reportingOpen(showDate: string | null, today: string): boolean {
  if (!showDate) return true;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${showDate}T00:00:00Z`)) / DAY_MS;
  return days <= REPORT_DAYS_AFTER_SHOW;
}

/**
 * When a new link stops working: after `days` when given, else at the end of the day after
 * the show on the venue's clock; never sooner than a day, never later than 180 days.
 * A show without a date: 180 days.
 */
export function ticketLinkExpiry(
  days: number | undefined,
  show: { date: string | null; timeZone: string },
  now: Date,
): Date {
  const soonest = now.getTime() + DAY_MS;
  const latest = now.getTime() + MAX_LINK_DAYS * DAY_MS;
  if (days !== undefined) return new Date(now.getTime() + days * DAY_MS);
  if (!show.date) return new Date(latest);
  const twoDaysOn = new Date(Date.parse(`${show.date}T00:00:00Z`) + 2 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const end = zonedToUtc(`${twoDaysOn}T00:00`, show.timeZone)?.getTime() ?? latest;
  return new Date(Math.min(latest, Math.max(soonest, end)));
}

/** A link as the manager's panel lists it (never its token, which is shown once). */
export interface TicketLinkRow {
  id: string;
  recipient: string;
  email: string | null;
  reminderWeekdays: WeekdayNumber[];
  dailyLastWeek: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastReportedAt: string | null;
}

/** Whom a count through the link is recorded as in Activity: the promoter, never a member. */
export const ticketLinkActor = (recipient: string) => `${recipient} (ticket link)`;

/** A tier as the promoter's page shows it: the latest figures, so they start from last time. */
export interface LinkTier {
  tier: string;
  sold: number;
  comps: number;
  /** Only when this link reported it: another source's gross is not the promoter's to read. */
  gross: string | null;
  countedAt: string;
}

/** What GET /api/ticket-links/:token answers: one show, nothing of the deal or other shows. */
export interface TicketLinkView {
  workspaceName: string;
  recipient: string;
  venueName: string | null;
  city: string | null;
  date: string | null;
  capacity: number | null;
  currency: string;
  tiers: LinkTier[];
  /** Why the show takes no more counts (played over a week ago), or null. */
  closed: string | null;
}

/** What a report through the link answers: what was stored, and the show's figure now. */
export interface TicketLinkReported {
  tiers: { tier: string; sold: number; comps: number; gross: string | null; countedAt: string }[];
  sold: number;
  capacity: number | null;
  overCapacity: boolean;
  reportedAt: string;
}

/** The days of the week as the reminder toggles name them, Sunday first (0 … 6). */
const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** "Mondays and Thursdays, and daily in the last week", or "No reminders". */
export function reminderDaysText(weekdays: readonly WeekdayNumber[], dailyLastWeek: boolean) {
  const days = weekdays.map((d) => `${WEEKDAY_NAMES[d]}s`);
  const listed =
    days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : (days[0] ?? "");
  if (!listed) return dailyLastWeek ? "Daily in the last week" : "No reminders";
  return dailyLastWeek ? `${listed}, and daily in the last week` : listed;
}
