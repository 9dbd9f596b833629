import { DAY_MS } from "../durations";
import { toCents } from "../money";
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
   * Mean money of confirmed shows, exact to the cent (a decimal string): each show's deal
   * figure where it has one, else its offered fee (show-money.ts), as the lists show them.
   */
  averageConfirmedFee: string;
  byStatus: { status: NegotiationStatus; count: number }[];
  byCity: CityFigures[];
}

export interface LostCounts {
  lostToExpiry: number;
  lostToChallenge: number;
}

/** Figures of the Analytics tab; `lost` comes from the timeline (lapse events). */
export function negotiationAnalytics(
  list: readonly Negotiation[],
  lost: LostCounts,
): NegotiationAnalytics {
  const confirmed = list.filter((n) => n.status === "confirmed");
  const decided = list.filter((n) =>
    ["confirmed", "released", "declined"].includes(n.status),
  ).length;
  const measured = confirmed
    .filter((n) => n.confirmedAt)
    .map((n) => (Date.parse(n.confirmedAt!) - Date.parse(n.createdAt)) / DAY_MS);
  const durations = measured.filter((d) => d >= 0);
  const feeCents = confirmed.reduce((sum, n) => sum + toCents(n.showMoney.amount), 0);
  const avgCents = confirmed.length ? Math.round(feeCents / confirmed.length) : 0;
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
    averageConfirmedFee: (avgCents / 100).toFixed(2),
    byStatus: NEGOTIATION_STATUSES.map((status) => ({
      status,
      count: list.filter((n) => n.status === status).length,
    })),
    byCity: [...cities.values()].sort(
      (a, b) => b.negotiations - a.negotiations || a.city.localeCompare(b.city),
    ),
  };
}
