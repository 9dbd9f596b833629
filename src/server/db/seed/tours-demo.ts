import { DAY_MS } from "@/domain/durations";
import type { Db } from "../client";
import {
  riderProvisions,
  tourFinancials,
  tours,
  tourVenues,
  venueRevenueDeals,
  venues,
} from "../schema";
import { CITY_COORDINATES, MERCH_FORECAST_PER_SHOW, planLeg } from "./demo-rules";
import { seasonalTitle } from "./demo-season";
import { addDays } from "./tour-factories";

export interface SeededTour {
  id: string;
  title: string;
  /** The title as planned below, before its season word was made true (demo-season.ts). */
  planned: string;
}

type Negotiation = "confirmed" | "hold" | "challenge" | "pending";

/** The venue directory; the first six are the HCC Manager's sample venues. */
// biome-ignore format: a table reads best one row per line
const VENUES = [
  ["The Velvet Room", "Nashville", "TN", 850, "Dana Whitfield", "(615) 555-0142", "dana@velvetroom.example"],
  ["Harbor Lights Hall", "Seattle", "WA", 1200, "Marcus Lee", "(206) 555-0178", "booking@harborlights.example"],
  ["The Lantern", "Austin", "TX", 650, "Rosa Delgado", "(512) 555-0116", "rosa@thelantern.example"],
  ["Union Street Theatre", "Denver", "CO", 1600, "Priya Nair", "(303) 555-0190", "priya@unionstreet.example"],
  ["Neon Owl", "Chicago", "IL", 450, "Tom Becker", "(312) 555-0133", "tom@neonowl.example"],
  ["Magnolia Hall", "Atlanta", "GA", 1000, "Keisha Grant", "(404) 555-0151", "keisha@magnoliahall.example"],
  ["The Basement", "Columbus", "OH", 350, "Eli Novak", "(614) 555-0108", "eli@thebasement.example"],
  ["Riverside Amphitheater", "Portland", "OR", 2500, "June Park", "(503) 555-0164", "june@riverside.example"],
  ["Station 9", "Minneapolis", "MN", 700, "Sam Ortiz", "(612) 555-0127", "sam@station9.example"],
  ["Golden Gate Lounge", "San Francisco", "CA", 400, "Ava Chen", "(415) 555-0185", "ava@ggl.example"],
] as const;

/** [venue index, day offset from the tour start, status, fee, travel, lodging, hold rank] */
type ShowPlan = [number, number, Negotiation, number, number, number, number?];

interface TourPlan {
  title: string;
  status: string;
  startIn: number;
  days: number;
  shows: ShowPlan[];
}

// Start days are relative to today so the demo always has a live, an upcoming and a past tour,
// and no two tours' runs overlap (each tour's status follows its dates: tourStatus).
// biome-ignore format: a table reads best one row per line
const TOURS: TourPlan[] = [
  { title: "Midnight Highway Tour", status: "active", startIn: -6, days: 24, shows: [
    [6, 0, "confirmed", 1200, 180, 140], [8, 3, "confirmed", 1800, 260, 150],
    [4, 6, "confirmed", 1500, 220, 160], [0, 9, "confirmed", 2800, 340, 180],
    [2, 12, "hold", 2200, 300, 150, 1], [3, 15, "challenge", 3500, 420, 190, 2],
    [5, 18, "pending", 2600, 380, 170], [1, 22, "hold", 3000, 450, 200, 2] ] },
  { title: "West Coast Spring Run", status: "planning", startIn: 40, days: 12, shows: [
    [9, 0, "hold", 1400, 200, 160, 1], [7, 4, "pending", 4200, 380, 180],
    [1, 8, "hold", 2900, 300, 170, 3], [0, 11, "pending", 2500, 520, 150] ] },
  // After the Midnight Highway run ends: a band plays one tour at a time (issue 36).
  { title: "Southern Nights Weekender", status: "planning", startIn: 24, days: 4, shows: [
    [5, 0, "confirmed", 2400, 260, 150], [2, 2, "confirmed", 1900, 310, 140],
    [0, 4, "hold", 2100, 280, 150, 1] ] },
  { title: "Autumn Echoes Tour", status: "completed", startIn: -140, days: 18, shows: [
    [4, 0, "confirmed", 1300, 150, 120], [8, 3, "confirmed", 1700, 240, 130],
    [6, 6, "confirmed", 1100, 210, 110], [3, 10, "confirmed", 3200, 400, 180],
    [7, 14, "confirmed", 3900, 520, 200], [9, 18, "confirmed", 1500, 300, 170] ] },
  { title: "Holiday Homecoming Shows", status: "planning", startIn: 120, days: 3, shows: [
    [0, 0, "confirmed", 2600, 120, 0], [6, 2, "pending", 1200, 180, 140],
    [4, 3, "hold", 1400, 160, 130, 1] ] },
];

const money = (n: number) => n.toFixed(2);
/** The demo's venues are where their cities are: the route map draws them (issue 40). */
function demoPoint(city: string, state: string) {
  const point = CITY_COORDINATES[`${city}, ${state}`];
  return point ? { latitude: point[0], longitude: point[1] } : {};
}
const placeOf = (v: number) => ({ city: VENUES[v]![1], state: VENUES[v]![2] });

