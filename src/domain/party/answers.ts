import type { CurrencyCode } from "../currencies/currency";
import type { FloatBalance, FloatEntry } from "./float";
import type { PartyPayment } from "./payments";
import type { DayKind, PartyPerson } from "./people";

/**
 * The answers of the party's routes (issue 54, ADR 0032), the contract between the server and
 * the pages. Managers read the party, its lines and the float (routes for managers only); each
 * person reads their own tour (`MyTour`), built only from rows whose person is the reader.
 * Amounts are stored text in their own currency; totals are per currency, never summed across.
 */

/** Per currency: what the lines come to, what of it is paid, what is still owed. */
export interface CurrencyTotals {
  currency: CurrencyCode;
  total: string;
  paid: string;
  owed: string;
}

/** GET /api/tours/:tourId/party */
export interface PartyAnswer {
  tourId: string;
  /** The days the party's lines are made for ("YYYY-MM-DD"), null when the tour has none. */
  firstDay: string | null;
  lastDay: string | null;
  /** Members of the workspace not yet on the party (to add in one step). */
  members: { userId: string; name: string; role: string }[];
  people: (PartyPerson & { totals: CurrencyTotals[] })[];
  /** When the lines were last generated (then kept in step), null before. */
  generatedAt: string | null;
  home: CurrencyCode;
}

/** POST /api/tours/:tourId/party/generate: what changed. */
export interface GenerateAnswer {
  added: number;
  changed: number;
  removed: number;
  /** Days a typed or paid line already covered (left as they are). */
  keptTyped: number;
}

/** GET /api/tours/:tourId/payments */
export interface PaymentsAnswer {
  lines: (PartyPayment & { personName: string; showLabel: string | null })[];
  totals: CurrencyTotals[];
}

/** GET /api/tours/:tourId/float */
export interface FloatAnswer {
  balances: FloatBalance[];
  entries: (FloatEntry & { personName: string | null })[];
}

/** A leg or stay as the reader's own itinerary shows it. */
export interface MyLeg {
  id: string;
  mode: string;
  fromPlace: string;
  toPlace: string;
  departureAt: string;
  departureTz: string;
  arrivalAt: string;
  arrivalTz: string;
  carrier: string | null;
  number: string | null;
  confirmationCode: string | null;
  /** Who else is on it (names), empty for a leg the whole party takes. */
  with: string[];
}
export interface MyStay {
  id: string;
  name: string;
  address: string | null;
  checkIn: string;
  checkOut: string;
  confirmationCode: string | null;
  /** The reader's room and who shares it; null when the stay lists no rooms. */
  room: { label: string; with: string[] } | null;
}

/** GET /api/my-tours: the tours the reader is on. */
export interface MyToursAnswer {
  tours: { tourId: string; tourName: string; firstDay: string | null; lastDay: string | null }[];
}

/** GET /api/my-tours/:tourId: the reader's own, never anyone else's money. */
export interface MyTour {
  tourId: string;
  tourName: string;
  /** The tour's days (its dates, else its first and last show), null when it has none. */
  firstDay: string | null;
  lastDay: string | null;
  person: {
    id: string;
    name: string;
    roadRole: string;
    joinsOn: string | null;
    leavesOn: string | null;
  };
  lines: {
    id: string;
    kind: PartyPayment["kind"];
    day: string | null;
    dayKind: DayKind | null;
    showLabel: string | null;
    amount: string;
    currency: CurrencyCode;
    note: string | null;
    paidAt: string | null;
    /** Paid in cash out of the tour manager's float. */
    paidFromFloat: boolean;
  }[];
  totals: CurrencyTotals[];
  legs: MyLeg[];
  stays: MyStay[];
}
