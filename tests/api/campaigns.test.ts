import { describe, expect, it } from "vitest";
import type { Campaign } from "@/domain/marketing/campaigns";
import { summarizeCampaigns } from "@/domain/marketing/stats";
import { tours } from "@/server/db/schema";
import { campaignFactory } from "@/server/db/seed/campaign-factory";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signInAsGuest, signUp } from "../support/client";

const s = setupApiSuite();

const create = (a: Account, json: unknown) =>
  call(s.t, "POST", "/api/campaigns", { cookie: a.cookie, json });
const update = (a: Account, id: string, json: unknown) =>
  call(s.t, "PUT", `/api/campaigns/${id}`, { cookie: a.cookie, json });
const remove = (a: Account, id: string) =>
  call(s.t, "DELETE", `/api/campaigns/${id}`, { cookie: a.cookie });
const list = async (a: Account): Promise<Campaign[]> =>
  (await call(s.t, "GET", "/api/campaigns", { cookie: a.cookie })).data;

async function insertTour(workspaceId: string, title: string) {
  const [row] = await s.t.database.db
    .insert(tours)
    .values({ workspaceId: workspaceId, title })
    .returning({ id: tours.id });
  return row!.id;
}

describe("campaigns: access", () => {
  it("needs a session", async () => {
    expect((await call(s.t, "GET", "/api/campaigns")).status).toBe(401);
    expect((await call(s.t, "POST", "/api/campaigns", { json: campaignFactory() })).status).toBe(
      401,
    );
  });

  it("starts empty for a new account", async () => {
    const a = await signUp(s.t);
    expect(await list(a)).toEqual([]);
  });
});

describe("campaigns: create and list", () => {
  it("creates with a title and platform alone: planning, nulls and zeroes", async () => {
    const a = await signUp(s.t);
    const res = await create(a, { title: "  Teaser ", platform: "TikTok" });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      title: "Teaser",
      platform: "TikTok",
      status: "planning",
      description: null,
      budget: "0.00",
      targetReach: 0,
      actualReach: 0,
      engagementRate: 0,
      startDate: null,
      endDate: null,
      partnerName: null,
      tourId: null,
      tourTitle: null,
    });
    expect(res.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.data.createdAt)).not.toBeNaN();
  });

  it("stores empty text and dates as null and non-numbers as 0 (docs/product.md §8.2)", async () => {
    const a = await signUp(s.t);
    const res = await create(a, {
      title: "Blank fields",
      platform: "Other",
      description: "",
      partnerName: "   ",
      startDate: "",
      endDate: "",
      budget: "abc",
      targetReach: "",
      actualReach: "many",
      engagementRate: "",
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      description: null,
      partnerName: null,
      startDate: null,
      endDate: null,
      budget: "0.00",
      targetReach: 0,
      actualReach: 0,
      engagementRate: 0,
    });
  });

  it("keeps every field exactly, money to the cent", async () => {
    const a = await signUp(s.t);
    const input = campaignFactory({
      title: "Live session",
      platform: "YouTube",
      status: "active",
      description: "Premiere",
      budget: "1234.56",
      targetReach: 100_000,
      actualReach: 100_001,
      engagementRate: 4.25,
      startDate: "2026-05-01",
      endDate: "2026-05-31",
      partnerName: "Basement Tapes",
    });
    const res = await create(a, input);
    expect(res.status).toBe(201);
    const { id, createdAt, tourTitle, ...stored } = res.data;
    // A campaign sent without a currency is in the home one (issue 41).
    expect(stored).toEqual({ ...input, currency: "USD" });
    expect(await list(a)).toEqual([res.data]);
  });

  it("lists newest first", async () => {
    const a = await signUp(s.t);
    for (const title of ["First", "Second", "Third"]) {
      expect((await create(a, campaignFactory({ title }))).status).toBe(201);
    }
    expect((await list(a)).map((c) => c.title)).toEqual(["Third", "Second", "First"]);
  });
});

describe("campaigns: validation (400 naming the field)", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["a missing title", { title: undefined }, "title", "Title is required"],
    ["a blank title", { title: "  " }, "title", "Title is required"],
    ["a missing platform", { platform: undefined }, "platform", "Platform is required"],
    ["an empty platform", { platform: "" }, "platform", "Platform is required"],
    ["an unknown platform", { platform: "MySpace" }, "platform", "Choose a platform from the list"],
    ["an unknown status", { status: "cancelled" }, "status", "Choose a status from the list"],
    ["a negative budget", { budget: -5 }, "budget", "Budget cannot be negative"],
    ["a budget under a cent", { budget: "1.001" }, "budget", "Budget can have at most 2 decimals"],
    [
      "a fractional reach",
      { targetReach: 10.5 },
      "targetReach",
      "Target reach must be a whole number",
    ],
    ["a negative reach", { actualReach: -1 }, "actualReach", "Actual reach cannot be negative"],
    [
      "engagement over 100",
      { engagementRate: 100.5 },
      "engagementRate",
      "Engagement rate cannot be over 100",
    ],
    [
      "negative engagement",
      { engagementRate: -1 },
      "engagementRate",
      "Engagement rate cannot be negative",
    ],
    [
      "an impossible date",
      { startDate: "2026-02-30" },
      "startDate",
      "Enter a real date (YYYY-MM-DD)",
    ],
    [
      "an end before the start",
      { startDate: "2026-06-10", endDate: "2026-06-01" },
      "endDate",
      "End date cannot be before the start date",
    ],
    ["a malformed tour id", { tourId: "42" }, "tourId", "Choose one of your tours"],
  ];

  it.each(cases)("refuses %s", async (_, overrides, field, message) => {
    const a = await signUp(s.t);
    const res = await create(a, { ...campaignFactory(), ...overrides });
    expect(res.status).toBe(400);
    expect(res.data.error.fields[field]).toBe(message);
    expect(await list(a)).toEqual([]);
  });

  it("applies the same rules on update", async () => {
    const a = await signUp(s.t);
    const c = (await create(a, campaignFactory({ budget: "10.00" }))).data;
    const res = await update(a, c.id, { ...campaignFactory(), engagementRate: 101 });
    expect(res.status).toBe(400);
    expect(res.data.error.fields.engagementRate).toBe("Engagement rate cannot be over 100");
    expect((await list(a))[0]!.budget).toBe("10.00");
  });

  it("answers malformed JSON with 400", async () => {
    const a = await signUp(s.t);
    const res = await call(s.t, "POST", "/api/campaigns", { cookie: a.cookie, body: "{nope" });
    expect(res.status).toBe(400);
  });
});

