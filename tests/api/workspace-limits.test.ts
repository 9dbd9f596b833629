import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WORKSPACE_LIMITS } from "@/domain/workspace-limits";
import { campaignFactory } from "@/server/db/seed/campaign-factory";
import { productFactory, projectFactory } from "@/server/db/seed/merch-factories";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { newProject, noisePng, uploadProof } from "../support/artwork";
import { type Account, call, signUp } from "../support/client";
import { guest, showWithList } from "../support/guest-lists";

const s = setupApiSuite();

/**
 * Issue 35 item 6: one request imported 10,000 shows and venues; a script added 1,000
 * guests. Each kind of row now has a limit per workspace (domain/workspace-limits.ts, ADR
 * 0008) checked on every path that creates it, answering 409 `limit_reached` naming it. The
 * "at the limit" state is written straight into the database in one statement per table.
 */
const db = () => s.t.database.db;

/** `n` rows of `table` for the workspace, made by one INSERT … SELECT from generate_series. */
async function fill(table: string, columns: string, values: string, n: number, ws: string) {
  await db().execute(
    sql.raw(`insert into ${table} (workspace_id, ${columns})
      select '${ws}', ${values} from generate_series(1, ${n}) as i`),
  );
}

async function countOf(table: string, ws: string) {
  const res = await db().execute(
    sql.raw(`select count(*)::int as n from ${table} where workspace_id = '${ws}'`),
  );
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

function expectLimit(
  res: { status: number; data: { error?: { code?: string; message?: string } } },
  message: string,
) {
  expect(res.status, JSON.stringify(res.data)).toBe(409);
  expect(res.data.error).toEqual({ code: "limit_reached", message });
}

const sheet = (rows: string[]) =>
  new TextEncoder().encode(["Date,Venue,City,Tour", ...rows].join("\n"));
const importSheet = (a: Account, rows: string[]) =>
  call(s.t, "POST", "/api/imports/shows?dateOrder=mdy", { cookie: a.cookie, raw: sheet(rows) });

describe("volume limits per workspace", () => {
  it("tours: 500, by Add Tour, a new tour with a show, and an import", async () => {
    const a = await signUp(s.t);
    const ws = a.workspaceId;
    await fill("tours", "title", "'Tour ' || i", WORKSPACE_LIMITS.tours.max - 1, ws);
    const last = await call(s.t, "POST", "/api/tours", {
      cookie: a.cookie,
      json: { title: "The 500th", status: "planning" },
    });
    expect(last.status, last.text).toBe(201);
    const message = "This workspace has reached its limit of 500 tours.";
    expectLimit(
      await call(s.t, "POST", "/api/tours", {
        cookie: a.cookie,
        json: { title: "One more", status: "planning" },
      }),
      message,
    );
    const venue = await insertVenue(db(), ws, { name: "Mohawk" });
    const viaShow = await call(s.t, "POST", "/api/negotiations", {
      cookie: a.cookie,
      json: {
        tourMode: "new",
        newTour: { title: "Fresh" },
        show: { venueMode: "existing", venueId: venue.id, performanceDate: "2027-03-14" },
        status: "pending",
      },
    });
    expectLimit(viaShow, message);
    // An import naming a new tour writes nothing at all: not the venue, not the show.
    const venuesBefore = await countOf("venues", ws);
    expectLimit(await importSheet(a, ["03/14/2027,Elsewhere,Austin,Fall Run"]), message);
    expect(await countOf("venues", ws)).toBe(venuesBefore);
    expect(await countOf("tours", ws)).toBe(500);
  });

  it("venues and shows: 5,000 each, by the single create and by an import", async () => {
    const a = await signUp(s.t);
    const ws = a.workspaceId;
    const tour = await insertTour(db(), ws, { title: "Long Run" });
    await fill("venues", "name", "'Room ' || i", WORKSPACE_LIMITS.venues.max - 1, ws);
    // Two new venues in one sheet: one would fit, so neither is written.
    expectLimit(
      await importSheet(a, [
        "03/14/2027,New A,Austin,Long Run",
        "03/15/2027,New B,Austin,Long Run",
      ]),
      "This workspace has reached its limit of 5,000 venues.",
    );
    expect(await countOf("tour_venues", ws)).toBe(0);
    const fits = await importSheet(a, ["03/14/2027,New A,Austin,Long Run"]);
    expect(fits.status, fits.text).toBe(200);
    expectLimit(
      await call(s.t, "POST", "/api/venues", { cookie: a.cookie, json: { name: "Over" } }),
      "This workspace has reached its limit of 5,000 venues.",
    );

    const [venue] = (await call(s.t, "GET", "/api/venues", { cookie: a.cookie })).data;
    await fill(
      "tour_venues",
      "tour_id, venue_id, order_in_tour",
      `'${tour.id}', '${venue.id}', i`,
      // The import above made one show: the workspace is now one show short of its limit.
      WORKSPACE_LIMITS.shows.max - 2,
      ws,
    );
    const message = "This workspace has reached its limit of 5,000 shows.";
    expectLimit(
      await importSheet(a, [
        "03/16/2027,New A,Austin,Long Run",
        "03/17/2027,New A,Austin,Long Run",
      ]),
      message,
    );
    const addShow = (date: string) =>
      call(s.t, "POST", `/api/tours/${tour.id}/shows`, {
        cookie: a.cookie,
        json: { venueMode: "existing", venueId: venue.id, performanceDate: date },
      });
    const lastShow = await addShow("2027-04-01");
    expect(lastShow.status, lastShow.text).toBe(201);
    expectLimit(await addShow("2027-04-02"), message);
    expect(await countOf("tour_venues", ws)).toBe(5_000);
  });

  it("guests: 2,000 on one show's list, override or not; another show's list is its own", async () => {
    const { base, showId, tourId } = await showWithList(s.t, s.a);
    await fill(
      "guests",
      "show_id, name, status, requested_by_name",
      `'${showId}', 'Guest ' || i, 'approved', 'Seed'`,
      WORKSPACE_LIMITS.guestsPerList.max,
      s.a.workspaceId,
    );
    const message = "This workspace has reached its limit of 2,000 guests on one show's list.";
    for (const json of [guest("One more"), guest("One more", 0, { override: true })]) {
      expectLimit(await call(s.t, "POST", `${base}/guests`, { cookie: s.a.cookie, json }), message);
    }
    const venue = await insertVenue(db(), s.a.workspaceId, { name: "Other" });
    const other = await insertShow(db(), s.a.workspaceId, tourId, venue.id, {
      performanceDate: "2099-05-03",
    });
    const elsewhere = await call(
      s.t,
      "POST",
      `/api/tours/${tourId}/guest-lists/${other.id}/guests`,
      {
        cookie: s.a.cookie,
        json: guest("Fine"),
      },
    );
    expect(elsewhere.status, elsewhere.text).toBe(201);
  });

  it("financial rows: 20,000 on one tour, by hand and by an import; another tour is its own", async () => {
    const a = await signUp(s.t);
    const ws = a.workspaceId;
    const full = await insertTour(db(), ws, { title: "Full" });
    const other = await insertTour(db(), ws, { title: "Other" });
    await fill(
      "tour_financials",
      "tour_id, type, category, amount_anticipated",
      `'${full.id}', 'expense', 'Fuel', 1`,
      WORKSPACE_LIMITS.financialRowsPerTour.max - 1,
      ws,
    );
    const row = { type: "expense", category: "Fuel", amountAnticipated: "10" };
    const message = "This workspace has reached its limit of 20,000 financial rows on one tour.";
    const budget = new TextEncoder().encode(
      "Type,Category,Budget\nExpense,Van,1\nExpense,Hotel,2\n",
    );
    expectLimit(
      await call(s.t, "POST", `/api/imports/tours/${full.id}/financials`, {
        cookie: a.cookie,
        raw: budget,
      }),
      message,
    );
    const last = await call(s.t, "POST", `/api/tours/${full.id}/financials`, {
      cookie: a.cookie,
      json: row,
    });
    expect(last.status, last.text).toBe(201);
    expectLimit(
      await call(s.t, "POST", `/api/tours/${full.id}/financials`, { cookie: a.cookie, json: row }),
      message,
    );
    const elsewhere = await call(s.t, "POST", `/api/tours/${other.id}/financials`, {
      cookie: a.cookie,
      json: row,
    });
    expect(elsewhere.status, elsewhere.text).toBe(201);
  });

  it("campaigns, design projects, merch products and artwork files", async () => {
    const a = await signUp(s.t);
    const ws = a.workspaceId;
    const project = await newProject(s.t, a);
    await fill("marketing_campaigns", "title, platform", "'C' || i, 'instagram'", 1_000, ws);
    await fill("design_projects", "title", "'P' || i", 999, ws);
    await fill("merch_products", "name", "'M' || i", 1_000, ws);
    await fill(
      "artwork_files",
      "project_id, file_name, content_type, size_bytes",
      `'${project.id}', 'f' || i || '.png', 'image/png', 1`,
      2_000,
      ws,
    );
    expectLimit(
      await call(s.t, "POST", "/api/campaigns", { cookie: a.cookie, json: campaignFactory() }),
      "This workspace has reached its limit of 1,000 campaigns.",
    );
    expectLimit(
      await call(s.t, "POST", "/api/merch/projects", { cookie: a.cookie, json: projectFactory() }),
      "This workspace has reached its limit of 1,000 design projects.",
    );
    expectLimit(
      await call(s.t, "POST", "/api/merch/products", { cookie: a.cookie, json: productFactory() }),
      "This workspace has reached its limit of 1,000 merch products.",
    );
    const upload = await uploadProof(s.t, a, project.id, "one-more.png", await noisePng(0.01));
    expectLimit(upload, "This workspace has reached its limit of 2,000 artwork files.");
  });
});
