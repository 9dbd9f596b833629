import type { Shown } from "../hidden";
import type { TicketCount } from "./counts";

/**
 * What the tickets routes answer (issue 51, ADR 0031), as a manager reads them. Crew and
 * artists read the same shapes through `reader-shape.ts`: the counts hidden unless the owner
 * allows them (`crewSeesTicketCounts`), gross always hidden.
 */

/** Where a show stands against the tour's other shows at the same number of days out. */
export type PaceStanding = "ahead" | "on-pace" | "behind" | "unknown";

/** A point of a show's curve: sold (all tiers' latest counts that day) N days before the show. */
export interface PacePoint {
  daysOut: number;
  sold: number;
  /** Sold over capacity, 0–1 (above 1 when over); null with no capacity. */
  share: number | null;
}

/** One show's line on the Tickets page, the tour page and the Overview. */
export interface ShowTickets {
  showId: string;
  tourId: string;
  tourTitle: string;
  date: string | null;
  venueName: string | null;
  city: string | null;
  /** The show's capacity: its deal's, else its venue's; null when neither says. */
  capacity: Shown<number | null>;
  sold: Shown<number | null>;
  comps: Shown<number | null>;
  gross: Shown<string | null>;
  currency: string;
  /** The latest count's time, null when the show has none. */
  asOf: Shown<string | null>;
  overCapacity: Shown<boolean>;
  soldOut: Shown<boolean>;
  /** Against the tour's other shows at the same days out (domain/tickets/pacing.ts). */
  pace: Shown<PaceStanding>;
  /** The tour's pace at this show's days out (share of capacity), when known. */
  paceShare: Shown<number | null>;
}

/** One show's page: its counts over time, its curve, and the tour's other curves. */
export interface ShowTicketDetail extends ShowTickets {
  tiers: Shown<readonly TicketCount[]>;
  history: Shown<readonly TicketCount[]>;
  curve: Shown<readonly PacePoint[]>;
  /** The tour's other shows' curves by days out (share of capacity), for the chart. */
  tourCurves: Shown<readonly { showId: string; label: string; points: readonly PacePoint[] }[]>;
  /** The tour's median share at each day out the chart draws. */
  tourPace: Shown<readonly PacePoint[]>;
}

/** Who reads counts: the owner's setting. */
export interface TicketSettings {
  crewSeesTicketCounts: boolean;
}
