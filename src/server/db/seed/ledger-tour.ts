import type { Db } from "../client";
import { readTourMoney } from "../queries/finances/ledger";
import {
  lodgings,
  marketingCampaigns,
  merchProducts,
  merchShowCounts,
  merchVariants,
  riderProvisions,
  ticketCounts,
  tourFinancials,
  tourVenues,
  travelLegs,
  venueRevenueDeals,
} from "../schema";
import { addDays, insertTour, insertVenue } from "./tour-factories";

/** Rows per insert: one statement per chunk, well under the bind-parameter limit. */
const CHUNK = 500;
async function chunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const DEAL_TYPES = ["guarantee", "door_split", "versus", "percentage_of_net"] as const;
/** A show's ticket tiers: the first report's sales and each ticket's price. */
const COUNT_TIERS = [
  ["General admission", 120, 25],
  ["VIP", 15, 50],
] as const;
const ROW_CATEGORIES = [
  ["expense", "Fuel"],
  ["expense", "Crew wages"],
  ["expense", "Van rental"],
  ["revenue", "Sponsorship"],
  ["expense", "Production"],
] as const;

/**
 * A tour whose ledger (ADR 0015) has exactly `lines` lines from every source: a deal per show
 * (every other one settled), merch counts, travel and lodging estimates, a booked leg and hotel
 * per show, two provisions per show that the venue provides, campaigns of the tour, ticket
 * counts that an open deal is estimated from (issue 51: two tiers, three reports each), and
 * hand-entered rows (a quarter finalized) for what is left. Written straight to the tables in
 * bulk, so the bench and the statement-count test build a 200-show tour in seconds.
 */
