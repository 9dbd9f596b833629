import { t } from "@/client/i18n/t";
import {
  formatIn,
  formatStoredIn,
  parseAmountIn,
  storedToMinor,
} from "@/domain/currencies/currency";
import { formatCalendarDate } from "@/domain/date-time";
import { formatExact } from "@/domain/format";
import type { GenerateAnswer } from "@/domain/party/answers";
import { PAYMENT_KIND_LABELS, type PaymentKind } from "@/domain/party/payments";
import { DAY_KIND_LABELS, type DayKind, type PartyPerson } from "@/domain/party/people";

/** A line's kind as it is shown (the stored kind is unchanged). */
export const paymentKindLabel = (kind: PaymentKind): string => t(PAYMENT_KIND_LABELS[kind]);

export const dayKindLabel = (kind: DayKind): string => t(DAY_KIND_LABELS[kind]);

/** "Per diem of Ana Ruiz, May 1, 2099": which line, for a dialog or a screen reader. */
export const lineWhat = (line: {
  kind: PaymentKind;
  personName: string;
  day: string | null;
}): string =>
  line.day
    ? t(
        { id: "party.line.whatOnDay", defaultMessage: "{kind} of {name}, {day}" },
        {
          kind: paymentKindLabel(line.kind),
          name: line.personName,
          day: formatCalendarDate(line.day),
        },
      )
    : t(
        { id: "party.line.what", defaultMessage: "{kind} of {name}" },
        { kind: paymentKindLabel(line.kind), name: line.personName },
      );

/** An amount in its own currency, never a "$" assumed: "£45.00", "¥5,000". */
export const money = (stored: string | null | undefined, currency: string) =>
  formatStoredIn(stored, currency);

/** "Made 1,350 lines, changed 0, removed 0; kept 2 typed": what a generation did. */
export function generatedText(a: GenerateAnswer): string {
  return t(
    {
      id: "party.generated",
      defaultMessage:
        "Made {added} {addedCount, plural, one {line} other {lines}}, changed {changed}, removed {removed}; kept {kept} typed",
    },
    {
      added: formatExact(a.added),
      addedCount: a.added,
      changed: formatExact(a.changed),
      removed: formatExact(a.removed),
      kept: formatExact(a.keptTyped),
    },
  );
}

/** "Joins May 1, 2099 · leaves May 20, 2099", or the whole tour. */
export function personDates(p: Pick<PartyPerson, "joinsOn" | "leavesOn">): string {
  if (!p.joinsOn && !p.leavesOn)
    return t({ id: "party.dates.wholeTour", defaultMessage: "Whole tour" });
  if (!p.joinsOn)
    return t(
      { id: "party.dates.untilLeaves", defaultMessage: "Start – {off}" },
      { off: formatCalendarDate(p.leavesOn) },
    );
  if (!p.leavesOn)
    return t(
      { id: "party.dates.fromJoins", defaultMessage: "{on} – end" },
      { on: formatCalendarDate(p.joinsOn) },
    );
  return `${formatCalendarDate(p.joinsOn)} – ${formatCalendarDate(p.leavesOn)}`;
}

/** A person's per diems by kind of day, each in the person's per diem currency. */
export function perDiemParts(p: PartyPerson): { label: string; amount: string }[] {
  const rates = [
    ["show", p.perDiemShow],
    ["travel", p.perDiemTravel],
    ["off", p.perDiemOff],
  ] as const;
  return rates
    .filter(([, amount]) => amount !== null)
    .map(([kind, amount]) => ({
      label: dayKindLabel(kind),
      amount: money(amount, p.perDiemCurrency),
    }));
}

/** "£300.00 per show", "€1,200.00 per week", or null when the person is not paid a wage. */
export function payText(p: PartyPerson): string | null {
  if (p.payAmount === null || !p.payPer) return null;
  return t(
    {
      id: "party.pay.per",
      defaultMessage: "{amount} per {per, select, show {show} other {week}}",
    },
    { amount: money(p.payAmount, p.payCurrency ?? p.homeCurrency), per: p.payPer },
  );
}

/**
 * What a count says about the cash before it is saved: "£4.50 short", "£2.00 over", or
 * "Exactly right"; null while the amount is not a valid one.
 */
export function countDifference(
  counted: string,
  shouldHave: string,
  currency: string,
): string | null {
  if (!counted.trim()) return null;
  const parsed = parseAmountIn(counted, currency);
  if (!parsed.ok) return null;
  const diff = parsed.minor - storedToMinor(shouldHave, currency);
  if (diff === 0n) return t({ id: "party.float.exactlyRight", defaultMessage: "Exactly right" });
  return diff < 0n
    ? t(
        { id: "party.float.short", defaultMessage: "{amount} short" },
        { amount: formatIn(-diff, currency) },
      )
    : t(
        { id: "party.float.over", defaultMessage: "{amount} over" },
        { amount: formatIn(diff, currency) },
      );
}

/** A stored signed amount as over or short ("£4.50 short"), for the float's running total. */
export function overShortText(stored: string, currency: string): string {
  const minor = storedToMinor(stored, currency);
  if (minor === 0n) return t({ id: "party.float.even", defaultMessage: "Even" });
  return minor < 0n
    ? t(
        { id: "party.float.short", defaultMessage: "{amount} short" },
        { amount: formatIn(-minor, currency) },
      )
    : t(
        { id: "party.float.over", defaultMessage: "{amount} over" },
        { amount: formatIn(minor, currency) },
      );
}
