import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";

const s = setupApiSuite();

const get = (path: string) =>
  s.t.app.request(`http://localhost:3000${path}`, {
    headers: { cookie: s.a.cookie, "accept-encoding": "gzip" },
  });

describe("compression of API answers", () => {
  it("sends a small answer as it is, with its length", async () => {
    const res = await get("/api/profile");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = await res.arrayBuffer();
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(JSON.parse(Buffer.from(body).toString()).email).toBe(s.a.email);
  });

  it("gzips a large answer and a download", async () => {
    for (let i = 0; i < 40; i++) {
      await insertTour(s.t.database.db, s.a.userId, { title: `A long tour title number ${i}` });
    }
    const list = await get("/api/tours");
    expect(list.headers.get("content-encoding")).toBe("gzip");
    const tours = JSON.parse(gunzipSync(Buffer.from(await list.arrayBuffer())).toString());
    expect(tours).toHaveLength(40);

    // An answer made afresh (c.json), not kept: gzipped with its length too.
    const options = await get("/api/tours/options");
    expect(options.headers.get("content-encoding")).toBe("gzip");
    expect(options.headers.get("vary")).toContain("Accept-Encoding");
    const zipped = Buffer.from(await options.arrayBuffer());
    expect(Number(options.headers.get("content-length"))).toBe(zipped.byteLength);
    expect(JSON.parse(gunzipSync(zipped).toString())).toHaveLength(40);
    const plain = await s.t.app.request("http://localhost:3000/api/tours/options", {
      headers: { cookie: s.a.cookie, "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toHaveLength(40);

    const csv = await get("/api/exports/tours.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-encoding")).toBe("gzip");
    const rows = gunzipSync(Buffer.from(await csv.arrayBuffer())).toString();
    expect(rows.split("\n").filter(Boolean)).toHaveLength(41);
  });

  it("serves a kept answer gzipped only to a client that takes gzip, and fresh after a change", async () => {
    const plain = await s.t.app.request("http://localhost:3000/api/tours", {
      headers: { cookie: s.a.cookie, "accept-encoding": "gzip;q=0, br" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const before = JSON.parse(await plain.text());
    const zipped = await get("/api/tours");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(body.byteLength);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(before);
    await insertTour(s.t.database.db, s.a.userId, { title: "One more" });
    const after = JSON.parse(
      gunzipSync(Buffer.from(await (await get("/api/tours")).arrayBuffer())).toString(),
    );
    expect(after).toHaveLength(before.length + 1);
  });

  it("gives readers arriving together while a kept answer is being gzipped the same whole answer", async () => {
    await insertTour(s.t.database.db, s.a.userId, { title: "Zipped together" });
    const plain = await s.t.app.request("http://localhost:3000/api/tours", {
      headers: { cookie: s.a.cookie, "accept-encoding": "identity" },
    });
    const expected = JSON.parse(await plain.text());
    expect(expected.map((t: { title: string }) => t.title)).toContain("Zipped together");
    // The plain read computed and kept the answer; these two find its gzip not yet made.
    const together = await Promise.all([get("/api/tours"), get("/api/tours")]);
    for (const res of together) {
      expect(res.headers.get("content-encoding")).toBe("gzip");
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
      expect(JSON.parse(gunzipSync(body).toString())).toEqual(expected);
    }
  });
});
