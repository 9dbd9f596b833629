import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { excelCsvUrl } from "@/domain/exports";
import { productFactory } from "@/server/db/seed/merch-factories";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { guest, showWithList } from "../support/guest-lists";
import { confirmShow, makeContext, showBody } from "../support/route-fixtures/_matrix";
import { addSong } from "../support/songs";

/**
 * Issue 55 item 2, ADR 0004: every CSV export comes plain (UTF-8, the default) or, with
 * `?excel=1`, for Excel on Windows: the same bytes after UTF-8's byte-order mark, so the
 * formula guard and every cell are what they were, and the header's first cell reads clean.
 */
const s = setupApiSuite();
const BOM = [0xef, 0xbb, 0xbf];
const FORMULA_TITLE = '=HYPERLINK("http://evil.example","Click")';

/** Each CSV route, and the name its header starts with. */
const routes: Record<string, { url: string; firstHeader: string }> = {};

beforeAll(async () => {
  const ctx = makeContext(s.t, s.a, s.b);
  const tour = await ctx.asOwner("POST", "/api/tours", { title: FORMULA_TITLE });
  const venue = await ctx.asOwner("POST", "/api/venues", {
    name: "東京ドーム",
    city: "Zürich",
    state: "ZH",
  });
  const show = await ctx.asOwner("POST", `/api/tours/${tour.id}/shows`, showBody(venue.id));
  await confirmShow(ctx.asOwner, show.id);
  await ctx.asOwner("POST", `/api/tours/${tour.id}/deals`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "500.00",
  });
  const product = await call(s.t, "POST", "/api/merch/products", {
    cookie: s.a.cookie,
    json: productFactory({ name: "Café Tee", variants: [{ label: "M", stock: 10 }] }),
  });
  expect(product.status, product.text).toBe(201);
  await addSong(s.t, s.a, "Señorita");
  const list = await showWithList(s.t, s.a);
  await call(s.t, "POST", `${list.base}/guests`, { cookie: s.a.cookie, json: guest("Zoë Adams") });
  const period = "society=PRS&from=2026-01-01&to=2026-06-30";
  Object.assign(routes, {
    tours: { url: "/api/exports/tours.csv?venues=1&financial=1", firstHeader: "Tour ID" },
    shows: { url: "/api/exports/shows.csv", firstHeader: "Tour" },
    "tour financials": { url: `/api/tours/${tour.id}/financials.csv`, firstHeader: "Date" },
    "merch inventory": { url: "/api/merch/exports/inventory.csv", firstHeader: "Product" },
    "merch sales": { url: "/api/merch/exports/sales.csv", firstHeader: "Date" },
    "guest list": { url: `${list.base}/csv`, firstHeader: "Name" },
    songs: { url: "/api/exports/songs.csv", firstHeader: "Title" },
    "performance report": {
      url: `/api/setlist-filings/report.csv?${period}`,
      firstHeader: "Performance date",
    },
    bandsintown: { url: "/api/listings/bandsintown.csv?part=1", firstHeader: "Date" },
    songkick: { url: "/api/listings/songkick.csv", firstHeader: "Date" },
  });
});

const get = (url: string) => call(s.t, "GET", url, { cookie: s.a.cookie });
const startsWithBom = (bytes: Uint8Array) => BOM.every((b, i) => bytes[i] === b);
/** The text as a spreadsheet reads the file: UTF-8, the byte-order mark taken as its signature. */
const asSpreadsheetReads = (bytes: Uint8Array) => new TextDecoder("utf-8").decode(bytes);
/** The text with the byte-order mark kept as a character, as a naive reader would. */
const withMarkKept = (bytes: Uint8Array) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
const rows = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

const NAMES = [
  "tours",
  "shows",
  "tour financials",
  "merch inventory",
  "merch sales",
  "guest list",
  "songs",
  "performance report",
  "bandsintown",
  "songkick",
];

