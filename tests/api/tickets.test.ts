import { describe, expect, it } from "vitest";
import { HIDDEN } from "@/domain/hidden";
import type { ShowTicketDetail, ShowTickets } from "@/domain/tickets/answers";
import type { TicketCount } from "@/domain/tickets/counts";
import { ticketCounts } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/members";

const s = setupApiSuite();

const as = (who: Account) => ({
  get: (p: string) => call(s.t, "GET", p, { cookie: who.cookie }),
  put: (p: string, json: unknown) => call(s.t, "PUT", p, { cookie: who.cookie, json }),
  post: (p: string, json: unknown) => call(s.t, "POST", p, { cookie: who.cookie, json }),
  del: (p: string) => call(s.t, "DELETE", p, { cookie: who.cookie }),
});

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A tour of `who`'s with confirmed shows, one per entry (days from now, the venue's capacity). */
async function tourWith(who: Account, shows: { inDays: number; capacity: number | null }[]) {
  const db = s.t.database.db;
  const tour = await insertTour(db, who.workspaceId, { title: "Count Run" });
  const ids: string[] = [];
  for (const [i, sh] of shows.entries()) {
    const venue = await insertVenue(db, who.workspaceId, {
      name: `Room ${i + 1}`,
      city: "Utrecht",
      capacity: sh.capacity,
    });
    const row = await insertShow(db, who.workspaceId, tour.id, venue.id, {
      performanceDate: dayFromNow(sh.inDays),
      status: "confirmed",
      orderInTour: i,
    });
    ids.push(row.id);
  }
  return { tourId: tour.id, showIds: ids };
}

/** Counts straight into the database, `daysAgo` days back (a report's own time is now). */
async function seedCount(
  who: Account,
  showId: string,
  daysAgo: number,
  sold: number,
  tier = "General admission",
) {
  await s.t.database.db.insert(ticketCounts).values({
    workspaceId: who.workspaceId,
    showId,
    tier,
    countedAt: new Date(Date.now() - daysAgo * DAY),
    sold,
    comps: 0,
    currency: "USD",
    source: "import",
    seller: "dice",
  });
}

const report = (tiers: unknown[]) => ({ tiers });
const path = (tourId: string, showId?: string) =>
  showId ? `/api/tours/${tourId}/tickets/${showId}` : `/api/tours/${tourId}/tickets`;

describe("a manager's report", () => {
  it("is read back as each tier's latest count, the history kept", async () => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [{ inDays: 30, capacity: 500 }]);
    const showId = showIds[0]!;
    const first = await as(who).post(
      path(tourId, showId),
      report([
        { tier: "GA", sold: 100, comps: 4, gross: "2500.00" },
        { tier: "VIP", sold: 10, gross: "800" },
      ]),
    );
    expect(first.status, first.text).toBe(201);
    const second = await as(who).post(path(tourId, showId), report([{ tier: "ga", sold: 140 }]));
    expect(second.status, second.text).toBe(201);
    const detail: ShowTicketDetail = second.data;
    expect(detail.sold).toBe(150);
    expect(detail.comps).toBe(0);
    expect(detail.capacity).toBe(500);
    expect(detail.history).toHaveLength(3);
    expect((detail.tiers as readonly TicketCount[]).map((t) => [t.tier, t.sold])).toEqual([
      ["ga", 140],
      ["VIP", 10],
    ]);
    const list = await as(who).get(path(tourId));
    expect(list.status).toBe(200);
    expect((list.data as ShowTickets[]).find((x) => x.showId === showId)?.sold).toBe(150);
    const all = await as(who).get("/api/tickets");
    expect((all.data as ShowTickets[]).map((x) => x.showId)).toContain(showId);
  });

  it("over capacity is kept and flagged, sold out said", async () => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [{ inDays: 10, capacity: 100 }]);
    const res = await as(who).post(path(tourId, showIds[0]), report([{ sold: 120 }]));
    expect(res.status, res.text).toBe(201);
    expect(res.data).toMatchObject({ sold: 120, overCapacity: true, soldOut: true });
  });

  it.each([
    [{ sold: -1 }, "tiers.0.sold"],
    [{ sold: 1.5 }, "tiers.0.sold"],
    [{ sold: 10_000_000_000 }, "tiers.0.sold"],
    [{ sold: 1, comps: -2 }, "tiers.0.comps"],
    [{ sold: 1, gross: "-5" }, "tiers.0.gross"],
  ])("refuses %j naming the field", async (tier, field) => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [{ inDays: 10, capacity: 100 }]);
    const res = await as(who).post(path(tourId, showIds[0]), report([tier]));
    expect(res.status).toBe(400);
    expect(Object.keys(res.data.error.fields)).toContain(field);
  });

  it("refuses a tier given twice, and an empty report", async () => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [{ inDays: 10, capacity: 100 }]);
    const twice = await as(who).post(
      path(tourId, showIds[0]),
      report([
        { tier: "GA", sold: 1 },
        { tier: "ga", sold: 2 },
      ]),
    );
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.data.error.fields)).toContain("tiers");
    expect((await as(who).post(path(tourId, showIds[0]), report([]))).status).toBe(400);
  });

  it("deletes one count; the figure falls back to the tier's earlier count", async () => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [{ inDays: 10, capacity: 100 }]);
    const showId = showIds[0]!;
    await as(who).post(path(tourId, showId), report([{ sold: 20 }]));
    const latest = await as(who).post(path(tourId, showId), report([{ sold: 30 }]));
    const newest = (latest.data as ShowTicketDetail).history as readonly TicketCount[];
    expect(newest[0]!.sold).toBe(30);
    const del = await as(who).del(`${path(tourId, showId)}/counts/${newest[0]!.id}`);
    expect(del.status, del.text).toBe(200);
    expect((await as(who).get(path(tourId, showId))).data.sold).toBe(20);
    const again = await as(who).del(`${path(tourId, showId)}/counts/${newest[0]!.id}`);
    expect(again.status).toBe(404);
  });
});

