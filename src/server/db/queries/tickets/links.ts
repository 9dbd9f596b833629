import { randomUUID } from "node:crypto";
import { and, desc, eq, exists, gt, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { type CountReport, currentCount, type TicketCount } from "@/domain/tickets/counts";
import {
  type LinkTier,
  type TicketLinkChanges,
  type TicketLinkRow,
  type TicketLinkState,
  type TicketLinkValues,
  ticketLinkExpiry,
  ticketLinkState,
} from "@/domain/tickets/links";
import type { WeekdayNumber } from "@/domain/tickets/reminders";
import { hashLinkToken, newLinkToken, sealLinkToken } from "../../../link-tokens";
import { venueTimeZone } from "../../../places/time-zone";
import type { Db } from "../../client";
import {
  ticketCounts,
  ticketLinkReminders,
  ticketLinks,
  tourVenues,
  user,
  venueRevenueDeals,
  venues,
  workspaceMembers,
  workspaces,
} from "../../schema";
import { findOwnedShow } from "../ownership";
import { selectShows } from "../tours/show-read";
import { showCapacityColumn, showCurrencyColumn } from "./show-rows";

/**
 * The promoter's links (issue 51 item 3, ADR 0031): made, changed and turned off by a manager,
 * opened by a token with no account, and the reminders they send. Every read of a show goes
 * through the link's own workspace, so a link reaches its one show and nothing else.
 */

const linkColumns = {
  id: ticketLinks.id,
  recipient: ticketLinks.recipient,
  email: ticketLinks.email,
  reminderWeekdays: ticketLinks.reminderWeekdays,
  dailyLastWeek: ticketLinks.dailyLastWeek,
  createdAt: ticketLinks.createdAt,
  expiresAt: ticketLinks.expiresAt,
  revokedAt: ticketLinks.revokedAt,
  lastReportedAt: ticketLinks.lastReportedAt,
};

type LinkRecord = {
  id: string;
  recipient: string;
  email: string | null;
  reminderWeekdays: WeekdayNumber[];
  dailyLastWeek: boolean;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastReportedAt: Date | null;
};

const asRow = (r: LinkRecord): TicketLinkRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
  lastReportedAt: r.lastReportedAt?.toISOString() ?? null,
});

/** What a link needs of its show: its day and place, capacity and currency (deal first). */
interface TicketLinkShow {
  showId: string;
  tourId: string;
  workspaceName: string;
  date: string | null;
  venueName: string | null;
  city: string | null;
  /** The venue's zone, from where it is (as public dates find it). */
  timeZone: string;
  /** The deal's capacity, else the venue's. */
  capacity: number | null;
  /** The deal's currency, else the workspace's home currency. */
  currency: string;
}

/** One show of the workspace with what a link needs of it; undefined when not its show. */
async function showOf(db: Db, workspaceId: string, showId: string, tourId?: string) {
  const [row] = await selectShows(db, workspaceId, {
    showId: tourVenues.id,
    tourId: tourVenues.tourId,
    workspaceName: workspaces.name,
    date: tourVenues.performanceDate,
    venueName: venues.name,
    city: venues.city,
    latitude: venues.latitude,
    longitude: venues.longitude,
    capacity: showCapacityColumn(),
    currency: showCurrencyColumn(),
  })
    .innerJoin(workspaces, eq(workspaces.id, tourVenues.workspaceId))
    .where(
      and(
        eq(tourVenues.id, showId),
        eq(tourVenues.workspaceId, workspaceId),
        tourId === undefined ? undefined : eq(tourVenues.tourId, tourId),
      ),
    );
  if (!row) return undefined;
  const show: TicketLinkShow = {
    showId: row.showId,
    tourId: row.tourId,
    workspaceName: row.workspaceName,
    date: row.date,
    venueName: row.venueName,
    city: row.city,
    timeZone: venueTimeZone(row.latitude, row.longitude),
    capacity: row.capacity,
    currency: row.currency,
  };
  return show;
}

