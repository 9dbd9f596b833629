import { beforeAll, describe, expect, it } from "vitest";
import { tourParty } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { countingApp } from "../support/counting-app";
import { memberOf } from "../support/members";
import { legOn2099May2 as leg } from "../support/party";
import { pdfText } from "../support/pdf-text";

/**
 * Travel per person (issue 54 item 5, ADR 0032): who travels on a leg, who sleeps where on a
 * stay; crew read only what they are on, with their own room; the people on it hear of it.
 */
const s = setupApiSuite();
let ana: Account;
let ben: Account;

beforeAll(async () => {
  ana = await memberOf(s.t, s.a.workspaceId, "crew");
  ben = await memberOf(s.t, s.a.workspaceId, "crew");
});

async function person(workspaceId: string, tourId: string, name: string, userId?: string) {
  const [row] = await s.t.database.db
    .insert(tourParty)
    .values({ workspaceId, tourId, name, userId, homeCurrency: "USD", perDiemCurrency: "USD" })
    .returning({ id: tourParty.id });
  return row!.id;
}

/** A tour with a show on 2099-05-02, and Ana, Ben and a driver without an account on its party. */
async function tourWithParty() {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.workspaceId, {
    startDate: "2099-05-01",
    endDate: "2099-05-20",
  });
  const venue = await insertVenue(db, s.a.workspaceId, { name: "Station 9" });
  const show = await insertShow(db, s.a.workspaceId, tour.id, venue.id, {
    performanceDate: "2099-05-02",
  });
  return {
    tourId: tour.id,
    showId: show.id,
    ana: await person(s.a.workspaceId, tour.id, "Ana Crew", ana.userId),
    ben: await person(s.a.workspaceId, tour.id, "Ben Crew", ben.userId),
    driver: await person(s.a.workspaceId, tour.id, "Dee Driver"),
  };
}

const stay = (extra: Record<string, unknown> = {}) => ({
  name: "Downtown Inn",
  checkIn: "2099-05-02",
  checkOut: "2099-05-03",
  cost: "300.00",
  rooms: "2",
  ...extra,
});

const post = (who: Account, path: string, json: unknown) =>
  call(s.t, "POST", path, { cookie: who.cookie, json });
const get = (who: Account, path: string) => call(s.t, "GET", path, { cookie: who.cookie });
const names = (list: { name: string }[]) => list.map((p) => p.name);
const travelNotices = async (who: Account) =>
  ((await get(who, "/api/notifications")).data.items as { kind: string; title: string }[])
    .filter((i) => i.kind === "travel-changed")
    .map((i) => i.title);

