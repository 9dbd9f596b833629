import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DealType, projectDeal, settleDeal } from "@/domain/finances/deal-math";
import { utcToZoned, zonedToUtc } from "@/domain/zoned-time";
import {
  activity,
  artworkFiles,
  designProjects,
  designReviews,
  lodgings,
  marketingCampaigns,
  merchProducts,
  merchShowCounts,
  merchVariants,
  negotiationEvents,
  tours,
  tourVenues,
  travelLegs,
  user,
  venueRevenueDeals,
  venues,
  workspaceMembers,
} from "@/server/db/schema";
import { seedDemoAccount } from "@/server/db/seed/demo";
import {
  campaignFitsTour,
  DRIVE_MPH,
  LOAD_IN,
  MAX_DRIVE_HOURS,
  PLAN_TOLERANCE,
  planLeg,
  roadMiles,
  withinPlan,
  zoneOf,
} from "@/server/db/seed/demo-rules";
import { DEMO_PARTY } from "@/server/db/seed/team-demo";
import { addDays } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

const s = setupApiSuite();
const HOUR_MS = 3_600_000;

/** Issue 22 item 6: the demo tells one story, and every rule of it holds over the seeded rows. */
describe("the demo tells one consistent story", () => {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const night = (date: string) => Date.parse(`${date}T00:00:00Z`);
  let data: Awaited<ReturnType<typeof load>>;

  async function load() {
    const db = s.t.database.db;
    const userId = s.a.workspaceId;
    const own = <T extends { workspaceId: unknown }>(table: T) =>
      db
        .select()
        .from(table as never)
        .where(eq((table as unknown as typeof tours).workspaceId, userId));
    return {
      tours: (await own(tours)) as (typeof tours.$inferSelect)[],
      venues: (await own(venues)) as (typeof venues.$inferSelect)[],
      shows: (await own(tourVenues)) as (typeof tourVenues.$inferSelect)[],
      events: (await own(negotiationEvents)) as (typeof negotiationEvents.$inferSelect)[],
      deals: (await own(venueRevenueDeals)) as (typeof venueRevenueDeals.$inferSelect)[],
      legs: (await own(travelLegs)) as (typeof travelLegs.$inferSelect)[],
      stays: (await own(lodgings)) as (typeof lodgings.$inferSelect)[],
      projects: (await own(designProjects)) as (typeof designProjects.$inferSelect)[],
      reviews: (await own(designReviews)) as (typeof designReviews.$inferSelect)[],
      files: (await own(artworkFiles)) as (typeof artworkFiles.$inferSelect)[],
      products: (await own(merchProducts)) as (typeof merchProducts.$inferSelect)[],
      variants: (await own(merchVariants)) as (typeof merchVariants.$inferSelect)[],
      counts: (await own(merchShowCounts)) as (typeof merchShowCounts.$inferSelect)[],
      campaigns: (await own(marketingCampaigns)) as (typeof marketingCampaigns.$inferSelect)[],
      activity: (await own(activity)) as (typeof activity.$inferSelect)[],
      members: await db
        .select({
          id: user.id,
          name: user.name,
          role: workspaceMembers.role,
          joinedAt: workspaceMembers.createdAt,
        })
        .from(workspaceMembers)
        .innerJoin(user, eq(user.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.workspaceId, userId)),
    };
  }

  // A whole demo and every table of it: slow on a shared machine.
  beforeAll(async () => {
    await seedDemoAccount(s.t.database.db, s.a.workspaceId);
    data = await load();
  }, 180_000);

  const showById = () => new Map(data.shows.map((x) => [x.id, x]));
  const venueOf = (showId: string) => {
    const show = showById().get(showId)!;
    return data.venues.find((v) => v.id === show.venueId)!;
  };

  it("keeps its size: five tours, ten venues, 24 shows, seven projects, five products", () => {
    expect(data.tours).toHaveLength(5);
    expect(data.venues).toHaveLength(10);
    expect(data.shows).toHaveLength(24);
    expect(data.projects).toHaveLength(7);
    expect(data.products).toHaveLength(5);
    expect(data.campaigns).toHaveLength(6);
  });

  it("dates in order: venue and tour before their shows, contact and confirmation before now and the night", () => {
    const byTour = new Map(data.tours.map((t) => [t.id, t]));
    for (const show of data.shows) {
      const created = show.createdAt.getTime();
      const name = `${venueOf(show.id).name} on ${show.performanceDate}`;
      expect(byTour.get(show.tourId)!.createdAt.getTime(), `${name}: tour`).toBeLessThan(created);
      expect(venueOf(show.id).createdAt.getTime(), `${name}: venue`).toBeLessThan(created);
      expect(created, `${name}: created in the future`).toBeLessThan(now);
      expect(show.lastContact!.getTime(), `${name}: contact`).toBeGreaterThanOrEqual(created);
      expect(show.lastContact!.getTime(), `${name}: contact in the future`).toBeLessThan(now);
      const confirmed = data.events.find((e) => e.showId === show.id && e.toStatus === "confirmed");
      if (show.status === "confirmed") {
        expect(confirmed, `${name}: confirmed without a step`).toBeDefined();
        expect(confirmed!.createdAt.getTime()).toBeGreaterThan(created);
        expect(confirmed!.createdAt.getTime()).toBeLessThan(night(show.performanceDate!));
      }
    }
    for (const deal of data.deals) {
      const show = showById().get(deal.tourVenueId)!;
      expect(deal.createdAt.getTime(), "a deal before its show").toBeGreaterThanOrEqual(
        show.createdAt.getTime(),
      );
    }
  });

  it("drive times fit the distances; a long hop is flown; times are local; a bed on arrival", () => {
    expect(data.legs.length).toBe(data.shows.length - data.tours.length);
    const flown: string[] = [];
    for (const tour of data.tours) {
      const shows = data.shows
        .filter((x) => x.tourId === tour.id)
        .sort((a, b) => a.orderInTour - b.orderInTour);
      for (const [i, show] of shows.entries()) {
        const prev = shows[i - 1];
        if (!prev) continue;
        const from = venueOf(prev.id);
        const to = venueOf(show.id);
        const route = `${from.city}, ${from.state} → ${to.city}, ${to.state}`;
        const leg = data.legs.find(
          (l) =>
            l.tourId === tour.id &&
            l.toPlace === `${to.city}, ${to.state}` &&
            l.fromPlace === `${from.city}, ${from.state}`,
        );
        expect(leg, route).toBeDefined();
        const a = { city: from.city!, state: from.state! };
        const b = { city: to.city!, state: to.state! };
        expect(leg!.departureTz, route).toBe(zoneOf(a));
        expect(leg!.arrivalTz, route).toBe(zoneOf(b));
        const hours = (leg!.arrivalAt.getTime() - leg!.departureAt.getTime()) / HOUR_MS;
        if (leg!.mode === "drive") {
          expect(hours, route).toBeLessThanOrEqual(MAX_DRIVE_HOURS);
          // No van averages more than the rule's speed over the road distance.
          expect(roadMiles(a, b) / hours, route).toBeLessThanOrEqual(DRIVE_MPH + 0.01);
        } else {
          expect(leg!.mode, route).toBe("flight");
          expect(roadMiles(a, b) / DRIVE_MPH, `${route} could be driven`).toBeGreaterThan(
            Math.min(MAX_DRIVE_HOURS, hours),
          );
          flown.push(route);
        }
        // After the previous night, and in town before the show's load-in.
        expect(
          utcToZoned(leg!.departureAt, leg!.departureTz).date > prev.performanceDate!,
          route,
        ).toBe(true);
        expect(leg!.arrivalAt.getTime(), route).toBeLessThanOrEqual(
          zonedToUtc(`${show.performanceDate}T${LOAD_IN}`, leg!.arrivalTz)!.getTime(),
        );
        // A bed from the night the band arrives until the morning after the show.
        const arrived = utcToZoned(leg!.arrivalAt, leg!.arrivalTz).date;
        const stay = data.stays.find(
          (x) => x.tourId === tour.id && x.checkOut === addDays(show.performanceDate!, 1),
        );
        expect(stay?.checkIn, `${route}: no bed the night the band arrives`).toBe(arrived);
        expect(leg!.departureAt, route).toEqual(
          planLeg(a, b, prev.performanceDate!, show.performanceDate!).departureAt,
        );
      }
    }
    expect(flown).toContain("Atlanta, GA → Seattle, WA");
  });

  it("a project in review or past it has a proof, uploaded before review; approval comes after it", () => {
    for (const p of data.projects) {
      const thread = data.reviews
        .filter((r) => r.projectId === p.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(thread[0]!.createdAt.getTime(), p.title).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(thread.at(-1)!.toStatus, p.title).toBe(p.status);
      expect(thread.at(-1)!.createdAt.getTime(), p.title).toBeLessThan(now);
      const proofs = data.files.filter((f) => f.projectId === p.id);
      if (p.status === "pending") continue;
      expect(proofs.length, `${p.title}: no proof`).toBeGreaterThan(0);
      const review = thread.find((r) => r.toStatus === "in-review")!;
      expect(proofs[0]!.createdAt.getTime(), p.title).toBeLessThan(review.createdAt.getTime());
    }
  });

  it("merch sold only at shows played, of products whose design was approved before the night", () => {
    expect(data.counts.length).toBeGreaterThan(0);
    for (const c of data.counts) {
      const show = showById().get(c.showId)!;
      const variant = data.variants.find((v) => v.id === c.variantId)!;
      const product = data.products.find((p) => p.id === variant.productId)!;
      const what = `${product.name} at ${venueOf(show.id).name} on ${show.performanceDate}`;
      expect(show.performanceDate! <= today, `${what}: not played yet`).toBe(true);
      const approved = data.reviews.find(
        (r) => r.projectId === product.designProjectId && r.toStatus === "approved",
      );
      expect(approved, `${what}: design never approved`).toBeDefined();
      expect(approved!.createdAt.getTime(), what).toBeLessThan(night(show.performanceDate!));
      expect(c.countIn - c.countOut - c.comps, what).toBeGreaterThanOrEqual(0);
    }
  });

  it("a partner's card names each piece of work once, as many as it counts", async () => {
    const get = (path: string) => call(s.t, "GET", path, { cookie: s.a.cookie });
    const partners = (await get("/api/merch/partners")).data as {
      id: string;
      name: string;
      projectCount: number;
      productCount: number;
    }[];
    const projects = (await get("/api/merch/projects")).data as {
      title: string;
      partnerId: string | null;
    }[];
    const products = (await get("/api/merch/products")).data as {
      name: string;
      partnerId: string | null;
    }[];
    for (const p of partners) {
      const own = projects.filter((x) => x.partnerId === p.id).map((x) => x.title);
      const made = products.filter((x) => x.partnerId === p.id).map((x) => x.name);
      // The card: "N projects · M products: " and then the projects' and products' names.
      const listed = [...own, ...made];
      expect(new Set(listed).size, `${p.name} lists a name twice: ${listed}`).toBe(listed.length);
      expect(p.projectCount, p.name).toBe(own.length);
      expect(p.productCount, p.name).toBe(made.length);
    }
  });

  it("settles only shows played, within capacity, at the payout the deal's own terms compute", () => {
    let settled = 0;
    for (const d of data.deals) {
      const show = showById().get(d.tourVenueId)!;
      const venue = venueOf(show.id);
      const terms = {
        dealType: d.dealType as DealType,
        guaranteeAmount: d.guaranteeAmount,
        artistSharePercent: d.doorSplitPercentage,
      };
      if (!d.isSettled) {
        if (d.ticketPrice)
          expect(d.finalPayout).toBe(
            projectDeal({
              ...terms,
              ticketPrice: d.ticketPrice,
              expectedAttendance: d.expectedAttendance,
              expectedExpenses: d.expectedExpenses,
            }).projectedPayout,
          );
        continue;
      }
      settled++;
      const what = `${venue.name} on ${show.performanceDate}`;
      expect(show.performanceDate! < today, `${what}: settled before the show`).toBe(true);
      expect(d.settledAt!.getTime(), what).toBeGreaterThan(night(show.performanceDate!));
      expect(d.settledAt!.getTime(), what).toBeLessThan(now);
      expect(d.ticketsSold!, what).toBeLessThanOrEqual(venue.capacity!);
      expect(d.ticketsSold!, what).toBeLessThanOrEqual(d.capacity!);
      expect(d.finalPayout, what).toBe(
        settleDeal(terms, {
          ticketsSold: d.ticketsSold!,
          grossReceipts: d.grossReceipts!,
          showExpenses: d.showExpenses!,
        }),
      );
    }
    expect(settled).toBeGreaterThan(0);
  });

  it(`the finished tour took in within ±${PLAN_TOLERANCE * 100} % of its estimated gross`, async () => {
    const done = data.tours.find((t) => t.status === "completed")!;
    const finance = await call(s.t, "GET", `/api/tours/${done.id}/finance`, { cookie: s.a.cookie });
    const estimate = Number(done.totalEstimatedCost);
    const actual = Number(finance.data.actual.revenue);
    expect(estimate).toBeGreaterThan(0);
    expect(withinPlan(estimate, actual), `estimated ${estimate}, took in ${actual}`).toBe(true);
  });

  it("a tour's campaigns run around its dates", () => {
    const linked = data.campaigns.filter((c) => c.tourId);
    expect(linked.length).toBeGreaterThan(0);
    for (const c of linked) {
      const tour = data.tours.find((t) => t.id === c.tourId)!;
      expect(
        campaignFitsTour(c, { startDate: tour.startDate!, endDate: tour.endDate! }),
        `${c.title} (${c.startDate}–${c.endDate}) for ${tour.title} (${tour.startDate}–${tour.endDate})`,
      ).toBe(true);
    }
  });

  it("its manager and crew member joined with the first tour, and what they did reads in order", () => {
    const party = [DEMO_PARTY.manager, DEMO_PARTY.crew].map(
      (p) => data.members.find((m) => m.name === p.name && m.role === p.role)!,
    );
    const firstTour = Math.min(...data.tours.map((t) => t.createdAt.getTime()));
    for (const member of party) {
      expect(member, "a member of the demo's party is missing").toBeDefined();
      expect(member.joinedAt.getTime()).toBeLessThanOrEqual(firstTour);
      const done = data.activity.filter((a) => a.userId === member.id);
      expect(done.length, `${member.name} did nothing`).toBeGreaterThan(0);
      for (const a of done) {
        expect(a.actorName).toBe(member.name);
        expect(a.createdAt.getTime(), a.summary).toBeGreaterThan(member.joinedAt.getTime());
        expect(a.createdAt.getTime(), a.summary).toBeLessThan(now);
      }
    }
    // The manager's steps in the timelines are the ones the log says they took, at that time.
    const steps = data.events.filter((e) => e.actor === DEMO_PARTY.manager.name);
    expect(steps.map((e) => e.toStatus).sort()).toEqual(["challenge", "confirmed"]);
    for (const step of steps) {
      const logged = data.activity.find((a) => a.createdAt.getTime() === step.createdAt.getTime());
      expect(logged?.actorName, `${step.toStatus}: not in the log`).toBe(DEMO_PARTY.manager.name);
    }
    const crew = data.activity.filter((a) => a.actorName === DEMO_PARTY.crew.name);
    expect(crew.map((a) => a.area).sort()).toEqual(["logistics", "merch"]);
  });
});
