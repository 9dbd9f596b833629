// The HCC Manager's budgets (issue 8): the page's one request for an account with 1,000
// negotiations, the rules engine over 10,000, and the iCal feed of 1,000 shows.

import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { HOUR_MS } from "@/domain/durations";
import { SUGGESTIONS_SHOWN } from "@/domain/negotiations/calendar";
import type { Negotiation } from "@/domain/negotiations/negotiations";
import { suggestActions } from "@/domain/negotiations/suggestions";
import type { Db } from "@/server/db/client";
import { seedBulkTours } from "@/server/db/seed/tour-factories";
import { percentile, round } from "./setup";

interface Measured {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  statements: number;
  bytes: number;
}

type Measure = (label: string, path: string, cookie: string, runs: number) => Promise<Measured>;

/** 1,000 negotiations: 100 tours × 10 shows on distinct dates, holds expiring, most deals on file. */
export async function seedNegotiations(db: Db, userId: string) {
  await seedBulkTours(db, userId, { tours: 100, showsPerTour: 10, venues: 100, confirmEvery: 3 });
  await db.execute(sql`
    update tour_venues t set performance_date = date '2026-01-01' + r.n,
      hold_rank = case when t.status = 'hold' then 1 + r.n % 3 end,
      hold_expiry = case when t.status = 'hold' then now() + (r.n % 200) * interval '1 hour' end,
      last_contact = now() - (r.n % 20) * interval '1 day'
    from (select id, row_number() over (order by id)::int as n
          from tour_venues where workspace_id = ${userId}) r
    where t.id = r.id`);
  await db.execute(sql`
    insert into venue_revenue_deals (workspace_id, tour_venue_id, deal_type, guarantee_amount)
    select workspace_id, id, 'guarantee', venue_fee from tour_venues
    where workspace_id = ${userId} and status = 'confirmed' and order_in_tour <> 1`);
}

export function rulesEngine() {
  const now = new Date();
  const iso = (h: number) => new Date(now.getTime() + h * HOUR_MS).toISOString();
  const statuses = ["pending", "hold", "challenge", "confirmed", "released"] as const;
  const list: Negotiation[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: `show-${i}`,
    tourId: "tour",
    tourTitle: "Tour",
    venueId: "venue",
    venueName: `Venue ${i % 300}`,
    city: "Austin",
    state: "TX",
    capacity: 500,
    performanceDate: new Date(Date.UTC(2026, 0, 1 + (i % 700))).toISOString().slice(0, 10),
    venueFee: "1500.00",
    showMoney: { amount: "1500.00", basis: "offer" },
    status: statuses[i % statuses.length]!,
    holdRank: 1 + (i % 3),
    holdExpiry: iso(i % 240),
    challengeDeadline: iso(i % 96),
    challengedBy: i % 2 ? "us" : "them",
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    lastContact: iso(-(i % 30) * 24),
    notes: null,
    createdAt: iso(-24 * 60),
    confirmedAt: null,
    hasDeal: i % 7 !== 0,
  }));
  // As the page calls it (every rule over every negotiation, ranked, the first page written
  // out), and with every suggestion written out.
  const time = (limit: number) => {
    for (let i = 0; i < 3; i++) suggestActions(list, now, [], limit);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      suggestActions(list, now, [], limit);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
  };
  return {
    negotiations: 10_000,
    ...time(SUGGESTIONS_SHOWN),
    allWrittenOut: time(Number.POSITIVE_INFINITY),
  };
}

export async function benchHcc(
  db: Db,
  account: { userId: string; cookie: string },
  measure: Measure,
  post: (path: string, cookie: string) => Promise<{ path: string }>,
  runs: number,
) {
  const t0 = performance.now();
  await seedNegotiations(db, account.userId);
  const seedMs = round(performance.now() - t0);
  const page = await measure("hcc", "/api/negotiations", account.cookie, runs);
  const { path } = await post("/api/calendar-feed", account.cookie);
  // The first request after a change (nothing warmed up for this account), then the same again.
  const coldStarted = performance.now();
  await measure("ical-cold", path, "", 1);
  const coldMs = round(performance.now() - coldStarted);
  const feed = await measure("ical", path, "", runs);
  return {
    seedMs,
    hccOverview: { negotiations: 1000, ...page, budgetP95Ms: 50 },
    icalFeed: { shows: 1000, ...feed, firstRenderMs: coldMs, budgetP95Ms: 100 },
    rulesEngine: { ...rulesEngine(), budgetP95Ms: 20 },
  };
}
