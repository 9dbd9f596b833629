import type { CurrencyCode } from "../../currencies/currency";
import type { Money } from "../../money";
import { PAYMENT_KIND_LABELS, type PaymentKind } from "../../party/payments";
import type { LineFacts } from "./line-words";
import { FLOAT_CATEGORY, PARTY_CATEGORY } from "./lines";

/** What the ledger reads of the party (ADR 0032): its lines and its float's counts. */
export interface PartySources {
  /**
   * Each line paid to a person: whose (their name on the party), its kind, its amount in its
   * own currency, its day, whether paid.
   */
  party?: readonly {
    id: string;
    person: string;
    kind: PaymentKind;
    amount: Money;
    currency: CurrencyCode;
    day: string | null;
    paid: boolean;
  }[];
  /** Each count of the float: counted − expected (negative: short), in its currency. */
  floatCounts?: readonly {
    id: string;
    difference: Money;
    currency: CurrencyCode;
    date: string;
  }[];
}

type PartyPush = (
  showId: null,
  source: "party" | "float",
  sourceId: string,
  direction: "income" | "expense",
  state: "anticipated" | "settled" | "actual",
  cents: bigint,
  date: string | null,
  category: string,
  label: string,
  facts: LineFacts,
) => bigint;

/**
 * The party's lines of the one ledger (ADR 0032), each in its own currency through the
 * ledger's one conversion (`pushIn`, like a financial row's; `unitsIn` reads its stored
 * amount at that currency's scale): every line an anticipated expense in "Party", a paid one
 * also settled (same amount, its day); a count's difference an actual line in "Float", short
 * an expense, over an income. The party is the tour's, never a show's. Each line's label is
 * English (the CSV's, as its other cells) and its facts say what it is, for the screen and
 * the PDF to word it in their reader's language (line-words.ts): the answer is kept for all.
 */
export function pushPartyLines(
  src: PartySources,
  pushIn: (currency: CurrencyCode) => PartyPush,
  unitsIn: (currency: CurrencyCode) => (m: Money | null) => bigint,
) {
  for (const p of src.party ?? []) {
    const add = pushIn(p.currency);
    const cents = unitsIn(p.currency)(p.amount);
    const facts: LineFacts = { kind: "party", person: p.person, payment: p.kind };
    const label = `${p.person}: ${PAYMENT_KIND_LABELS[p.kind].defaultMessage.toLowerCase()}`;
    const at = [null, "party", p.id, "expense"] as const;
    add(...at, "anticipated", cents, p.day, PARTY_CATEGORY, label, facts);
    if (p.paid) add(...at, "settled", cents, p.day, PARTY_CATEGORY, label, facts);
  }
  for (const c of src.floatCounts ?? []) {
    const short = c.difference.startsWith("-");
    const cents = unitsIn(c.currency)(short ? c.difference.slice(1) : c.difference);
    const label = `Float counted ${short ? "short" : "over"} (${c.currency})`;
    const facts: LineFacts = { kind: "float", short, currency: c.currency };
    pushIn(c.currency)(
      null,
      "float",
      c.id,
      short ? "expense" : "income",
      "actual",
      cents,
      c.date,
      FLOAT_CATEGORY,
      label,
      facts,
    );
  }
}
