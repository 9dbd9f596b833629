import { and, eq, isNotNull, sql } from "drizzle-orm";
import { DAY_MS, HOUR_MS } from "@/domain/durations";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import type { CountSource } from "@/domain/tickets/counts";
import type { Db } from "../client";
import { onShowVenue } from "../queries/ownership";
import { showCapacityColumn, showCurrencyColumn } from "../queries/tickets/show-rows";
import { ticketCounts, tourVenues, venueRevenueDeals, venues, workspaces } from "../schema";

/**
 * The demo act's ticket counts (issue 51): for every confirmed show within the last weeks or
 * ahead, counts every few days from its on-sale up to today (or its date), so the Tickets page
 * has believable curves. In each tour of three shows or more with two ahead, the furthest is
 * clearly behind the others' pace and the nearest has sold out; a show of the last weeks went over
 * capacity (a venue that opened its balcony). Sources are mixed: typed by the manager, sent
 * through the promoter's link, taken from a DICE export. Two statements whatever the demo's
 * size: the demo seed is timed (issue 49).
 */

/** Days before the show counts were taken: weekly, then every other day, then daily. */
const COUNT_DAYS_OUT = [45, 38, 31, 24, 17, 12, 9, 7, 5, 3, 2, 1];
/** Shows of the last weeks keep their counts: they make the tour's pace. */
const PAST_DAYS = 30;
const VIP_SHARE = 0.12;
const SOURCES: readonly CountSource[] = ["manual", "link", "import"];

/** What the show ends at, as a share of capacity (before the cap of its kind). */
type Kind = "usual" | "behind" | "sold-out" | "over";
const FINAL_SHARE: Record<Kind, number> = { usual: 0.98, behind: 0.45, "sold-out": 1.6, over: 1.7 };
const CAP: Record<Kind, number> = { usual: 1, behind: 1, "sold-out": 1, over: 1.06 };

/** The share sold N days out: a quarter at the on-sale, the rest rising to the show. */
function shareAt(kind: Kind, daysOut: number, wobble: number) {
  const left = Math.min(daysOut, 45) / 45;
  const rise = 0.25 + 0.75 * (1 - left) ** 1.4;
  return Math.min(CAP[kind], FINAL_SHARE[kind] * rise * wobble);
}

interface DemoShow {
  id: string;
  tourId: string;
  date: string;
  capacity: number | null;
  currency: string;
  ticketPrice: string | null;
}

/** Which shows stand out: per tour, the furthest ahead behind, the nearest sold out. */
function kindsOf(shows: readonly DemoShow[], today: string): Map<string, Kind> {
  const kinds = new Map<string, Kind>();
  const byTour = new Map<string, DemoShow[]>();
  for (const s of shows) byTour.set(s.tourId, [...(byTour.get(s.tourId) ?? []), s]);
  let overGiven = false;
  for (const list of byTour.values()) {
    const ahead = list.filter((s) => s.date >= today).sort((a, b) => a.date.localeCompare(b.date));
    // Two shows ahead, and at least one other of the tour to pace them against.
    if (ahead.length >= 2 && list.length >= 3) {
      kinds.set(ahead.at(-1)!.id, "behind");
      kinds.set(ahead[0]!.id, "sold-out");
    }
    const past = list.filter((s) => s.date < today).sort((a, b) => a.date.localeCompare(b.date));
    if (!overGiven && past.length > 0) {
      kinds.set(past.at(-1)!.id, "over");
      overGiven = true;
    }
  }
  return kinds;
}

export async function seedDemoTickets(db: Db, workspaceId: string) {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now - PAST_DAYS * DAY_MS).toISOString().slice(0, 10);
  const shows: DemoShow[] = (
    await db
      .select({
        id: tourVenues.id,
        tourId: tourVenues.tourId,
        date: tourVenues.performanceDate,
        capacity: showCapacityColumn(),
        currency: showCurrencyColumn(),
        ticketPrice: venueRevenueDeals.ticketPrice,
      })
      .from(tourVenues)
      .innerJoin(workspaces, eq(workspaces.id, tourVenues.workspaceId))
      .leftJoin(venues, onShowVenue(workspaceId))
      .leftJoin(venueRevenueDeals, eq(venueRevenueDeals.tourVenueId, tourVenues.id))
      .where(
        and(
          eq(tourVenues.workspaceId, workspaceId),
          eq(tourVenues.status, CONFIRMED_SHOW_STATUS),
          isNotNull(tourVenues.performanceDate),
          sql`${tourVenues.performanceDate} >= ${from}`,
        ),
      )
      // One order, so every guest's demo tells the same story (which show is behind, which over).
      .orderBy(tourVenues.performanceDate, tourVenues.orderInTour, venues.name)
  ).map((s) => ({
    ...s,
    date: s.date!,
    capacity: s.capacity === null ? null : Number(s.capacity),
  }));
  const kinds = kindsOf(shows, today);
  const rows: (typeof ticketCounts.$inferInsert)[] = [];
  shows.forEach((show, i) => {
    const { capacity } = show;
    if (!capacity) return;
    const kind = kinds.get(show.id) ?? "usual";
    const source = SOURCES[i % SOURCES.length]!;
    const price = Number(show.ticketPrice ?? "25");
    const showDay = Date.parse(`${show.date}T00:00:00Z`);
    for (const [k, daysOut] of COUNT_DAYS_OUT.entries()) {
      // Mid-morning of that day, never later than now.
      const at = showDay - daysOut * DAY_MS + 10 * HOUR_MS;
      if (at > now) break;
      const wobble = 1 + (((i * 7 + k * 3) % 5) - 2) / 100;
      const sold = Math.round(capacity * shareAt(kind, daysOut, wobble));
      const vip = Math.round(sold * VIP_SHARE);
      const tiers = [
        ["General admission", sold - vip, price],
        ["VIP", vip, price * 2],
      ] as const;
      for (const [tier, n, each] of tiers) {
        rows.push({
          workspaceId,
          showId: show.id,
          tier,
          countedAt: new Date(at),
          sold: n,
          comps: 0,
          // A ticketing export knows what it took; a typed count rarely says.
          gross: source === "import" ? (n * each).toFixed(2) : null,
          currency: show.currency,
          source,
          seller: source === "import" ? "dice" : null,
        });
      }
    }
  });
  if (rows.length > 0) await db.insert(ticketCounts).values(rows);
}
