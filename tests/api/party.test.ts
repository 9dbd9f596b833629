import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GenerateAnswer, PartyAnswer, PaymentsAnswer } from "@/domain/party/answers";
import { partyPayments, tourVenues } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/members";

/** The party (issue 54 items 1, 2, 6; ADR 0032): its people, generated lines, typed lines. */
const s = setupApiSuite();

const as = (who: Account) => ({
  get: (p: string) => call(s.t, "GET", p, { cookie: who.cookie }),
  put: (p: string, json: unknown) => call(s.t, "PUT", p, { cookie: who.cookie, json }),
  post: (p: string, json?: unknown) => call(s.t, "POST", p, { cookie: who.cookie, json }),
  del: (p: string) => call(s.t, "DELETE", p, { cookie: who.cookie }),
});

const rates = { perDiemShow: "30", perDiemTravel: "25", perDiemOff: "20", homeCurrency: "GBP" };

/** A tour of Jun 1–5 2099 with a confirmed show on Jun 2 and a whole-party leg on Jun 3. */
async function smallTour(who: Account) {
  const tour = (await as(who).post("/api/tours", {
    title: "Party Run",
    startDate: "2099-06-01",
    endDate: "2099-06-05",
  })) as { data: { id: string } };
  const tourId = tour.data.id;
  const venue = await as(who).post("/api/venues", { name: "Paradiso", city: "Amsterdam" });
  const show = await as(who).post(`/api/tours/${tourId}/shows`, {
    venueMode: "existing",
    venueId: venue.data.id,
    performanceDate: "2099-06-02",
    status: "confirmed",
    override: true,
  });
  expect(show.status, show.text).toBe(201);
  const leg = await as(who).post(`/api/tours/${tourId}/travel-legs`, {
    mode: "bus",
    fromPlace: "Amsterdam",
    toPlace: "Berlin",
    departureLocal: "2099-06-03T09:00",
    departureTz: "Europe/Amsterdam",
    arrivalLocal: "2099-06-03T16:00",
    arrivalTz: "Europe/Berlin",
  });
  expect(leg.status, leg.text).toBe(201);
  return {
    tourId,
    showId: show.data.id as string,
    venueId: venue.data.id as string,
    legId: leg.data.id as string,
  };
}

async function addOne(who: Account, tourId: string, person: Record<string, unknown>) {
  const res = await as(who).post(`/api/tours/${tourId}/party`, { people: [person] });
  expect(res.status, res.text).toBe(201);
  return res.data.people[0] as { id: string; name: string };
}

const linesOf = async (who: Account, tourId: string) =>
  ((await as(who).get(`/api/tours/${tourId}/payments`)).data as PaymentsAnswer).lines;
const perDiems = async (who: Account, tourId: string) =>
  (await linesOf(who, tourId))
    .filter((l) => l.kind === "per_diem")
    .map((l) => [l.day, l.dayKind, l.amount]);
const generate = async (who: Account, tourId: string) => {
  const res = await as(who).post(`/api/tours/${tourId}/party/generate`);
  expect(res.status, res.text).toBe(200);
  return res.data as GenerateAnswer;
};