export async function seedLedgerTour(
  db: Db,
  workspaceId: string,
  { shows: showCount, lines }: { shows: number; lines: number },
) {
  const start = "2026-01-01";
  const tour = await insertTour(db, workspaceId, {
    startDate: start,
    endDate: addDays(start, 400),
  });
  const venue = await insertVenue(db, workspaceId, { capacity: 1200 });
  const shows = await db
    .insert(tourVenues)
    .values(
      Array.from({ length: showCount }, (_, i) => ({
        workspaceId,
        tourId: tour.id,
        venueId: venue.id,
        performanceDate: addDays(start, i * 2),
        venueFee: "1500.00",
        estimatedTravelCost: `${200 + (i % 7)}.10`,
        estimatedAccommodationCost: `${150 + (i % 5)}.25`,
        orderInTour: i + 1,
      })),
    )
    .returning({ id: tourVenues.id });
  await db.insert(venueRevenueDeals).values(
    shows.map((s, i) => ({
      workspaceId,
      tourVenueId: s.id,
      dealType: DEAL_TYPES[i % 4]!,
      guaranteeAmount: "1500.00",
      doorSplitPercentage: "75.00",
      venueSplitPercentage: "25.00",
      ticketPrice: "25.00",
      capacity: 1200,
      expectedAttendance: 400 + i,
      expectedExpenses: "800.00",
      isSettled: i % 2 === 0,
      ticketsSold: i % 2 === 0 ? 420 : null,
      grossReceipts: i % 2 === 0 ? "10500.00" : null,
      showExpenses: i % 2 === 0 ? "900.00" : null,
      finalPayout: i % 2 === 0 ? `${2000 + i}.50` : null,
      settledAt: i % 2 === 0 ? new Date(`${addDays(start, i * 2 + 1)}T09:00:00Z`) : null,
    })),
  );
  await chunked(
    shows.flatMap((s, i) =>
      i % 2 === 0
        ? []
        : [0, 1, 2].flatMap((report) =>
            COUNT_TIERS.map(([tier, from, price]) => {
              const sold = from + report * 40 + (i % 13);
              return {
                workspaceId,
                showId: s.id,
                tier,
                countedAt: new Date(`${addDays(start, i * 2 - 10 + report * 3)}T10:00:00Z`),
                sold,
                // A ticketing export's gross on the last report; the earlier ones were typed.
                gross: report === 2 ? `${sold * price}.00` : null,
                currency: "USD",
                source: report === 2 ? "import" : "manual",
              };
            }),
          ),
    ),
    (chunk) => db.insert(ticketCounts).values(chunk),
  );
  await db.insert(riderProvisions).values(
    shows.flatMap((s, i) => [
      {
        workspaceId,
        tourVenueId: s.id,
        provisionType: "technical",
        description: "PA",
        estimatedValue: "450.00",
        isProvidedByVenue: true,
        isFulfilled: i % 2 === 0,
      },
      {
        workspaceId,
        tourVenueId: s.id,
        provisionType: "hospitality",
        description: "Meal",
        estimatedValue: "80.10",
        isProvidedByVenue: true,
      },
    ]),
  );
  const [product] = await db
    .insert(merchProducts)
    .values({ workspaceId, name: "Tee", status: "ready", price: "25.00" })
    .returning();
  const variants = await db
    .insert(merchVariants)
    .values(
      ["S", "M", "L"].map((label, position) => ({
        workspaceId,
        productId: product!.id,
        label,
        position,
        stock: 1000,
      })),
    )
    .returning({ id: merchVariants.id });
  await chunked(
    shows.flatMap((s, i) =>
      variants.map((v) => ({
        workspaceId,
        showId: s.id,
        variantId: v.id,
        countIn: 40,
        countOut: 10 + (i % 9),
        comps: 1,
        price: "25.00",
      })),
    ),
    (chunk) => db.insert(merchShowCounts).values(chunk),
  );
  await chunked(
    shows.map((_, i) => ({
      workspaceId,
      tourId: tour.id,
      mode: "drive",
      fromPlace: `City ${i}`,
      toPlace: `City ${i + 1}`,
      departureAt: new Date(`${addDays(start, i * 2)}T15:00:00Z`),
      departureTz: "America/Chicago",
      arrivalAt: new Date(`${addDays(start, i * 2)}T20:00:00Z`),
      arrivalTz: "America/Chicago",
      cost: `${180 + (i % 11)}.00`,
    })),
    (chunk) => db.insert(travelLegs).values(chunk),
  );
  await chunked(
    shows.map((_, i) => ({
      workspaceId,
      tourId: tour.id,
      name: `Hotel ${i}`,
      checkIn: addDays(start, i * 2),
      checkOut: addDays(start, i * 2 + 1),
      cost: `${140 + (i % 13)}.00`,
    })),
    (chunk) => db.insert(lodgings).values(chunk),
  );
  await db.insert(marketingCampaigns).values(
    Array.from({ length: Math.max(1, Math.floor(showCount / 4)) }, (_, i) => ({
      workspaceId,
      tourId: tour.id,
      title: `Campaign ${i + 1}`,
      platform: "TikTok",
      status: i % 2 === 0 ? "completed" : "active",
      budget: `${500 + i}.00`,
    })),
  );
  // The rows fill the ledger to the size asked for: each gives an anticipated line, and a
  // settled one when finalized.
  const rest = lines - (await readTourMoney(db, workspaceId, tour.id)).lines.length;
  if (rest < 0) throw new Error(`${showCount} shows already make more than ${lines} lines`);
  const finalized = Math.floor(rest / 4);
  await chunked(
    Array.from({ length: rest - finalized }, (_, i) => {
      const [type, category] = ROW_CATEGORIES[i % ROW_CATEGORIES.length]!;
      return {
        workspaceId,
        tourId: tour.id,
        type,
        category,
        amountAnticipated: `${(i % 997) + 1}.${String(i % 100).padStart(2, "0")}`,
        amountActual: `${(i % 991) + 1}.05`,
        isFinalized: i < finalized,
      };
    }),
    (chunk) => db.insert(tourFinancials).values(chunk),
  );
  return tour.id;
}