describe("who travels and who sleeps where", () => {
  it("a manager lists passengers and rooms, and reads them all with names", async () => {
    const p = await tourWithParty();
    const made = await post(
      s.a,
      `/api/tours/${p.tourId}/travel-legs`,
      leg({ passengerIds: [p.ana, p.driver] }),
    );
    expect(made.status, made.text).toBe(201);
    expect(names(made.data.passengers)).toEqual(["Ana Crew", "Dee Driver"]);
    const room = await post(
      s.a,
      `/api/tours/${p.tourId}/lodgings`,
      stay({
        roomList: [
          { label: "Room 12", occupantIds: [p.ana, p.driver] },
          { label: "Room 14", occupantIds: [p.ben] },
        ],
      }),
    );
    expect(room.status, room.text).toBe(201);

    // An edit that sends no passengers keeps them; [] makes it the whole party's.
    const edited = await call(s.t, "PUT", `/api/tours/${p.tourId}/travel-legs/${made.data.id}`, {
      cookie: s.a.cookie,
      json: leg({ carrier: "Van" }),
    });
    expect(names(edited.data.passengers)).toEqual(["Ana Crew", "Dee Driver"]);

    const it = await get(s.a, `/api/tours/${p.tourId}/itinerary`);
    expect(names(it.data.legs[0].passengers)).toEqual(["Ana Crew", "Dee Driver"]);
    expect(
      it.data.lodgings[0].roomList.map((r: { label: string; occupants: { name: string }[] }) => [
        r.label,
        names(r.occupants),
      ]),
    ).toEqual([
      ["Room 12", ["Ana Crew", "Dee Driver"]],
      ["Room 14", ["Ben Crew"]],
    ]);
  });

  it("refuses a person not on this tour's party naming the field, and leaks no one's name", async () => {
    const p = await tourWithParty();
    const other = await tourWithParty();
    // Another workspace's person: an id that names no one here.
    const elsewhere = await insertTour(s.t.database.db, s.b.workspaceId);
    const secret = await person(s.b.workspaceId, elsewhere.id, "Secret Sam");
    for (const id of [other.ana, secret, "not-an-id"]) {
      const res = await post(
        s.a,
        `/api/tours/${p.tourId}/travel-legs`,
        leg({ passengerIds: [p.ana, id] }),
      );
      expect(res.status).toBe(400);
      expect(res.data.error.fields).toEqual({ passengerIds: `${id} is not on this tour's party` });
      expect(res.text).not.toMatch(/Secret Sam|Ana Crew/);
    }
    const room = await post(
      s.a,
      `/api/tours/${p.tourId}/lodgings`,
      stay({ roomList: [{ label: "1", occupantIds: [secret] }] }),
    );
    expect(room.status).toBe(400);
    expect(room.data.error.fields).toEqual({ roomList: `${secret} is not on this tour's party` });
    expect(room.text).not.toMatch(/Secret Sam/);
    // The other workspace cannot list our people on its tour, nor reach our leg.
    const theirs = await post(
      s.b,
      `/api/tours/${elsewhere.id}/travel-legs`,
      leg({ passengerIds: [p.ana] }),
    );
    expect(theirs.status).toBe(400);
    expect(theirs.text).not.toMatch(/Ana Crew/);
    const ours = await post(
      s.a,
      `/api/tours/${p.tourId}/travel-legs`,
      leg({ passengerIds: [p.ana] }),
    );
    const reach = await call(s.t, "PUT", `/api/tours/${p.tourId}/travel-legs/${ours.data.id}`, {
      cookie: s.b.cookie,
      json: leg({ passengerIds: [] }),
    });
    expect(reach.status).toBe(404);
    // Nothing was written by a refused write.
    const it = await get(s.a, `/api/tours/${p.tourId}/itinerary`);
    expect(it.data.legs).toHaveLength(1);
    expect(it.data.lodgings).toHaveLength(0);
  });

  it("a person sleeps in one room of a stay", async () => {
    const p = await tourWithParty();
    const res = await post(
      s.a,
      `/api/tours/${p.tourId}/lodgings`,
      stay({
        roomList: [
          { label: "12", occupantIds: [p.ana] },
          { label: "14", occupantIds: [p.ana, p.ben] },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ roomList: "A person sleeps in one room of a stay" });
  });

  it("crew read only the legs and stays they are on, with their own room; the day sheet too", async () => {
    const p = await tourWithParty();
    await post(s.a, `/api/tours/${p.tourId}/travel-legs`, leg({ fromPlace: "Whole Party Town" }));
    await post(
      s.a,
      `/api/tours/${p.tourId}/travel-legs`,
      leg({ fromPlace: "Ana Town", passengerIds: [p.ana] }),
    );
    await post(
      s.a,
      `/api/tours/${p.tourId}/travel-legs`,
      leg({ fromPlace: "Ben Town", passengerIds: [p.ben] }),
    );
    await post(
      s.a,
      `/api/tours/${p.tourId}/lodgings`,
      stay({
        roomList: [
          { label: "Room 12", occupantIds: [p.ana, p.driver] },
          { label: "Room 14", occupantIds: [p.ben] },
        ],
      }),
    );
    await post(
      s.a,
      `/api/tours/${p.tourId}/lodgings`,
      stay({ name: "Ben's Motel", roomList: [{ label: "B1", occupantIds: [p.ben] }] }),
    );

    const mine = await get(ana, `/api/tours/${p.tourId}/itinerary`);
    const from = (legs: { fromPlace: string }[]) => legs.map((l) => l.fromPlace).sort();
    expect(from(mine.data.legs)).toEqual(["Ana Town", "Whole Party Town"]);
    expect(mine.data.lodgings.map((l: { name: string }) => l.name)).toEqual(["Downtown Inn"]);
    expect(mine.data.lodgings[0].roomList).toEqual([
      expect.objectContaining({
        label: "Room 12",
        occupants: [
          expect.objectContaining({ name: "Ana Crew" }),
          expect.objectContaining({ name: "Dee Driver" }),
        ],
      }),
    ]);
    expect(from(mine.data.days[0].legs)).toEqual(["Ana Town", "Whole Party Town"]);
    expect(mine.text).not.toMatch(/Ben Crew|Ben Town|Room 14|Ben's Motel/);

    const sheet = await get(ana, `/api/tours/${p.tourId}/day-sheets/${p.showId}`);
    expect(from(sheet.data.legs)).toEqual(["Ana Town", "Whole Party Town"]);
    expect(sheet.data.lodgings.map((l: { name: string }) => l.name)).toEqual(["Downtown Inn"]);
    expect(sheet.text).not.toMatch(/Ben Crew|Ben Town|Room 14/);
    const pdf = await s.t.app.request(
      `http://localhost:3000/api/tours/${p.tourId}/day-sheets/${p.showId}/pdf`,
      { headers: { origin: "http://localhost:3000", cookie: ana.cookie } },
    );
    expect(pdf.status).toBe(200);
    const printed = pdfText(Buffer.from(await pdf.arrayBuffer())).join("\n");
    expect(printed).toMatch(/Room 12: Ana Crew, Dee Driver/);
    expect(printed).toMatch(/Ana Town/);
    expect(printed).not.toMatch(/Ben Town|Room 14|Ben's Motel/);

    // The manager reads every leg and room.
    const all = await get(s.a, `/api/tours/${p.tourId}/day-sheets/${p.showId}`);
    expect(from(all.data.legs)).toEqual(["Ana Town", "Ben Town", "Whole Party Town"]);
    expect(all.data.lodgings).toHaveLength(2);

    // "View as crew": the owner, on no party, reads what crew who are on none read.
    await call(s.t, "PUT", "/api/team/view-as", { cookie: s.a.cookie, json: { role: "crew" } });
    try {
      const asCrew = await get(s.a, `/api/tours/${p.tourId}/itinerary`);
      expect(from(asCrew.data.legs)).toEqual(["Whole Party Town"]);
      expect(asCrew.data.lodgings).toEqual([]);
    } finally {
      await call(s.t, "PUT", "/api/team/view-as", { cookie: s.a.cookie, json: { role: null } });
    }
  });
});

describe("a leg that lands before it departs, across time zones", () => {
  it("is refused naming arrivalLocal; a westward flight landing earlier on the clock is fine", async () => {
    const p = await tourWithParty();
    const westward = {
      departureLocal: "2099-05-02T10:00",
      departureTz: "Europe/London",
      arrivalTz: "America/New_York",
    };
    const ok = await post(
      s.a,
      `/api/tours/${p.tourId}/travel-legs`,
      leg({ ...westward, arrivalLocal: "2099-05-02T09:30" }),
    );
    expect(ok.status, ok.text).toBe(201);
    const bad = await post(
      s.a,
      `/api/tours/${p.tourId}/travel-legs`,
      leg({ ...westward, arrivalLocal: "2099-05-02T04:00" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields).toEqual({ arrivalLocal: "Arrival cannot be before departure" });
  });
});

/** The notices added since a count (the bell lists the newest first). */
const since = (titles: string[], before: number) => titles.slice(0, titles.length - before);

describe("the people on a leg hear of it, and only they", () => {
  it("tells the passenger, not the other crew member; both before and after an edit; a cancellation", async () => {
    const p = await tourWithParty();
    const before = {
      ana: (await travelNotices(ana)).length,
      ben: (await travelNotices(ben)).length,
    };
    const made = await post(
      s.a,
      `/api/tours/${p.tourId}/travel-legs`,
      leg({ fromPlace: "Notice City", passengerIds: [p.ana] }),
    );
    expect(made.status).toBe(201);
    expect(since(await travelNotices(ana), before.ana)).toEqual([
      "Drive Notice City → Milwaukee, WI on May 2, 2099 changed",
    ]);
    expect(await travelNotices(ben)).toHaveLength(before.ben);
    // The owner is not on it: not told either.
    expect((await travelNotices(s.a)).some((t) => t.includes("Notice City"))).toBe(false);

    // Moved from Ana to Ben: both hear of it.
    await call(s.t, "PUT", `/api/tours/${p.tourId}/travel-legs/${made.data.id}`, {
      cookie: s.a.cookie,
      json: leg({ fromPlace: "Notice City", passengerIds: [p.ben] }),
    });
    expect(await travelNotices(ana)).toHaveLength(before.ana + 2);
    expect(await travelNotices(ben)).toHaveLength(before.ben + 1);

    await call(s.t, "DELETE", `/api/tours/${p.tourId}/travel-legs/${made.data.id}`, {
      cookie: s.a.cookie,
    });
    expect((await travelNotices(ben))[0]).toBe(
      "Drive Notice City → Milwaukee, WI on May 2, 2099 was cancelled",
    );
    expect(await travelNotices(ana)).toHaveLength(before.ana + 2);
  });

  it("a whole party's stay tells the party with accounts; a tour with no party tells no one", async () => {
    const p = await tourWithParty();
    const before = {
      ana: (await travelNotices(ana)).length,
      ben: (await travelNotices(ben)).length,
    };
    await post(s.a, `/api/tours/${p.tourId}/lodgings`, stay({ name: "Everyone Inn" }));
    expect(since(await travelNotices(ana), before.ana)).toEqual([
      "Everyone Inn from May 2, 2099 changed",
    ]);
    expect(since(await travelNotices(ben), before.ben)).toEqual([
      "Everyone Inn from May 2, 2099 changed",
    ]);

    const bare = await insertTour(s.t.database.db, s.a.workspaceId);
    await post(s.a, `/api/tours/${bare.id}/travel-legs`, leg({ fromPlace: "Nobody Town" }));
    for (const who of [ana, ben, s.a]) {
      expect((await travelNotices(who)).some((t) => t.includes("Nobody Town"))).toBe(false);
    }
  });
});

describe("reading who travels", () => {
  it("costs the same statements however many legs, passengers and rooms there are", async () => {
    const p = await tourWithParty();
    const { t, counter } = countingApp(s.t);
    const reads = [
      `/api/tours/${p.tourId}/itinerary`,
      `/api/tours/${p.tourId}/day-sheets/${p.showId}`,
    ];
    const cost = async () => {
      const counts: number[] = [];
      for (const who of [s.a, ana])
        for (const path of reads) {
          await call(t, "GET", path, { cookie: who.cookie });
          counter.count = 0;
          expect((await call(t, "GET", path, { cookie: who.cookie })).status).toBe(200);
          counts.push(counter.count);
        }
      return counts;
    };
    await post(s.a, `/api/tours/${p.tourId}/travel-legs`, leg({ passengerIds: [p.ana] }));
    await post(
      s.a,
      `/api/tours/${p.tourId}/lodgings`,
      stay({ roomList: [{ label: "1", occupantIds: [p.ana] }] }),
    );
    const few = await cost();
    for (let i = 0; i < 4; i++) {
      await post(
        s.a,
        `/api/tours/${p.tourId}/travel-legs`,
        leg({ passengerIds: [p.ana, p.ben, p.driver] }),
      );
      await post(
        s.a,
        `/api/tours/${p.tourId}/lodgings`,
        stay({
          roomList: [
            { label: "1", occupantIds: [p.ana, p.driver] },
            { label: "2", occupantIds: [p.ben] },
          ],
        }),
      );
    }
    expect(await cost()).toEqual(few);
  });
});
