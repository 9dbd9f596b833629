import { afterAll, describe, expect, it } from "vitest";
import { productFactory, projectFactory } from "@/server/db/seed/merch-factories";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/members";
import { moneyKeysIn } from "../support/money-walk";
import { startTestApp } from "../support/test-app";

/**
 * Issue 24, item 2: what crew and artists may do beyond reading, each limited by the server.
 * Crew edit day-sheet times and notes and enter merch counts; an artist approves designs.
 * Owners and managers keep everything.
 */
const t = await startTestApp();
afterAll(() => t.close());
const owner = await signUp(t);
const [manager, crew, artist] = [
  await memberOf(t, owner.workspaceId, "manager"),
  await memberOf(t, owner.workspaceId, "crew"),
  await memberOf(t, owner.workspaceId, "artist"),
];

const as = (who: Account, method: string, path: string, json?: unknown) =>
  call(t, method, path, { cookie: who.cookie, json });

async function ownerShow() {
  const tour = (await as(owner, "POST", "/api/tours", { title: "Rules Run" })).data;
  const venue = (await as(owner, "POST", "/api/venues", { name: "Rules Hall", city: "Reno" })).data;
  const show = (
    await as(owner, "POST", `/api/tours/${tour.id}/shows`, {
      venueMode: "existing",
      venueId: venue.id,
      performanceDate: "2026-09-10",
      venueFee: "1500.00",
    })
  ).data;
  return { tourId: tour.id as string, showId: show.id as string };
}

describe("the day sheet", () => {
  it("crew change its times and notes; the address and any money they send are left alone", async () => {
    const { tourId, showId } = await ownerShow();
    const sheet = `/api/tours/${tourId}/day-sheets/${showId}`;
    await as(owner, "PUT", sheet, { venueAddress: "1 Stage Door Rd", doors: "19:00" });

    const res = await as(crew, "PUT", sheet, {
      doors: "19:30",
      loadIn: "14:00",
      notes: "Parking behind the hall",
      venueAddress: "Somewhere else",
      venueFee: "1.00",
      showMoney: { amount: "1.00", basis: "guarantee" },
    });
    expect(res.status).toBe(200);
    expect(res.data.sheet).toMatchObject({
      doors: "19:30",
      loadIn: "14:00",
      notes: "Parking behind the hall",
      venueAddress: "1 Stage Door Rd",
    });
    expect(moneyKeysIn(res.data)).toEqual([]);

    const shows = (await as(owner, "GET", `/api/tours/${tourId}/shows`)).data;
    expect(shows.find((s: { id: string }) => s.id === showId).venueFee).toBe("1500.00");
  });

  it("an artist too edits times and notes only; a manager edits the whole sheet", async () => {
    const { tourId, showId } = await ownerShow();
    const sheet = `/api/tours/${tourId}/day-sheets/${showId}`;
    const byArtist = await as(artist, "PUT", sheet, { setTime: "21:00", venueAddress: "X" });
    expect(byArtist.status).toBe(200);
    expect(byArtist.data.sheet).toMatchObject({ setTime: "21:00", venueAddress: null });
    const byManager = await as(manager, "PUT", sheet, { setTime: "21:15", venueAddress: "2 Main" });
    expect(byManager.data.sheet).toMatchObject({ setTime: "21:15", venueAddress: "2 Main" });
  });
});

describe("merch counts", () => {
  it("crew enter a show's counts and get the sheet back without prices", async () => {
    const { showId } = await ownerShow();
    const product = (
      await as(owner, "POST", "/api/merch/products", productFactory({ price: "31.00" }))
    ).data;
    const res = await as(crew, "PUT", `/api/merch/shows/${showId}/counts`, {
      counts: [{ variantId: product.variants[0].id, countIn: 12, countOut: 2, comps: 1 }],
    });
    expect(res.status).toBe(200);
    expect(moneyKeysIn(res.data)).toEqual([]);
    expect(res.text).not.toContain("31.00");
    const read = await as(owner, "GET", `/api/merch/shows/${showId}/counts`);
    const row = read.data.rows.find(
      (r: { variantId: string }) => r.variantId === product.variants[0].id,
    );
    expect(row.count).toEqual({ countIn: 12, countOut: 2, comps: 1 });
  });
});

describe("design projects", () => {
  async function projectIn(status: "pending" | "in-review" | "approved") {
    const project = (await as(owner, "POST", "/api/merch/projects", projectFactory())).data;
    const path = ["in-review", "approved"];
    for (const to of path.slice(0, path.indexOf(status) + 1)) {
      expect(
        (await as(owner, "POST", `/api/merch/projects/${project.id}/moves`, { to })).status,
      ).toBe(200);
    }
    return `/api/merch/projects/${project.id}`;
  }

  it("an artist approves a design in review", async () => {
    const project = await projectIn("in-review");
    const res = await as(artist, "POST", `${project}/moves`, { to: "approved" });
    expect(res.status).toBe(200);
    expect((await as(owner, "GET", project)).data.status).toBe("approved");
  });

  it("refuses an artist every other move with 403 forbidden, and leaves the project as it was", async () => {
    const inReview = await projectIn("in-review");
    const changes = await as(artist, "POST", `${inReview}/moves`, {
      to: "pending",
      comment: "Bigger",
    });
    expect(changes.status).toBe(403);
    expect(changes.data.error.code).toBe("forbidden");
    expect(changes.data.error.message).toMatch(/approve/);
    const pending = await projectIn("pending");
    expect((await as(artist, "POST", `${pending}/moves`, { to: "in-review" })).status).toBe(403);
    const approved = await projectIn("approved");
    expect((await as(artist, "POST", `${approved}/moves`, { to: "completed" })).status).toBe(403);
    expect((await as(owner, "GET", inReview)).data.status).toBe("in-review");
    expect((await as(owner, "GET", approved)).data.status).toBe("approved");
  });

  it("crew may not move a design at all; a manager makes every move", async () => {
    const project = await projectIn("in-review");
    const byCrew = await as(crew, "POST", `${project}/moves`, { to: "approved" });
    expect(byCrew.status).toBe(403);
    expect(byCrew.data.error.code).toBe("forbidden");
    const back = await as(manager, "POST", `${project}/moves`, { to: "pending", comment: "Redo" });
    expect(back.status).toBe(200);
    expect((await as(manager, "POST", `${project}/moves`, { to: "in-review" })).status).toBe(200);
  });
});