describe("the party's people", () => {
  it("adds several at once: a member by their name, someone without an account by theirs", async () => {
    const owner = await signUp(s.t);
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const manager = await memberOf(s.t, owner.workspaceId, "manager");
    const { tourId } = await smallTour(owner);
    const before = (await as(owner).get(`/api/tours/${tourId}/party`)).data as PartyAnswer;
    expect(before.members.map((m) => m.userId)).toContain(crew.userId);
    const res = await as(owner).post(`/api/tours/${tourId}/party`, {
      people: [
        { userId: crew.userId, roadRole: "Backline" },
        { name: "Dana the driver", roadRole: "Driver", perDiemCurrency: "EUR", perDiemOff: "15" },
      ],
    });
    expect(res.status, res.text).toBe(201);
    const party = (await as(owner).get(`/api/tours/${tourId}/party`)).data as PartyAnswer;
    expect(party.firstDay).toBe("2099-06-01");
    expect(party.lastDay).toBe("2099-06-05");
    expect(party.generatedAt).toBeNull();
    expect(party.people.map((p) => [p.name, p.roadRole])).toEqual([
      ["A crew", "Backline"],
      ["Dana the driver", "Driver"],
    ]);
    // Currencies left out: the workspace's home, and the per diem's is the person's home.
    expect(party.people[0]!.homeCurrency).toBe(party.home);
    expect(party.people[0]!.perDiemCurrency).toBe(party.home);
    expect(party.people[1]!.perDiemCurrency).toBe("EUR");
    // Members not yet on the party are offered; the one added is not.
    expect(party.members.map((m) => m.userId)).toContain(manager.userId);
    expect(party.members.map((m) => m.userId)).not.toContain(crew.userId);
  });

  it("refuses bad input by field, and a member twice", async () => {
    const owner = await signUp(s.t);
    const crew = await memberOf(s.t, owner.workspaceId, "crew");
    const stranger = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    const post = (people: unknown[]) => as(owner).post(`/api/tours/${tourId}/party`, { people });
    const xyz = await post([{ name: "Sam", homeCurrency: "XYZ" }]);
    expect(xyz.status).toBe(400);
    expect(Object.keys(xyz.data.error.fields)).toEqual(["people.0.homeCurrency"]);
    const backwards = await post([
      { name: "Ok" },
      { name: "Sam", joinsOn: "2099-06-04", leavesOn: "2099-06-02" },
    ]);
    expect(backwards.status).toBe(400);
    expect(backwards.data.error.fields["people.1.leavesOn"]).toMatch(/before joins on/);
    const notMember = await post([{ name: "Ok" }, { userId: stranger.userId }]);
    expect(notMember.status).toBe(400);
    expect(Object.keys(notMember.data.error.fields)).toEqual(["people.1.userId"]);
    const twice = await post([{ userId: crew.userId }, { userId: crew.userId }]);
    expect(twice.status).toBe(409);
    expect(Object.keys(twice.data.error.fields)).toEqual(["people.1.userId"]);
    await addOne(owner, tourId, { userId: crew.userId });
    const again = await post([{ userId: crew.userId }]);
    expect(again.status).toBe(409);
    expect(again.data.error.fields["people.0.userId"]).toMatch(/already on the party/);
    // Nothing of the refused requests stayed.
    const party = (await as(owner).get(`/api/tours/${tourId}/party`)).data as PartyAnswer;
    expect(party.people.map((p) => p.name)).toEqual(["A crew"]);
  });
});

