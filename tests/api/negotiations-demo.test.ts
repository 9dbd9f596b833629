import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { negotiationEvents, tourVenues } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest } from "../support/client";

const s = setupApiSuite();

describe("the demo's negotiations tell a possible story", () => {
  it("no event before its show was created or after now; confirmations before the night", async () => {
    const guest = await signInAsGuest(s.t);
    const db = s.t.database.db;
    const now = Date.now();
    const shows = await db
      .select()
      .from(tourVenues)
      .where(eq(tourVenues.workspaceId, guest.workspaceId));
    const events = await db
      .select()
      .from(negotiationEvents)
      .where(eq(negotiationEvents.workspaceId, guest.workspaceId));
    expect(shows.length).toBeGreaterThan(10);
    const byId = new Map(shows.map((x) => [x.id, x]));
    const confirmedOn = new Map<string | null, number>();
    for (const e of events) {
      const show = byId.get(e.showId)!;
      const at = e.createdAt.getTime();
      expect(at, `${e.action} before its show was created`).toBeGreaterThanOrEqual(
        show.createdAt.getTime(),
      );
      expect(at, `${e.action} in the future`).toBeLessThanOrEqual(now);
      if (e.toStatus === "confirmed") {
        expect(at, "confirmed after the night").toBeLessThan(
          Date.parse(`${show.performanceDate}T00:00:00Z`),
        );
        confirmedOn.set(show.performanceDate, at);
      }
    }
    // A hold released for another show's date goes after that date was confirmed.
    for (const e of events.filter((x) => x.toStatus === "released")) {
      const date = byId.get(e.showId)!.performanceDate;
      if (confirmedOn.has(date)) {
        expect(e.createdAt.getTime()).toBeGreaterThan(confirmedOn.get(date)!);
      }
    }
    // Each show's steps are in order: created first, then pending → … as recorded.
    for (const show of shows) {
      const own = events
        .filter((e) => e.showId === show.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(own[0]!.action).toBe("created");
      let status = "pending";
      for (const e of own.slice(1)) {
        expect(e.fromStatus).toBe(status);
        status = e.toStatus!;
      }
      expect(status).toBe(show.status);
    }

    const res = await call(s.t, "GET", "/api/negotiations", { cookie: guest.cookie });
    expect(res.data.analytics.averageDaysToConfirm).toBeGreaterThan(0);
    expect(res.data.analytics.confirmationsLeftOut).toBe(0);
  });
});
