import {
  type CurrencyCode,
  centsPerMinorUnit,
  DEFAULT_HOME_CURRENCY,
} from "../currencies/currency";
import { DAY_MS } from "../durations";
import { bigCents, moneyOf } from "../finances/ledger/cents";
import {
  type LedgerConversion,
  showCentsInHome,
  type UnconvertedShow,
} from "../finances/ledger/convert";
import type { Negotiation } from "./negotiations";
import { NEGOTIATION_STATUSES, type NegotiationStatus } from "./statuses";

/** The five stat cards of the HCC Overview. */
export interface NegotiationStats {
  /** Still being negotiated or confirmed: everything not released or declined. */
  total: number;
  confirmed: number;
  holds: number;
  challenges: number;
  pending: number;
}

export function negotiationStats(list: readonly Pick<Negotiation, "status">[]): NegotiationStats {
  const count = (s: NegotiationStatus) => list.filter((n) => n.status === s).length;
  const confirmed = count("confirmed");
  const holds = count("hold");
  const challenges = count("challenge");
  const pending = count("pending");
  return { total: confirmed + holds + challenges + pending, confirmed, holds, challenges, pending };
}

interface CityFigures {
  city: string;
  negotiations: number;
  confirmed: number;
}

export interface NegotiationAnalytics {
  /** Confirmed of all negotiations that reached an outcome (confirmed, released, declined), 0–100. */
  confirmationRate: number;
  decided: number;
  /** Holds that ended released by the System (expired) or after a challenge. */
  lostToExpiry: number;
  lostToChallenge: number;
  /**
   * Mean days from the negotiation's start to its confirmation; null with none to count.
   * A confirmation recorded before its negotiation started (clock skew, imported data) is no
   * duration at all: it is left out of the mean and counted in `confirmationsLeftOut`, so
   * the figure is never negative and the screen can say why a show is missing from it.
   */
  averageDaysToConfirm: number | null;
  confirmationsLeftOut: number;
  /**
   * Mean money of confirmed shows in the home currency (a decimal string, rounded half up to
   * its minor unit): each show's deal figure where it has one, else its offered fee
   * (show-money.ts), a deal in another currency converted at the rate of the show's day as
   * the ledger converts it. A show no rate converts is left out of the mean and listed.
   */
  averageConfirmedFee: string;
  homeCurrency: CurrencyCode;
  unconverted: UnconvertedShow[];
  byStatus: { status: NegotiationStatus; count: number }[];
  byCity: CityFigures[];
}

export interface LostCounts {
  lostToExpiry: number;
  lostToChallenge: number;
}

/**
 * The mean of the confirmed shows' money in the home currency, and the shows left out of it
 * for want of a rate (issue 41).
 */
function averageFee(confirmed: readonly Negotiation[], conversion: LedgerConversion | undefined) {
  const home = conversion?.home ?? DEFAULT_HOME_CURRENCY;
  const unconverted: UnconvertedShow[] = [];
  let total = 0n;
  let counted = 0n;
  for (const n of confirmed) {
    const { amount, currency, rates = [] } = n.showMoney;
    const date = n.performanceDate;
    const cents = showCentsInHome(bigCents(amount), currency, date, conversion, ...rates);
    if (cents === null) {
      unconverted.push({ showId: n.id, currency: currency ?? home, date: n.performanceDate });
      continue;
    }
    total += cents;
    counted += 1n;
  }
  // Half up to the home currency's minor unit (a whole yen), as every share is rounded.
  const unit = BigInt(centsPerMinorUnit(home));
  const step = counted * unit;
  const mean = counted === 0n ? 0n : ((2n * total + step) / (2n * step)) * unit;
  return { averageConfirmedFee: moneyOf(mean), homeCurrency: home, unconverted };
}

/** Figures of the Analytics tab; `lost` comes from the timeline (lapse events). */
export function negotiationAnalytics(
  list: readonly Negotiation[],
  lost: LostCounts,
  conversion?: LedgerConversion,
): NegotiationAnalytics {
  const confirmed = list.filter((n) => n.status === "confirmed");
  const decided = list.filter((n) =>
    ["confirmed", "released", "declined"].includes(n.status),
  ).length;
  const measured = confirmed
    .filter((n) => n.confirmedAt)
    .map((n) => (Date.parse(n.confirmedAt!) - Date.parse(n.createdAt)) / DAY_MS);
  const durations = measured.filter((d) => d >= 0);
  const cities = new Map<string, CityFigures>();
  for (const n of list) {
    const city = [n.city, n.state].filter(Boolean).join(", ") || "Unknown city";
    const row = cities.get(city) ?? { city, negotiations: 0, confirmed: 0 };
    row.negotiations += 1;
    if (n.status === "confirmed") row.confirmed += 1;
    cities.set(city, row);
  }
  return {
    confirmationRate: decided ? Math.round((confirmed.length / decided) * 1000) / 10 : 0,
    decided,
    ...lost,
    averageDaysToConfirm: durations.length
      ? Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10
      : null,
    confirmationsLeftOut: measured.length - durations.length,
    ...averageFee(confirmed, conversion),
    byStatus: NEGOTIATION_STATUSES.map((status) => ({
      status,
      count: list.filter((n) => n.status === status).length,
    })),
    byCity: [...cities.values()].sort(
      (a, b) => b.negotiations - a.negotiations || a.city.localeCompare(b.city),
    ),
  };
}
