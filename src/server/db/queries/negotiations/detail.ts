import { and, desc, eq, sql } from "drizzle-orm";
import type {
  ChallengeSide,
  Negotiation,
  NegotiationEvent,
} from "@/domain/negotiations/negotiations";
import type { NegotiationStatus } from "@/domain/negotiations/statuses";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { negotiationEvents, tours, tourVenues } from "../../schema";
import { qualified } from "../../sql-helpers";
import {
  dealTermsColumns,
  oneShow,
  selectShows,
  showMoneyOf,
  showVenueColumns,
} from "../tours/show-read";
import { settleNegotiations } from "./upkeep";

// The HCC Manager's one negotiation with its timeline (the list and the calendar are list.ts).

const iso = (d: Date | string | null) =>
  d === null ? null : typeof d === "string" ? new Date(d).toISOString() : d.toISOString();

/** One negotiation per show, with its venue, tour, money, deal presence and confirmation time. */
function negotiationQuery(db: Db, workspaceId: string) {
  return selectShows(db, workspaceId, {
    id: tourVenues.id,
    tourId: tourVenues.tourId,
    tourTitle: tours.title,
    ...showVenueColumns,
    performanceDate: tourVenues.performanceDate,
    venueFee: tourVenues.venueFee,
    status: tourVenues.status,
    holdRank: tourVenues.holdRank,
    holdExpiry: tourVenues.holdExpiry,
    challengeDeadline: tourVenues.challengeDeadline,
    challengedBy: tourVenues.challengedBy,
    contactName: tourVenues.contactName,
    contactPhone: tourVenues.contactPhone,
    contactEmail: tourVenues.contactEmail,
    lastContact: tourVenues.lastContact,
    notes: tourVenues.notes,
    createdAt: tourVenues.createdAt,
    ...dealTermsColumns,
    confirmedAt: sql<string | null>`(select max(e.created_at) from ${negotiationEvents} e
        where e.show_id = ${qualified(tourVenues.id)} and e.workspace_id = ${workspaceId}
          and e.to_status = 'confirmed')`,
  });
}
type Row = Awaited<ReturnType<typeof negotiationQuery>>[number];

function toNegotiation(row: Row): Negotiation {
  const { showMoney, hasDeal, others: r } = showMoneyOf(row);
  return {
    ...r,
    showMoney,
    venueName: r.venueName ?? UNKNOWN_VENUE,
    city: r.city ?? "",
    state: r.state ?? "",
    capacity: r.capacity ?? 0,
    status: r.status as NegotiationStatus,
    challengedBy: r.challengedBy as ChallengeSide | null,
    holdExpiry: iso(r.holdExpiry),
    challengeDeadline: iso(r.challengeDeadline),
    lastContact: iso(r.lastContact),
    createdAt: iso(r.createdAt)!,
    confirmedAt: iso(r.confirmedAt),
    hasDeal,
  };
}

async function getNegotiation(db: Db, workspaceId: string, showId: string) {
  const [row] = await negotiationQuery(db, workspaceId).where(oneShow(workspaceId, showId));
  return row ? toNegotiation(row) : undefined;
}

async function listEvents(
  db: Db,
  workspaceId: string,
  showId: string,
): Promise<NegotiationEvent[]> {
  const rows = await db
    .select({
      id: negotiationEvents.id,
      action: negotiationEvents.action,
      fromStatus: negotiationEvents.fromStatus,
      toStatus: negotiationEvents.toStatus,
      note: negotiationEvents.note,
      override: negotiationEvents.override,
      actor: negotiationEvents.actor,
      createdAt: negotiationEvents.createdAt,
    })
    .from(negotiationEvents)
    .where(
      and(eq(negotiationEvents.workspaceId, workspaceId), eq(negotiationEvents.showId, showId)),
    )
    .orderBy(desc(negotiationEvents.createdAt), desc(negotiationEvents.id));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! }));
}

/** The negotiation with its timeline, newest first. */
export async function negotiationDetail(db: Db, workspaceId: string, showId: string) {
  await settleNegotiations(db, workspaceId);
  const negotiation = await getNegotiation(db, workspaceId, showId);
  if (!negotiation) return undefined;
  return { negotiation, events: await listEvents(db, workspaceId, showId) };
}
