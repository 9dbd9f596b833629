import { describe, expect, it } from "vitest";
import { LINK_UPLOAD_QUOTA_BYTES, LINK_UPLOADS_PER_HOUR } from "@/domain/logistics/advance-links";
import { MAX_SHOW_FILE_BYTES } from "@/domain/logistics/show-files";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf, showWithList } from "../support/guest-lists";
import type { TestApp } from "../support/test-app";

/**
 * Issue 46 item 9: a venue's link could upload 10 MB files until the workspace's 500 MB were
 * gone. Each link has its own space and a number of files an hour; past either it is refused,
 * nothing is stored, and the managers are told.
 */
const s = setupApiSuite();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
/** A PDF of `size` bytes (its type is read from its first bytes). */
function pdf(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
}

async function venueLink(t: TestApp, owner: Account, date: string) {
  const { tourId, showId } = await showWithList(t, owner, date);
  const made = await call(t, "POST", `/api/tours/${tourId}/advances/${showId}/links`, {
    cookie: owner.cookie,
    json: { recipient: "Pat Venue", days: 14 },
  });
  expect(made.status, made.text).toBe(201);
  const token = (made.data.url as string).split("/advance/")[1]!;
  return { tourId, showId, link: `/api/advance-links/${token}` };
}

const storageUsed = async (owner: Account) =>
  (await call(s.t, "GET", "/api/merch/storage", { cookie: owner.cookie })).data.usedBytes as number;

const bell = async (who: Account) =>
  (
    (await call(s.t, "GET", "/api/notifications", { cookie: who.cookie })).data.items as {
      title: string;
      href: string;
    }[]
  ).filter((i) => i.title.includes("advance link"));

describe("a venue link's uploads", () => {
  it("stop at the link's own space, store nothing more, and the managers are told", async () => {
    const crew = await memberOf(s.t, s.a, "crew");
    const { tourId, showId, link } = await venueLink(s.t, s.a, "2099-07-01");
    const big = MAX_SHOW_FILE_BYTES - 1024;
    let uploaded = 0;
    // Files up to the link's space go in.
    while (uploaded + big <= LINK_UPLOAD_QUOTA_BYTES) {
      const up = await call(s.t, "POST", `${link}/files?kind=tech_rider&name=rider.pdf`, {
        raw: pdf(big),
      });
      expect(up.status, up.text).toBe(201);
      uploaded += big;
    }
    const before = await storageUsed(s.a);
    const over = await call(s.t, "POST", `${link}/files?kind=tech_rider&name=more.pdf`, {
      raw: pdf(LINK_UPLOAD_QUOTA_BYTES - uploaded + 1),
    });
    expect(over.status, over.text).toBe(413);
    expect(over.data.error).toMatchObject({ code: "storage_full" });
    expect(over.data.error.message).toContain("The tour has been told");
    expect(await storageUsed(s.a)).toBe(before);

    // The owner hears it, once however often the venue tries; crew are not managers.
    await call(s.t, "POST", `${link}/files?kind=tech_rider&name=again.pdf`, { raw: pdf(2048) });
    const told = await bell(s.a);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: expect.stringContaining("Pat Venue's advance link for the show at Station 9"),
      link: `/dashboard/logistics/advance/${tourId}/${showId}`,
    });
    expect((await bell(s.a))[0]!.title).toContain("used up its upload space");
    expect(await bell(crew)).toEqual([]);
    // The manager can still upload to the show.
    const mine = await call(
      s.t,
      "POST",
      `/api/tours/${tourId}/advances/${showId}/files?kind=stage_plot&name=plot.png`,
      { cookie: s.a.cookie, raw: PNG },
    );
    expect(mine.status, mine.text).toBe(201);
  });

  it("stop at so many files an hour", async () => {
    const { link } = await venueLink(s.t, s.a, "2099-07-02");
    for (let i = 0; i < LINK_UPLOADS_PER_HOUR; i++) {
      const up = await call(s.t, "POST", `${link}/files?kind=other&name=p${i}.png`, { raw: PNG });
      expect(up.status, up.text).toBe(201);
    }
    const next = await call(s.t, "POST", `${link}/files?kind=other&name=late.png`, { raw: PNG });
    expect(next.status, next.text).toBe(429);
    expect(next.data.error.code).toBe("rate_limited");
    const listed = await call(s.t, "GET", link);
    expect(listed.data.files).toHaveLength(LINK_UPLOADS_PER_HOUR);
    expect((await bell(s.a)).some((n) => n.title.includes("too many files within an hour"))).toBe(
      true,
    );
  });
});
