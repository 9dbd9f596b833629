import { and, asc, eq, inArray } from "drizzle-orm";
import { DAY_MS, HOUR_MS } from "@/domain/durations";
import { DEAL_TYPES, type DealType, projectDeal, settleDeal } from "@/domain/finances/deal-math";
import { utcToZoned, zonedToUtc } from "@/domain/zoned-time";
import type { Db } from "../client";
import {
  daySheets,
  lodgings,
  tourBudgets,
  tourFinancials,
  tours,
  tourVenues,
  travelLegs,
  venueRevenueDeals,
  venues,
} from "../schema";
import { flightOf, hotelConfirmation, hotelIn, venueAddressIn } from "./demo-places";
import { estimatedGross, MERCH_FORECAST_PER_SHOW, planLeg, zoneOf } from "./demo-rules";
import { addDays } from "./tour-factories";

const money = (cents: number) => (cents / 100).toFixed(2);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** Terms of the nth demo deal: all four types appear on every tour with three or more deals. */
function demoTerms(type: DealType, fee: number, capacity: number) {
  const price = 2500 + (capacity % 7) * 250; // $25–$40 tickets
  return {
    dealType: type,
    guaranteeAmount: type === "guarantee" || type === "versus" ? money(fee * 100) : null,
    doorSplitPercentage:
      type === "guarantee" ? null : type === "percentage_of_net" ? "85.00" : "75.00",
    venueSplitPercentage:
      type === "guarantee" ? null : type === "percentage_of_net" ? "15.00" : "25.00",
    ticketPrice: money(price),
    capacity,
    expectedAttendance: Math.round(capacity * 0.8),
    expectedExpenses: type === "percentage_of_net" ? money(fee * 40) : null,
  };
}

/**
 * The demo's Logistics & Finances: deals of all four types with the figures their maths needs
 * (shows already played are settled), an itinerary of drives and hotels, day-sheet times and
 * budgets. The rows the tour seed wrote for guarantees, door money and hotels are dropped:
 * here the deals and the itinerary carry those amounts, and nothing is counted twice.
 */