describe("generated per diems and pay", () => {
  it("pays each day by its kind, and a second generation changes nothing", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    await addOne(owner, tourId, { name: "Ana", ...rates, payAmount: "100", payPer: "show" });
    expect(await generate(owner, tourId)).toEqual({
      added: 6,
      changed: 0,
      removed: 0,
      keptTyped: 0,
    });
    expect(await perDiems(owner, tourId)).toEqual([
      ["2099-06-01", "off", "20.00"],
      ["2099-06-02", "show", "30.00"],
      ["2099-06-03", "travel", "25.00"],
      ["2099-06-04", "off", "20.00"],
      ["2099-06-05", "off", "20.00"],
    ]);
    const wage = (await linesOf(owner, tourId)).filter((l) => l.kind === "wage");
    expect(wage.map((l) => [l.day, l.amount, l.showLabel, l.origin])).toEqual([
      ["2099-06-02", "100.00", "Paradiso · Jun 2", "generated"],
    ]);
    expect(await generate(owner, tourId)).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
      keptTyped: 0,
    });
    const party = (await as(owner).get(`/api/tours/${tourId}/party`)).data as PartyAnswer;
    expect(party.generatedAt).not.toBeNull();
    expect(party.people[0]!.totals).toEqual([
      { currency: "GBP", total: "215.00", paid: "0.00", owed: "215.00" },
    ]);
  });

  it("follows a show's new date and a person's leaving day in the same write", async () => {
    const owner = await signUp(s.t);
    const { tourId, showId, venueId } = await smallTour(owner);
    const ana = await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    const moved = await as(owner).put(`/api/tours/${tourId}/shows/${showId}`, {
      venueMode: "existing",
      venueId,
      performanceDate: "2099-06-04",
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await perDiems(owner, tourId)).toEqual([
      ["2099-06-01", "off", "20.00"],
      ["2099-06-02", "off", "20.00"],
      ["2099-06-03", "travel", "25.00"],
      ["2099-06-04", "show", "30.00"],
      ["2099-06-05", "off", "20.00"],
    ]);
    const left = await as(owner).put(`/api/tours/${tourId}/party/${ana.id}`, {
      name: "Ana",
      ...rates,
      leavesOn: "2099-06-03",
    });
    expect(left.status, left.text).toBe(200);
    expect((await perDiems(owner, tourId)).map(([day]) => day)).toEqual([
      "2099-06-01",
      "2099-06-02",
      "2099-06-03",
    ]);
    // The show released: its day is a day off.
    const released = await as(owner).post(`/api/negotiations/${showId}/transitions`, {
      to: "released",
    });
    expect(released.status, released.text).toBe(200);
    await as(owner).put(`/api/tours/${tourId}/party/${ana.id}`, { name: "Ana", ...rates });
    expect((await perDiems(owner, tourId))[3]).toEqual(["2099-06-04", "off", "20.00"]);
  });

  it("follows a hold that lapsed: its day is no show day once it is released", async () => {
    const owner = await signUp(s.t);
    const { tourId, showId } = await smallTour(owner);
    const held = await as(owner).post(`/api/negotiations/${showId}/transitions`, {
      to: "released",
    });
    expect(held.status, held.text).toBe(200);
    const venue = await as(owner).post("/api/venues", { name: "Melkweg", city: "Amsterdam" });
    const hold = await as(owner).post(`/api/tours/${tourId}/shows`, {
      venueMode: "existing",
      venueId: venue.data.id,
      performanceDate: "2099-06-05",
      status: "hold",
    });
    expect(hold.status, hold.text).toBe(201);
    await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    expect((await perDiems(owner, tourId))[4]).toEqual(["2099-06-05", "show", "30.00"]);
    // Its expiry passes (written in the database: the clock cannot be moved here).
    await s.t.database.db
      .update(tourVenues)
      .set({ holdExpiry: new Date(Date.now() - 60_000) })
      .where(eq(tourVenues.id, hold.data.id));
    expect((await as(owner).get("/api/negotiations")).status).toBe(200);
    expect((await perDiems(owner, tourId))[4]).toEqual(["2099-06-05", "off", "20.00"]);
  });

  it("follows a leg moved to another day, and deleted", async () => {
    const owner = await signUp(s.t);
    const { tourId, legId } = await smallTour(owner);
    await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    // 23:30 in New York on Jun 4 is Jun 5 in UTC: the leg's own clock says Jun 4.
    const moved = await as(owner).put(`/api/tours/${tourId}/travel-legs/${legId}`, {
      mode: "flight",
      fromPlace: "New York",
      toPlace: "London",
      departureLocal: "2099-06-04T23:30",
      departureTz: "America/New_York",
      arrivalLocal: "2099-06-05T11:30",
      arrivalTz: "Europe/London",
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await perDiems(owner, tourId)).map(([, kind]) => kind)).toEqual([
      "off",
      "show",
      "off",
      "travel",
      "off",
    ]);
    expect((await as(owner).del(`/api/tours/${tourId}/travel-legs/${legId}`)).status).toBe(200);
    expect((await perDiems(owner, tourId))[3]).toEqual(["2099-06-04", "off", "20.00"]);
  });

  it("follows shows imported from a sheet onto the tour, and deleted", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    const sheet = "Tour,Date,Venue,City,Status\nParty Run,2099-06-05,Tivoli,Utrecht,confirmed\n";
    const imported = await call(s.t, "POST", "/api/imports/shows", {
      cookie: owner.cookie,
      raw: new TextEncoder().encode(sheet),
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.data.summary).toMatchObject({ newShows: 1, newTours: 0 });
    expect((await perDiems(owner, tourId))[4]).toEqual(["2099-06-05", "show", "30.00"]);
    const shows = (await as(owner).get(`/api/tours/${tourId}/shows`)).data as {
      id: string;
      performanceDate: string;
    }[];
    const tivoli = shows.find((x) => x.performanceDate === "2099-06-05")!;
    expect((await as(owner).del(`/api/tours/${tourId}/shows/${tivoli.id}`)).status).toBe(200);
    expect((await perDiems(owner, tourId))[4]).toEqual(["2099-06-05", "off", "20.00"]);
  });

  it("keeps a line someone edited, and refuses a second per diem for a day", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    const ana = await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    const first = (await linesOf(owner, tourId))[0]!;
    const edit = {
      personId: ana.id,
      kind: "per_diem",
      day: "2099-06-01",
      dayKind: "off",
      amount: "45",
      currency: "GBP",
      note: "Laundry day",
    };
    const edited = await as(owner).put(`/api/tours/${tourId}/payments/${first.id}`, edit);
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data.origin).toBe("typed");
    // The tour starts a day earlier: a new day is added, the typed one stands.
    const widened = await as(owner).put(`/api/tours/${tourId}`, {
      title: "Party Run",
      startDate: "2099-05-31",
      endDate: "2099-06-05",
    });
    expect(widened.status, widened.text).toBe(200);
    expect(await generate(owner, tourId)).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
      keptTyped: 1,
    });
    const lines = await perDiems(owner, tourId);
    expect(lines.slice(0, 2)).toEqual([
      ["2099-05-31", "off", "20.00"],
      ["2099-06-01", "off", "45.00"],
    ]);
    const twice = await as(owner).post(`/api/tours/${tourId}/payments`, edit);
    expect(twice.status).toBe(409);
    expect(Object.keys(twice.data.error.fields)).toEqual(["day"]);
    // A buyout is not once a day: typed beside the per diem.
    const buyout = await as(owner).post(`/api/tours/${tourId}/payments`, {
      ...edit,
      kind: "buyout",
      amount: "12.50",
    });
    expect(buyout.status, buyout.text).toBe(201);
  });

  it("leaves a paid line alone: no edit, no delete, no removing its person", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    const ana = await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    const line = (await linesOf(owner, tourId))[0]!;
    // Paying is the float's route (another part): the line is marked paid in the database.
    await s.t.database.db
      .update(partyPayments)
      .set({ paidAt: new Date(), paidByName: "Owner" })
      .where(and(eq(partyPayments.id, line.id)));
    const body = {
      personId: ana.id,
      kind: "per_diem",
      day: line.day,
      amount: "1",
      currency: "GBP",
    };
    const put = await as(owner).put(`/api/tours/${tourId}/payments/${line.id}`, body);
    expect(put.status).toBe(409);
    expect(put.data.error.message).toBe("Paid lines are changed after their payment is undone");
    expect((await as(owner).del(`/api/tours/${tourId}/payments/${line.id}`)).status).toBe(409);
    const removed = await as(owner).del(`/api/tours/${tourId}/party/${ana.id}`);
    expect(removed.status).toBe(409);
    expect(removed.data.error.message).toMatch(/has paid lines; undo those payments first/);
    // Its day leaving the tour leaves it be.
    await as(owner).put(`/api/tours/${tourId}/party/${ana.id}`, {
      name: "Ana",
      ...rates,
      joinsOn: "2099-06-03",
    });
    expect((await perDiems(owner, tourId)).map(([day]) => day)).toEqual([
      "2099-06-01",
      "2099-06-03",
      "2099-06-04",
      "2099-06-05",
    ]);
  });

  it("removes a person with their unpaid lines", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    const ana = await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    expect((await as(owner).del(`/api/tours/${tourId}/party/${ana.id}`)).status).toBe(200);
    expect(await linesOf(owner, tourId)).toEqual([]);
    // The log names whom, never a figure.
    const log = (await as(owner).get("/api/activity")).data as { entries: { summary: string }[] };
    expect(log.entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        "Removed Ana from the party in Party Run",
        "Generated per diems and pay in Party Run",
      ]),
    );
  });
});