/** A show's counts, every report (its show known to be the workspace's). */
async function countsOfShow(db: Db, workspaceId: string, showId: string) {
  const rows = await db
    .select({
      id: ticketCounts.id,
      tier: ticketCounts.tier,
      countedAt: ticketCounts.countedAt,
      sold: ticketCounts.sold,
      comps: ticketCounts.comps,
      gross: ticketCounts.gross,
      currency: ticketCounts.currency,
      source: ticketCounts.source,
      seller: ticketCounts.seller,
      linkId: ticketCounts.linkId,
    })
    .from(ticketCounts)
    .where(and(eq(ticketCounts.workspaceId, workspaceId), eq(ticketCounts.showId, showId)));
  return rows.map((r) => ({
    ...r,
    countedAt: r.countedAt.toISOString(),
    source: r.source as TicketCount["source"],
  }));
}

/** A show's links, newest first; undefined when the show is not the workspace's on that tour. */
export async function ticketLinksOf(db: Db, workspaceId: string, tourId: string, showId: string) {
  if (!(await findOwnedShow(db, workspaceId, showId, { tourId }))) return undefined;
  const rows = await db
    .select(linkColumns)
    .from(ticketLinks)
    .where(and(eq(ticketLinks.workspaceId, workspaceId), eq(ticketLinks.showId, showId)))
    .orderBy(desc(ticketLinks.createdAt), desc(ticketLinks.id));
  return rows.map(asRow);
}

/**
 * A new link for one show; its token is answered this once (only its hash and its sealed
 * form are kept). Undefined: not the workspace's show on that tour.
 */
export async function createTicketLink(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: TicketLinkValues,
  secret: string,
  now = new Date(),
) {
  const show = await showOf(db, workspaceId, showId, tourId);
  if (!show) return undefined;
  const token = newLinkToken();
  const id = randomUUID();
  const [row] = await db
    .insert(ticketLinks)
    .values({
      id,
      workspaceId,
      showId,
      tokenHash: hashLinkToken(token),
      tokenSealed: sealLinkToken(secret, token, id),
      recipient: input.recipient,
      email: input.email,
      reminderWeekdays: input.reminderWeekdays,
      dailyLastWeek: input.dailyLastWeek,
      expiresAt: ticketLinkExpiry(input.days, show, now),
    })
    .returning(linkColumns);
  return { link: asRow(row!), token, show };
}

const ofShow = (workspaceId: string, showId: string, id: string) =>
  and(
    eq(ticketLinks.workspaceId, workspaceId),
    eq(ticketLinks.showId, showId),
    eq(ticketLinks.id, id),
  );

/** A link's reminders changed; undefined when it is not this show's of this workspace. */
export async function editTicketLink(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  id: string,
  edit: TicketLinkChanges,
) {
  if (!(await findOwnedShow(db, workspaceId, showId, { tourId }))) return undefined;
  const set = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined));
  const query = Object.keys(set).length
    ? db
        .update(ticketLinks)
        .set(set)
        .where(ofShow(workspaceId, showId, id))
        .returning(linkColumns)
    : db
        .select(linkColumns)
        .from(ticketLinks)
        .where(ofShow(workspaceId, showId, id));
  const [row] = await query;
  return row ? asRow(row) : undefined;
}

/** Turns a link off for good; false when it is not this show's of this workspace. */
export async function revokeTicketLink(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  id: string,
) {
  if (!(await findOwnedShow(db, workspaceId, showId, { tourId }))) return false;
  await db
    .update(ticketLinks)
    .set({ revokedAt: new Date() })
    .where(and(ofShow(workspaceId, showId, id), isNull(ticketLinks.revokedAt)));
  // Revoked already: still this show's link, so the answer is the same.
  const [known] = await db
    .select({ id: ticketLinks.id })
    .from(ticketLinks)
    .where(ofShow(workspaceId, showId, id));
  return Boolean(known);
}

export interface TicketLinkHolder extends TicketLinkShow {
  linkId: string;
  workspaceId: string;
  recipient: string;
  state: TicketLinkState;
}