describe("another workspace's rows", () => {
  it("are not found: tour, show and count", async () => {
    const a = await signUp(s.t);
    const b = await signUp(s.t);
    const { tourId, showIds } = await tourWith(a, [{ inDays: 10, capacity: 100 }]);
    const showId = showIds[0]!;
    const made = await as(a).post(path(tourId, showId), report([{ sold: 5 }]));
    const countId = ((made.data as ShowTicketDetail).history as readonly TicketCount[])[0]!.id;
    expect((await as(b).get(path(tourId))).status).toBe(404);
    expect((await as(b).get(path(tourId, showId))).status).toBe(404);
    expect((await as(b).post(path(tourId, showId), report([{ sold: 9 }]))).status).toBe(404);
    expect((await as(b).del(`${path(tourId, showId)}/counts/${countId}`)).status).toBe(404);
    expect((await as(b).get("/api/tickets")).data).toEqual([]);
    expect((await as(a).get(path(tourId, showId))).data.sold).toBe(5);
  });
});

describe("crew and artists", () => {
  it("read counts only once the owner allows it, and never gross", async () => {
    const owner = await signUp(s.t);
    const { tourId, showIds } = await tourWith(owner, [{ inDays: 10, capacity: 100 }]);
    const showId = showIds[0]!;
    await as(owner).post(path(tourId, showId), report([{ sold: 40, gross: "1000" }]));
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const artist = await memberOf(s.t, owner.workspaceId, "artist");
    const manager = await memberOf(s.t, owner.workspaceId, "manager");
    for (const who of [crew, artist]) {
      expect((await as(who).post(path(tourId, showId), report([{ sold: 1 }]))).status).toBe(403);
      expect(
        (await as(who).put("/api/ticket-settings", { crewSeesTicketCounts: true })).status,
      ).toBe(403);
      const hidden = (await as(who).get(path(tourId, showId))).data as ShowTicketDetail;
      expect(hidden).toMatchObject({ sold: HIDDEN, capacity: HIDDEN, gross: HIDDEN, pace: HIDDEN });
      expect(hidden.history).toEqual(HIDDEN);
      const line = ((await as(who).get("/api/tickets")).data as ShowTickets[])[0]!;
      expect(line).toMatchObject({ sold: HIDDEN, gross: HIDDEN, venueName: "Room 1" });
    }
    expect(
      (await as(manager).put("/api/ticket-settings", { crewSeesTicketCounts: true })).status,
    ).toBe(403);
    const allowed = await as(owner).put("/api/ticket-settings", { crewSeesTicketCounts: true });
    expect(allowed.status, allowed.text).toBe(200);
    expect((await as(crew).get("/api/ticket-settings")).data).toEqual({
      crewSeesTicketCounts: true,
    });
    const seen = (await as(crew).get(path(tourId, showId))).data as ShowTicketDetail;
    expect(seen).toMatchObject({ sold: 40, capacity: 100, gross: HIDDEN });
    expect((seen.history as readonly TicketCount[])[0]).toMatchObject({
      sold: 40,
      gross: HIDDEN,
    });
    const mine = (await as(owner).get(path(tourId, showId))).data as ShowTicketDetail;
    expect(mine.gross).toBe("1000.00");
  });

  it("settings refuse an unknown key or a non-boolean", async () => {
    const owner = await signUp(s.t);
    expect((await as(owner).get("/api/ticket-settings")).data).toEqual({
      crewSeesTicketCounts: false,
    });
    const odd = await as(owner).put("/api/ticket-settings", { crewSeesTicketCounts: "yes" });
    expect(odd.status).toBe(400);
    expect(Object.keys(odd.data.error.fields)).toContain("crewSeesTicketCounts");
    const extra = await as(owner).put("/api/ticket-settings", {
      crewSeesTicketCounts: true,
      gross: true,
    });
    expect(extra.status).toBe(400);
  });
});

