import { type AnswerFields, type Audience, shapeFor } from "../audience";
import { isHidden } from "../hidden";
import type { ShowTicketDetail, ShowTickets } from "./answers";
import type { TicketCount } from "./counts";

/**
 * Ticket answers as a reader may see them (issue 51, ADR 0028, ADR 0031): gross is money,
 * always; sold, comps, capacity and pace are read by crew and artists only when the owner
 * allows it (`crewSeesTicketCounts`), otherwise they read as the hidden marker, never 0.
 * So each answer has two tables, the counts' audience "everyone" or "money", both checked.
 */

/** Who reads an answer: whether they see money, and whether the owner opened counts to all. */
export interface TicketReader {
  seesMoney: boolean;
  crewSeesTicketCounts: boolean;
}

type CountsAudience = Extract<Audience, "everyone" | "money">;

const showFields = <A extends CountsAudience>(counts: A) =>
  ({
    showId: "everyone",
    tourId: "everyone",
    tourTitle: "everyone",
    date: "everyone",
    venueName: "everyone",
    city: "everyone",
    currency: "everyone",
    gross: "money",
    capacity: counts,
    sold: counts,
    comps: counts,
    asOf: counts,
    overCapacity: counts,
    soldOut: counts,
    pace: counts,
    paceShare: counts,
  }) as const satisfies AnswerFields<ShowTickets>;

const detailFields = <A extends CountsAudience>(counts: A) =>
  ({
    ...showFields(counts),
    tiers: counts,
    history: counts,
    curve: counts,
    tourCurves: counts,
    tourPace: counts,
  }) as const satisfies AnswerFields<ShowTicketDetail>;

const countFields = <A extends CountsAudience>(counts: A) =>
  ({
    id: "everyone",
    tier: "everyone",
    countedAt: counts,
    sold: counts,
    comps: counts,
    gross: "money",
    currency: "everyone",
    source: "everyone",
    seller: "everyone",
  }) as const satisfies AnswerFields<TicketCount>;

/** One of the two tables: counts open to everyone, or to those who see money only. */
const pick = <T>(reader: TicketReader, open: T, closed: T) =>
  reader.crewSeesTicketCounts ? open : closed;

const SHOW_OPEN = showFields("everyone");
const SHOW_CLOSED = showFields("money");
const DETAIL_OPEN = detailFields("everyone");
const DETAIL_CLOSED = detailFields("money");
const COUNT_OPEN = countFields("everyone");
const COUNT_CLOSED = countFields("money");

const ticketCountFor = (reader: TicketReader, count: TicketCount) =>
  shapeFor<TicketCount, typeof COUNT_OPEN>(
    reader.seesMoney,
    pick<typeof COUNT_OPEN>(reader, COUNT_OPEN, COUNT_CLOSED),
    count,
  ) as TicketCount;

export const showTicketsFor = (reader: TicketReader, show: ShowTickets): ShowTickets =>
  shapeFor<ShowTickets, typeof SHOW_OPEN>(
    reader.seesMoney,
    pick<typeof SHOW_OPEN>(reader, SHOW_OPEN, SHOW_CLOSED),
    show,
  ) as ShowTickets;

/** A show's page: its table, then each count of its tiers and history by the count's. */
export function showTicketDetailFor(
  reader: TicketReader,
  detail: ShowTicketDetail,
): ShowTicketDetail {
  const shaped = shapeFor<ShowTicketDetail, typeof DETAIL_OPEN>(
    reader.seesMoney,
    pick<typeof DETAIL_OPEN>(reader, DETAIL_OPEN, DETAIL_CLOSED),
    detail,
  ) as ShowTicketDetail;
  const counts = (list: ShowTicketDetail["tiers"]) =>
    isHidden(list) ? list : list.map((c) => ticketCountFor(reader, c));
  return { ...shaped, tiers: counts(shaped.tiers), history: counts(shaped.history) };
}

/** A show behind pace, as the Overview flags it (issue 51). */
export interface BehindPaceShow {
  id: string;
  tourId: string;
  /** Named on the reader's screen (`ticketShowName`), in their language: not here. */
  venueName: string | null;
  date: string | null;
  sold: number;
  share: number;
  paceShare: number;
}

const behindFields = <A extends CountsAudience>(counts: A) =>
  ({
    id: "everyone",
    tourId: "everyone",
    venueName: "everyone",
    date: "everyone",
    sold: counts,
    share: counts,
    paceShare: counts,
  }) as const satisfies AnswerFields<BehindPaceShow>;

const BEHIND_OPEN = behindFields("everyone");
const BEHIND_CLOSED = behindFields("money");

export const behindPaceFor = (reader: TicketReader, show: BehindPaceShow) =>
  shapeFor<BehindPaceShow, typeof BEHIND_OPEN>(
    reader.seesMoney,
    pick<typeof BEHIND_OPEN>(reader, BEHIND_OPEN, BEHIND_CLOSED),
    show,
  );
