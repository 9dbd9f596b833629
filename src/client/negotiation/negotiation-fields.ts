import { t } from "@/client/i18n/t";
import { readInstant } from "@/domain/date-bounds";
import {
  DEFAULT_CHALLENGE_HOURS,
  defaultHoldDays,
  NEXT_FREE_RANK,
} from "@/domain/negotiations/negotiations";

/** Hold ranks a form offers; by default the server picks the next free rank on the date. */
export const rankOptions = () => [
  {
    value: NEXT_FREE_RANK,
    label: t({ id: "negotiations.rank.nextFree", defaultMessage: "Next free rank" }),
  },
  ...[1, 2, 3, 4, 5].map((rank) => ({
    value: String(rank),
    label: t(
      {
        id: "negotiations.rank.hold",
        defaultMessage: "{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold",
      },
      { rank },
    ),
  })),
];

/** "2 weeks", "1 week", "10 days": a duration as the forms say it (daysText, translated). */
function durationWord(days: number): string {
  const weeks = days / 7;
  if (Number.isInteger(weeks))
    return t(
      {
        id: "negotiations.duration.weeks",
        defaultMessage: "{weeks, plural, one {# week} other {# weeks}}",
      },
      { weeks },
    );
  return t(
    {
      id: "negotiations.duration.days",
      defaultMessage: "{days, plural, one {# day} other {# days}}",
    },
    { days },
  );
}

/** HOLD_EXPIRY_HINT in the reader's language: the defaults, never retyped. */
export const holdExpiryHint = () =>
  t(
    {
      id: "negotiations.hint.holdExpiry",
      defaultMessage: "Default: {first} (1st), {others} (others)",
    },
    { first: durationWord(defaultHoldDays(1)), others: durationWord(defaultHoldDays(2)) },
  );

/** CHALLENGE_DEADLINE_HINT in the reader's language; its hours the domain's default. */
export const challengeDeadlineHint = () =>
  t(
    {
      id: "negotiations.hint.challengeDeadline",
      defaultMessage: "Default: {hours} hours from now",
    },
    { hours: DEFAULT_CHALLENGE_HOURS },
  );

/**
 * 'datetime-local' is the viewer's own time; the API wants an instant. What the date rule
 * refuses (a year past 9999 that `new Date` cannot even print) goes as typed, and the API's
 * answer names the field.
 */
export function toInstant(local: unknown) {
  if (typeof local !== "string" || !local) return undefined;
  const read = readInstant(local);
  return read.ok ? read.value.toISOString() : local;
}

/** A rank picked in a form, as the API takes it (undefined: the next free one). */
export const pickedRank = (value: unknown) =>
  value === NEXT_FREE_RANK || value === "" || value == null ? undefined : Number(value);
