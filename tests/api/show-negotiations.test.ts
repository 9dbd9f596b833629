import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

/** The Tours page's Add/Edit Show sets the show's negotiation through the HCC's rules. */
const s = setupApiSuite();
const DAY = 86_400_000;

async function tourAndVenue(account = s.a) {
  const db = s.t.database.db;
  const tour = await insertTour(db, account.userId);
  const venue = await insertVenue(db, account.userId, { name: `Room ${Math.random()}` });
  return { tourId: tour.id, venueId: venue.id, venueName: venue.name };
}

const addShow = (tourId: string, json: object, account = s.a) =>
  call(s.t, "POST", `/api/tours/${tourId}/shows`, { cookie: account.cookie, json });

const at = (venueId: string, date: string, extra: object = {}) => ({
  venueMode: "existing",
  venueId,
  performanceDate: date,
  ...extra,
});

async function timeline(showId: string) {
  const res = await call(s.t, "GET", `/api/negotiations/${showId}`, { cookie: s.a.cookie });
  expect(res.status).toBe(200);
  return res.data as {
    negotiation: { status: string; holdRank: number | null; contactName: string | null };
    events: {
      action: string;
      fromStatus: string | null;
      toStatus: string | null;
      note: string | null;
      override: boolean;
    }[];
  };
}

