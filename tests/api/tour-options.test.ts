import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call, signUp } from "../support/client";

/** GET /api/tours/options: the one list every tour picker reads (HCC, finances, merch, marketing). */
const s = setupApiSuite();

const newTour = (cookie: string, json: object) =>
  call(s.t, "POST", "/api/tours", { cookie, json: { status: "planning", ...json } });

describe("tour options", () => {
  it("lists the account's tours newest first with their dates, and follows a tour's edit", async () => {
    const me = await signUp(s.t);
    const first = await newTour(me.cookie, { title: "Spring Run" });
    const second = await newTour(me.cookie, {
      title: "Fall Run",
      startDate: "2027-09-01",
      endDate: "2027-09-20",
    });
    await newTour(s.b.cookie, { title: "Not mine" });
    const read = () => call(s.t, "GET", "/api/tours/options", { cookie: me.cookie });

    const options = await read();
    expect(options.status).toBe(200);
    expect(options.data).toEqual([
      // The status every page shows, from the dates (issue 36): both still to come.
      {
        id: second.data.id,
        title: "Fall Run",
        startDate: "2027-09-01",
        endDate: "2027-09-20",
        status: "planning",
      },
      {
        id: first.data.id,
        title: "Spring Run",
        startDate: null,
        endDate: null,
        status: "planning",
      },
    ]);

    await call(s.t, "PUT", `/api/tours/${first.data.id}`, {
      cookie: me.cookie,
      json: { title: "Spring Run II", status: "active", startDate: "2027-04-01" },
    });
    expect((await read()).data[1]).toEqual({
      id: first.data.id,
      title: "Spring Run II",
      startDate: "2027-04-01",
      endDate: null,
      status: "planning",
    });
  });

  it("is empty for a new account and needs a session", async () => {
    const fresh = await signUp(s.t);
    expect((await call(s.t, "GET", "/api/tours/options", { cookie: fresh.cookie })).data).toEqual(
      [],
    );
    expect((await call(s.t, "GET", "/api/tours/options")).status).toBe(401);
  });

  it("replaced the per-area copies", async () => {
    for (const path of ["/api/campaigns/tour-options", "/api/merch/tour-options"]) {
      expect((await call(s.t, "GET", path, { cookie: s.a.cookie })).status, path).toBe(404);
    }
  });
});
