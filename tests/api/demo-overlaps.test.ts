import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest } from "../support/client";

const s = setupApiSuite();

/**
 * Issue 36 item 4: the demo's band never plays two tours at once, and no date of the demo
 * has two confirmed shows (across tours too); the tour statuses are the derived ones.
 */
describe("the demo's calendar", () => {
  it("has no overlapping tours and no date booked twice", async () => {
    const g = await signInAsGuest(s.t);
    const get = async (path: string) => (await call(s.t, "GET", path, { cookie: g.cookie })).data;
    const tours = (await get("/api/tours")) as { id: string; title: string; status: string }[];
    const runs: { title: string; first: string; last: string }[] = [];
    const confirmedOn = new Map<string, string[]>();
    for (const tour of tours) {
      const shows = (await get(`/api/tours/${tour.id}/shows`)) as {
        performanceDate: string;
        status: string;
        venue: { name: string } | null;
      }[];
      const dates = shows
        .filter((x) => x.status !== "released" && x.status !== "declined")
        .map((x) => x.performanceDate)
        .sort();
      runs.push({ title: tour.title, first: dates[0]!, last: dates.at(-1)! });
      for (const x of shows.filter((y) => y.status === "confirmed"))
        confirmedOn.set(x.performanceDate, [
          ...(confirmedOn.get(x.performanceDate) ?? []),
          `${tour.title}: ${x.venue?.name}`,
        ]);
    }
    runs.sort((a, b) => (a.first < b.first ? -1 : 1));
    for (let i = 1; i < runs.length; i++)
      expect(
        runs[i]!.first > runs[i - 1]!.last,
        `${runs[i - 1]!.title} overlaps ${runs[i]!.title}`,
      ).toBe(true);
    expect([...confirmedOn.values()].filter((names) => names.length > 1)).toEqual([]);
    // One tour is live: the Overview's count and the list agree.
    const overview = await get("/api/overview");
    expect(tours.filter((t) => t.status === "active").length).toBe(overview.stats.activeTours);
    expect(overview.stats.activeTours).toBe(1);
  });
});