describe("campaigns: update and delete", () => {
  it("changes status freely and updates in place", async () => {
    const a = await signUp(s.t);
    const older = (await create(a, campaignFactory({ title: "Older" }))).data;
    await create(a, campaignFactory({ title: "Newer" }));
    for (const status of ["completed", "planning", "paused", "active"]) {
      const res = await update(
        a,
        older.id,
        campaignFactory({ title: "Older v2", status: status as Campaign["status"] }),
      );
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ id: older.id, status, title: "Older v2" });
    }
    const after = await list(a);
    expect(after.map((c) => c.title)).toEqual(["Newer", "Older v2"]);
    expect(after[1]!.createdAt).toBe(older.createdAt);
  });

  it("deletes, and a second delete is 404", async () => {
    const a = await signUp(s.t);
    const c = (await create(a, campaignFactory())).data;
    const res = await remove(a, c.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: c.id });
    expect(await list(a)).toEqual([]);
    expect((await remove(a, c.id)).status).toBe(404);
  });

  it("answers a malformed or unknown id with 404", async () => {
    const a = await signUp(s.t);
    for (const id of ["not-a-uuid", "1", "00000000-0000-4000-8000-000000000000"]) {
      expect((await update(a, id, campaignFactory())).status).toBe(404);
      expect((await remove(a, id)).status).toBe(404);
    }
  });
});

describe("campaigns: one account cannot touch another's", () => {
  it("hides, refuses to change and refuses to delete another account's campaign", async () => {
    const owner = await signUp(s.t);
    const other = await signUp(s.t);
    const c = (await create(owner, campaignFactory({ title: "Mine" }))).data;
    expect(await list(other)).toEqual([]);
    const put = await update(other, c.id, campaignFactory({ title: "Stolen" }));
    expect(put.status).toBe(404);
    expect(put.data.error.message).toBe("Campaign not found");
    expect((await remove(other, c.id)).status).toBe(404);
    expect((await list(owner)).map((x) => x.title)).toEqual(["Mine"]);
  });
});

describe("campaigns: the tour a campaign promotes", () => {
  it("links one of the account's tours and shows its title", async () => {
    const a = await signUp(s.t);
    const tourId = await insertTour(a.workspaceId, "Spring Run 2026");
    const res = await create(a, campaignFactory({ tourId }));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ tourId, tourTitle: "Spring Run 2026" });
    const options = await call(s.t, "GET", "/api/tours/options", { cookie: a.cookie });
    expect(options.data).toMatchObject([{ id: tourId, title: "Spring Run 2026" }]);
  });

  it("refuses another account's tour with 400 on tourId", async () => {
    const a = await signUp(s.t);
    const b = await signUp(s.t);
    const theirs = await insertTour(b.workspaceId, "Not yours");
    const res = await create(a, campaignFactory({ tourId: theirs }));
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ tourId: "Choose one of your tours" });
    const options = await call(s.t, "GET", "/api/tours/options", { cookie: a.cookie });
    expect(options.data).toEqual([]);
  });
});

describe("campaigns: demo account", () => {
  it("holds a handful of realistic campaigns, exactly one viral", async () => {
    const g = await signInAsGuest(s.t);
    const campaigns = await list(g);
    expect(campaigns.length).toBeGreaterThanOrEqual(5);
    expect(campaigns.length).toBeLessThanOrEqual(6);
    expect(summarizeCampaigns(campaigns).viral).toBe(1);
    expect(new Set(campaigns.map((c) => c.platform)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(campaigns.map((c) => c.status))).toEqual(
      new Set(["planning", "active", "completed", "paused"]),
    );
  });

  it("keeps a guest's campaigns when the guest signs up", async () => {
    const g = await signInAsGuest(s.t);
    await create(g, campaignFactory({ title: "Made in the demo" }));
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      cookie: g.cookie,
      json: { email: `kept-${Date.now()}@example.com`, password: "a-real-password", name: "G" },
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const kept = (await call(s.t, "GET", "/api/campaigns", { cookie })).data as Campaign[];
    expect(kept.map((c) => c.title)).toContain("Made in the demo");
  });
});
