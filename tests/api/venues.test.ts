import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { type Account, call, signUp } from "../support/client";
import { startTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let a: Account;
let b: Account;
beforeAll(async () => {
  t = await startTestApp();
  [a, b] = [await signUp(t), await signUp(t)];
});
afterAll(() => t.close());

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
    const created = await call(t, "POST", "/api/venues", { cookie: a.cookie, json: venueBody });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ...venueBody, capacity: 650 });
    const id = created.data.id;

    const list = await call(t, "GET", "/api/venues", { cookie: a.cookie });
    expect(list.data).toContainEqual({ ...created.data, showCount: 0 });

    const updated = await call(t, "PUT", `/api/venues/${id}`, {
      cookie: a.cookie,
      json: { ...venueBody, capacity: 700, phone: "" },
    });
    expect(updated.data).toMatchObject({ capacity: 700, phone: null });

    expect((await call(t, "DELETE", `/api/venues/${id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await call(t, "GET", `/api/venues/${id}`, { cookie: a.cookie })).status).toBe(404);
  });

  it("lists venues by name", async () => {
    const c = await signUp(t);
    for (const name of ["neon Owl", "Magnolia Hall", "Basement"]) {
      await call(t, "POST", "/api/venues", { cookie: c.cookie, json: { name } });
    }
    const list = await call(t, "GET", "/api/venues", { cookie: c.cookie });
    expect(list.data.map((v: { name: string }) => v.name)).toEqual([
      "Basement",
      "Magnolia Hall",
      "neon Owl",
    ]);
  });

  it("names the bad fields", async () => {
    const res = await call(t, "POST", "/api/venues", {
      cookie: a.cookie,
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
    const tour = await insertTour(t.database.db, a.userId);
    const venue = await insertVenue(t.database.db, a.userId);
    await insertShow(t.database.db, a.userId, tour.id, venue.id);
    const list = await call(t, "GET", "/api/venues", { cookie: a.cookie });
    expect(list.data.find((v: { id: string }) => v.id === venue.id).showCount).toBe(1);
    await call(t, "DELETE", `/api/venues/${venue.id}`, { cookie: a.cookie });
    const detail = await call(t, "GET", `/api/tours/${tour.id}`, { cookie: a.cookie });
    expect(detail.data.shows).toHaveLength(1);
    expect(detail.data.shows[0].venue).toBeNull();
  });

  it("answers another account's venue with 404 for read, update and delete", async () => {
    const theirs = await insertVenue(t.database.db, b.userId);
    for (const [method, json] of [["GET"], ["PUT", venueBody], ["DELETE"]] as const) {
      const res = await call(t, method, `/api/venues/${theirs.id}`, { cookie: a.cookie, json });
      expect(res.status, method).toBe(404);
      expect(res.data).toEqual({ error: { message: "Venue not found" } });
    }
    const list = await call(t, "GET", "/api/venues", { cookie: a.cookie });
    expect(list.data.map((v: { id: string }) => v.id)).not.toContain(theirs.id);
    expect((await call(t, "GET", `/api/venues/${theirs.id}`, { cookie: b.cookie })).status).toBe(
      200,
    );
  });
});
