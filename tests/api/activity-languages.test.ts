import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "@/domain/team/activity";
import { activity as activityTable, workspaceMembers } from "@/server/db/schema";
import { insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";

/**
 * Issue 55: a row of the activity log keeps facts, and its line is written when it is read,
 * in the reader's language: a write an English speaker made reads German to a German reader
 * and English to them. A row stored before (an English sentence, no facts) still reads.
 */
const s = setupApiSuite();

const write = async (who: Account, method: string, path: string, json?: unknown) => {
  const res = await call(s.t, method, path, {
    cookie: who.cookie,
    json,
    headers: { "accept-language": "en-US" },
  });
  expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
  return res.data;
};

const lines = async (who: Account, n: number) => {
  const res = await call(s.t, "GET", `/api/activity?limit=${n}`, { cookie: who.cookie });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return (res.data.entries as ActivityEntry[]).reverse();
};

describe("the activity log in its reader's language", () => {
  it("reads a write an English speaker made in German to a German reader, in English to its writer", async () => {
    const owner = s.a;
    const reader = await signUp(s.t, { artistName: "Lena Berg" });
    await s.t.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: reader.userId, role: "manager" });
    expect(
      (
        await call(s.t, "PUT", "/api/team/current", {
          cookie: reader.cookie,
          json: { workspaceId: owner.workspaceId },
        })
      ).status,
    ).toBe(200);
    const chosen = await call(s.t, "PUT", "/api/profile/locale", {
      cookie: reader.cookie,
      json: { locale: "de" },
    });
    expect(chosen.status).toBe(200);

    const tour = await write(owner, "POST", "/api/tours", { title: "Frühling" });
    const venue = await insertVenue(s.t.database.db, owner.workspaceId, { name: "Lindenhof" });
    await write(owner, "POST", `/api/tours/${tour.id}/shows`, {
      venueMode: "existing",
      venueId: venue.id,
      performanceDate: "2027-03-12",
    });

    const german = await lines(reader, 2);
    expect(german.map((e) => e.summary)).toEqual([
      "Hat die Tour Frühling hinzugefügt",
      "Hat die Show im Lindenhof am 12. März in Frühling hinzugefügt",
    ]);
    // The area and the action are keys, the same for every reader.
    expect(german.map((e) => [e.area, e.action])).toEqual([
      ["tours", "created"],
      ["tours", "created"],
    ]);
    expect((await lines(owner, 2)).map((e) => e.summary)).toEqual([
      "Added the tour Frühling",
      "Added the show at Lindenhof on Mar 12 in Frühling",
    ]);
  });

  it("reads a row stored before as the English it was stored in, and its old action as a key", async () => {
    await s.t.database.db.insert(activityTable).values({
      workspaceId: s.a.workspaceId,
      userId: s.a.userId,
      actorName: "Sam Lee",
      area: "team",
      action: "role changed",
      summary: "Changed Jo Park's role to Manager",
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await call(s.t, "GET", "/api/activity?limit=1", {
      cookie: s.a.cookie,
      headers: { "accept-language": "de-DE" },
    });
    const [latest] = res.data.entries as ActivityEntry[];
    expect(latest?.summary).toBe("Changed Jo Park's role to Manager");
    expect(latest?.action).toBe("roleChanged");
  });

  it("reads Spanish to a reader whose browser asks for it", async () => {
    const own = await call(s.t, "POST", "/api/tours", {
      cookie: s.b.cookie,
      json: { title: "Gira de otoño" },
      headers: { "accept-language": "es-ES" },
    });
    expect(own.status).toBe(201);
    const read = await call(s.t, "GET", "/api/activity?limit=1", {
      cookie: s.b.cookie,
      headers: { "accept-language": "es-ES" },
    });
    expect((read.data.entries as ActivityEntry[])[0]?.summary).toBe("Añadió la gira Gira de otoño");
  });
});
