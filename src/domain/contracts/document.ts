import {
  type CurrencyCode,
  currencyName,
  DEFAULT_HOME_CURRENCY,
  formatStoredIn,
  minorUnitsOf,
} from "../currencies/currency";
import { LONG_MONTHS } from "../date-time";
import type { DealType } from "../finances/deal-math";
import { formatUsdCents } from "../format";
import { withFormatLocale } from "../i18n/format-locale";
import { amountInWords, percentInWords } from "./amount-words";
import { type ContractTemplate, fillPlaceholders } from "./template";

/**
 * The contract's text, made from the show's data and the workspace's template (issue 39):
 * a pure function, so the same facts always make the same document (and the same PDF bytes,
 * whose SHA-256 then names it). Figures are written in words and numbers; the words govern.
 */
export interface ContractFacts {
  contractId: string;
  version: number;
  artistName: string;
  /** Known once the contract is sent; before that the venue's operator is the party. */
  promoterName: string | null;
  venueName: string;
  city: string | null;
  venueAddress: string | null;
  showDate: string;
  deal: {
    dealType: DealType;
    guaranteeAmount: string | null;
    artistSharePercent: string | null;
    ticketPrice: string | null;
    capacity: number | null;
    expectedExpenses: string | null;
    withholdingPercent: string;
    depositReceived: string;
    /** The deal's currency (issue 41): its amounts are written in it. USD when left out. */
    currency?: string;
  };
  /** "HH:MM" on the venue's clock, as the day sheet has them. */
  schedule: { label: string; time: string }[];
  rider: { type: string; description: string; providedByVenue: boolean }[];
}

interface ContractSection {
  heading: string;
  paragraphs: string[];
}

export interface ContractDocument {
  title: string;
  subtitle: string;
  sections: ContractSection[];
}

/** "2099-05-02" → "May 2, 2099" (a calendar date: no time zone to shift it). */
export function longDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  return `${LONG_MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}

/**
 * "Five thousand and 00/100 US dollars ($5,000.00)"; in another currency its ISO name:
 * "Five thousand and 00/100 Pound Sterling (£5,000.00 GBP)", "One million Yen (¥1,000,000 JPY)":
 * the code too, since a symbol alone can be two currencies' (¥ is the yen's and the yuan's).
 */
function moneyWords(amount: string | null, code: CurrencyCode) {
  const text = amount ?? "0";
  if (code === "USD") return `${amountInWords(text)} US dollars (${formatUsdCents(text)})`;
  const words = amountInWords(text, minorUnitsOf(code));
  return `${words} ${currencyName(code)} (${formatStoredIn(text, code)} ${code})`;
}

/** An amount as a placeholder shows it: "$5,000.00", "£5,000.00". */
const moneyFigure = (amount: string, code: CurrencyCode) =>
  code === "USD" ? formatUsdCents(amount) : formatStoredIn(amount, code);

const currencyOf = (f: ContractFacts): CurrencyCode => f.deal.currency ?? DEFAULT_HOME_CURRENCY;

const isPositive = (n: string | null) => n !== null && Number(n) > 0;

function compensation(f: ContractFacts): string[] {
  const d = f.deal;
  const code = currencyOf(f);
  const moneyIn = (amount: string | null) => moneyWords(amount, code);
  const share = percentInWords(d.artistSharePercent ?? "0");
  const paragraphs: string[] = [];
  switch (d.dealType) {
    case "guarantee":
      paragraphs.push(
        `The Promoter pays the Artist a flat guarantee of ${moneyIn(d.guaranteeAmount)}.`,
      );
      break;
    case "door_split":
      paragraphs.push(
        `The Promoter pays the Artist ${share} of the gross ticket receipts of the engagement (the door).`,
      );
      break;
    case "versus":
      paragraphs.push(
        `The Promoter pays the Artist a guarantee of ${moneyIn(d.guaranteeAmount)} versus ${share} of the gross ticket receipts, whichever is greater.`,
      );
      break;
    case "percentage_of_net":
      paragraphs.push(
        `The Promoter pays the Artist ${share} of the net receipts: the gross ticket receipts less the show expenses agreed in the settlement${isPositive(d.expectedExpenses) ? `, estimated at ${moneyIn(d.expectedExpenses)}` : ""}. A loss is the Promoter's; the Artist is never billed.`,
      );
      break;
  }
  if (d.ticketPrice !== null && isPositive(d.ticketPrice))
    paragraphs.push(`Ticket price: ${moneyIn(d.ticketPrice)}.`);
  if (d.capacity !== null) paragraphs.push(`Capacity: ${d.capacity.toLocaleString("en-US")}.`);
  // The deal records a deposit the Artist has received: said as received, never as due.
  paragraphs.push(
    isPositive(d.depositReceived)
      ? `Deposit: ${moneyIn(d.depositReceived)}, already received by the Artist from the Promoter, part of the compensation above.`
      : "Deposit received: none.",
  );
  if (isPositive(d.withholdingPercent))
    paragraphs.push(
      `Withholding: the Promoter may withhold ${percentInWords(d.withholdingPercent)} of the compensation where the law of the place of performance requires it, and gives the Artist the receipt of payment to the tax authority.`,
    );
  return paragraphs;
}

