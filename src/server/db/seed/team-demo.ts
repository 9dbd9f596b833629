import { and, asc, desc, eq, gte, lte, min, sql } from "drizzle-orm";
import { formatMonthDay } from "@/domain/date-time";
import { DAY_MS, HOUR_MS } from "@/domain/durations";
import type { Role } from "@/domain/team/roles";
import type { Db } from "../client";
import { demoPersonEmail } from "../queries/team/demo-people";
import {
  activity,
  daySheets,
  merchShowCounts,
  negotiationEvents,
  tours,
  tourVenues,
  user,
  venues,
  workspaceMembers,
} from "../schema";

/** The demo's touring party besides its guest, the owner (demo-people.ts says who they are). */
export const DEMO_PARTY = {
  manager: { name: "Dana Whitfield", handle: "dana", role: "manager" },
  crew: { name: "Marco Reyes", handle: "marco", role: "crew" },
} as const satisfies Record<string, { name: string; handle: string; role: Role }>;

const CREW_DAY_SHEET_NOTE =
  "Loading dock on the east side; two spots held for the van from 14:30, through load-out.";

const monthDay = (date: string) => formatMonthDay(date);

/**
 * A manager and a crew member join the demo with the first tour, and leave traces a party
 * would: the manager confirmed the latest date and made the challenge in the negotiation
 * timelines (their name on those steps), the crew member entered the last show's merch counts
 * and updated the next show's day sheet. Runs after the rest of the demo (it reads its shows).
 */
export async function seedDemoTeam(db: Db, workspaceId: string) {
  const now = Date.now();
  const [first] = await db
    .select({ at: min(tours.createdAt) })
    .from(tours)
    .where(eq(tours.workspaceId, workspaceId));
  const firstTourAt = first?.at ?? new Date(now - 90 * DAY_MS);
  // The manager first, then the crew member (the Team page lists members as they joined).
  const people = Object.values(DEMO_PARTY).map((p, i, all) => ({
    ...p,
    id: crypto.randomUUID(),
    joinedAt: new Date(firstTourAt.getTime() - (all.length - i) * HOUR_MS),
  }));
  // One transaction: guest cleanup running meanwhile must never see them in no workspace
  // (deleteDetachedDemoPeople would take them away between the two inserts).
  await db.transaction(async (tx) => {
    await tx.insert(user).values(
      people.map((p) => ({
        id: p.id,
        name: p.name,
        email: demoPersonEmail(p.handle, workspaceId),
        isAnonymous: false,
        createdAt: p.joinedAt,
        updatedAt: p.joinedAt,
      })),
    );
    await tx
      .insert(workspaceMembers)
      .values(
        people.map((p) => ({ workspaceId, userId: p.id, role: p.role, createdAt: p.joinedAt })),
      );
  });
  const [manager, crew] = people as [(typeof people)[0], (typeof people)[0]];
  const log: (typeof activity.$inferInsert)[] = [];
  const by = (p: typeof manager) => ({ workspaceId, userId: p.id, actorName: p.name });

  // The manager's steps in the negotiation timelines: the latest confirmation, the challenge.
  for (const [toStatus, action] of [
    ["confirmed", "confirmed"],
    ["challenge", "challenged"],
  ] as const) {
    const [step] = await db
      .select({
        id: negotiationEvents.id,
        at: negotiationEvents.createdAt,
        venue: venues.name,
        date: tourVenues.performanceDate,
      })
      .from(negotiationEvents)
      .innerJoin(tourVenues, eq(tourVenues.id, negotiationEvents.showId))
      .innerJoin(venues, eq(venues.id, tourVenues.venueId))
      .where(
        and(
          eq(negotiationEvents.workspaceId, workspaceId),
          eq(negotiationEvents.toStatus, toStatus),
        ),
      )
      .orderBy(desc(negotiationEvents.createdAt))
      .limit(1);
    if (!step?.date) continue;
    await db
      .update(negotiationEvents)
      .set({ actor: manager.name })
      .where(eq(negotiationEvents.id, step.id));
    log.push({
      ...by(manager),
      area: "negotiations",
      action,
      summary:
        action === "confirmed"
          ? `Confirmed ${step.venue} on ${monthDay(step.date)}: the hold became the date`
          : `Challenged the 1st hold on ${monthDay(step.date)} at ${step.venue}`,
      createdAt: step.at,
    });
  }

  // The crew member counted the merch after the last show played, the morning after.
  const today = new Date(now).toISOString().slice(0, 10);
  const [counted] = await db
    .select({
      venue: venues.name,
      date: tourVenues.performanceDate,
      sold: sql<number>`sum(${merchShowCounts.countIn} - ${merchShowCounts.countOut} - ${merchShowCounts.comps})::int`,
    })
    .from(merchShowCounts)
    .innerJoin(tourVenues, eq(tourVenues.id, merchShowCounts.showId))
    .innerJoin(venues, eq(venues.id, tourVenues.venueId))
    .where(
      and(eq(merchShowCounts.workspaceId, workspaceId), lte(tourVenues.performanceDate, today)),
    )
    .groupBy(venues.name, tourVenues.performanceDate)
    .orderBy(desc(tourVenues.performanceDate))
    .limit(1);
  if (counted?.date) {
    const morningAfter = Date.parse(`${counted.date}T00:00:00Z`) + 34 * HOUR_MS;
    log.push({
      ...by(crew),
      area: "merch",
      action: "counted",
      summary: `Entered the merch counts for ${counted.venue} on ${monthDay(counted.date)}: ${counted.sold} items sold`,
      createdAt: new Date(Math.min(morningAfter, now - 2 * HOUR_MS)),
    });
  }

  // … and this morning added a note to the next show's day sheet.
  const [next] = await db
    .select({
      id: daySheets.id,
      notes: daySheets.notes,
      venue: venues.name,
      date: tourVenues.performanceDate,
    })
    .from(daySheets)
    .innerJoin(tourVenues, eq(tourVenues.id, daySheets.tourVenueId))
    .innerJoin(venues, eq(venues.id, tourVenues.venueId))
    .where(and(eq(daySheets.workspaceId, workspaceId), gte(tourVenues.performanceDate, today)))
    .orderBy(asc(tourVenues.performanceDate))
    .limit(1);
  if (next?.date) {
    const notes = next.notes ? `${next.notes} ${CREW_DAY_SHEET_NOTE}` : CREW_DAY_SHEET_NOTE;
    await db.update(daySheets).set({ notes }).where(eq(daySheets.id, next.id));
    log.push({
      ...by(crew),
      area: "logistics",
      action: "updated",
      summary: `Updated the day sheet for ${next.venue} on ${monthDay(next.date)}: where the van parks`,
      createdAt: new Date(now - HOUR_MS),
    });
  }
  if (log.length > 0) await db.insert(activity).values(log);
  return { manager, crew };
}
