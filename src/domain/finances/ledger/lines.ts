import type { CurrencyCode } from "../../currencies/currency";
import type { RateUsed } from "../../currencies/exchange-rates";
import type { Money } from "../../money";
import type { LineFacts } from "./line-words";

/**
 * A tour's ledger (ADR 0015): every amount the tour earns, spends or is spared is one line
 * with its source record, so every page sums the same lines and can show where a figure
 * comes from.
 */
const LEDGER_SOURCES = [
  "deal",
  /** A confirmed show's offer while it has no deal (issue 36). */
  "offer",
  "settlement",
  "commission",
  "withholding",
  "merch",
  "row",
  "travel",
  "lodging",
  "campaign",
  "rider",
  /** The route's anticipated road money, per leg, day and night (issue 40, road-lines.ts). */
  "road",
  /** A line paid to a person of the party (issue 54, ADR 0032): per diems, pay, buyouts. */
  "party",
  /** A count of the tour manager's float that found more or less cash than it should. */
  "float",
] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/** `saving`: what the venue provided (rider savings), never counted as profit. */
type LedgerDirection = "income" | "expense" | "saving";

/**
 * anticipated: a plan. settled: the outcome that closes the plan of the same source record
 * (the plan stays in the anticipated figures). actual: money that moved with no plan of its own.
 */
type LedgerState = "anticipated" | "actual" | "settled";

/**
 * A line whose source amount is in another currency than the home one (issue 41): the amount
 * as entered, and the rate it was converted at (null: no rate, so `cents` is 0 and the line is
 * left out of every total, which says so).
 */
interface ForeignAmount {
  currency: CurrencyCode;
  /** As stored, in its own currency ("1234.50"). */
  amount: Money;
  rate: RateUsed | null;
  /**
   * The currency the missing rate is for, when it is not `currency`: a commission of net of a
   * deal in GBP needs the show's costs (home currency, `amount`) in GBP.
   */
  rateFor?: CurrencyCode;
}

export interface LedgerLine {
  tourId: string;
  showId: string | null;
  source: LedgerSource;
  /** The row it comes from; null for the "booked beyond estimates" line of a category. */
  sourceId: string | null;
  direction: LedgerDirection;
  state: LedgerState;
  /** Integer cents; BigInt so a tour's sums stay exact past 2^53. */
  cents: bigint;
  /** "YYYY-MM-DD" when the source has a date. */
  date: string | null;
  category: string;
  /** In English (the CSV's): a screen or PDF writes `lineLabel(line)`, its facts' words. */
  label: string;
  /** Null for an amount in the home currency (every source but the rows, for now). */
  foreign: ForeignAmount | null;
  /** What the line is, when the app names it (a party line, a float count): see line-words.ts. */
  facts?: LineFacts | null;
}

/** Which figures a sum is for: the plan, or what happened (docs/product.md §5.8's two sets). */
export type LedgerFigures = "anticipated" | "actual";

export const countsIn = (line: Pick<LedgerLine, "state">, figures: LedgerFigures) =>
  figures === "anticipated" ? line.state === "anticipated" : line.state !== "anticipated";

/** Categories the ledger fills from sources other than the financial rows. */
export const MERCH_CATEGORY = "Merchandise";
export const CAMPAIGN_CATEGORY = "Marketing";
export const RIDER_CATEGORY = "Rider";
/** The agent's and the manager's cut of a show's payout (the rows' own "Commissions"). */
export const COMMISSIONS_CATEGORY = "Commissions";
export const WITHHOLDING_CATEGORY = "Withholding tax";
/** The party's per diems and pay (ADR 0032). */
export const PARTY_CATEGORY = "Party";
/** The float's over or short, as counted (ADR 0032). */
export const FLOAT_CATEGORY = "Float";
