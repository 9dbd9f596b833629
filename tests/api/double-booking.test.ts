import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";

const s = setupApiSuite();

/**
 * Issue 36 item 4: every path that creates a show says when its night already has a confirmed
 * show on ANY tour of the workspace; a second confirmation still needs the explicit override.
 */
describe("a night already confirmed", () => {
  it("is said by Add Show, Add Venue and the import, across tours", async () => {
    const a = await signUp(s.t);
    const as = async (method: string, path: string, json?: unknown, raw?: Uint8Array) => {
      const res = await call(s.t, method, path, { cookie: a.cookie, json, raw });
      expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
      return res.data;
    };
    const east = await as("POST", "/api/tours", { title: "East" });
    const west = await as("POST", "/api/tours", { title: "West" });
    const show = (tourId: string, name: string, extra = {}) =>
      call(s.t, "POST", `/api/tours/${tourId}/shows`, {
        cookie: a.cookie,
        json: {
          venueMode: "new",
          newVenue: { name, city: "Chicago", state: "IL" },
          performanceDate: "2027-11-29",
          ...extra,
        },
      });
    const first = await show(east.id, "The Velvet Room", { status: "confirmed" });
    expect(first.status).toBe(201);
    expect(first.data.dateWarning).toBeNull();

    // Another tour, the same night: a pending show is added, and told.
    const second = await show(west.id, "Metro");
    expect(second.status).toBe(201);
    expect(second.data.dateWarning).toBe(
      "You already have a confirmed show on Nov 29, 2027 (The Velvet Room).",
    );
    // Told in the language of whoever adds it (issue 55), the night in their date format.
    const german = await call(s.t, "POST", `/api/tours/${west.id}/shows`, {
      cookie: a.cookie,
      headers: { "accept-language": "de" },
      json: {
        venueMode: "new",
        newVenue: { name: "Schubas", city: "Chicago", state: "IL" },
        performanceDate: "2027-11-29",
      },
    });
    expect(german.data.dateWarning).toBe(
      "Du hast am 29. Nov. 2027 schon eine bestätigte Show (The Velvet Room).",
    );
    const removed = await call(s.t, "DELETE", `/api/tours/${west.id}/shows/${german.data.id}`, {
      cookie: a.cookie,
    });
    expect(removed.status).toBe(200);
    // Confirming there too is refused unless overridden.
    const confirmed = await show(west.id, "Thalia Hall", { status: "confirmed" });
    expect(confirmed.status).toBe(409);
    expect(confirmed.data.error.message).toBe(
      "Another show is already confirmed on Nov 29, 2027: The Velvet Room",
    );

    // HCC Manager's Add Venue.
    const added = await as("POST", "/api/negotiations", {
      tourId: west.id,
      show: {
        venueMode: "new",
        newVenue: { name: "Empty Bottle", city: "Chicago", state: "IL" },
        performanceDate: "2027-11-29",
      },
      status: "hold",
    });
    expect(added.dateWarning).toBe(
      "You already have a confirmed show on Nov 29, 2027 (The Velvet Room).",
    );

    // The import's preview says it on the row.
    const sheet = new TextEncoder().encode(
      "Show Date,Venue,City,State,Status,Tour\r\n11/29/2027,Schubas,Chicago,IL,hold,West\r\n",
    );
    const preview = await as("POST", "/api/imports/shows/preview", undefined, sheet);
    expect(preview.rows[0].warnings).toContain(
      "You already have a confirmed show on Nov 29, 2027 (The Velvet Room)",
    );
  });
});
