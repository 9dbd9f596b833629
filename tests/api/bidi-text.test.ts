import { describe, expect, it } from "vitest";
import { guests } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";
import { guest, showWithList } from "../support/guest-lists";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();

/** Every direction-changing character of issue 35 item 5. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const RLO = "\u202E";

/**
 * Issue 35 item 5: a name with U+202E read backwards on the list, the door, the CSV and the
 * PDF. Such characters are taken out where text enters (storable-text.ts, ADR 0008), for
 * every area alike, and never printed from a row stored before the rule.
 */
describe("direction-changing characters", () => {
  it("are stored without them: a tour title, a venue name, a guest name, an artist name", async () => {
    const tour = await call(s.t, "POST", "/api/tours", {
      cookie: s.a.cookie,
      json: { title: `Spring ${RLO}nuR`, status: "active", startDate: "2026-04-01" },
    });
    expect(tour.status, tour.text).toBe(201);
    expect(tour.data.title).toBe("Spring nuR");
    const read = await call(s.t, "GET", `/api/tours/${tour.data.id}`, { cookie: s.a.cookie });
    expect(read.data.tour.title).toBe("Spring nuR");

    const venue = await call(s.t, "POST", "/api/venues", {
      cookie: s.a.cookie,
      json: { name: `The \u2067Basement\u2069\u200F`, city: "Nash\u202Dville" },
    });
    expect(venue.status, venue.text).toBe(201);
    expect(venue.data).toMatchObject({ name: "The Basement", city: "Nashville" });

    const { base } = await showWithList(s.t, s.a);
    const added = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest(`Mia ${RLO}kavoN`, 0, { notes: "\u061Cok" }),
    });
    expect(added.status, added.text).toBe(201);
    expect(added.data).toMatchObject({ name: "Mia kavoN", notes: "ok" });

    // better-auth reads the cleaned body too (sign-up is a JSON body like any other).
    const person = await signUp(s.t, { artistName: `Band${RLO}` });
    const profile = await call(s.t, "GET", "/api/profile", { cookie: person.cookie });
    expect(JSON.stringify(profile.data)).toContain('"Band"');
    expect(profile.text).not.toMatch(BIDI);
  });

  it("are taken out of an imported sheet", async () => {
    const sheet = `Date,Venue,City,Tour\n03/14/2027,Mo${RLO}hawk,Austin,Fall ${RLO}Run\n`;
    const res = await call(s.t, "POST", "/api/imports/shows?dateOrder=mdy", {
      cookie: s.b.cookie,
      raw: new TextEncoder().encode(sheet),
    });
    expect(res.status, res.text).toBe(200);
    const tours = await call(s.t, "GET", "/api/tours", { cookie: s.b.cookie });
    expect(tours.data.map((t: { title: string }) => t.title)).toContain("Fall Run");
    const venues = await call(s.t, "GET", "/api/venues", { cookie: s.b.cookie });
    expect(venues.data.map((v: { name: string }) => v.name)).toContain("Mohawk");
  });

  it("a name stored before the rule is never printed with them in the CSV or the PDF", async () => {
    const { base, showId } = await showWithList(s.t, s.a);
    await s.t.database.db.insert(guests).values({
      workspaceId: s.a.workspaceId,
      showId,
      name: `Ana ${RLO}zeuR`,
      notes: "\u202Bnote",
      status: "approved",
      requestedByName: "Test Artist",
    });
    const csv = await call(s.t, "GET", `${base}/csv`, { cookie: s.a.cookie });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("Ana zeuR");
    expect(csv.text).not.toMatch(BIDI);
    const pdf = await s.t.app.request(`http://localhost:3000${base}/pdf`, {
      headers: { cookie: s.a.cookie },
    });
    expect(pdf.status).toBe(200);
    const lines = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(lines.join("\n")).toContain("Ana zeuR");
    expect(lines.join("\n")).not.toMatch(BIDI);
  });
});
