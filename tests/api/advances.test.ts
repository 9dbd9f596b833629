import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "@/domain/team/route-access";
import { advanceLinks, showFiles } from "@/server/db/schema";
import { insertShow } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf, showWithList } from "../support/guest-lists";
import { pdfText } from "../support/pdf-text";
import type { TestApp } from "../support/test-app";

const s = setupApiSuite();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%stage plot\n");

/** A show of `owner`'s, its advance path, and a fresh venue link's token. */
async function advancedShow(t: TestApp, owner: Account, share = false) {
  const { tourId, showId } = await showWithList(t, owner);
  const base = `/api/tours/${tourId}/advances/${showId}`;
  const made = await call(t, "POST", `${base}/links`, {
    cookie: owner.cookie,
    json: { recipient: "Sam Promoter", days: 14, shareSettlement: share },
  });
  expect(made.status, made.text).toBe(201);
  const token = (made.data.url as string).split("/advance/")[1]!;
  return {
    tourId,
    showId,
    base,
    token,
    linkId: made.data.id as string,
    link: `/api/advance-links/${token}`,
  };
}

describe("advancing a show through the venue's link", () => {
  it("the venue answers load-in, a manager accepts it into the day sheet, Activity names the venue", async () => {
    const { tourId, showId, base, link } = await advancedShow(s.t, s.a);
    const opened = await call(s.t, "GET", link);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.data.venueName).toBe("Station 9");
    // Asked of the venue, without the settlement (money not shared).
    expect(opened.data.items.find((i: { key: string }) => i.key === "loadIn").state).toBe("asked");
    expect(opened.data.items.some((i: { section: string }) => i.section === "settlement")).toBe(
      false,
    );

    const answered = await call(s.t, "PUT", `${link}/items/loadIn`, { json: { value: "14:30" } });
    expect(answered.status, answered.text).toBe(200);
    const before = await call(s.t, "GET", base, { cookie: s.a.cookie });
    const loadIn = before.data.items.find((i: { key: string }) => i.key === "loadIn");
    expect(loadIn).toMatchObject({
      state: "answered",
      proposed: "14:30",
      agreed: null,
      answeredBy: "Sam Promoter (venue link)",
    });

    const accepted = await call(s.t, "POST", `${base}/accept`, {
      cookie: s.a.cookie,
      json: { keys: ["loadIn"] },
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.data.accepted).toBe(1);
    const crew = await memberOf(s.t, s.a, "crew");
    const sheet = await call(s.t, "GET", `/api/tours/${tourId}/day-sheets/${showId}`, {
      cookie: crew.cookie,
    });
    expect(sheet.data.sheet.loadIn).toBe("14:30");

    const progress = await call(s.t, "GET", `/api/tours/${tourId}/advances`, {
      cookie: crew.cookie,
    });
    expect(progress.data).toEqual([{ showId, confirmed: 1, total: 24 }]);

    const activity = await call(s.t, "GET", "/api/activity", { cookie: s.a.cookie });
    const entries = activity.data.entries as { actorName: string; summary: string }[];
    expect(
      entries.some(
        (e) =>
          e.actorName === "Sam Promoter (venue link)" && e.summary.startsWith('Answered "Load-in"'),
      ),
    ).toBe(true);
  });

  it("sets go on the day sheet; settlement is shared only when the manager says so, and crew never see it", async () => {
    const { tourId, showId, base, link } = await advancedShow(s.t, s.a, true);
    const sets = JSON.stringify([
      { performer: "Opener", start: "20:00", end: "20:30" },
      { performer: "Headliner", start: "21:00", end: null },
    ]);
    expect((await call(s.t, "PUT", `${link}/items/sets`, { json: { value: sets } })).status).toBe(
      200,
    );
    expect(
      (await call(s.t, "PUT", `${link}/items/settlementHow`, { json: { value: "Wire, next day" } }))
        .status,
    ).toBe(200);
    await call(s.t, "POST", `${base}/accept`, {
      cookie: s.a.cookie,
      json: { keys: ["sets", "settlementHow"] },
    });
    const crew = await memberOf(s.t, s.a, "crew");
    const sheet = await call(s.t, "GET", `/api/tours/${tourId}/day-sheets/${showId}`, {
      cookie: crew.cookie,
    });
    expect(sheet.data.sheet.sets.map((x: { performer: string }) => x.performer)).toEqual([
      "Opener",
      "Headliner",
    ]);
    // Left out of crew's day sheet, on screen as in the PDF (one rule: daySheetAdvanceFor),
    // not listed as "How settled: Hidden".
    const keys = (sheet.data.advance as { key: string }[]).map((i) => i.key);
    expect(keys).not.toContain("settlementHow");
    expect(keys).not.toContain("settlementWho");
    const crewPdf = await s.t.app.request(
      `http://localhost:3000/api/tours/${tourId}/day-sheets/${showId}/pdf`,
      { headers: { cookie: crew.cookie } },
    );
    const printed = pdfText(Buffer.from(await crewPdf.arrayBuffer())).join("\n");
    expect(printed).not.toMatch(/settle/i);
    const ownSheet = await call(s.t, "GET", `/api/tours/${tourId}/day-sheets/${showId}`, {
      cookie: s.a.cookie,
    });
    const ownHow = ownSheet.data.advance.find((i: { key: string }) => i.key === "settlementHow");
    expect(ownHow.agreed).toBe("Wire, next day");
    const crewAdvance = await call(s.t, "GET", base, { cookie: crew.cookie });
    expect(crewAdvance.data.links).toEqual({ hidden: true });
    expect(JSON.stringify(crewAdvance.data)).not.toContain("Wire, next day");
    const own = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(own.data.items.find((i: { key: string }) => i.key === "settlementHow").agreed).toBe(
      "Wire, next day",
    );
  });

  it("the venue uploads a stage plot crew can open; a contract stays the managers'", async () => {
    const { tourId, showId, base, link } = await advancedShow(s.t, s.a);
    const up = await call(s.t, "POST", `${link}/files?kind=stage_plot&name=plot.png`, { raw: PNG });
    expect(up.status, up.text).toBe(201);
    const contract = await call(s.t, "POST", `${base}/files?kind=contract&name=deal.pdf`, {
      cookie: s.a.cookie,
      raw: PDF,
    });
    expect(contract.status, contract.text).toBe(201);
    const crew = await memberOf(s.t, s.a, "crew");
    const sheet = await call(s.t, "GET", `/api/tours/${tourId}/day-sheets/${showId}`, {
      cookie: crew.cookie,
    });
    expect(sheet.data.files.map((f: { fileName: string }) => f.fileName)).toEqual(["plot.png"]);
    const file = await s.t.app.request(`http://localhost:3000${base}/files/${up.data.id}`, {
      headers: { cookie: crew.cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect(
      (await call(s.t, "GET", `${base}/files/${contract.data.id}`, { cookie: crew.cookie })).status,
    ).toBe(404);
    expect((await call(s.t, "GET", `${link}/files/${contract.data.id}`)).status).toBe(404);
    expect(
      (await call(s.t, "POST", `${link}/files?kind=contract&name=x.pdf`, { raw: PDF })).status,
    ).toBe(400);
    // Artwork and shows' files share the workspace's storage.
    const storage = await call(s.t, "GET", "/api/merch/storage", { cookie: s.a.cookie });
    expect(storage.data.usedBytes).toBeGreaterThanOrEqual(PNG.length + PDF.length);
  });
});

describe("advancing: bad input changes nothing", () => {
  it("an altered token is 404, a revoked or expired link 410", async () => {
    const { base, token, linkId, link } = await advancedShow(s.t, s.a);
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await call(s.t, "GET", `/api/advance-links/${altered}`)).status).toBe(404);
    expect((await call(s.t, "GET", "/api/advance-links/short")).status).toBe(404);
    const revoked = await call(s.t, "DELETE", `${base}/links/${linkId}`, { cookie: s.a.cookie });
    expect(revoked.status, revoked.text).toBe(200);
    const gone = await call(s.t, "PUT", `${link}/items/loadIn`, { json: { value: "10:00" } });
    expect(gone.status).toBe(410);
    expect(gone.data.error.code).toBe("gone");
    const other = await advancedShow(s.t, s.a);
    await s.t.database.db
      .update(advanceLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(advanceLinks.id, other.linkId));
    expect((await call(s.t, "GET", other.link)).status).toBe(410);
    const own = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(own.data.items.find((i: { key: string }) => i.key === "loadIn").proposed).toBeNull();
  });

  it("a wrong type is 415, a file too large 413, an answer far too long 400, money unshared 404", async () => {
    const { showId, base, link } = await advancedShow(s.t, s.a);
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    const wrong = await call(s.t, "POST", `${link}/files?kind=stage_plot&name=plot.png`, {
      raw: svg,
    });
    expect(wrong.status).toBe(415);
    expect(wrong.data.error).toMatchObject({ code: "unsupported_media_type" });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await call(s.t, "POST", `${link}/files?kind=stage_plot&name=big.png`, {
      raw: big,
    });
    expect(tooBig.status).toBe(413);
    const long = await call(s.t, "PUT", `${link}/items/parking`, {
      json: { value: "x".repeat(5000) },
    });
    expect(long.status).toBe(400);
    const notTime = await call(s.t, "PUT", `${link}/items/loadIn`, { json: { value: "noon" } });
    expect(notTime.status).toBe(400);
    expect(
      (await call(s.t, "PUT", `${link}/items/settlementWho`, { json: { value: "Me" } })).status,
    ).toBe(404);
    expect(
      (await call(s.t, "PUT", `${link}/items/noSuchKey`, { json: { value: "Me" } })).status,
    ).toBe(404);
    const files = await s.t.database.db
      .select({ id: showFiles.id })
      .from(showFiles)
      .where(eq(showFiles.showId, showId));
    expect(files).toEqual([]);
    const own = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(own.data.items.filter((i: { state: string }) => i.state === "answered")).toEqual([]);
  });

  it("refuses a manager's empty edit of an item, naming what is missing, and changes nothing", async () => {
    const { base } = await advancedShow(s.t, s.a);
    const before = await call(s.t, "GET", base, { cookie: s.a.cookie });
    const empty = await call(s.t, "PUT", `${base}/items/parking`, {
      cookie: s.a.cookie,
      json: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.data.error).toMatchObject({
      code: "validation",
      fields: { value: "Give a value or a state to change" },
    });
    const after = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(after.data.items).toEqual(before.data.items);
  });

  it("another show's id, another tour or another workspace reads as missing", async () => {
    const { tourId, showId, base } = await advancedShow(s.t, s.a);
    const up = await call(s.t, "POST", `${base}/files?kind=stage_plot&name=p.png`, {
      cookie: s.a.cookie,
      raw: PNG,
    });
    const { tourId: otherTour } = await showWithList(s.t, s.a);
    const wrongTour = `/api/tours/${otherTour}/advances/${showId}`;
    expect((await call(s.t, "GET", wrongTour, { cookie: s.a.cookie })).status).toBe(404);
    expect(
      (
        await call(s.t, "PUT", `${wrongTour}/items/parking`, {
          cookie: s.a.cookie,
          json: { value: "Lot B" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(s.t, "GET", `${wrongTour}/files/${up.data.id}`, { cookie: s.a.cookie })).status,
    ).toBe(404);
    const sibling = await insertShow(s.t.database.db, s.a.workspaceId, tourId, null);
    expect(
      (
        await call(s.t, "GET", `/api/tours/${tourId}/advances/${sibling.id}/files/${up.data.id}`, {
          cookie: s.a.cookie,
        })
      ).status,
    ).toBe(404);
    for (const [method, path, json] of [
      ["GET", base, undefined],
      ["PUT", `${base}/items/parking`, { value: "Lot B" }],
      ["POST", `${base}/links`, { recipient: "x" }],
      ["POST", `${base}/accept`, { keys: ["parking"] }],
      ["GET", `${base}/files/${up.data.id}`, undefined],
      ["DELETE", `${base}/files/${up.data.id}`, undefined],
    ] as const) {
      const res = await call(s.t, method, path, {
        cookie: s.b.cookie,
        json,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const own = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(own.data.items.find((i: { key: string }) => i.key === "parking").agreed).toBeNull();
    expect(own.data.files).toHaveLength(1);
  });

  it("crew may read an advance but not ask, accept, upload or edit the template", async () => {
    const { base } = await advancedShow(s.t, s.a);
    const crew = await memberOf(s.t, s.a, "crew");
    for (const [method, path, json] of [
      ["POST", `${base}/links`, { recipient: "x" }],
      ["POST", `${base}/accept`, { keys: ["loadIn"] }],
      ["PUT", `${base}/items/parking`, { value: "Lot" }],
      ["PUT", "/api/advance-template", { items: [] }],
    ] as const) {
      expect((await call(s.t, method, path, { cookie: crew.cookie, json })).status).toBe(403);
    }
  });

  it("the venue's link is rate-limited", async () => {
    const { link } = await advancedShow(s.t, s.a);
    let last = 0;
    for (let i = 0; i < 125 && last !== 429; i++)
      last = (await call(s.t, "GET", link, { ip: "10.1.2.3" })).status;
    expect(last).toBe(429);
  });
});

describe("the roles table's public routes", () => {
  it("each answers without a session (never 401), one link's routes rate-limited", async () => {
    const { link } = await advancedShow(s.t, s.a);
    for (const key of Object.keys(PUBLIC_ROUTES)) {
      const [method, path] = key.split(" ") as [string, string];
      const url = path
        .replace(/^\/api\/advance-links\/:token/, link)
        .replace(":token", "x".repeat(43))
        .replace(":file", "nothing.ics")
        .replace(":key", "parking")
        .replace(":fileId", crypto.randomUUID());
      const res = await call(
        s.t,
        method,
        url,
        method === "PUT" ? { json: { value: "Lot C" } } : {},
      );
      expect(res.status, key).not.toBe(401);
    }
  });
});

describe("the template and the clock", () => {
  it("a manager renames and adds questions; a new show's advance asks them", async () => {
    const got = await call(s.t, "GET", "/api/advance-template", { cookie: s.a.cookie });
    expect(got.data.isDefault).toBe(true);
    const items = [
      ...got.data.items.map((i: { key: string; label: string }) =>
        i.key === "wifi" ? { ...i, label: "Wi-Fi" } : i,
      ),
      { key: "showers", section: "hospitality", label: "Showers", kind: "text" },
    ];
    const saved = await call(s.t, "PUT", "/api/advance-template", {
      cookie: s.a.cookie,
      json: { items },
    });
    expect(saved.status, saved.text).toBe(200);
    const { base } = await advancedShow(s.t, s.a);
    const advance = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(advance.data.items.find((i: { key: string }) => i.key === "showers")).toMatchObject({
      state: "asked",
    });
    expect(advance.data.items.find((i: { key: string }) => i.key === "wifi").label).toBe("Wi-Fi");
    const bad = await call(s.t, "PUT", "/api/advance-template", {
      cookie: s.a.cookie,
      json: { items: [{ ...items[0], label: "x".repeat(200) }] },
    });
    expect(bad.status).toBe(400);
  });

  it("each person keeps their own 12- or 24-hour clock", async () => {
    const set = await call(s.t, "PUT", "/api/profile/time-format", {
      cookie: s.b.cookie,
      json: { timeFormat: "12h" },
    });
    expect(set.status, set.text).toBe(200);
    expect((await call(s.t, "GET", "/api/profile", { cookie: s.b.cookie })).data.timeFormat).toBe(
      "12h",
    );
    expect(
      (await call(s.t, "GET", "/api/profile", { cookie: s.a.cookie })).data.timeFormat,
    ).toBeNull();
    expect(
      (
        await call(s.t, "PUT", "/api/profile/time-format", {
          cookie: s.b.cookie,
          json: { timeFormat: "13h" },
        })
      ).status,
    ).toBe(400);
  });
});
