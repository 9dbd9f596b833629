import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DealType, projectDeal, settleDeal } from "@/domain/finances/deal-math";
import { utcToZoned, zonedToUtc } from "@/domain/zoned-time";
import {
  activity,
  artworkFiles,
  daySheets,
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
import { fitsSeason } from "@/server/db/seed/demo-season";
import { DEMO_PARTY } from "@/server/db/seed/team-demo";
import { addDays } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest } from "../support/client";

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
      sheets: (await own(daySheets)) as (typeof daySheets.$inferSelect)[],
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
    const flown: string[] = [];
    let hops = 0;
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
        const a = { city: from.city!, state: from.state! };
        const b = { city: to.city!, state: to.state! };
        const plan = planLeg(a, b, prev.performanceDate!, show.performanceDate!);
        const leg = data.legs.find(
          (l) =>
            l.tourId === tour.id &&
            l.toPlace === `${to.city}, ${to.state}` &&
            l.fromPlace === `${from.city}, ${from.state}`,
        );
        // Issue 36: plane tickets only to a confirmed show; the van's drive is planned anyway.
        if (plan.mode === "flight" && show.status !== "confirmed") {
          expect(leg, `${route}: flight booked to a show still ${show.status}`).toBeUndefined();
          continue;
        }
        hops++;
        expect(leg, route).toBeDefined();
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
    expect(data.legs).toHaveLength(hops);
    expect(flown.length).toBeGreaterThan(0);
  });

  // ---- Issue 36 item 7: a story a tour manager believes.

  it("hotels have names and addresses of their own city; no booking code follows a pattern", () => {
    for (const stay of data.stays) {
      const show = data.shows.find(
        (x) => x.tourId === stay.tourId && addDays(x.performanceDate!, 1) === stay.checkOut,
      )!;
      const venue = venueOf(show.id);
      const place = `${venue.city}, ${venue.state}`;
      expect(stay.address, stay.name).toContain(place);
      expect(stay.address, stay.name).not.toMatch(/Station Road|Main Street/);
      expect(stay.name, place).not.toContain("Downtown Inn");
    }
    const cities = new Set(data.stays.map((x) => x.address!.split(", ").slice(-2)[0]));
    expect(new Set(data.stays.map((x) => x.name)).size).toBe(cities.size);
    for (const sheet of data.sheets) expect(sheet.venueAddress).not.toMatch(/\d+ Main Street/);

    const codes = [...data.stays, ...data.legs].flatMap((x) =>
      x.confirmationCode ? [x.confirmationCode] : [],
    );
    expect(new Set(codes).size, "two bookings share a code").toBe(codes.length);
    // Counting codes (HTL1A, HTL1B…) share their start; drawn ones rarely do.
    const starts = new Set(codes.map((c) => c.slice(0, 3)));
    expect(starts.size, codes.join(" ")).toBeGreaterThan(codes.length * 0.8);
  });

  it("flights go only to confirmed shows, on more than one airline, at more than one hour", () => {
    const flights = data.legs.filter((l) => l.mode === "flight");
    expect(flights.length).toBeGreaterThan(1);
    for (const f of flights) {
      const arrived = utcToZoned(f.arrivalAt, f.arrivalTz).date;
      const show = data.shows.find((x) => {
        const v = venueOf(x.id);
        return (
          x.tourId === f.tourId &&
          `${v.city}, ${v.state}` === f.toPlace &&
          x.performanceDate! >= arrived
        );
      });
      expect(show?.status, `${f.fromPlace} → ${f.toPlace}`).toBe("confirmed");
    }
    expect(new Set(flights.map((f) => f.carrier)).size).toBeGreaterThan(1);
    const hours = flights.map((f) => utcToZoned(f.departureAt, f.departureTz).time);
    expect(new Set(hours).size, hours.join(" ")).toBeGreaterThan(1);
  });

  it("each tour's name fits the season it starts in", () => {
    for (const tour of data.tours)
      expect(fitsSeason(tour.title, tour.startDate!), `${tour.title} from ${tour.startDate}`).toBe(
        true,
      );
    // What is named after a tour carries its title as seeded.
    const titled = [...data.projects.map((p) => p.title), ...data.products.map((p) => p.name)];
    for (const name of titled)
      if (/Spring|Summer|Autumn|Winter|Holiday/.test(name))
        expect(
          data.tours.some((t) => name.startsWith(t.title.replace(/ (Tour|Shows)$/, ""))),
          `${name} names no tour`,
        ).toBe(true);
  });

  it("a sold-out product sold something", () => {
    for (const p of data.products.filter((x) => x.status === "sold-out"))
      expect(p.unitsSold, `${p.name}: sold out, 0 sold`).toBeGreaterThan(0);
  });

  it("a day sheet's notes agree with its schedule: nothing held until before load-in", () => {
    const noted = data.sheets.filter((x) => x.notes);
    expect(noted.length).toBeGreaterThan(0);
    for (const sheet of noted) {
      for (const [, time] of sheet.notes!.matchAll(/until (\d{1,2}:\d{2})/g))
        expect(time!.padStart(5, "0") >= sheet.loadIn!, sheet.notes!).toBe(true);
    }
  });

  it("the Team page shows no placeholder address: a guest is Guest (demo), a sample person a name", async () => {
    const team = (await call(s.t, "GET", "/api/team", { cookie: s.a.cookie })).data;
    const samples = team.members.filter((m: { name: string }) =>
      [DEMO_PARTY.manager.name, DEMO_PARTY.crew.name].includes(m.name as never),
    );
    expect(samples).toHaveLength(2);
    for (const m of team.members) expect(m.email ?? "", m.name).not.toMatch(/\.invalid$/);
    const guest = await signInAsGuest(s.t);
    const theirs = (await call(s.t, "GET", "/api/team", { cookie: guest.cookie })).data;
    expect(theirs.members[0]).toMatchObject({ name: "Guest (demo)", email: null });
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
        expect(a.createdAt.getTime(), a.summary ?? undefined).toBeGreaterThan(
          member.joinedAt.getTime(),
        );
        expect(a.createdAt.getTime(), a.summary ?? undefined).toBeLessThan(now);
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