/** What a token opens, or undefined for a token no link has (404, like a malformed one). */
export async function findTicketLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<TicketLinkHolder | undefined> {
  const [link] = await db
    .select({
      linkId: ticketLinks.id,
      workspaceId: ticketLinks.workspaceId,
      showId: ticketLinks.showId,
      recipient: ticketLinks.recipient,
      expiresAt: ticketLinks.expiresAt,
      revokedAt: ticketLinks.revokedAt,
    })
    .from(ticketLinks)
    .where(eq(ticketLinks.tokenHash, hashLinkToken(token)));
  if (!link) return undefined;
  const show = await showOf(db, link.workspaceId, link.showId);
  if (!show) return undefined;
  return {
    ...show,
    linkId: link.linkId,
    workspaceId: link.workspaceId,
    recipient: link.recipient,
    state: ticketLinkState(link, now),
  };
}

/** Each tier's latest count of the link's show. */
export async function tiersForLink(db: Db, link: TicketLinkHolder): Promise<LinkTier[]> {
  const counts = await countsOfShow(db, link.workspaceId, link.showId);
  const byId = new Map(counts.map((c) => [c.id, c]));
  return currentCount(counts).tiers.map((t) => ({
    tier: t.tier,
    sold: t.sold,
    comps: t.comps,
    gross: byId.get(t.id)?.linkId === link.linkId ? t.gross : null,
    countedAt: t.countedAt,
  }));
}

/** A report through the link: one count per tier, source "link", and the link's last report. */
export async function reportThroughLink(
  db: Db,
  link: TicketLinkHolder,
  report: CountReport,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(ticketCounts)
      .values(
        report.tiers.map((t) => ({
          workspaceId: link.workspaceId,
          showId: link.showId,
          tier: t.tier,
          countedAt: now,
          sold: t.sold,
          comps: t.comps,
          gross: t.gross,
          currency: link.currency,
          source: "link",
          linkId: link.linkId,
        })),
      )
      .returning({
        tier: ticketCounts.tier,
        sold: ticketCounts.sold,
        comps: ticketCounts.comps,
        gross: ticketCounts.gross,
        countedAt: ticketCounts.countedAt,
      });
    await tx
      .update(ticketLinks)
      .set({ lastReportedAt: now })
      .where(eq(ticketLinks.id, link.linkId));
    return rows.map((r) => ({ ...r, countedAt: r.countedAt.toISOString() }));
  });
}

/** A link that may owe a reminder now, with what reminderDue reads and the mail says. */
export interface ReminderCandidate {
  linkId: string;
  workspaceId: string;
  recipient: string;
  email: string | null;
  reminderWeekdays: WeekdayNumber[];
  dailyLastWeek: boolean;
  revokedAt: Date | null;
  expiresAt: Date;
  tokenSealed: string;
  show: TicketLinkShow;
  sold: number;
  comps: number;
}

/**
 * Live links with an email whose show is not yet a day past (by UTC; reminderDue decides on
 * the venue's clock). Links of a demo guest's workspace never mail anyone.
 */