describe("every CSV export, plain or for Excel", () => {
  it.each(NAMES)(
    "%s: plain has no byte-order mark; excel=1 is EF BB BF then the very same bytes",
    async (name) => {
      const { url } = routes[name]!;
      const plain = await get(url);
      const excel = await get(excelCsvUrl(url));
      expect(plain.status, plain.text).toBe(200);
      expect(excel.status, excel.text).toBe(200);
      expect(excel.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(startsWithBom(plain.bytes)).toBe(false);
      expect(withMarkKept(plain.bytes)).not.toContain("\uFEFF");
      expect([...excel.bytes.subarray(0, 3)]).toEqual(BOM);
      // Nothing else changes: the cells, the formula guard and the line ends are the plain file's.
      expect(Buffer.from(excel.bytes.subarray(3)).equals(Buffer.from(plain.bytes))).toBe(true);
      expect(excel.headers.get("content-disposition")).toBe(
        plain.headers.get("content-disposition"),
      );
    },
  );

  it.each(NAMES)(
    "%s: the header's first cell reads as its name, not \\uFEFF+name",
    async (name) => {
      const { url, firstHeader } = routes[name]!;
      const excel = await get(excelCsvUrl(url));
      expect(rows(asSpreadsheetReads(excel.bytes))[0]![0]).toBe(firstHeader);
      // papaparse (our own imports' reader) takes the mark away itself when it is kept.
      expect(rows(withMarkKept(excel.bytes))[0]![0]).toBe(firstHeader);
      // A reader that split the text by hand would have it glued to the name: it is the file's
      // first character, outside the first cell's quotes, never inside a cell.
      expect(withMarkKept(excel.bytes).startsWith(`\uFEFF"${firstHeader}"`)).toBe(true);
    },
  );

  it.each(NAMES)("%s: excel=yes is a 400 naming the parameter", async (name) => {
    const { url } = routes[name]!;
    const bad = await get(`${url}${url.includes("?") ? "&" : "?"}excel=yes`);
    expect(bad.status).toBe(400);
    expect(bad.data.error.code).toBe("validation");
    expect(Object.keys(bad.data.error.fields)).toEqual(["excel"]);
  });

  it("excel=0 and excel=false are the plain file, excel=true the one for Excel", async () => {
    const url = routes.tours!.url;
    for (const off of ["0", "false"]) {
      expect(startsWithBom((await get(`${url}&excel=${off}`)).bytes)).toBe(false);
    }
    expect(startsWithBom((await get(`${url}&excel=true`)).bytes)).toBe(true);
  });
});

describe("the file for Excel keeps the formula guard (ADR 0004)", () => {
  it("a tour titled with a formula is text after the mark; names in any script are intact", async () => {
    const excel = await get(excelCsvUrl(routes.tours!.url));
    const [header, ...data] = rows(asSpreadsheetReads(excel.bytes));
    const row = data.find((r) => r[1]?.includes("HYPERLINK"))!;
    expect(row[header!.indexOf("Title")]).toBe(`'${FORMULA_TITLE}`);
    expect(row[header!.indexOf("Venue Details")]).toBe("東京ドーム (Zürich, ZH)");
  });

  it("the zip of Bandsintown files: each file inside starts with the mark when asked", async () => {
    const plain = await get("/api/listings/bandsintown.zip");
    const excel = await get("/api/listings/bandsintown.zip?excel=1");
    expect(excel.status).toBe(200);
    const names = Object.keys(excel.zip!);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(startsWithBom(plain.zip![name]!)).toBe(false);
      expect([...excel.zip![name]!.subarray(0, 3)]).toEqual(BOM);
      expect(
        Buffer.from(excel.zip![name]!.subarray(3)).equals(Buffer.from(plain.zip![name]!)),
      ).toBe(true);
    }
    expect((await get("/api/listings/bandsintown.zip?excel=2")).status).toBe(400);
  });
});