describe("pacing across a tour", () => {
  it("says a show behind, one ahead and one on pace against the others' median", async () => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [
      { inDays: 20, capacity: 100 },
      { inDays: 20, capacity: 100 },
      { inDays: 20, capacity: 200 },
      { inDays: 20, capacity: 100 },
    ]);
    const [a, b, c, d] = showIds as [string, string, string, string];
    // Each read at 20 days out (today): a 50%, b 55%, c 50%, d 10%.
    for (const [id, early, now] of [
      [a, 20, 50],
      [b, 25, 55],
      [c, 40, 100],
      [d, 5, 10],
    ] as const) {
      await seedCount(who, id, 10, early);
      await seedCount(who, id, 0, now);
    }
    const lines = (await as(who).get(path(tourId))).data as ShowTickets[];
    const pace = Object.fromEntries(lines.map((l) => [l.showId, l.pace]));
    expect(pace[d]).toBe("behind");
    expect(pace[a]).toBe("on-pace");
    const detail = (await as(who).get(path(tourId, d))).data as ShowTicketDetail;
    expect(detail.paceShare).toBeCloseTo(0.5);
    expect(detail.tourCurves).toHaveLength(3);
  });

  it("is unknown with fewer than two other shows counted", async () => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [
      { inDays: 20, capacity: 100 },
      { inDays: 20, capacity: 100 },
      { inDays: 20, capacity: 100 },
    ]);
    await seedCount(who, showIds[0]!, 0, 50);
    await seedCount(who, showIds[1]!, 0, 5);
    const lines = (await as(who).get(path(tourId))).data as ShowTickets[];
    expect(lines.map((l) => l.pace)).toEqual(["unknown", "unknown", "unknown"]);
  });
});

describe("the Overview", () => {
  it("flags upcoming shows behind pace, their figures hidden from crew unless allowed", async () => {
    const owner = await signUp(s.t);
    const { showIds } = await tourWith(owner, [
      { inDays: 15, capacity: 100 },
      { inDays: 15, capacity: 100 },
      { inDays: 15, capacity: 100 },
    ]);
    const [a, b, behind] = showIds as [string, string, string];
    await seedCount(owner, a, 0, 60);
    await seedCount(owner, b, 0, 70);
    await seedCount(owner, behind, 0, 20);
    const mine = (await as(owner).get("/api/overview")).data;
    expect(mine.behindPace).toEqual([
      expect.objectContaining({
        id: behind,
        venueName: expect.stringContaining("Room 3"),
        sold: 20,
      }),
    ]);
    expect(mine.behindPace[0].paceShare).toBeCloseTo(0.65);
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const hidden = (await as(crew).get("/api/overview")).data.behindPace[0];
    expect(hidden).toMatchObject({ id: behind, sold: HIDDEN, share: HIDDEN, paceShare: HIDDEN });
    await as(owner).put("/api/ticket-settings", { crewSeesTicketCounts: true });
    expect((await as(crew).get("/api/overview")).data.behindPace[0]).toMatchObject({ sold: 20 });
  });
});

