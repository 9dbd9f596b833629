import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { guests, tourVenues } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest } from "../support/client";
import { guest, memberOf, showWithList } from "../support/guest-lists";

const s = setupApiSuite();

describe("guest lists: who may do what", () => {
  it("crew request, managers approve; a manager's own entry is approved at once", async () => {
    const { base } = await showWithList(s.t, s.a);
    const crew = await memberOf(s.t, s.a, "crew");
    const asked = await call(s.t, "POST", `${base}/guests`, {
      cookie: crew.cookie,
      json: guest("Mia Novak", 1),
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.data).toMatchObject({ status: "requested", requestedByName: "A crew" });

    const own = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest("Leo Marsh"),
    });
    expect(own.data).toMatchObject({ status: "approved", decidedByName: "Test Artist" });

    const refused = await call(s.t, "POST", `${base}/guests/${asked.data.id}/decision`, {
      cookie: crew.cookie,
      json: { status: "approved" },
    });
    expect(refused.status).toBe(403);
    expect(refused.data.error.code).toBe("forbidden");

    const approved = await call(s.t, "POST", `${base}/guests/${asked.data.id}/decision`, {
      cookie: s.a.cookie,
      json: { status: "approved" },
    });
    expect(approved.data).toMatchObject({ status: "approved", decidedByName: "Test Artist" });

    const list = await call(s.t, "GET", base, { cookie: crew.cookie });
    expect(list.status).toBe(200);
    expect(list.data.canManage).toBe(false);
    expect(list.data.counts).toMatchObject({ approved: 3, requested: 0, checkedIn: 0 });
  });

  it("answers each role by the route table", async () => {
    const { base } = await showWithList(s.t, s.a);
    const crew = await memberOf(s.t, s.a, "crew");
    const artist = await memberOf(s.t, s.a, "artist");
    const manager = await memberOf(s.t, s.a, "manager");
    const g = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest("Ana Ruiz", 1),
    });
    const one = `${base}/guests/${g.data.id}`;
    const clientId = () => crypto.randomUUID();
    const routes = [
      { method: "GET", path: base, everyone: true },
      { method: "GET", path: `${base}/csv`, everyone: true },
      { method: "GET", path: `${base}/pdf`, everyone: true },
      { method: "POST", path: `${base}/guests`, json: () => guest("Zed Ola"), everyone: true },
      {
        method: "PUT",
        path: `${one}/check-in`,
        json: () => ({ clientId: clientId(), checkedIn: 1 }),
        everyone: true,
      },
      { method: "PUT", path: `${base}/settings`, json: () => ({ allotment: 50 }), everyone: false },
      { method: "PUT", path: one, json: () => guest("Ana Ruiz", 1), everyone: false },
      {
        method: "POST",
        path: `${one}/decision`,
        json: () => ({ status: "approved" }),
        everyone: false,
      },
    ];
    for (const who of [crew, artist, manager]) {
      for (const r of routes) {
        const res = await call(s.t, r.method, r.path, { cookie: who.cookie, json: r.json?.() });
        const allowed = r.everyone || who === manager;
        expect(res.status < 300, `${r.method} ${r.path} as ${who.email}: ${res.status}`).toBe(
          allowed,
        );
        if (!allowed) expect(res.data.error.code).toBe("forbidden");
      }
    }
    for (const who of [crew, artist]) {
      const del = await call(s.t, "DELETE", one, { cookie: who.cookie });
      expect(del.status).toBe(403);
      const override = await call(s.t, "POST", `${base}/guests`, {
        cookie: who.cookie,
        json: guest("Pushy Friend", 0, { override: true }),
      });
      expect(override.status).toBe(403);
      expect(override.data.error.message).toMatch(/override/);
    }
    expect((await call(s.t, "DELETE", one, { cookie: manager.cookie })).status).toBe(200);
  });

  it("another workspace's show or guest is a 404, whoever asks", async () => {
    const { base } = await showWithList(s.t, s.a);
    const g = await call(s.t, "POST", `${base}/guests`, { cookie: s.a.cookie, json: guest("X Y") });
    for (const [method, path, json] of [
      ["GET", base, undefined],
      ["POST", `${base}/guests`, guest("Sneaky")],
      [
        "PUT",
        `${base}/guests/${g.data.id}/check-in`,
        { clientId: crypto.randomUUID(), checkedIn: 1 },
      ],
      ["POST", `${base}/guests/${g.data.id}/decision`, { status: "declined" }],
      ["DELETE", `${base}/guests/${g.data.id}`, undefined],
      ["GET", `${base}/csv`, undefined],
    ] as const) {
      const res = await call(s.t, method, path, { cookie: s.b.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.code).toBe("not_found");
    }
    const after = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(after.data.guests).toHaveLength(1);
    expect(after.data.guests[0]).toMatchObject({ status: "approved", checkedIn: 0 });
  });
});