export async function reminderCandidates(db: Db, now: Date): Promise<ReminderCandidate[]> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  // One statement for every live link with its show, one for their counts: the pass runs every
  // minute, and a statement per link would grow with the links (every show's venue and deal
  // joined on the link's own workspace, as selectShows joins them on a workspace's).
  const rows = await db
    .select({
      linkId: ticketLinks.id,
      workspaceId: ticketLinks.workspaceId,
      recipient: ticketLinks.recipient,
      email: ticketLinks.email,
      reminderWeekdays: ticketLinks.reminderWeekdays,
      dailyLastWeek: ticketLinks.dailyLastWeek,
      revokedAt: ticketLinks.revokedAt,
      expiresAt: ticketLinks.expiresAt,
      tokenSealed: ticketLinks.tokenSealed,
      showId: tourVenues.id,
      tourId: tourVenues.tourId,
      workspaceName: workspaces.name,
      date: tourVenues.performanceDate,
      venueName: venues.name,
      city: venues.city,
      latitude: venues.latitude,
      longitude: venues.longitude,
      capacity: showCapacityColumn(),
      currency: showCurrencyColumn(),
    })
    .from(ticketLinks)
    .innerJoin(
      tourVenues,
      and(
        eq(tourVenues.id, ticketLinks.showId),
        eq(tourVenues.workspaceId, ticketLinks.workspaceId),
      ),
    )
    .innerJoin(workspaces, eq(workspaces.id, ticketLinks.workspaceId))
    .leftJoin(
      venues,
      and(eq(venues.id, tourVenues.venueId), eq(venues.workspaceId, tourVenues.workspaceId)),
    )
    .leftJoin(
      venueRevenueDeals,
      and(
        eq(venueRevenueDeals.tourVenueId, tourVenues.id),
        eq(venueRevenueDeals.workspaceId, tourVenues.workspaceId),
      ),
    )
    .where(
      and(
        isNotNull(ticketLinks.email),
        isNull(ticketLinks.revokedAt),
        gt(ticketLinks.expiresAt, now),
        gte(tourVenues.performanceDate, yesterday),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(workspaceMembers)
            .innerJoin(user, eq(user.id, workspaceMembers.userId))
            .where(
              and(
                eq(workspaceMembers.workspaceId, ticketLinks.workspaceId),
                eq(workspaceMembers.role, "owner"),
                eq(user.isAnonymous, true),
              ),
            ),
        )}`,
      ),
    );
  if (rows.length === 0) return [];
  const showIds = [...new Set(rows.map((r) => r.showId))];
  const counts = await db
    .select({
      id: ticketCounts.id,
      showId: ticketCounts.showId,
      workspaceId: ticketCounts.workspaceId,
      tier: ticketCounts.tier,
      countedAt: ticketCounts.countedAt,
      sold: ticketCounts.sold,
      comps: ticketCounts.comps,
    })
    .from(ticketCounts)
    .where(inArray(ticketCounts.showId, showIds));
  const byShow = new Map<string, TicketCount[]>();
  for (const c of counts) {
    const list = byShow.get(`${c.workspaceId}/${c.showId}`) ?? [];
    list.push({
      ...c,
      countedAt: c.countedAt.toISOString(),
      gross: null,
      currency: "",
      source: "manual",
      seller: null,
    });
    byShow.set(`${c.workspaceId}/${c.showId}`, list);
  }
  return rows.map((r) => {
    const now = currentCount(byShow.get(`${r.workspaceId}/${r.showId}`) ?? []);
    const show: TicketLinkShow = {
      showId: r.showId,
      tourId: r.tourId,
      workspaceName: r.workspaceName,
      date: r.date,
      venueName: r.venueName,
      city: r.city,
      timeZone: venueTimeZone(r.latitude, r.longitude),
      capacity: r.capacity,
      currency: r.currency,
    };
    return {
      linkId: r.linkId,
      workspaceId: r.workspaceId,
      recipient: r.recipient,
      email: r.email,
      reminderWeekdays: r.reminderWeekdays,
      dailyLastWeek: r.dailyLastWeek,
      revokedAt: r.revokedAt,
      expiresAt: r.expiresAt,
      tokenSealed: r.tokenSealed,
      show,
      sold: now.sold,
      comps: now.comps,
    };
  });
}

/**
 * Takes the reminder of `localDate` for a link: true for the one process whose insert made
 * the row (ON CONFLICT DO NOTHING on the link and day), so it goes once a day at most.
 */
export async function claimReminder(db: Db, c: ReminderCandidate, localDate: string) {
  const rows = await db
    .insert(ticketLinkReminders)
    .values({ workspaceId: c.workspaceId, linkId: c.linkId, localDate })
    .onConflictDoNothing()
    .returning({ id: ticketLinkReminders.id });
  return rows[0]?.id;
}

export async function markReminderSent(db: Db, id: string, at: Date) {
  await db.update(ticketLinkReminders).set({ sentAt: at }).where(eq(ticketLinkReminders.id, id));
}
