import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf, showWithList } from "../support/guest-lists";
import type { TestApp } from "../support/test-app";

/**
 * Issue 47: the advance says which show it is, and a time the venue agreed that is changed on
 * the day sheet afterwards no longer reads as agreed.
 */
const s = setupApiSuite();

async function linkedShow(t: TestApp, owner: Account) {
  const { tourId, showId } = await showWithList(t, owner, "2099-06-01");
  const base = `/api/tours/${tourId}/advances/${showId}`;
  const made = await call(t, "POST", `${base}/links`, {
    cookie: owner.cookie,
    json: { recipient: "Pat Venue", days: 14 },
  });
  expect(made.status, made.text).toBe(201);
  const token = (made.data.url as string).split("/advance/")[1]!;
  return { tourId, showId, base, link: `/api/advance-links/${token}` };
}

const itemOf = (data: { items: { key: string }[] }, key: string) =>
  data.items.find((i) => i.key === key) as Record<string, unknown>;

describe("which show an advance is", () => {
  it("the manager's advance and the venue's link name the venue, city, date and tour", async () => {
    const { base, link } = await linkedShow(s.t, s.a);
    const heading = { venueName: "Station 9", city: "Austin", performanceDate: "2099-06-01" };
    const mine = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.data.show).toMatchObject(heading);
    expect(typeof mine.data.show.tourTitle).toBe("string");
    const theirs = await call(s.t, "GET", link);
    expect(theirs.data).toMatchObject({ ...heading, tourTitle: mine.data.show.tourTitle });
  });
});

describe("a time changed on the day sheet after the venue agreed it", () => {
  it("reopens the item, saying who changed it from what; changed back, it is agreed again", async () => {
    const { tourId, showId, base, link } = await linkedShow(s.t, s.a);
    expect(
      (await call(s.t, "PUT", `${link}/items/loadIn`, { json: { value: "14:30" } })).status,
    ).toBe(200);
    const accepted = await call(s.t, "POST", `${base}/accept`, {
      cookie: s.a.cookie,
      json: { keys: ["loadIn"] },
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(itemOf(accepted.data, "loadIn")).toMatchObject({ state: "confirmed", change: null });

    // Crew (a manager here: crew may not edit times) moves load-in on the day sheet.
    const sam = await memberOf(s.t, s.a, "manager");
    const sheetPath = `/api/tours/${tourId}/day-sheets/${showId}`;
    const moved = await call(s.t, "PUT", sheetPath, {
      cookie: sam.cookie,
      json: { loadIn: "15:00" },
    });
    expect(moved.status, moved.text).toBe(200);

    const after = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(itemOf(after.data, "loadIn")).toMatchObject({
      state: "asked",
      agreed: "15:00",
      change: { from: "14:30", to: "15:00", by: "A manager" },
    });
    expect(after.data.progress.confirmed).toBe(0);
    // Another time, never agreed, is not touched by its own change.
    expect(itemOf(after.data, "doors")).toMatchObject({ state: "asked", change: null });
    // The venue sees the item asked again, not who on the tour moved it.
    const venue = await call(s.t, "GET", link);
    expect(itemOf(venue.data, "loadIn")).toMatchObject({ state: "asked", answeredBy: null });
    expect(itemOf(venue.data, "loadIn")).not.toHaveProperty("change");

    // Moved back to what the venue agreed: agreed again.
    await call(s.t, "PUT", sheetPath, { cookie: sam.cookie, json: { loadIn: "14:30" } });
    const back = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(itemOf(back.data, "loadIn")).toMatchObject({
      state: "confirmed",
      agreed: "14:30",
      change: null,
    });
  });
});