describe("Add Show with its negotiation", () => {
  it("a show added on hold gets the next free rank on its date and a timeline entry", async () => {
    const db = s.t.database.db;
    const { tourId, venueId } = await tourAndVenue();
    // Already a 1st hold on that date, on another tour.
    const other = await tourAndVenue();
    await insertShow(db, s.a.userId, other.tourId, other.venueId, {
      performanceDate: "2027-04-10",
      status: "hold",
      holdRank: 1,
      holdExpiry: new Date(Date.now() + 10 * DAY),
    });
    const res = await addShow(
      tourId,
      at(venueId, "2027-04-10", {
        status: "hold",
        holdRank: "",
        contactName: "Dana Wells",
        contactEmail: "dana@lantern.example",
      }),
    );
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({
      status: "hold",
      holdRank: 2,
      contactName: "Dana Wells",
      contactEmail: "dana@lantern.example",
    });
    // A 2nd hold lives a week by default.
    const expiry = new Date(res.data.holdExpiry).getTime();
    expect(Math.abs(expiry - (Date.now() + 7 * DAY))).toBeLessThan(60_000);

    const { negotiation, events } = await timeline(res.data.id);
    expect(negotiation).toMatchObject({ status: "hold", holdRank: 2, contactName: "Dana Wells" });
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ["transition", "pending", "hold"],
      ["created", null, "pending"],
    ]);
  });

  it("starts pending by default and takes an asked-for rank and expiry", async () => {
    const { tourId, venueId } = await tourAndVenue();
    const plain = await addShow(tourId, at(venueId, "2027-05-01"));
    expect(plain.status).toBe(201);
    expect(plain.data).toMatchObject({ status: "pending", holdRank: null });
    expect((await timeline(plain.data.id)).events.map((e) => e.action)).toEqual(["created"]);

    const expiry = new Date(Date.now() + 3 * DAY).toISOString();
    const held = await addShow(
      tourId,
      at(venueId, "2027-05-02", { status: "hold", holdRank: "3", holdExpiry: expiry }),
    );
    expect(held.data).toMatchObject({ status: "hold", holdRank: 3, holdExpiry: expiry });
  });

  it("refuses an illegal starting status with a 400 naming the starts, and adds nothing", async () => {
    const { tourId, venueId } = await tourAndVenue();
    for (const status of ["challenge", "released", "maybe"]) {
      const res = await addShow(tourId, at(venueId, "2027-05-03", { status }));
      expect(res.status).toBe(400);
      expect(res.data.error.fields.status).toBe(
        "A new show starts as Pending, Hold, Confirmed; other statuses are reached by a transition",
      );
    }
    const list = await call(s.t, "GET", `/api/tours/${tourId}/shows`, { cookie: s.a.cookie });
    expect(list.data).toEqual([]);
  });

  it("a confirm on a date with a confirmed show is 409 with the message, and nothing is added; override confirms and is recorded", async () => {
    const db = s.t.database.db;
    const { tourId, venueId, venueName } = await tourAndVenue();
    await insertShow(db, s.a.userId, tourId, venueId, {
      performanceDate: "2027-06-12",
      status: "confirmed",
    });
    const second = await tourAndVenue();
    const refused = await addShow(
      tourId,
      at(second.venueId, "2027-06-12", { status: "confirmed" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe("date_conflict");
    expect(refused.data.error.message).toBe(
      `Another show is already confirmed on Jun 12, 2027: ${venueName}`,
    );
    const list = await call(s.t, "GET", `/api/tours/${tourId}/shows`, { cookie: s.a.cookie });
    expect(list.data).toHaveLength(1);

    const forced = await addShow(
      tourId,
      at(second.venueId, "2027-06-12", { status: "confirmed", override: true }),
    );
    expect(forced.status).toBe(201);
    expect(forced.data.status).toBe("confirmed");
    const [move] = (await timeline(forced.data.id)).events;
    expect(move).toMatchObject({ action: "transition", toStatus: "confirmed", override: true });
    expect(move!.note).toContain("Confirmed despite another confirmed show that day");
  });

  it("another account's tour is 404 and its venue is refused like a missing one", async () => {
    const mine = await tourAndVenue();
    const theirs = await tourAndVenue(s.b);
    const onTheirTour = await addShow(
      theirs.tourId,
      at(mine.venueId, "2027-07-01", { status: "hold" }),
    );
    expect(onTheirTour.status).toBe(404);
    const theirVenue = await addShow(
      mine.tourId,
      at(theirs.venueId, "2027-07-01", { status: "hold" }),
    );
    expect(theirVenue.status).toBe(400);
  });
});

describe("Edit Show", () => {
  it("edits the contact (recorded on the timeline) and refuses a status change by edit", async () => {
    const { tourId, venueId } = await tourAndVenue();
    const added = await addShow(tourId, at(venueId, "2027-08-01", { status: "hold" }));
    const path = `/api/tours/${tourId}/shows/${added.data.id}`;
    const edited = await call(s.t, "PUT", path, {
      cookie: s.a.cookie,
      json: at(venueId, "2027-08-01", { contactName: "Sam Ortiz", contactPhone: "512-555-0101" }),
    });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    expect(edited.data).toMatchObject({
      status: "hold",
      holdRank: 1,
      contactName: "Sam Ortiz",
      contactPhone: "512-555-0101",
    });
    expect((await timeline(added.data.id)).events[0]).toMatchObject({
      action: "details",
      note: "Contact edited",
    });

    const status = await call(s.t, "PUT", path, {
      cookie: s.a.cookie,
      json: at(venueId, "2027-08-01", { status: "confirmed" }),
    });
    expect(status.status).toBe(400);
    expect(status.data.error.fields.status).toBe(
      "Change the status with a transition of the negotiation, not by editing",
    );
    // The move itself goes through the HCC's transition: an illegal one names the allowed.
    await call(s.t, "POST", `/api/negotiations/${added.data.id}/transitions`, {
      cookie: s.a.cookie,
      json: { to: "confirmed" },
    });
    const back = await call(s.t, "POST", `/api/negotiations/${added.data.id}/transitions`, {
      cookie: s.a.cookie,
      json: { to: "hold" },
    });
    expect(back.status).toBe(409);
    expect(back.data.error.code).toBe("conflict");
    expect(back.data.error.message).toBe(
      "Cannot move from Confirmed to Hold. Allowed from Confirmed: Released",
    );
  });

  it("another account's show is 404 on edit, and its contact is untouched", async () => {
    const { tourId, venueId } = await tourAndVenue();
    const added = await addShow(tourId, at(venueId, "2027-09-01", { contactName: "Kept" }));
    const res = await call(s.t, "PUT", `/api/tours/${tourId}/shows/${added.data.id}`, {
      cookie: s.b.cookie,
      json: at(venueId, "2027-09-01", { contactName: "Taken" }),
    });
    expect(res.status).toBe(404);
    expect((await timeline(added.data.id)).negotiation.contactName).toBe("Kept");
  });

  it("a German reader's date move: the refusal in German, the timeline's note kept in English (issue 55)", async () => {
    const { tourId, venueId } = await tourAndVenue();
    const edit = (id: string, date: string) =>
      call(s.t, "PUT", `/api/tours/${tourId}/shows/${id}`, {
        cookie: s.a.cookie,
        headers: { "accept-language": "de-DE" },
        json: at(venueId, date),
      });
    const held = await addShow(tourId, at(venueId, "2028-03-01", { status: "hold" }));
    await addShow(tourId, at(venueId, "2028-03-02", { status: "hold" }));
    expect((await edit(held.data.id, "2028-03-02")).status).toBe(200);
    // Read later by anyone, in any language: stored as English, its date too.
    expect((await timeline(held.data.id)).events[0]).toMatchObject({
      note: "Moved to Mar 2, 2028: now the 2nd hold",
    });

    await addShow(tourId, at(venueId, "2028-04-01", { status: "confirmed" }));
    const b = await addShow(tourId, at(venueId, "2028-04-02", { status: "confirmed" }));
    const clash = await edit(b.data.id, "2028-04-01");
    expect(clash.status).toBe(409);
    expect(clash.data.error.message).toMatch(
      /^Am 1\. Apr\. 2028 ist bereits eine andere Show bestätigt: /,
    );
  });

  it("a new date keeps the negotiation rules: conflicts refused, ranks moved, nothing half-done", async () => {
    const { tourId, venueId } = await tourAndVenue();
    const edit = (id: string, date: string) =>
      call(s.t, "PUT", `/api/tours/${tourId}/shows/${id}`, {
        cookie: s.a.cookie,
        json: at(venueId, date),
      });
    const first = await addShow(tourId, at(venueId, "2027-10-01", { status: "hold" }));
    const second = await addShow(tourId, at(venueId, "2027-10-01", { status: "hold" }));
    const elsewhere = await addShow(tourId, at(venueId, "2027-10-02", { status: "hold" }));
    expect([first.data.holdRank, second.data.holdRank, elsewhere.data.holdRank]).toEqual([1, 2, 1]);

    // The 1st hold moves to a date with a 1st hold already: it queues 2nd there, and the
    // option it left behind moves up.
    const moved = await edit(first.data.id, "2027-10-02");
    expect(moved.status, JSON.stringify(moved.data)).toBe(200);
    expect(moved.data).toMatchObject({ performanceDate: "2027-10-02", holdRank: 2 });
    expect((await timeline(second.data.id)).negotiation.holdRank).toBe(1);
    expect((await timeline(first.data.id)).events[0]).toMatchObject({
      action: "moved",
      note: "Moved to Oct 2, 2027: now the 2nd hold",
    });

    // Two confirmed shows on one date: refused, named, and the show keeps its date.
    const a = await addShow(tourId, at(venueId, "2027-11-01", { status: "confirmed" }));
    const b = await addShow(tourId, at(venueId, "2027-11-02", { status: "confirmed" }));
    const clash = await edit(b.data.id, "2027-11-01");
    expect(clash.status).toBe(409);
    expect(clash.data.error.code).toBe("date_conflict");
    expect(clash.data.error.message).toMatch(/^Another show is already confirmed on Nov 1, 2027: /);
    expect((await timeline(b.data.id)).events[0]!.action).not.toBe("moved");
    void a;

    // A refused edit after the move rolls the move back: the ranks are as they were.
    const foreign = await tourAndVenue(s.b);
    const refused = await call(s.t, "PUT", `/api/tours/${tourId}/shows/${second.data.id}`, {
      cookie: s.a.cookie,
      json: at(foreign.venueId, "2027-10-02"),
    });
    expect(refused.status).toBe(400);
    expect((await timeline(second.data.id)).negotiation.holdRank).toBe(1);
    expect((await timeline(elsewhere.data.id)).negotiation.holdRank).toBe(1);
    expect((await timeline(first.data.id)).negotiation.holdRank).toBe(2);
  });
});
