import type { CurrencyCode } from "../../currencies/currency";
import { describeRate, type RateUsed } from "../../currencies/exchange-rates";
import { say } from "../../i18n/words";
import type { Money } from "../../money";
import type { LineFacts } from "./line-words";
import { countsIn, type LedgerFigures, type LedgerLine } from "./lines";

/** A line left out of the totals for want of a rate: "no rate for GBP on 2026-11-03". */
interface UnconvertedLine {
  currency: CurrencyCode;
  amount: Money;
  date: string | null;
  /** In English, as the ledger wrote it; `lineLabel` words it for a reader (its facts'). */
  label: string;
  /** What the line is, when the app names it (a party line, a float count): line-words.ts. */
  facts?: LineFacts;
  category: string;
  direction: LedgerLine["direction"];
  state: LedgerLine["state"];
  message: string;
}

/**
 * What a page that shows totals says about currencies (issue 41): the home currency they are
 * in, every rate a line was converted at (once each, with its date), and the lines with no
 * rate, which are shown in their own currency and left out of every total.
 */
export interface CurrencyNotes {
  home: CurrencyCode;
  rates: (RateUsed & { text: string })[];
  unconverted: UnconvertedLine[];
}

const NO_RATE = {
  id: "finances.rateWords.noRate",
  defaultMessage:
    "{dated, select, yes {No rate for {currency} on {date}} other {No rate for {currency}}}",
};

/** "No rate for GBP on 2026-11-03", in the reader's language (the day as stored). */
export const noRateMessage = (currency: string, date: string | null) =>
  say(NO_RATE, { currency, date, dated: date ? "yes" : "no" });

export function currencyNotes(lines: readonly LedgerLine[], home: CurrencyCode): CurrencyNotes {
  const rates = new Map<string, RateUsed & { text: string }>();
  // Lines converted at one rate of the RateBook share its object: each is keyed once (a
  // three-currency tour has thousands of lines and a few hundred rates).
  const seen = new Set<RateUsed>();
  const unconverted: UnconvertedLine[] = [];
  for (const l of lines) {
    if (!l.foreign) continue;
    const r = l.foreign.rate;
    if (r) {
      if (seen.has(r)) continue;
      seen.add(r);
      const key = `${r.from}|${r.to}|${r.rate}|${r.on}|${r.source}|${r.typedOn}|${r.how}`;
      if (!rates.has(key)) rates.set(key, { ...r, text: describeRate(r) });
    } else
      unconverted.push({
        currency: l.foreign.currency,
        amount: l.foreign.amount,
        date: l.date,
        label: l.label,
        ...(l.facts ? { facts: l.facts } : {}),
        category: l.category,
        direction: l.direction,
        state: l.state,
        message: noRateMessage(l.foreign.rateFor ?? l.foreign.currency, l.date),
      });
  }
  const sorted = [...rates.values()].sort((a, b) =>
    a.from === b.from ? a.on.localeCompare(b.on) : a.from.localeCompare(b.from),
  );
  return { home, rates: sorted, unconverted };
}

/**
 * How many lines of one direction a set of figures leaves out for want of a rate: a revenue
 * card or a category breakdown says "not complete" rather than read as the whole (or as 0).
 */
export const leftOutOf = (
  notes: Pick<CurrencyNotes, "unconverted"> | undefined,
  direction: LedgerLine["direction"],
  figures: LedgerFigures,
) =>
  (notes?.unconverted ?? []).filter((u) => u.direction === direction && countsIn(u, figures))
    .length;

/**
 * The expense lines of a category with no rate, plan or outcome: a budget it leaves out is not
 * known to be kept (Budget Tracking says "not complete" rather than "Within budget").
 */
export const leftOutOfCategory = (
  notes: Pick<CurrencyNotes, "unconverted"> | undefined,
  category: string,
) =>
  (notes?.unconverted ?? []).filter((u) => u.direction === "expense" && u.category === category)
    .length;
