import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "@/domain/team/activity";
import type { Role } from "@/domain/team/roles";
import { workspaceMembers } from "@/server/db/schema";
import { insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";

const s = setupApiSuite();

/** A second person of a's touring party, working in a's workspace. */
let manager: Account;
let crew: Account;

async function joinAs(person: Account, role: Role) {
  await s.t.database.db
    .insert(workspaceMembers)
    .values({ workspaceId: s.a.workspaceId, userId: person.userId, role });
  const res = await call(s.t, "PUT", "/api/team/current", {
    cookie: person.cookie,
    json: { workspaceId: s.a.workspaceId },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  manager = await signUp(s.t, { artistName: "Mo Reyes" });
  crew = await signUp(s.t, { artistName: "Cass Crew" });
  await joinAs(manager, "manager");
  await joinAs(crew, "crew");
});

const write = async (who: Account, method: string, path: string, json?: unknown) => {
  const res = await call(s.t, method, path, { cookie: who.cookie, json });
  expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
  return res.data;
};

async function activity(query = "", who = s.a) {
  const res = await call(s.t, "GET", `/api/activity${query}`, { cookie: who.cookie });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data as { entries: ActivityEntry[]; nextCursor: string | null };
}

describe("who did what", () => {
  let tourId: string;
  let showId: string;

  beforeAll(async () => {
    tourId = (await write(s.a, "POST", "/api/tours", { title: "Spring Run" })).id;
    const venue = await insertVenue(s.t.database.db, s.a.workspaceId, {
      name: "Union Street Theatre",
    });
    showId = (
      await write(manager, "POST", `/api/tours/${tourId}/shows`, {
        venueMode: "existing",
        venueId: venue.id,
        performanceDate: "2027-03-12",
      })
    ).id;
    await write(crew, "PUT", `/api/tours/${tourId}/day-sheets/${showId}`, { doors: "19:00" });
    await write(manager, "POST", `/api/tours/${tourId}/financials`, {
      type: "expense",
      category: "Fuel",
      amountAnticipated: "4321.99",
    });
  });

  it("records each write with the member, the area and a summary a person reads", async () => {
    const { entries } = await activity();
    expect(entries.map((e) => [e.actorName, e.area, e.action, e.summary])).toEqual([
      ["Mo Reyes", "finances", "created", "Added the financial entry Fuel in Spring Run"],
      [
        "Cass Crew",
        "logistics",
        "updated",
        "Updated the day sheet for the show at Union Street Theatre on Mar 12",
      ],
      [
        "Mo Reyes",
        "tours",
        "created",
        "Added the show at Union Street Theatre on Mar 12 in Spring Run",
      ],
      ["Test Artist", "tours", "created", "Added the tour Spring Run"],
    ]);
    expect(entries[0]?.userId).toBe(manager.userId);
  });

  it("never puts a money figure in a summary", async () => {
    const { entries } = await activity();
    // What the page prints of each entry; ids are left out, a random UUID can hold "4321".
    const printed = entries
      .map((e) => [e.actorName, e.area, e.action, e.summary].join(" "))
      .join("\n");
    expect(printed).toContain("Added the financial entry Fuel in Spring Run");
    // 4321.99 however it would be written: 4321.99, $4,321.99, $4,322.
    expect(printed).not.toMatch(/4,?32[12]/);
  });

  it("filters by member and by area", async () => {
    const mine = await activity(`?userId=${manager.userId}`);
    expect(mine.entries.map((e) => e.actorName)).toEqual(["Mo Reyes", "Mo Reyes"]);
    const tours = await activity("?area=tours");
    expect(tours.entries.map((e) => e.summary)).toEqual([
      "Added the show at Union Street Theatre on Mar 12 in Spring Run",
      "Added the tour Spring Run",
    ]);
    expect((await activity("?area=marketing")).entries).toEqual([]);
  });

  it("names a deleted thing by the name it had", async () => {
    const doomed = (await write(s.a, "POST", "/api/tours", { title: "Cancelled Leg" })).id;
    await write(manager, "DELETE", `/api/tours/${doomed}`);
    const [latest] = (await activity()).entries;
    expect(latest).toMatchObject({
      actorName: "Mo Reyes",
      summary: "Deleted the tour Cancelled Leg",
    });
  });

  it("pages newest first without losing or repeating an entry", async () => {
    const all = (await activity()).entries.map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await activity(`?limit=2${cursor ? `&before=${cursor}` : ""}`);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all);
  });

  it("records nothing for a refused write or a read", async () => {
    const before = (await activity()).entries.length;
    const refused = await call(s.t, "POST", "/api/tours", { cookie: s.a.cookie, json: {} });
    expect(refused.status).toBe(400);
    const forbidden = await call(s.t, "POST", "/api/tours", {
      cookie: crew.cookie,
      json: { title: "Crew tour" },
    });
    expect(forbidden.status).toBe(403);
    await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie });
    expect((await activity()).entries.length).toBe(before);
  });

  it("keeps each workspace's activity to itself", async () => {
    await write(s.b, "POST", "/api/tours", { title: "B Side Tour" });
    const theirs = await activity("", s.b);
    expect(theirs.entries.map((e) => e.summary)).toEqual(["Added the tour B Side Tour"]);
    const ours = await activity();
    expect(JSON.stringify(ours)).not.toContain("B Side Tour");
    // Asking for b's own entries from a's workspace finds none.
    expect((await activity(`?userId=${s.b.userId}`)).entries).toEqual([]);
  });

  it("is the managers' page: crew get 403", async () => {
    const res = await call(s.t, "GET", "/api/activity", { cookie: crew.cookie });
    expect(res.status).toBe(403);
    expect(res.data.error.code).toBe("forbidden");
  });

  it("refuses a bad area, limit or cursor with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?area=wardrobe", "area"],
      ["?limit=0", "limit"],
      ["?limit=201", "limit"],
      ["?limit=ten", "limit"],
      // Not read as JavaScript reads numbers: 16, 10 and 0 entries.
      ["?limit=0x10", "limit"],
      ["?limit=1e1", "limit"],
      ["?limit=-0", "limit"],
      ["?limit=", "limit"],
      ["?before=yesterday", "before"],
    ] as const) {
      const res = await call(s.t, "GET", `/api/activity${query}`, { cookie: s.a.cookie });
      expect(res.status, query).toBe(400);
      expect(res.data.error.code).toBe("validation");
      expect(Object.keys(res.data.error.fields ?? {}), query).toContain(field);
    }
  });
});

describe("the timeline and the review thread name the member", () => {
  it("as activity does: the person's name", async () => {
    const project = await write(manager, "POST", "/api/merch/projects", {
      title: "Tour poster",
      kind: "poster",
    });
    const res = await call(s.t, "GET", `/api/merch/projects/${project.id}`, {
      cookie: s.a.cookie,
    });
    expect(JSON.stringify(res.data)).toContain("Mo Reyes");
    const [latest] = (await activity()).entries;
    expect(latest).toMatchObject({
      area: "merch",
      summary: "Added the design project Tour poster",
    });
  });
});
