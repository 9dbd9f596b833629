import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";

const s = setupApiSuite();

const venueBody = {
  name: "The Lantern",
  city: "Austin",
  state: "TX",
  capacity: "650",
  contactName: "Rosa Delgado",
  phone: "(512) 555-0116",
  email: "rosa@thelantern.example",
};

describe("venue directory", () => {
  it("creates, lists, updates and deletes a venue", async () => {
    const created = await call(s.t, "POST", "/api/venues", { cookie: s.a.cookie, json: venueBody });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ...venueBody, capacity: 650 });
    const id = created.data.id;

    const list = await call(s.t, "GET", "/api/venues", { cookie: s.a.cookie });
    expect(list.data).toContainEqual({ ...created.data, showCount: 0 });

    const updated = await call(s.t, "PUT", `/api/venues/${id}`, {
      cookie: s.a.cookie,
      json: { ...venueBody, capacity: 700, phone: "" },
    });
    expect(updated.data).toMatchObject({ capacity: 700, phone: null });

    expect((await call(s.t, "DELETE", `/api/venues/${id}`, { cookie: s.a.cookie })).status).toBe(
      200,
    );
    expect((await call(s.t, "GET", `/api/venues/${id}`, { cookie: s.a.cookie })).status).toBe(404);
  });

  it("lists venues by name", async () => {
    const c = await signUp(s.t);
    for (const name of ["neon Owl", "Magnolia Hall", "Basement"]) {
      await call(s.t, "POST", "/api/venues", { cookie: c.cookie, json: { name } });
    }
    const list = await call(s.t, "GET", "/api/venues", { cookie: c.cookie });
    expect(list.data.map((v: { name: string }) => v.name)).toEqual([
      "Basement",
      "Magnolia Hall",
      "neon Owl",
    ]);
  });

  it("names the bad fields", async () => {
    const res = await call(s.t, "POST", "/api/venues", {
      cookie: s.a.cookie,
      json: { name: " ", capacity: "lots", email: "not-an-email" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({
      name: "Venue name is required",
      capacity: "Capacity must be a whole number",
      email: "Enter a valid email address",
    });
  });

  it("keeps a deleted venue's shows on their tour as 'Unknown Venue'", async () => {
    const tour = await insertTour(s.t.database.db, s.a.userId);
    const venue = await insertVenue(s.t.database.db, s.a.userId);
    await insertShow(s.t.database.db, s.a.userId, tour.id, venue.id);
    const list = await call(s.t, "GET", "/api/venues", { cookie: s.a.cookie });
    expect(list.data.find((v: { id: string }) => v.id === venue.id).showCount).toBe(1);
    await call(s.t, "DELETE", `/api/venues/${venue.id}`, { cookie: s.a.cookie });
    const detail = await call(s.t, "GET", `/api/tours/${tour.id}`, { cookie: s.a.cookie });
    expect(detail.data.shows).toHaveLength(1);
    expect(detail.data.shows[0].venue).toBeNull();
  });

  it("answers another account's venue with 404 for read, update and delete", async () => {
    const theirs = await insertVenue(s.t.database.db, s.b.userId);
    for (const [method, json] of [["GET"], ["PUT", venueBody], ["DELETE"]] as const) {
      const res = await call(s.t, method, `/api/venues/${theirs.id}`, { cookie: s.a.cookie, json });
      expect(res.status, method).toBe(404);
      expect(res.data).toEqual({ error: { code: "not_found", message: "Venue not found" } });
    }
    const list = await call(s.t, "GET", "/api/venues", { cookie: s.a.cookie });
    expect(list.data.map((v: { id: string }) => v.id)).not.toContain(theirs.id);
    expect(
      (await call(s.t, "GET", `/api/venues/${theirs.id}`, { cookie: s.b.cookie })).status,
    ).toBe(200);
  });
});
