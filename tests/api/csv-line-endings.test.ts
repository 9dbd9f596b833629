import { beforeAll, describe, expect, it } from "vitest";
import { productFactory } from "@/server/db/seed/merch-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { guest, showWithList } from "../support/guest-lists";
import { confirmShow, makeContext, ownerShow } from "../support/route-fixtures/_matrix";

/**
 * Issue 46 §11: every CSV the app writes ends each record in CRLF (RFC 4180; what Excel
 * expects), the last one too, decided in one place (src/domain/exports.ts, csvRecord).
 */
const s = setupApiSuite();
const csvOf: Record<string, string> = {};

beforeAll(async () => {
  const ctx = makeContext(s.t, s.a, s.b);
  const { tour, show } = await ownerShow(ctx);
  await confirmShow(ctx.asOwner, show.id);
  await ctx.asOwner("POST", `/api/tours/${tour.id}/deals`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "500.00",
  });
  const product = await call(s.t, "POST", "/api/merch/products", {
    cookie: s.a.cookie,
    json: productFactory({ variants: [{ label: "M", stock: 10 }] }),
  });
  expect(product.status).toBe(201);
  await call(s.t, "PUT", `/api/merch/shows/${show.id}/counts`, {
    cookie: s.a.cookie,
    json: {
      counts: [{ variantId: product.data.variants[0].id, countIn: 6, countOut: 1, comps: 0 }],
    },
  });
  const list = await showWithList(s.t, s.a);
  for (const name of ["Zoe Adams", "Al Brown"]) {
    await call(s.t, "POST", `${list.base}/guests`, { cookie: s.a.cookie, json: guest(name) });
  }
  Object.assign(csvOf, {
    tours: "/api/exports/tours.csv",
    shows: "/api/exports/shows.csv",
    "tour financials": `/api/tours/${tour.id}/financials.csv`,
    "merch inventory": "/api/merch/exports/inventory.csv",
    "merch sales": "/api/merch/exports/sales.csv",
    "guest list": `${list.base}/csv`,
  });
});

describe("every CSV export", () => {
  it.each(["tours", "shows", "tour financials", "merch inventory", "merch sales", "guest list"])(
    "%s: a header and rows, each record ending in CRLF, no bare LF or CR",
    async (name) => {
      const res = await call(s.t, "GET", csvOf[name]!, { cookie: s.a.cookie });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      const records = res.text.split("\r\n");
      // The last record ends in CRLF too: nothing after it.
      expect(records.at(-1)).toBe("");
      expect(records.length - 1, res.text).toBeGreaterThanOrEqual(2);
      for (const record of records) expect(record).not.toMatch(/[\r\n]/);
    },
  );
});