export async function seedDemoFinance(db: Db, workspaceId: string) {
  const today = new Date().toISOString().slice(0, 10);
  await db
    .delete(tourFinancials)
    .where(
      and(
        eq(tourFinancials.workspaceId, workspaceId),
        inArray(tourFinancials.category, ["Guarantees", "Ticket sales (door splits)", "Hotels"]),
      ),
    );
  const shows = await db
    .select({
      id: tourVenues.id,
      tourId: tourVenues.tourId,
      date: tourVenues.performanceDate,
      fee: tourVenues.venueFee,
      capacity: venues.capacity,
      venueName: venues.name,
      city: venues.city,
      state: venues.state,
      dealId: venueRevenueDeals.id,
      status: tourVenues.status,
    })
    .from(tourVenues)
    .innerJoin(venues, eq(venues.id, tourVenues.venueId))
    .leftJoin(venueRevenueDeals, eq(venueRevenueDeals.tourVenueId, tourVenues.id))
    .where(eq(tourVenues.workspaceId, workspaceId))
    .orderBy(asc(tourVenues.tourId), asc(tourVenues.orderInTour));

  const byTour = new Map<string, typeof shows>();
  for (const s of shows) byTour.set(s.tourId, [...(byTour.get(s.tourId) ?? []), s]);

  const legs: (typeof travelLegs.$inferInsert)[] = [];
  const stays: (typeof lodgings.$inferInsert)[] = [];
  const sheets: (typeof daySheets.$inferInsert)[] = [];
  for (const [tourId, list] of byTour) {
    let n = 0;
    // Which run a booking is of (its first night): two tours in one city on one night are two
    // bookings, each with its own code.
    const run = list[0]!.date!;
    // What the tour's plan expects to take in, show by show (its estimated gross).
    const planned: number[] = [MERCH_FORECAST_PER_SHOW * list.length];
    for (const [i, s] of list.entries()) {
      const date = s.date!;
      const place = `${s.city}, ${s.state}`;
      sheets.push({
        workspaceId,
        tourVenueId: s.id,
        loadIn: "15:00",
        soundcheck: "17:00",
        doors: "19:00",
        setTime: "21:00",
        curfew: "23:30",
        loadOut: "00:30", // after midnight: still this show's day
        venueAddress: venueAddressIn(place),
        notes: i === 0 ? "Parking for the van behind the venue; ask for Sam at the door." : null,
      });
      const prev = list[i - 1];
      const leg = prev
        ? planLeg(
            { city: prev.city!, state: prev.state! },
            { city: s.city!, state: s.state! },
            prev.date!,
            date,
          )
        : null;
      // Nobody buys five plane tickets to a date still on hold: a flight is booked only to a
      // confirmed show (the drive is the van's, planned either way).
      if (leg && (leg.mode === "drive" || s.status === "confirmed")) {
        const day = utcToZoned(leg.departureAt, leg.departureTz).date;
        legs.push({
          workspaceId,
          tourId,
          ...leg,
          ...(leg.mode === "drive"
            ? { carrier: "Band van", number: null, confirmationCode: null }
            : flightOf(leg.fromPlace, leg.toPlace, day, run)),
          cost: money(leg.cost * 100),
        });
      }
      // A bed from the night the band arrives (a day early when it travels on the day off).
      const checkIn = leg ? utcToZoned(leg.arrivalAt, leg.arrivalTz).date : date;
      const nights = daysBetween(checkIn, date) + 1;
      stays.push({
        workspaceId,
        tourId,
        ...hotelIn(place),
        checkIn,
        checkOut: addDays(date, 1),
        confirmationCode: hotelConfirmation(place, checkIn, run),
        cost: money((14000 + (i % 3) * 1500) * nights),
        rooms: 2,
      });
      if (!s.dealId) {
        planned.push(Number(s.fee ?? 0));
        continue;
      }
      const type = DEAL_TYPES[n++ % DEAL_TYPES.length]!;
      const terms = demoTerms(type, Number(s.fee ?? 0), s.capacity ?? 500);
      const projection = projectDeal({ ...terms, artistSharePercent: terms.doorSplitPercentage });
      planned.push(Number(projection.projectedPayout));
      const played = date < today;
      const sold = Math.round((s.capacity ?? 500) * (0.7 + (i % 3) * 0.1));
      const gross = money(Number(terms.ticketPrice.replace(".", "")) * sold);
      const settlement = {
        ticketsSold: sold,
        grossReceipts: gross,
        showExpenses: money(Number(s.fee ?? 0) * 35),
      };
      const artistSharePercent = terms.doorSplitPercentage;
      await db
        .update(venueRevenueDeals)
        .set({
          ...terms,
          ...(played
            ? {
                ...settlement,
                finalPayout: settleDeal({ ...terms, artistSharePercent }, settlement),
                isSettled: true,
                // Settled at the end of the night, local time: never before the show.
                settledAt: new Date(
                  Math.min(
                    zonedToUtc(
                      `${date}T23:45`,
                      zoneOf({ city: s.city!, state: s.state! }),
                    )!.getTime(),
                    Date.now() - HOUR_MS,
                  ),
                ),
              }
            : { finalPayout: projection.projectedPayout, isSettled: false }),
        })
        .where(eq(venueRevenueDeals.id, s.dealId));
    }
    await db
      .update(tours)
      .set({ totalEstimatedCost: money(estimatedGross(planned) * 100) })
      .where(eq(tours.id, tourId));
  }
  if (legs.length > 0) await db.insert(travelLegs).values(legs);
  if (stays.length > 0) await db.insert(lodgings).values(stays);
  if (sheets.length > 0) await db.insert(daySheets).values(sheets);

  // Budgets per tour; crew wages are set tight so the warning shows.
  const tourRows = await db
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.workspaceId, workspaceId));
  await db.insert(tourBudgets).values(
    tourRows.flatMap((t) => [
      { workspaceId, tourId: t.id, category: "Fuel", amount: "3000.00" },
      { workspaceId, tourId: t.id, category: "Crew wages", amount: "5000.00" },
      { workspaceId, tourId: t.id, category: "Lodging", amount: "2000.00" },
    ]),
  );
  // The van is paid up front: live and past tours show it among their actual figures.
  await db
    .update(tourFinancials)
    .set({ amountActual: tourFinancials.amountAnticipated, isFinalized: true })
    .where(
      and(eq(tourFinancials.workspaceId, workspaceId), eq(tourFinancials.category, "Van rental")),
    );
}