describe("what a manager may not lose by accident", () => {
  it("skips a generated day when its line is deleted: kept at 0 and never generated back", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    const offDay = (await linesOf(owner, tourId)).find((l) => l.day === "2099-06-05")!;
    const gone = await as(owner).del(`/api/tours/${tourId}/payments/${offDay.id}`);
    expect(gone.status, gone.text).toBe(200);
    expect(gone.data).toEqual({ id: offDay.id, skipped: true });
    const again = await generate(owner, tourId);
    expect(again).toMatchObject({ added: 0, removed: 0, keptTyped: 1 });
    const kept = (await linesOf(owner, tourId)).find((l) => l.id === offDay.id)!;
    expect(kept).toMatchObject({ amount: "0.00", origin: "typed", note: "Skipped" });
    // A typed line deleted is gone.
    const typed = await as(owner).del(`/api/tours/${tourId}/payments/${offDay.id}`);
    expect(typed.data).toEqual({ id: offDay.id, skipped: false });
  });

  it("refuses a generation across decades, and names the limit", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    const widened = await as(owner).put(`/api/tours/${tourId}`, {
      title: "Party Run",
      startDate: "2040-01-01",
      endDate: "2099-06-05",
    });
    expect(widened.status, widened.text).toBe(200);
    await addOne(owner, tourId, { name: "Ana", ...rates });
    const res = await as(owner).post(`/api/tours/${tourId}/party/generate`);
    expect(res.status, res.text).toBe(409);
    expect(res.data.error.message).toMatch(/at most 20,000 person-days/);
    expect(await linesOf(owner, tourId)).toEqual([]);
    // Nothing was marked generated: a later write does not try to keep lines in step.
    expect(
      ((await as(owner).get(`/api/tours/${tourId}/party`)).data as PartyAnswer).generatedAt,
    ).toBeNull();
  });

  it("refuses removing the only passenger of a leg, which would hand it to the whole party", async () => {
    const owner = await signUp(s.t);
    const { tourId, legId } = await smallTour(owner);
    const ana = await addOne(owner, tourId, { name: "Ana", ...rates });
    const ben = await addOne(owner, tourId, { name: "Ben", ...rates });
    const leg = await as(owner).get(`/api/tours/${tourId}/itinerary`);
    const current = (leg.data.legs as { id: string }[]).find((l) => l.id === legId)!;
    expect(current).toBeTruthy();
    const set = await as(owner).put(`/api/tours/${tourId}/travel-legs/${legId}`, {
      mode: "bus",
      fromPlace: "Amsterdam",
      toPlace: "Berlin",
      departureLocal: "2099-06-03T09:00",
      departureTz: "Europe/Amsterdam",
      arrivalLocal: "2099-06-03T16:00",
      arrivalTz: "Europe/Berlin",
      passengerIds: [ana.id],
    });
    expect(set.status, set.text).toBe(200);
    const refused = await as(owner).del(`/api/tours/${tourId}/party/${ana.id}`);
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe(
      "Ana is the only one on a leg; change who travels on it first",
    );
    // Another passenger on it: removing Ana leaves the leg Ben's.
    await as(owner).put(`/api/tours/${tourId}/travel-legs/${legId}`, {
      mode: "bus",
      fromPlace: "Amsterdam",
      toPlace: "Berlin",
      departureLocal: "2099-06-03T09:00",
      departureTz: "Europe/Amsterdam",
      arrivalLocal: "2099-06-03T16:00",
      arrivalTz: "Europe/Berlin",
      passengerIds: [ana.id, ben.id],
    });
    expect((await as(owner).del(`/api/tours/${tourId}/party/${ana.id}`)).status).toBe(200);
  });
});

