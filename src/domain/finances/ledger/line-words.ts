import type { CurrencyCode } from "../../currencies/currency";
import { say } from "../../i18n/words";
import type { PaymentKind } from "../../party/payments";

/**
 * What a ledger line the app names itself is, as facts (issue 55, ADR 0035): the finance
 * answer is computed once and kept, so a line carries these beside its English `label` (the
 * CSV's, as its other cells) and the screen or the PDF words them in its reader's language.
 * A party line: whose and which kind of pay. A float count: short or over, in which currency.
 */
export type LineFacts =
  | { kind: "party"; person: string; payment: PaymentKind }
  | { kind: "float"; short: boolean; currency: CurrencyCode };

const PARTY_LINE = {
  id: "finances.ledgerLine.party",
  defaultMessage:
    "{person}: {payment, select, per_diem {per diem} wage {wage} fee {fee} advance {advance} buyout {buyout} other {{payment}}}",
};
const FLOAT_LINE = {
  id: "finances.ledgerLine.float",
  defaultMessage:
    "{short, select, yes {Float counted short ({currency})} other {Float counted over ({currency})}}",
};

/** The words of a line's facts in the current language ("Pat: per diem", "Float counted short (EUR)"). */
const lineFactsWords = (facts: LineFacts): string =>
  facts.kind === "party"
    ? say(PARTY_LINE, { person: facts.person, payment: facts.payment })
    : say(FLOAT_LINE, { short: facts.short ? "yes" : "no", currency: facts.currency });

/**
 * A line's label as its reader reads it: worded from its facts when it has them, else as the
 * ledger wrote it (a row's description, a booking's name; an answer kept offline from before).
 */
export const lineLabel = (line: { label: string; facts?: LineFacts | null }): string =>
  line.facts ? lineFactsWords(line.facts) : line.label;