/** The demo account's tours, venue directory, shows and money rows. */
export async function seedDemoTours(db: Db, workspaceId: string): Promise<SeededTour[]> {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const venueRows = await db
    .insert(venues)
    .values(
      VENUES.map(([name, city, state, capacity, contactName, phone, email]) => ({
        workspaceId,
        name,
        city,
        state,
        capacity,
        contactName,
        phone,
        email,
        ...demoPoint(city, state),
      })),
    )
    .returning({ id: venues.id });

  const seeded: SeededTour[] = [];
  // Created a minute apart, first one newest, so Recent Tours reads in the order above.
  for (const [t, plan] of TOURS.entries()) {
    const start = addDays(today, plan.startIn);
    const [tour] = await db
      .insert(tours)
      .values({
        workspaceId,
        title: seasonalTitle(plan.title, start),
        status: plan.status,
        startDate: start,
        endDate: addDays(start, plan.days),
        // The estimated gross is the plan's sum, set once the deals exist (finance-demo.ts).
        totalEstimatedCost: "0.00",
        createdAt: new Date(now.getTime() - t * 60_000),
      })
      .returning({ id: tours.id, title: tours.title });
    seeded.push({ ...tour!, planned: plan.title });
    const shows = await db
      .insert(tourVenues)
      .values(
        plan.shows.map(([v, day, status, fee, travel, lodging, rank], i) => {
          const venue = VENUES[v]!;
          // From the second show on, the travel estimate is the leg the itinerary will book.
          const prev = plan.shows[i - 1];
          const leg = prev
            ? planLeg(placeOf(prev[0]), placeOf(v), addDays(start, prev[1]), addDays(start, day))
            : null;
          return {
            workspaceId,
            tourId: tour!.id,
            venueId: venueRows[v]!.id,
            performanceDate: addDays(start, day),
            venueFee: money(fee),
            estimatedTravelCost: money(leg ? Math.ceil(leg.cost / 10) * 10 : travel),
            estimatedAccommodationCost: money(lodging),
            orderInTour: i + 1,
            status,
            holdRank: rank ?? null,
            // Holds run out in days; the first one soon, so the HCC Manager has something urgent.
            holdExpiry: status === "hold" ? new Date(now.getTime() + (1 + i) * DAY_MS) : null,
            contactName: venue[4],
            contactPhone: venue[5],
            contactEmail: venue[6],
            lastContact: new Date(now.getTime() - (i + 2) * DAY_MS),
            notes: status === "challenge" ? "Another act holds the date; we challenged." : null,
          };
        }),
      )
      .returning({ id: tourVenues.id, status: tourVenues.status, fee: tourVenues.venueFee });
    await seedMoney(db, workspaceId, tour!.id, plan, shows);
  }
  return seeded;
}

async function seedMoney(
  db: Db,
  workspaceId: string,
  tourId: string,
  plan: TourPlan,
  shows: { id: string; status: string; fee: string | null }[],
) {
  const done = plan.status === "completed";
  const fees = plan.shows.reduce((n, s) => n + s[3], 0);
  const rows: [string, string, number, number | null][] = [
    ["revenue", "Guarantees", fees, done ? fees + 850 : null],
    [
      "revenue",
      "Ticket sales (door splits)",
      Math.round(fees * 0.35),
      done ? Math.round(fees * 0.41) : null,
    ],
    // A forecast only: the shows' merch counts are the actual merch income (ADR 0015).
    ["revenue", "Merchandise", MERCH_FORECAST_PER_SHOW * plan.shows.length, null],
    ["expense", "Van rental", 180 * plan.days, done ? 180 * plan.days : null],
    ["expense", "Fuel", 95 * plan.days, done ? 102 * plan.days : null],
    ["expense", "Crew wages", 400 * plan.days, done ? 400 * plan.days : null],
    ["expense", "Hotels", plan.shows.reduce((n, s) => n + s[5], 0), done ? 2100 : null],
  ];
  await db.insert(tourFinancials).values(
    rows.map(([type, category, anticipated, actual]) => ({
      workspaceId,
      tourId,
      type,
      category,
      amountAnticipated: money(anticipated),
      amountActual: actual === null ? null : money(actual),
      isFinalized: done && actual !== null,
    })),
  );
  // Deals for confirmed shows except the last one, which the HCC Manager flags as "no deal".
  const confirmed = shows.filter((s) => s.status === "confirmed");
  const withDeals = done ? confirmed : confirmed.slice(0, -1);
  if (withDeals.length > 0) {
    await db.insert(venueRevenueDeals).values(
      withDeals.map((s, i) => {
        const type = ["guarantee", "door_split", "versus"][i % 3]!;
        return {
          workspaceId,
          tourVenueId: s.id,
          dealType: type,
          guaranteeAmount: type === "door_split" ? null : s.fee,
          doorSplitPercentage: type === "guarantee" ? null : "75.00",
          venueSplitPercentage: type === "guarantee" ? null : "25.00",
          finalPayout: done ? money(Number(s.fee) * 1.1) : null,
          isSettled: done,
        };
      }),
    );
  }
  await db.insert(riderProvisions).values(
    shows.slice(0, 3).flatMap((s, i) => [
      {
        workspaceId,
        tourVenueId: s.id,
        provisionType: "technical",
        description: "House PA and monitor mix",
        estimatedValue: "450.00",
        isProvidedByVenue: true,
        isFulfilled: done || i === 0,
      },
      {
        workspaceId,
        tourVenueId: s.id,
        provisionType: "hospitality",
        description: "Hot meal for 5 and green room drinks",
        estimatedValue: "180.00",
        isProvidedByVenue: i !== 1,
        isFulfilled: done,
      },
    ]),
  );
}
