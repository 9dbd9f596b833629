import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";

/**
 * Issue 21, items 5 and 8 and "Also seen": every date and time a client sends is an ISO form
 * inside one range (decision 8), or a 400 naming the field — never a 500, never a silently
 * different date.
 */
const s = setupApiSuite();
const RANGE = "must be between Jan 1, 2000 and Dec 31, 2100";

// The show is on the last day the app keeps: a hold cannot outlive its show (issue 36), so the
// range is what stops these deadlines.
async function tourWithShow(status = "pending", performanceDate = "2100-12-31") {
  const db = s.t.database.db;
  const tour = await insertTour(db, s.a.userId, { startDate: null, endDate: null });
  const venue = await insertVenue(db, s.a.userId, { name: "Bounds Hall" });
  const show = await insertShow(db, s.a.userId, tour.id, venue.id, {
    performanceDate,
    status,
    ...(status === "hold" ? { holdRank: 1, holdExpiry: new Date("2100-12-28T00:00:00Z") } : {}),
  });
  return { tourId: tour.id, showId: show.id, venueId: venue.id };
}

const leg = (departureLocal: string, departureTz = "UTC", arrivalLocal = departureLocal) => ({
  mode: "drive",
  fromPlace: "A",
  toPlace: "B",
  departureLocal,
  departureTz,
  arrivalLocal,
  arrivalTz: departureTz,
});

const post = (path: string, json: unknown) => call(s.t, "POST", path, { cookie: s.a.cookie, json });

describe("travel-leg times (item 5)", () => {
  it.each([
    ["0100-01-01T10:00", "UTC", RANGE], // was a 500 (RangeError in zoned-time.ts)
    ["9999-12-31T23:59", "Etc/GMT+12", RANGE], // was a 500
    ["0000-01-01T10:00", "UTC", "must be a real date and time"], // was stored as 1900-01-01
    ["0050-06-01T10:00", "UTC", RANGE], // was stored as 1950-06-01
    ["1999-12-31T23:59", "UTC", RANGE],
    ["2101-01-01T00:00", "UTC", RANGE],
  ])("departure %s in %s is a 400 naming the field", async (local, tz, message) => {
    const { tourId } = await tourWithShow();
    const res = await post(`/api/tours/${tourId}/travel-legs`, leg(local, tz, "2030-01-01T10:00"));
    expect(res.status, JSON.stringify(res.data)).toBe(400);
    expect(res.data.error.fields).toEqual({ departureLocal: `Departure ${message}` });
  });

  it("refuses non-ISO local times", async () => {
    const { tourId } = await tourWithShow();
    for (const local of ["2030-05-02 10:00", "2030-05-02T10:00Z", "May 2 2030 10:00", "12"]) {
      const res = await post(`/api/tours/${tourId}/travel-legs`, leg(local));
      expect(res.status, local).toBe(400);
      expect(res.data.error.fields.departureLocal).toBe("Departure must be a real date and time");
    }
  });

  it("keeps the range's edge times exactly, in the zones furthest from UTC", async () => {
    const { tourId } = await tourWithShow();
    const first = await post(
      `/api/tours/${tourId}/travel-legs`,
      leg("2000-01-01T00:00", "Pacific/Kiritimati"),
    );
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    expect(first.data.departureAt).toBe("1999-12-31T10:00:00.000Z");
    const last = await post(
      `/api/tours/${tourId}/travel-legs`,
      leg("2100-12-31T23:59:30", "Etc/GMT+12"),
    );
    expect(last.status, JSON.stringify(last.data)).toBe(201);
    expect(last.data.departureAt).toBe("2101-01-01T11:59:30.000Z");
  });
});

