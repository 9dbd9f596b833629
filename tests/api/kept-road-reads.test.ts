import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tourParty } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf } from "../support/members";
import { legOn2099May2 } from "../support/party";

/**
 * The day sheet, Today and the itinerary are kept per reader while the workspace's data holds
 * (issue 49): each person still reads only their own legs, and any write shows at once.
 */
const s = setupApiSuite();
let ana: Account;

beforeAll(async () => {
  ana = await memberOf(s.t, s.a.workspaceId, "crew");
});

async function confirmedShowWithAna() {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.workspaceId, { startDate: "2099-05-01" });
  const venue = await insertVenue(db, s.a.workspaceId, { name: "Station 9" });
  const show = await insertShow(db, s.a.workspaceId, tour.id, venue.id, {
    performanceDate: "2099-05-02",
    status: "confirmed",
  });
  const person = async (name: string, userId: string | null) => {
    const [row] = await db
      .insert(tourParty)
      .values({
        workspaceId: s.a.workspaceId,
        tourId: tour.id,
        name,
        userId,
        homeCurrency: "USD",
        perDiemCurrency: "USD",
      })
      .returning({ id: tourParty.id });
    return row!.id;
  };
  return {
    tourId: tour.id,
    showId: show.id,
    ana: await person("Ana Crew", ana.userId),
    driver: await person("Dee Driver", null),
  };
}

const leg = (fromPlace: string, passengerIds: string[] = []) =>
  legOn2099May2({ fromPlace, passengerIds });
const get = (who: Account, path: string) => call(s.t, "GET", path, { cookie: who.cookie });
const from = (legs: { fromPlace: string }[]) => legs.map((l) => l.fromPlace).sort();

describe("the road's reads kept per reader", () => {
  it("gives each person their own legs, whoever read first, and shows a write at once", async () => {
    const p = await confirmedShowWithAna();
    const sheet = `/api/tours/${p.tourId}/day-sheets/${p.showId}`;
    const itinerary = `/api/tours/${p.tourId}/itinerary`;
    const today = "/api/today?date=2099-05-02";
    for (const [place, who] of [
      ["Everyone Town", []],
      ["Driver Town", [p.driver]],
    ] as const) {
      const res = await call(s.t, "POST", `/api/tours/${p.tourId}/travel-legs`, {
        cookie: s.a.cookie,
        json: leg(place, [...who]),
      });
      expect(res.status, res.text).toBe(201);
    }
    // The manager reads every road first: their answers are kept, and Ana's are her own.
    expect(from((await get(s.a, sheet)).data.legs)).toEqual(["Driver Town", "Everyone Town"]);
    expect(from((await get(s.a, itinerary)).data.legs)).toEqual(["Driver Town", "Everyone Town"]);
    expect((await get(s.a, today)).data.daySheet.legs).toHaveLength(2);
    expect(from((await get(ana, sheet)).data.legs)).toEqual(["Everyone Town"]);
    expect(from((await get(ana, itinerary)).data.legs)).toEqual(["Everyone Town"]);
    expect(from((await get(ana, today)).data.daySheet.legs)).toEqual(["Everyone Town"]);

    // A leg only Ana is on: the manager and Ana see it at once, on every read.
    const hers = await call(s.t, "POST", `/api/tours/${p.tourId}/travel-legs`, {
      cookie: s.a.cookie,
      json: leg("Ana Town", [p.ana]),
    });
    expect(hers.status, hers.text).toBe(201);
    const ours = ["Ana Town", "Everyone Town"];
    expect(from((await get(s.a, sheet)).data.legs)).toEqual([
      "Ana Town",
      "Driver Town",
      "Everyone Town",
    ]);
    expect(from((await get(ana, sheet)).data.legs)).toEqual(ours);
    expect(from((await get(ana, itinerary)).data.legs)).toEqual(ours);
    expect(from((await get(ana, today)).data.daySheet.legs)).toEqual(ours);

    // Written behind the app's back: the day sheet's notes reach Today at once.
    await s.t.database.db.execute(
      sql`insert into day_sheets (workspace_id, tour_venue_id, notes)
        values (${s.a.workspaceId}, ${p.showId}, 'Load in by the dock')
        on conflict (tour_venue_id) do update set notes = excluded.notes`,
    );
    expect((await get(ana, today)).data.daySheet.sheet.notes).toBe("Load in by the dock");
    expect((await get(s.a, sheet)).data.sheet.notes).toBe("Load in by the dock");
  });

  it("keeps the owner's money and another workspace's road from crew and strangers", async () => {
    const p = await confirmedShowWithAna();
    const sheet = `/api/tours/${p.tourId}/day-sheets/${p.showId}`;
    const owner = await get(s.a, sheet);
    expect(owner.data.show.showMoney).not.toEqual({ hidden: true });
    expect((await get(ana, sheet)).data.show.showMoney).toEqual({ hidden: true });
    expect((await get(s.b, sheet)).status).toBe(404);
    expect((await get(s.b, `/api/tours/${p.tourId}/itinerary`)).status).toBe(404);
  });
});
