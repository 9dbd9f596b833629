import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { guestCheckIns, guestListSettings, guests, tourVenues } from "../schema";

/**
 * The demo's guest lists (docs/product.md §6.4): on the confirmed shows, a list of family,
 * press and label guests. Shows already played have their guests checked in (one party only
 * partly: 1 of 2); the next ones have requests waiting for approval and an allotment.
 */
const PEOPLE = [
  { name: "Rosa Delgado", plusOnes: 1, affiliation: "Family", passType: "guest" },
  { name: "Marcus Webb", plusOnes: 0, affiliation: "Night Owls Records", passType: "vip" },
  { name: "Priya Raman", plusOnes: 0, affiliation: "Paste Magazine", passType: "photo" },
  { name: "Tom Okafor", plusOnes: 1, affiliation: "Opener's friend", passType: "guest" },
  { name: "Lena Fischer", plusOnes: 0, affiliation: "Booking agency", passType: "all_access" },
  { name: "Dev Patel", plusOnes: 0, affiliation: "Local crew", passType: "working" },
] as const;

const REQUESTED_BY = "Maya Chen";
const APPROVED_BY = "Jordan Blake";

export async function seedDemoGuestLists(db: Db, workspaceId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const shows = await db
    .select({ id: tourVenues.id, date: tourVenues.performanceDate })
    .from(tourVenues)
    .where(and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.status, "confirmed")))
    .orderBy(asc(tourVenues.performanceDate));
  const dated = shows.filter((s): s is { id: string; date: string } => s.date !== null);
  const played = dated.filter((s) => s.date < today).slice(-3);
  const coming = dated.filter((s) => s.date >= today).slice(0, 3);

  for (const [i, show] of played.entries()) {
    const rows = await db
      .insert(guests)
      .values(
        PEOPLE.slice(i % 2, 5 + (i % 2)).map((p, j) => ({
          ...p,
          workspaceId,
          showId: show.id,
          status: "approved",
          // Everyone came, but one +1 never showed up: 1 of 2.
          checkedIn: j === 0 ? 1 : 1 + p.plusOnes,
          checkedInAt: sql`(${show.date}::date + time '19:30') at time zone 'UTC'`,
          requestedByName: REQUESTED_BY,
          decidedByName: APPROVED_BY,
        })),
      )
      .returning({ id: guests.id, checkedIn: guests.checkedIn });
    await db.insert(guestCheckIns).values(
      rows.map((r) => ({
        workspaceId,
        guestId: r.id,
        clientId: crypto.randomUUID(),
        checkedIn: r.checkedIn,
        byName: REQUESTED_BY,
      })),
    );
  }

  for (const [i, show] of coming.entries()) {
    await db.insert(guestListSettings).values({ workspaceId, showId: show.id, allotment: 12 });
    await db.insert(guests).values(
      PEOPLE.slice(0, 4 + i).map((p, j) => ({
        ...p,
        workspaceId,
        showId: show.id,
        // The last two are still waiting for a manager.
        status: j >= 2 + i ? "requested" : "approved",
        requestedByName: REQUESTED_BY,
        decidedByName: j >= 2 + i ? null : APPROVED_BY,
      })),
    );
  }
}