describe("every other date field answers the same rule", () => {
  it("refuses dates outside the range with the field's name", async () => {
    const { tourId, venueId } = await tourWithShow();
    const show = { venueMode: "existing", venueId, performanceDate: "2101-01-01" };
    const cases: [string, unknown, string, string][] = [
      ["/api/tours", { title: "T", startDate: "1999-12-31" }, "startDate", "Start date"],
      ["/api/tours", { title: "T", endDate: "2101-01-01" }, "endDate", "End date"],
      [`/api/tours/${tourId}/shows`, show, "performanceDate", "Performance date"],
      ["/api/negotiations", { tourId, show }, "show.performanceDate", "Performance date"],
      [
        `/api/tours/${tourId}/lodgings`,
        { name: "Inn", checkIn: "1999-12-30", checkOut: "2000-01-02" },
        "checkIn",
        "Check-in",
      ],
      ["/api/merch/projects", { title: "P", dueDate: "2200-01-01" }, "dueDate", "Due date"],
      [
        "/api/campaigns",
        { title: "C", platform: "TikTok", endDate: "2101-01-01" },
        "endDate",
        "End date",
      ],
    ];
    for (const [path, json, field, label] of cases) {
      const res = await post(path, json);
      expect(res.status, `${path} ${field}: ${JSON.stringify(res.data)}`).toBe(400);
      expect(res.data.error.fields[field], path).toBe(`${label} ${RANGE}`);
    }
  });

  it("refuses a calendar range outside the dates the app keeps", async () => {
    const res = await call(s.t, "GET", "/api/negotiations/calendar?from=1999-12-27&to=2000-01-31", {
      cookie: s.a.cookie,
    });
    expect(res.status).toBe(400);
    expect(res.data.error.fields.from).toBe(`From ${RANGE}`);
    const edge = await call(
      s.t,
      "GET",
      "/api/negotiations/calendar?from=2100-12-01&to=2100-12-31",
      {
        cookie: s.a.cookie,
      },
    );
    expect(edge.status).toBe(200);
  });
});

describe("hold expiry and challenge deadline: ISO instants only (item 8, also seen)", () => {
  it.each([
    ["12", "must be a valid date and time"], // new Date("12") read it as 2001-12-01
    ["2030-02-30T10:00:00Z", "must be a valid date and time"], // rolled over to March 2
    ["Thu, 01 May 2030 10:00:00 GMT", "must be a valid date and time"],
    ["2030-05-01", "must be a valid date and time"],
    ["9999-12-31T23:59:59Z", RANGE], // gave DTEND:+0100000101T001459Z in the feed
    ["1999-12-31T23:59:59Z", RANGE],
  ])("holdExpiry %j is a 400", async (value, message) => {
    const { showId } = await tourWithShow();
    const res = await post(`/api/negotiations/${showId}/transitions`, {
      to: "hold",
      holdExpiry: value,
    });
    expect(res.status, JSON.stringify(res.data)).toBe(400);
    expect(res.data.error.fields.holdExpiry).toBe(`Hold expiry ${message}`);
  });

  it("refuses a challenge deadline past the range and a new show's hold expiry", async () => {
    const { tourId, venueId, showId } = await tourWithShow("hold");
    const challenge = await post(`/api/negotiations/${showId}/transitions`, {
      to: "challenge",
      challengeDeadline: "2101-01-01T00:00:00+01:00",
    });
    expect(challenge.status).toBe(400);
    expect(challenge.data.error.fields.challengeDeadline).toBe(`Challenge deadline ${RANGE}`);
    const created = await post("/api/negotiations", {
      tourId,
      show: { venueMode: "existing", venueId, performanceDate: "2030-06-01" },
      status: "hold",
      holdExpiry: "12",
    });
    expect(created.status).toBe(400);
    expect(created.data.error.fields.holdExpiry).toBe("Hold expiry must be a valid date and time");
  });

  it("takes instants with Z or an offset, and the form's local time", async () => {
    const { showId } = await tourWithShow();
    const res = await post(`/api/negotiations/${showId}/transitions`, {
      to: "hold",
      holdExpiry: "2100-12-30T23:59:59.999-12:00",
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const detail = await call(s.t, "GET", `/api/negotiations/${showId}`, { cookie: s.a.cookie });
    expect(detail.data.negotiation.holdExpiry).toBe("2100-12-31T11:59:59.999Z");
  });

  it("refuses to extend a hold past the range", async () => {
    const { showId } = await tourWithShow("hold");
    const res = await post(`/api/negotiations/${showId}/extend`, { days: 7 });
    expect(res.status, JSON.stringify(res.data)).toBe(400);
    expect(res.data.error.fields.days).toMatch(/after Dec 31, 2100/);
    const ok = await post(`/api/negotiations/${showId}/extend`, { days: 3 });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
  });
});