/** The values a template's placeholders take in this contract. */
function placeholderValues(f: ContractFacts) {
  return {
    artist: f.artistName,
    promoter: f.promoterName ?? "the Promoter",
    venue: f.venueName,
    city: f.city ?? "",
    date: longDate(f.showDate),
    guarantee: moneyFigure(f.deal.guaranteeAmount ?? "0", currencyOf(f)),
    deposit: moneyFigure(f.deal.depositReceived, currencyOf(f)),
  };
}

export function buildContractDocument(
  template: ContractTemplate,
  f: ContractFacts,
): ContractDocument {
  // The contract's text is English, figures included, whoever makes or sends it: it is stored,
  // hashed and signed, so it must not read "5.000,00 £" because a German manager clicked.
  return withFormatLocale("en", () => englishDocument(template, f));
}

function englishDocument(template: ContractTemplate, f: ContractFacts): ContractDocument {
  const where = [f.venueName, f.venueAddress, f.city].filter(Boolean).join(", ");
  const promoter = f.promoterName
    ? `${f.promoterName}, for ${f.venueName}`
    : `the operator of ${f.venueName}`;
  const values = placeholderValues(f);
  const schedule = f.schedule.length
    ? f.schedule.map((s) => `${s.label}: ${s.time} (local time)`)
    : ["Times to be agreed in the advance."];
  // No rider, no rider section: the document never says a rider is attached when none is.
  const rider: ContractSection[] = f.rider.length
    ? [
        {
          heading: "Rider",
          paragraphs: [
            "The technical and hospitality rider below forms part of this agreement. The Promoter provides the items marked as provided by the Promoter at no cost to the Artist.",
            ...f.rider.map(
              (r) =>
                `${r.type === "hospitality" ? "Hospitality" : "Technical"}: ${r.description} — ${r.providedByVenue ? "provided by the Promoter" : "provided by the Artist"}.`,
            ),
          ],
        },
      ]
    : [];
  return {
    title: template.title,
    subtitle: `${f.artistName} at ${f.venueName} on ${longDate(f.showDate)} · version ${f.version} · contract ${f.contractId}`,
    sections: [
      {
        heading: "Parties",
        paragraphs: [
          `This agreement is made between ${f.artistName} (the "Artist") and ${promoter} (the "Promoter").`,
        ],
      },
      {
        heading: "Engagement",
        paragraphs: [
          `The Artist performs at ${where} on ${longDate(f.showDate)}, and the Promoter presents the performance.`,
        ],
      },
      { heading: "Compensation", paragraphs: compensation(f) },
      { heading: "Schedule", paragraphs: schedule },
      ...rider,
      ...template.clauses.map((c) => ({
        heading: c.heading,
        paragraphs: fillPlaceholders(c.body, values)
          .split(/\n{2,}/)
          .map((p) => p.trim())
          .filter(Boolean),
      })),
    ].map((section, i) => ({ ...section, heading: `${i + 1}. ${section.heading}` })),
  };
}