describe("guest lists: the rules", () => {
  it("refuses a request past the allotment, naming it; a manager may override, recorded", async () => {
    const { base } = await showWithList(s.t, s.a);
    const crew = await memberOf(s.t, s.a, "crew");
    await call(s.t, "PUT", `${base}/settings`, { cookie: s.a.cookie, json: { allotment: 10 } });
    await call(s.t, "POST", `${base}/guests`, { cookie: crew.cookie, json: guest("Kim Lee", 7) });
    const over = await call(s.t, "POST", `${base}/guests`, {
      cookie: crew.cookie,
      json: guest("Ola Berg", 2),
    });
    expect(over.status).toBe(409);
    expect(over.data.error).toMatchObject({
      code: "conflict",
      message: "Only 2 of 10 tickets left",
    });
    const managerToo = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest("Ola Berg", 2),
    });
    expect(managerToo.status).toBe(409);
    const overridden = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest("Ola Berg", 2, { override: true }),
    });
    expect(overridden.status).toBe(201);
    expect(overridden.data).toMatchObject({
      overrideByName: "Test Artist",
      overrideReason: "Only 2 of 10 tickets left",
    });
  });

  it("refuses requests after the cutoff and while locked", async () => {
    const { base } = await showWithList(s.t, s.a);
    await call(s.t, "PUT", `${base}/settings`, {
      cookie: s.a.cookie,
      json: { cutoffAt: "2020-01-01T17:00:00Z" },
    });
    const late = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest("A B"),
    });
    expect(late.status).toBe(409);
    expect(late.data.error.message).toBe("The guest list closed at Jan 1, 2020, 17:00 UTC");
    await call(s.t, "PUT", `${base}/settings`, { cookie: s.a.cookie, json: { locked: true } });
    const locked = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest("A B"),
    });
    expect(locked.data.error.message).toBe("The guest list is locked");
    const list = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(list.data.guests).toEqual([]);
    expect(list.data.limits).toEqual({ allotment: null, cutoffAt: null, locked: true });
  });

  it("refuses bad input with 400 naming the field, never a 5xx", async () => {
    const { base } = await showWithList(s.t, s.a);
    const bad: [string, string, unknown, string][] = [
      ["POST", "/guests", guest("Neg", -1), "plusOnes"],
      ["POST", "/guests", guest("Huge", 1e9), "plusOnes"],
      ["POST", "/guests", guest("Nul\u0000Name"), "name"],
      ["POST", "/guests", guest("x".repeat(5000)), "name"],
      ["POST", "/guests", guest(""), "name"],
      ["POST", "/guests", guest("Pass", 0, { passType: "backstage" }), "passType"],
      ["PUT", "/settings", { allotment: -1 }, "allotment"],
      ["PUT", "/settings", { allotment: 1e9 }, "allotment"],
      ["PUT", "/settings", { allotment: "lots" }, "allotment"],
      ["PUT", "/settings", { cutoffAt: "0000-01-01T00:00:00Z" }, "cutoffAt"],
      ["PUT", "/settings", { cutoffAt: "not a date" }, "cutoffAt"],
    ];
    for (const [method, path, json, field] of bad) {
      const res = await call(s.t, method, `${base}${path}`, { cookie: s.a.cookie, json });
      expect(res.status, `${path} ${JSON.stringify(json).slice(0, 60)}: ${res.text}`).toBe(400);
      expect(res.data.error.code).toBe("validation");
      expect(Object.keys(res.data.error.fields)).toContain(field);
    }
    const g = await call(s.t, "POST", `${base}/guests`, { cookie: s.a.cookie, json: guest("C D") });
    for (const json of [
      { clientId: "not-a-uuid", checkedIn: 1 },
      { clientId: crypto.randomUUID(), checkedIn: -1 },
      { clientId: crypto.randomUUID(), checkedIn: 1e9 },
    ]) {
      const res = await call(s.t, "PUT", `${base}/guests/${g.data.id}/check-in`, {
        cookie: s.a.cookie,
        json,
      });
      expect(res.status).toBe(400);
    }
  });

  it("moves the workspace's data version on every write (the cached answers' key)", async () => {
    const rows = (await s.t.database.db.execute(sql`
      select event_object_table as "table", string_agg(distinct event_manipulation, ',') as events
      from information_schema.triggers
      where action_statement like '%bump_account_version%'
        and event_object_table in ('guests', 'guest_list_settings', 'guest_check_ins')
      group by event_object_table order by 1`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual(
      ["guest_check_ins", "guest_list_settings", "guests"].map((table) => ({
        table,
        events: "DELETE,INSERT,UPDATE",
      })),
    );
  });

  it("is deleted with its show", async () => {
    const { tourId, showId, base } = await showWithList(s.t, s.a);
    await call(s.t, "POST", `${base}/guests`, { cookie: s.a.cookie, json: guest("Gone Soon") });
    const del = await call(s.t, "DELETE", `/api/tours/${tourId}/shows/${showId}`, {
      cookie: s.a.cookie,
    });
    expect(del.status).toBe(200);
    const left = await s.t.database.db.select().from(guests).where(eq(guests.showId, showId));
    expect(left).toEqual([]);
  });
});

describe("guest lists: the demo", () => {
  it("has lists on several shows: played ones with check-ins, coming ones with requests", async () => {
    const demo = await signInAsGuest(s.t);
    const rows = await s.t.database.db
      .select({
        showId: guests.showId,
        status: guests.status,
        checkedIn: guests.checkedIn,
        tourId: tourVenues.tourId,
      })
      .from(guests)
      .innerJoin(tourVenues, eq(tourVenues.id, guests.showId))
      .where(eq(guests.workspaceId, demo.workspaceId));
    expect(new Set(rows.map((r) => r.showId)).size).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.checkedIn > 0)).toBe(true);
    expect(rows.some((r) => r.status === "requested")).toBe(true);
    const played = rows.find((r) => r.checkedIn > 0)!;
    const list = await call(
      s.t,
      "GET",
      `/api/tours/${played.tourId}/guest-lists/${played.showId}`,
      {
        cookie: demo.cookie,
      },
    );
    expect(list.status).toBe(200);
    expect(list.data.counts.checkedIn).toBeGreaterThan(0);
    expect(list.data.counts.checkedIn).toBeLessThan(list.data.counts.approved);
  });
});