/** Half the door at $20 a ticket, 300 expected: $3,000 until counts say otherwise. */
async function doorSplitDeal(who: Account, tourId: string, showId: string): Promise<string> {
  const made = await as(who).post(`/api/tours/${tourId}/deals`, {
    showId,
    dealType: "door_split",
    artistSharePercent: "50",
    ticketPrice: "20.00",
    expectedAttendance: 300,
  });
  expect(made.status, made.text).toBe(201);
  return made.data.id as string;
}

describe("a deal's estimate", () => {
  it("reads the latest count for a door split until the deal is settled", async () => {
    const who = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [{ inDays: 2, capacity: 400 }]);
    const showId = showIds[0]!;
    const dealId = await doorSplitDeal(who, tourId, showId);
    const deal = async () =>
      ((await as(who).get(`/api/tours/${tourId}/deals`)).data as { id: string }[]).find(
        (d) => d.id === dealId,
      ) as Record<string, unknown>;
    expect(await deal()).toMatchObject({ estimateFrom: "expected", projectedPayout: "3000.00" });
    // 100 sold at $20: half of $2,000.
    await as(who).post(path(tourId, showId), report([{ sold: 100 }]));
    expect(await deal()).toMatchObject({
      estimateFrom: "count",
      countSold: 100,
      projectedGross: "2000.00",
      projectedPayout: "1000.00",
    });
    // Every tier with a gross: the count's gross is the estimate's.
    await as(who).post(path(tourId, showId), report([{ sold: 150, gross: "2700" }]));
    expect(await deal()).toMatchObject({ projectedGross: "2700.00", projectedPayout: "1350.00" });
    const tour = await as(who).get(`/api/tours/${tourId}`);
    const onTourPage = (
      tour.data.shows as { id: string; showMoney: Record<string, unknown> }[]
    ).find((x) => x.id === showId)!.showMoney;
    expect(onTourPage).toMatchObject({ amount: "1350.00", fromCount: { sold: 150 } });
    const settled = await as(who).put(`/api/tours/${tourId}/deals/${dealId}/settlement`, {
      ticketsSold: 160,
      grossReceipts: "3200.00",
      confirmBeforeShow: true,
    });
    expect(settled.status, settled.text).toBe(200);
    expect(await deal()).toMatchObject({
      estimateFrom: "expected",
      finalPayout: "1600.00",
      countSold: null,
    });
  });

  it("is read from each show's own counts where a tour's deals are read together", async () => {
    const who = await signUp(s.t);
    const other = await signUp(s.t);
    const { tourId, showIds } = await tourWith(who, [
      { inDays: 3, capacity: 400 },
      { inDays: 4, capacity: 400 },
      { inDays: 5, capacity: 400 },
    ]);
    const elsewhere = await tourWith(who, [{ inDays: 6, capacity: 400 }]);
    for (const showId of showIds) await doorSplitDeal(who, tourId, showId);
    // The first show two tiers (their latest counts summed), the second one, the third none;
    // the same tour's other show and another workspace's rows (its own show, and one naming
    // this show as if it were its) count for neither.
    await seedCount(who, showIds[0]!, 2, 50);
    await seedCount(who, showIds[0]!, 1, 80);
    await seedCount(who, showIds[0]!, 1, 20, "VIP");
    await seedCount(who, showIds[1]!, 1, 40);
    await seedCount(who, elsewhere.showIds[0]!, 1, 390);
    const theirs = await tourWith(other, [{ inDays: 3, capacity: 400 }]);
    await seedCount(other, theirs.showIds[0]!, 1, 333);
    await s.t.database.db.insert(ticketCounts).values({
      workspaceId: other.workspaceId,
      showId: showIds[2]!,
      tier: "General admission",
      countedAt: new Date(),
      sold: 250,
      currency: "USD",
      source: "manual",
    });
    const expected = [
      { estimateFrom: "count", countSold: 100, projectedPayout: "1000.00" },
      { estimateFrom: "count", countSold: 40, projectedPayout: "400.00" },
      { estimateFrom: "expected", countSold: null, projectedPayout: "3000.00" },
    ];
    const listed = await as(who).get(`/api/tours/${tourId}/deals`);
    expect(listed.status, listed.text).toBe(200);
    const finance = await as(who).get(`/api/tours/${tourId}/finance`);
    expect(finance.status, finance.text).toBe(200);
    for (const deals of [listed.data, finance.data.deals] as { showId: string }[][]) {
      const byShow = showIds.map((id) => deals.find((d) => d.showId === id));
      expect(byShow).toMatchObject(expected);
    }
  });
});
