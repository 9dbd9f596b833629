import {
  formatIn,
  formatStoredIn,
  parseAmountIn,
  storedToMinor,
} from "@/domain/currencies/currency";
import { formatCalendarDate } from "@/domain/date-time";
import { formatExact } from "@/domain/format";
import type { GenerateAnswer } from "@/domain/party/answers";
import { DAY_KIND_LABELS, type PartyPerson } from "@/domain/party/people";

/** An amount in its own currency, never a "$" assumed: "£45.00", "¥5,000". */
export const money = (stored: string | null | undefined, currency: string) =>
  formatStoredIn(stored, currency);

/** "Made 1,350 lines, changed 0, removed 0; kept 2 typed": what a generation did. */
export function generatedText(a: GenerateAnswer): string {
  const made = `Made ${formatExact(a.added)} ${a.added === 1 ? "line" : "lines"}`;
  return `${made}, changed ${formatExact(a.changed)}, removed ${formatExact(a.removed)}; kept ${formatExact(a.keptTyped)} typed`;
}

/** "Joins May 1, 2099 · leaves May 20, 2099", or the whole tour. */
export function personDates(p: Pick<PartyPerson, "joinsOn" | "leavesOn">): string {
  if (!p.joinsOn && !p.leavesOn) return "Whole tour";
  const on = p.joinsOn ? formatCalendarDate(p.joinsOn) : "Start";
  const off = p.leavesOn ? formatCalendarDate(p.leavesOn) : "end";
  return `${on} – ${off}`;
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
      label: DAY_KIND_LABELS[kind],
      amount: money(amount, p.perDiemCurrency),
    }));
}

/** "£300.00 per show", "€1,200.00 per week", or null when the person is not paid a wage. */
export function payText(p: PartyPerson): string | null {
  if (p.payAmount === null || !p.payPer) return null;
  return `${money(p.payAmount, p.payCurrency ?? p.homeCurrency)} per ${p.payPer}`;
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
  if (diff === 0n) return "Exactly right";
  return diff < 0n ? `${formatIn(-diff, currency)} short` : `${formatIn(diff, currency)} over`;
}

/** A stored signed amount as over or short ("£4.50 short"), for the float's running total. */
export function overShortText(stored: string, currency: string): string {
  const minor = storedToMinor(stored, currency);
  if (minor === 0n) return "Even";
  return minor < 0n ? `${formatIn(-minor, currency)} short` : `${formatIn(minor, currency)} over`;
}