describe("another workspace, and roles", () => {
  it("answers another workspace's tour, person or line like a missing one, and refuses its ids in a body", async () => {
    const a = await signUp(s.t);
    const b = await signUp(s.t);
    const mine = await smallTour(a);
    const ana = await addOne(a, mine.tourId, { name: "Ana", ...rates });
    await generate(a, mine.tourId);
    const line = (await linesOf(a, mine.tourId))[0]!;
    const theirs = await smallTour(b);
    const bob = await addOne(b, theirs.tourId, { name: "Bob", ...rates });
    const body = { personId: ana.id, kind: "fee", amount: "10", currency: "GBP" };
    for (const res of [
      await as(b).get(`/api/tours/${mine.tourId}/party`),
      await as(b).get(`/api/tours/${mine.tourId}/payments`),
      await as(b).post(`/api/tours/${mine.tourId}/party/generate`),
      await as(b).put(`/api/tours/${theirs.tourId}/party/${ana.id}`, { name: "X" }),
      await as(b).del(`/api/tours/${theirs.tourId}/party/${ana.id}`),
      await as(b).put(`/api/tours/${theirs.tourId}/payments/${line.id}`, body),
      await as(b).del(`/api/tours/${theirs.tourId}/payments/${line.id}`),
    ]) {
      expect(res.status, res.text).toBe(404);
    }
    const foreignPerson = await as(b).post(`/api/tours/${theirs.tourId}/payments`, body);
    expect(foreignPerson.status).toBe(400);
    expect(Object.keys(foreignPerson.data.error.fields)).toEqual(["personId"]);
    const foreignShow = await as(b).post(`/api/tours/${theirs.tourId}/payments`, {
      ...body,
      personId: bob.id,
      showId: mine.showId,
    });
    expect(foreignShow.status).toBe(400);
    expect(Object.keys(foreignShow.data.error.fields)).toEqual(["showId"]);
    expect((await linesOf(a, mine.tourId)).length).toBe(5);
  });

  it("is for owners and managers: crew and artists get 403 on every route", async () => {
    const owner = await signUp(s.t);
    const { tourId } = await smallTour(owner);
    const ana = await addOne(owner, tourId, { name: "Ana", ...rates });
    await generate(owner, tourId);
    const line = (await linesOf(owner, tourId))[0]!;
    const manager = await memberOf(s.t, owner.workspaceId, "manager");
    expect((await as(manager).get(`/api/tours/${tourId}/party`)).status).toBe(200);
    const body = { personId: ana.id, kind: "fee", amount: "10", currency: "GBP" };
    for (const role of ["crew", "artist"] as const) {
      const who = as(await memberOf(s.t, owner.workspaceId, role));
      for (const res of [
        await who.get(`/api/tours/${tourId}/party`),
        await who.post(`/api/tours/${tourId}/party`, { people: [{ name: "X" }] }),
        await who.put(`/api/tours/${tourId}/party/${ana.id}`, { name: "X" }),
        await who.del(`/api/tours/${tourId}/party/${ana.id}`),
        await who.post(`/api/tours/${tourId}/party/generate`),
        await who.get(`/api/tours/${tourId}/payments`),
        await who.post(`/api/tours/${tourId}/payments`, body),
        await who.put(`/api/tours/${tourId}/payments/${line.id}`, body),
        await who.del(`/api/tours/${tourId}/payments/${line.id}`),
      ]) {
        expect(res.status, `${role}: ${res.text}`).toBe(403);
      }
    }
  });
});
